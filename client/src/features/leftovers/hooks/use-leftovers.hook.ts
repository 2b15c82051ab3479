import { useApolloClient, useQuery } from "@apollo/client/react";
import { useMemo } from "react";
import { useToast } from "../../../components/toast/use-toast.hook";
import { useLiveReads, useLiveSubscription } from "../../../lib/live-reads";
import { useOutbox } from "../../../lib/outbox/use-outbox.hook";
import { readStoredUser } from "../../../lib/session";
import { applyPending, type LeftoverChange } from "../leftover-changes";
import { courier } from "../leftovers.courier";
import { LeftoversChangedSubscription, LeftoversQuery } from "../leftovers.graphql";

const leftoversSyncPointOf = (data: { leftoversSyncPoint?: number } | undefined) => data?.leftoversSyncPoint;

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
    isChange: courier.isChange,
    send: (change) => courier.send(client, change),
    onConfirmed: (change) => {
      if (!change.deferred) toast({ title: DONE[change.change.kind] });
      reload();
    },
    onSynced: (count) => toast({ title: "Leftovers synced", description: `${count} ${count === 1 ? "change" : "changes"} made offline reached your family.` }),
    onRefused: (refused, failure) => {
      toast({ ...courier.refusal(refused, failure, client), variant: "destructive" });
      reload();
    },
  });

  const leftovers = useMemo(() => (data ? applyPending(data.leftovers, pending) : undefined), [data, pending]);
  return { leftovers, loadFailed: Boolean(error) && !data, waiting: pending.length, status, enqueue };
}
