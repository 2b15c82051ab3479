import { useApolloClient, useQuery, useSubscription } from "@apollo/client/react";
import { useCallback, useEffect, useRef } from "react";
import { useToast } from "../../../components/toast/use-toast.hook";
import { useOnlineStatus } from "../../../hooks/use-online-status.hook";
import { useOutbox } from "../../../lib/outbox/use-outbox.hook";
import { ChoresChangedSubscription, ChoresPageQuery } from "../chores.graphql";
import { choreSuccessMessage, isChoreChange, sendChoreChange, type ChoreChange, type ChoreSendResult } from "../chores-sync";

const RETRY_AFTER_ERROR_MS = 5000;

/**
 * The chores screen's data: from the (persisted) cache at once, then from the server, then live: every
 * change from any device of the family reads the screen's data again from the change's sync point.
 */
export function useChoresData() {
  const { toast } = useToast();
  const online = useOnlineStatus();
  const { data, error, refetch } = useQuery(ChoresPageQuery, { fetchPolicy: "cache-and-network", nextFetchPolicy: "cache-first" });

  const reload = useCallback(() => {
    refetch().catch(() => undefined);
  }, [refetch]);

  const { error: liveError, restart } = useSubscription(ChoresChangedSubscription, {
    variables: { since: data?.choresSyncPoint ?? null },
    skip: data?.choresSyncPoint === undefined,
    onData: ({ data: change }) => {
      const c = change.data?.choresChanged;
      // Points, rewards and the next occurrences all follow from a change: read the screen again.
      if (c && c.sequence > (data?.choresSyncPoint ?? 0)) reload();
    },
  });
  useEffect(() => {
    if (!liveError) return;
    const timer = setTimeout(restart, RETRY_AFTER_ERROR_MS);
    return () => clearTimeout(timer);
  }, [liveError, restart]);

  const failed = Boolean(error) && !data;
  useEffect(() => {
    if (failed) toast({ title: "Failed to load chores", variant: "destructive" });
  }, [failed, toast]);

  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) reload();
    wasOnline.current = online;
  }, [online, reload]);

  return { data, failed, reload };
}

/** The chores screen's use of the shared outbox: queued per user, sent in order, retried while offline. */
export function useChoresOutbox(userId: string | null, reload: () => void) {
  const client = useApolloClient();
  const { toast } = useToast();
  const { pending, status, enqueue, retry } = useOutbox<ChoreChange, ChoreSendResult>({
    feature: "chores",
    userId,
    isChange: isChoreChange,
    send: (pendingChange) => sendChoreChange(client, pendingChange),
    onConfirmed: (pendingChange) => {
      reload();
      if (!pendingChange.deferred) {
        const message = choreSuccessMessage(pendingChange.change);
        if (message) toast({ title: message });
      }
    },
    onSynced: (count) => toast({ title: `${count} chore ${count === 1 ? "change" : "changes"} synced` }),
    onRefused: (_pending, failure) => {
      toast({ title: failure.message ?? "That change could not be saved", variant: "destructive" });
      reload();
    },
  });
  return { pending, status, enqueue, retry };
}
