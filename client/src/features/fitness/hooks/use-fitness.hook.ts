import { useApolloClient, useQuery } from "@apollo/client/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useToast } from "../../../components/toast/use-toast.hook";
import { useOnlineStatus } from "../../../hooks/use-online-status.hook";
import { readStoredUser } from "../../../lib/session";
import { useSession } from "../../../lib/session-context";
import { useOutbox } from "../../../lib/outbox/use-outbox.hook";
import { useLiveSubscription } from "../../../lib/live-reads";
import { FitnessBaseQuery, FitnessChangedSubscription } from "../fitness.graphql";
import { fitnessSuccessMessage, type FitnessChange, type FitnessSendResult } from "../fitness-sync";
import { courier } from "../fitness.courier";

/** Who is signed in: the account holder keeps everyone's log, a family member's own account only their own. */
export function useFitnessUser() {
  const user = useSession((s) => s.context.user) ?? readStoredUser();
  const isHolder = user?.accountType !== "familyMember";
  const ownMemberId = !isHolder && typeof user?.familyMemberId === "string" ? user.familyMemberId : null;
  return { userId: user?.id ?? null, isHolder, ownMemberId };
}

/**
 * The members and activities every fitness screen needs, the member the screen is about (`?member=`,
 * else the signed-in member, else the first active one), and live changes: any change from another
 * device of the family calls `onChange` so the screen reads its data again.
 */
export function useFitnessBase(onChange: () => void) {
  const { toast } = useToast();
  const online = useOnlineStatus();
  const { isHolder, ownMemberId } = useFitnessUser();
  const [params, setParams] = useSearchParams();
  const { data, error, refetch } = useQuery(FitnessBaseQuery, { fetchPolicy: "cache-and-network", nextFetchPolicy: "cache-first" });
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });

  const members = useMemo(() => (data?.familyMembers ?? []).filter((m) => m.isActive), [data]);
  const asked = params.get("member");
  const memberId =
    (asked && members.some((m) => m.id === asked) ? asked : null) ?? (ownMemberId && members.some((m) => m.id === ownMemberId) ? ownMemberId : null) ?? members[0]?.id ?? null;
  const member = members.find((m) => m.id === memberId) ?? null;
  const canWrite = Boolean(member) && (isHolder || member?.id === ownMemberId);

  const chooseMember = useCallback(
    (id: string) =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.set("member", id);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  useLiveSubscription(FitnessChangedSubscription, {
    variables: { since: data?.fitnessSyncPoint ?? null },
    skip: data?.fitnessSyncPoint === undefined,
    onData: ({ data: change }) => {
      if (change.data?.fitnessChanged) latest.current();
    },
  });

  const failed = Boolean(error) && !data;
  useEffect(() => {
    if (failed) toast({ title: "Failed to load your fitness log", variant: "destructive" });
  }, [failed, toast]);

  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) {
      refetch().catch(() => undefined);
      latest.current();
    }
    wasOnline.current = online;
  }, [online, refetch]);

  return { data, failed, members, member, memberId, chooseMember, canWrite, isHolder, activities: data?.fitnessActivities ?? [] };
}

/**
 * Reads a screen's query again; a read asked for while one is on its way is made once that one is back.
 * Apollo joins a refetch to an identical one in flight, whose answer may predate the change that asked
 * for the new read: of three changes synced in a row, another device would otherwise miss the last.
 * (The fitness answers carry no sync point to check against, as `useLiveReads` does.)
 */
export function useRereads(refetch: () => Promise<unknown>): () => void {
  const [reads] = useState(() => new Rereads(refetch));
  useEffect(() => {
    reads.use(refetch);
  });
  return useCallback(() => reads.ask(), [reads]);
}

/** One read at a time, and one more after it when asked meanwhile. */
class Rereads {
  private reading = false;
  private again = false;
  constructor(private refetch: () => Promise<unknown>) {}

  use(refetch: () => Promise<unknown>) {
    this.refetch = refetch;
  }

  ask() {
    if (this.reading) {
      this.again = true;
      return;
    }
    this.reading = true;
    void this.readWhileAsked();
  }

  private async readWhileAsked() {
    do {
      this.again = false;
      try {
        await this.refetch();
      } catch {
        // Offline or failed: the next change, or coming back online, reads again.
      }
    } while (this.again);
    this.reading = false;
  }
}

/** The fitness screens' use of the shared outbox: queued per user, sent in order, retried while offline. */
export function useFitnessOutbox(userId: string | null, reload: () => void) {
  const client = useApolloClient();
  const { toast } = useToast();
  return useOutbox<FitnessChange, FitnessSendResult>({
    feature: "fitness",
    userId,
    isChange: courier.isChange,
    send: (pending) => courier.send(client, pending),
    onConfirmed: (pending) => {
      reload();
      if (!pending.deferred) toast({ title: fitnessSuccessMessage(pending.change) });
    },
    onSynced: (count) => toast({ title: `${count} fitness ${count === 1 ? "change" : "changes"} synced` }),
    onRefused: (refused, failure) => {
      toast({ ...courier.refusal(refused, failure, client), variant: "destructive" });
      reload();
    },
  });
}
