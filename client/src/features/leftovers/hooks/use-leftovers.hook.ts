import type { ApolloClient } from "@apollo/client";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useMemo } from "react";
import { useToast } from "../../../components/toast/use-toast.hook";
import { classifyFailure } from "../../../lib/outbox/classify-failure";
import type { PendingChange } from "../../../lib/outbox/outbox.machine";
import { useLiveReads, useLiveSubscription } from "../../../lib/live-reads";
import { useOutbox } from "../../../lib/outbox/use-outbox.hook";
import { readStoredUser } from "../../../lib/session";
import { applyPending, isLeftoverChange, refusalNotice, type LeftoverChange } from "../leftover-changes";
import {
  AddLeftoverMutation,
  EatLeftoverMutation,
  FreezeLeftoverMutation,
  LeftoversChangedSubscription,
  LeftoversQuery,
  PlanLeftoverMealMutation,
  ThrowAwayLeftoverMutation,
} from "../leftovers.graphql";

const leftoversSyncPointOf = (data: { leftoversSyncPoint?: number } | undefined) => data?.leftoversSyncPoint;

async function send(client: ApolloClient, pending: PendingChange<LeftoverChange>): Promise<object> {
  const c = pending.change;
  const idempotencyKey = pending.id;
  try {
    switch (c.kind) {
      case "add":
        return (await client.mutate({
          mutation: AddLeftoverMutation,
          variables: { input: { id: c.leftoverId, dish: c.dish, portions: c.portions, cookedOn: c.cookedOn, location: c.location }, idempotencyKey },
        })).data ?? {};
      case "eat":
        return (await client.mutate({ mutation: EatLeftoverMutation, variables: { id: c.leftoverId, portions: c.portions, today: c.today, idempotencyKey } })).data ?? {};
      case "freeze":
        return (await client.mutate({ mutation: FreezeLeftoverMutation, variables: { id: c.leftoverId, today: c.today, idempotencyKey } })).data ?? {};
      case "throwAway":
        return (await client.mutate({
          mutation: ThrowAwayLeftoverMutation,
          variables: { id: c.leftoverId, portions: c.portions, reason: c.reason, today: c.today, idempotencyKey },
        })).data ?? {};
      case "plan":
        // The device chose the entry's id, so a retry after a lost answer finds the same entry.
        return (await client.mutate({
          mutation: PlanLeftoverMealMutation,
          variables: {
            input: { id: c.entryId ?? idempotencyKey, kind: "leftover", leftoverId: c.leftoverId, date: c.date, slot: c.slot, servings: c.portions },
            idempotencyKey,
          },
        })).data ?? {};
    }
  } catch (error) {
    throw classifyFailure(error);
  }
}

const DONE: Record<LeftoverChange["kind"], string> = {
  add: "Leftover saved",
  eat: "Enjoy! Portions updated",
  freeze: "Moved to the freezer",
  throwAway: "Thrown away and counted as waste",
  plan: "Added to the meal plan",
};

/**
 * The household's active leftovers, live from every device, with this device's changes queued durably in
 * the shared outbox (they show at once, also offline, and sync in order with their own idempotency keys).
 */
export function useLeftovers() {
  const client = useApolloClient();
  const { toast } = useToast();
  const { data, error, refetch } = useQuery(LeftoversQuery, { variables: { status: "active" }, fetchPolicy: "cache-and-network", nextFetchPolicy: "cache-first" });
  const { reload, changed } = useLiveReads(refetch, leftoversSyncPointOf);

  useLiveSubscription(LeftoversChangedSubscription, {
    variables: { since: data?.leftoversSyncPoint ?? null },
    skip: data === undefined,
    fetchPolicy: "no-cache",
    onData: ({ data: change }) => {
      const c = change.data?.leftoversChanged;
      if (c) changed(c.sequence, data?.leftoversSyncPoint);
    },
  });

  const { pending, status, enqueue } = useOutbox<LeftoverChange, object>({
    feature: "leftovers",
    userId: readStoredUser()?.id ?? null,
    isChange: isLeftoverChange,
    send: (change) => send(client, change),
    onConfirmed: (change) => {
      if (!change.deferred) toast({ title: DONE[change.change.kind] });
      reload();
    },
    onSynced: (count) => toast({ title: "Leftovers synced", description: `${count} ${count === 1 ? "change" : "changes"} made offline reached your family.` }),
    onRefused: (refused, failure) => {
      toast({ ...refusalNotice(refused.change, failure), variant: "destructive" });
      reload();
    },
  });

  const leftovers = useMemo(() => (data ? applyPending(data.leftovers, pending) : undefined), [data, pending]);
  return { leftovers, loadFailed: Boolean(error) && !data, waiting: pending.length, status, enqueue };
}
