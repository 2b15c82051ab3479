import { useApolloClient, useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { useToast } from "../../../components/toast/use-toast.hook";
import { useOutbox } from "../../../lib/outbox/use-outbox.hook";
import { useLiveReads, useLiveSubscription } from "../../../lib/live-reads";
import { ChoresChangedSubscription, ChoresPageQuery } from "../chores.graphql";
import { choreSuccessMessage, type ChoreChange, type ChoreSendResult } from "../chores-sync";
import { courier } from "../chores.courier";

const choresSyncPointOf = (data: { choresSyncPoint?: number } | undefined) => data?.choresSyncPoint;

/**
 * The chores screen's data: from the (persisted) cache at once, then from the server, then live: every
 * change from any device of the family reads the screen's data again from the change's sync point.
 */
export function useChoresData() {
  const { toast } = useToast();
  const { data, error, refetch } = useQuery(ChoresPageQuery, { fetchPolicy: "cache-and-network", nextFetchPolicy: "cache-first" });

  const { reload, changed } = useLiveReads(refetch, choresSyncPointOf);

  useLiveSubscription(ChoresChangedSubscription, {
    variables: { since: data?.choresSyncPoint ?? null },
    skip: data?.choresSyncPoint === undefined,
    onData: ({ data: change }) => {
      const c = change.data?.choresChanged;
      // Points, rewards and the next occurrences all follow from a change: read the screen again.
      if (c) changed(c.sequence, data?.choresSyncPoint);
    },
  });

  const failed = Boolean(error) && !data;
  useEffect(() => {
    if (failed) toast({ title: "Failed to load chores", variant: "destructive" });
  }, [failed, toast]);

  return { data, failed, reload };
}

/** The chores screen's use of the shared outbox: queued per user, sent in order, retried while offline. */
export function useChoresOutbox(userId: string | null, reload: () => void) {
  const client = useApolloClient();
  const { toast } = useToast();
  const { pending, status, enqueue, retry } = useOutbox<ChoreChange, ChoreSendResult>({
    feature: "chores",
    userId,
    isChange: courier.isChange,
    send: (pendingChange) => courier.send(client, pendingChange),
    onConfirmed: (pendingChange) => {
      reload();
      if (!pendingChange.deferred) {
        const message = choreSuccessMessage(pendingChange.change);
        if (message) toast({ title: message });
      }
    },
    onSynced: (count) => toast({ title: `${count} chore ${count === 1 ? "change" : "changes"} synced` }),
    onRefused: (refused, failure) => {
      toast({ ...courier.refusal(refused, failure, client), variant: "destructive" });
      reload();
    },
  });
  return { pending, status, enqueue, retry };
}
