import { useApolloClient } from "@apollo/client/react";
import { useEffect } from "react";
import { useToast } from "../../../components/toast/use-toast.hook";
import { useOutbox } from "../../../lib/outbox/use-outbox.hook";
import { PROFILE_SAVED } from "../profile-messages";
import { profileSyncedTitle, waitingDisplayName, type ProfileChange, type ProfileSendResult } from "../profile-sync";
import { courier, WAITING_NAME_LAYER } from "../profile.courier";

/**
 * Profile changes go through the shared outbox (feature `profile`): queued per user, sent in order with
 * their own id as idempotency key, retried while offline. While one waits, the header's user (`User` in
 * the cache, which `me` reads) shows the waiting name through an optimistic layer; the saved answer, or a
 * refusal, takes it away. The layer stays when the screen closes, as the change still waits.
 */
export function useProfileOutbox(userId: string | null, reload: () => void) {
  const client = useApolloClient();
  const { toast } = useToast();
  const outbox = useOutbox<ProfileChange, ProfileSendResult>({
    feature: "profile",
    userId,
    isChange: courier.isChange,
    send: (pending) => courier.send(client, pending),
    onConfirmed: (pending) => {
      if (!pending.deferred) toast(PROFILE_SAVED);
    },
    onSynced: (count) => toast({ title: profileSyncedTitle(count) }),
    onRefused: (pending, failure) => {
      toast({ ...courier.refusal(pending, failure, client), variant: "destructive" });
      reload();
    },
  });

  const name = waitingDisplayName(outbox.pending);
  useEffect(() => {
    const { cache } = client;
    cache.removeOptimistic(WAITING_NAME_LAYER);
    if (name === null || !userId) return;
    cache.recordOptimisticTransaction((layer) => {
      layer.modify({ id: layer.identify({ __typename: "User", id: userId }), fields: { displayName: () => name } });
    }, WAITING_NAME_LAYER);
  }, [client, name, userId]);

  return outbox;
}
