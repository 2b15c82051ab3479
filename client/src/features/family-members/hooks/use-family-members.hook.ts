import { useApolloClient, useQuery } from "@apollo/client/react";
import { useRef } from "react";
import { useToast } from "../../../components/toast/use-toast.hook";
import { useOutbox } from "../../../lib/outbox/use-outbox.hook";
import { useLiveReads, useLiveSubscription } from "../../../lib/live-reads";
import { savedNotice, syncedTitle, type FamilyMemberChange, type FamilyMemberSendResult } from "../family-members-sync";
import { FamilyMembersChangedSubscription, FamilyMembersQuery } from "../family-members.graphql";
import { courier } from "../family-members.courier";

const familyMembersSyncPointOf = (data: { familyMembersSyncPoint?: number } | undefined) => data?.familyMembersSyncPoint;

/**
 * The family members screen's data: always read again on open (spec section 9: stale time 0), then live:
 * a change from any device of the family (a member added, renamed, a diet or allergy set) reads the list
 * again from the change's sync point.
 */
export function useFamilyMembersData() {
  const { data, loading, error, refetch } = useQuery(FamilyMembersQuery, { fetchPolicy: "cache-and-network", nextFetchPolicy: "cache-first" });

  const { reload, changed } = useLiveReads(refetch, familyMembersSyncPointOf);

  const syncPoint = data?.familyMembersSyncPoint;
  useLiveSubscription(FamilyMembersChangedSubscription, {
    variables: { since: syncPoint ?? null },
    skip: syncPoint === undefined,
    onData: ({ data: change }) => {
      const c = change.data?.familyMembersChanged;
      // The changed member is already in the cache (normalised by id); new members and the order need a read.
      if (c) changed(c.sequence, syncPoint);
    },
  });

  return { data, loading, error, reload };
}

/**
 * Every change of the screen but an invitation (which mails, so needs a connection) goes through the
 * shared outbox: queued per user, sent in order with its own id as idempotency key, retried while offline.
 */
export function useFamilyMembersOutbox(userId: string | null, reload: () => void) {
  const client = useApolloClient();
  const { toast } = useToast();
  // What went through after waiting, for the toast once the queue is empty.
  const synced = useRef<FamilyMemberChange["kind"][]>([]);
  return useOutbox<FamilyMemberChange, FamilyMemberSendResult>({
    feature: "family-members",
    userId,
    isChange: courier.isChange,
    send: (pending) => courier.send(client, pending),
    onConfirmed: (pending, result) => {
      if (pending.deferred) synced.current.push(pending.change.kind);
      else toast(savedNotice(pending.change, result.member?.accountStatus === "joined"));
    },
    onSynced: () => {
      if (synced.current.length > 0) toast({ title: syncedTitle(synced.current) });
      synced.current = [];
    },
    onRefused: (pending, failure) => {
      toast({ ...courier.refusal(pending, failure, client), variant: "destructive" });
      reload();
    },
  });
}
