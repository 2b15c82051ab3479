import type { ApolloClient } from "@apollo/client";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useMemo } from "react";
import { useToast } from "../../../components/toast/use-toast.hook";
import { classifyFailure } from "../../../lib/outbox/classify-failure";
import type { PendingChange } from "../../../lib/outbox/outbox.machine";
import { useLiveReads, useLiveSubscription } from "../../../lib/live-reads";
import { useOutbox } from "../../../lib/outbox/use-outbox.hook";
import { decodeTokenPayload } from "../../../lib/auth-token";
import { readStoredUser, readToken } from "../../../lib/session";
import { applyPending, isMealPlanChange, type MealPlanChange } from "../meal-plan-changes";
import {
  AddMealPlanEntryMutation,
  CopyMealPlanWeekMutation,
  MealPlanChangedSubscription,
  MealPlanQuery,
  MoveMealPlanEntryMutation,
  RemoveMealPlanEntryMutation,
  RepeatMealPlanEntryMutation,
  UpdateMealPlanEntryMutation,
} from "../meal-planner.graphql";
import type { MealPlanQuery as MealPlanData } from "../../../gql/graphql";

const mealPlanSyncPointOf = (data: { mealPlan?: { syncPoint?: number } } | undefined) => data?.mealPlan?.syncPoint;

export type PlanEntry = MealPlanData["mealPlan"]["entries"][number] & { pending?: boolean };

async function send(client: ApolloClient, pending: PendingChange<MealPlanChange>): Promise<object> {
  const c = pending.change;
  const idempotencyKey = pending.id;
  try {
    switch (c.kind) {
      case "add":
        return (
          await client.mutate({
            mutation: AddMealPlanEntryMutation,
            variables: {
              input: {
                id: c.entryId,
                date: c.date,
                slot: c.slot,
                kind: c.entryKind,
                recipeId: c.entryKind === "recipe" ? c.refId : null,
                productId: c.entryKind === "product" ? c.refId : null,
                leftoverId: c.entryKind === "leftover" ? c.refId : null,
                note: c.note,
                servings: c.servings,
                memberIds: c.memberIds,
              },
              idempotencyKey,
            },
          })
        ).data ?? {};
      case "update":
        return (
          await client.mutate({
            mutation: UpdateMealPlanEntryMutation,
            variables: { id: c.entryId, changes: { servings: c.servings ?? null, memberIds: c.memberIds ?? null }, idempotencyKey },
          })
        ).data ?? {};
      case "move":
        return (await client.mutate({ mutation: MoveMealPlanEntryMutation, variables: { id: c.entryId, date: c.date, slot: c.slot, idempotencyKey } })).data ?? {};
      case "remove":
        return (await client.mutate({ mutation: RemoveMealPlanEntryMutation, variables: { id: c.entryId, idempotencyKey } })).data ?? {};
      case "repeat":
        return (
          await client.mutate({ mutation: RepeatMealPlanEntryMutation, variables: { id: c.entryId, everyDays: c.everyDays, times: c.times, idempotencyKey } })
        ).data ?? {};
      case "copyWeek":
        return (await client.mutate({ mutation: CopyMealPlanWeekMutation, variables: { from: c.from, to: c.to, idempotencyKey } })).data ?? {};
    }
  } catch (error) {
    throw classifyFailure(error);
  }
}

const DONE: Record<Exclude<MealPlanChange["kind"], "repeat" | "copyWeek">, string> = {
  add: "Added to the meal plan",
  update: "Meal updated",
  move: "Meal moved",
  remove: "Meal removed from the plan",
};

/** What the person is told once a change reached the server (a repeat or copy says how many meals it added). */
function doneText(change: MealPlanChange, result: object): { title: string; description?: string } {
  const added = (list: unknown) => (Array.isArray(list) ? list.length : 0);
  switch (change.kind) {
    case "repeat": {
      const n = added((result as { repeatMealPlanEntry?: unknown }).repeatMealPlanEntry);
      const weeks = `${change.times} ${change.times === 1 ? "week" : "weeks"}`;
      return { title: n === 0 ? "Already repeated" : `Repeated ${n} ${n === 1 ? "time" : "times"}`, description: `${change.source.title} on the same day of the next ${weeks}.` };
    }
    case "copyWeek": {
      const n = added((result as { copyMealPlanWeek?: unknown }).copyMealPlanWeek);
      return { title: n === 0 ? "Next week already has these meals" : `Copied ${n} ${n === 1 ? "meal" : "meals"} to next week` };
    }
    default:
      return { title: DONE[change.kind] };
  }
}

/** What failed, in the person's words, when the server refuses a change for good. */
const FAILED: Record<MealPlanChange["kind"], string> = {
  add: "Could not add to the meal plan",
  update: "Could not update the meal",
  move: "Could not move the meal",
  remove: "Could not remove the meal",
  repeat: "Could not repeat the meal",
  copyWeek: "Could not copy the week",
};

/** The household the signed-in token is for: part of the ids the server gives copies. */
function householdOfSession(): string {
  return decodeTokenPayload(readToken() ?? "")?.householdId ?? "";
}

/** The planner's outbox alone (the recipe picker queues through it too). */
export function useMealPlanOutbox(onChanged: () => void) {
  const client = useApolloClient();
  const { toast } = useToast();
  return useOutbox<MealPlanChange, object>({
    feature: "meal-plan",
    userId: readStoredUser()?.id ?? null,
    isChange: isMealPlanChange,
    send: (change) => send(client, change),
    onConfirmed: (change, result) => {
      if (!change.deferred && change.change.kind !== "update") toast(doneText(change.change, result));
      onChanged();
    },
    onSynced: (count) => toast({ title: "Meal plan synced", description: `${count} ${count === 1 ? "change" : "changes"} made offline reached your family.` }),
    onRefused: (change, failure) => {
      toast({ title: FAILED[change.change.kind], description: failure.message ?? undefined, variant: "destructive" });
      onChanged();
    },
  });
}

/**
 * The plan for a range, live from every device (each `mealPlanChanged` re-reads it, nutrition included),
 * with this device's changes queued durably in the shared outbox and shown at once, also offline.
 */
export function useMealPlan(from: string, to: string) {
  const { data, error, refetch } = useQuery(MealPlanQuery, { variables: { from, to }, fetchPolicy: "cache-and-network", nextFetchPolicy: "cache-first" });
  const { reload, changed } = useLiveReads(refetch, mealPlanSyncPointOf);

  useLiveSubscription(MealPlanChangedSubscription, {
    variables: { since: data?.mealPlan.syncPoint ?? null },
    skip: data === undefined,
    fetchPolicy: "no-cache",
    onData: ({ data: change }) => {
      const c = change.data?.mealPlanChanged;
      if (c) changed(c.sequence, data?.mealPlan.syncPoint);
    },
  });

  const { pending, status, enqueue } = useMealPlanOutbox(reload);

  const entries = useMemo<PlanEntry[] | undefined>(
    () =>
      data
        ? applyPending<PlanEntry>(data.mealPlan.entries, pending, (c) => ({
            __typename: "MealPlanEntry",
            id: c.entryId,
            date: c.date,
            slot: c.slot,
            kind: c.entryKind,
            refId: c.refId,
            title: c.title,
            quantity: null,
            unit: null,
            servings: c.servings,
            memberIds: c.memberIds,
            note: c.note,
            copiedFrom: null,
            revision: 0,
            perServing: null,
            meal: null,
          }), householdOfSession())
        : undefined,
    [data, pending],
  );
  return { plan: data?.mealPlan, entries, loadFailed: Boolean(error) && !data, waiting: pending.length, status, enqueue, reload };
}
