import { useApolloClient, useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { useToast } from "../../../components/toast/use-toast.hook";
import type { PendingChange } from "../../../lib/outbox/outbox.machine";
import { useOutbox } from "../../../lib/outbox/use-outbox.hook";
import { useLiveReads, useLiveSubscription } from "../../../lib/live-reads";
import { deviceTimeZone } from "../calendar-dates";
import { CalendarChangedSubscription } from "../calendar-changed.graphql";
import { CalendarPageQuery } from "../calendar.graphql";
import { calendarSuccessMessage, type CalendarChange, type CalendarSendResult } from "../calendar-sync";
import { courier } from "../calendar.courier";

const calendarSyncPointOf = (data: { calendarSyncPoint?: number } | undefined) => data?.calendarSyncPoint;

/**
 * The days on screen: from the (persisted) cache at once, then from the server, then live: every change
 * any device of the family makes to the calendar (or its settings) reads the days again.
 */
export function useCalendarData(range: { from: string; to: string }, memberId: string | null) {
  const { toast } = useToast();
  const { data, previousData, error, refetch, loading } = useQuery(CalendarPageQuery, {
    variables: { ...range, memberId, deviceTimeZone: deviceTimeZone() },
    fetchPolicy: "cache-and-network",
    nextFetchPolicy: "cache-first",
  });
  const shown = data ?? previousData;

  /** `refresh` reads the days again and resolves once they are on screen (or the read failed). */
  const { refresh, reload, changed } = useLiveReads(refetch, calendarSyncPointOf);

  const syncPoint = shown?.calendarSyncPoint;
  useLiveSubscription(CalendarChangedSubscription, {
    variables: { since: syncPoint ?? null },
    skip: syncPoint === undefined,
    onData: ({ data: change }) => {
      const c = change.data?.calendarChanged;
      if (c) changed(c.sequence, syncPoint);
    },
  });

  const failed = Boolean(error) && !shown;
  useEffect(() => {
    if (failed) toast({ title: "Failed to load the calendar", variant: "destructive" });
  }, [failed, toast]);

  return { data: shown, loading: loading && !data, failed, reload, refresh };
}

/**
 * The calendar's use of the shared outbox: queued per user, sent in order, retried while offline.
 * `delivered`: changes the server applied whose days are being read again (the screen keeps showing
 * them, unmarked, until that read is done, so a delivered event never blinks out).
 */
export function useCalendarOutbox(userId: string | null, refresh: () => Promise<void>) {
  const client = useApolloClient();
  const { toast } = useToast();
  const [delivered, setDelivered] = useState<PendingChange<CalendarChange>[]>([]);
  const reload = () => void refresh();
  const { pending, status, enqueue, retry } = useOutbox<CalendarChange, CalendarSendResult>({
    feature: "calendar",
    userId,
    isChange: courier.isChange,
    send: (pendingChange) => courier.send(client, pendingChange),
    onConfirmed: (pendingChange) => {
      setDelivered((d) => [...d, pendingChange]);
      // The server applied it before answering, so the days read now include it.
      void refresh().then(() => setDelivered((d) => d.filter((c) => c.id !== pendingChange.id)));
      if (!pendingChange.deferred) {
        const message = calendarSuccessMessage(pendingChange.change);
        if (message) toast({ title: message });
      }
    },
    onSynced: (count) => toast({ title: `${count} calendar ${count === 1 ? "change" : "changes"} synced` }),
    onRefused: (refused, failure) => {
      toast({ ...courier.refusal(refused, failure, client), variant: "destructive" });
      reload();
    },
  });
  return { pending, delivered, status, enqueue, retry };
}
