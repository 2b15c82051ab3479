import { useApolloClient, useQuery } from "@apollo/client/react";
import { useMemo } from "react";
import { useToast } from "../../../components/toast/use-toast.hook";
import { useLiveReads, useLiveSubscription } from "../../../lib/live-reads";
import { useOutbox } from "../../../lib/outbox/use-outbox.hook";
import { decodeTokenPayload } from "../../../lib/auth-token";
import { readStoredUser, readToken } from "../../../lib/session";
import { applyPending, type MealPlanChange } from "../meal-plan-changes";
import { courier } from "../meal-plan.courier";
import { MealPlanChangedSubscription, MealPlanQuery } from "../meal-planner.graphql";
import type { MealPlanQuery as MealPlanData } from "../../../gql/graphql";

const mealPlanSyncPointOf = (data: { mealPlan?: { syncPoint?: number } } | undefined) => data?.mealPlan?.syncPoint;

export type PlanEntry = MealPlanData["mealPlan"]["entries"][number] & { pending?: boolean };

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
    isChange: courier.isChange,
    send: (change) => courier.send(client, change),
    onConfirmed: (change, result) => {
      if (!change.deferred && change.change.kind !== "update") toast(doneText(change.change, result));
      onChanged();
    },
    onSynced: (count) => toast({ title: "Meal plan synced", description: `${count} ${count === 1 ? "change" : "changes"} made offline reached your family.` }),
    onRefused: (change, failure) => {
      toast({ ...courier.refusal(change, failure, client), variant: "destructive" });
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
