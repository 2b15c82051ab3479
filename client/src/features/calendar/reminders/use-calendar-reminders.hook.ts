import { useQuery } from "@apollo/client/react";
import { useEffect, useMemo, useState } from "react";
import { useToast } from "../../../components/toast/use-toast.hook";
import { useOnlineStatus } from "../../../hooks/use-online-status.hook";
import { addDays, deviceTimeZone, todayIn } from "../calendar-dates";
import { CalendarChangedSubscription } from "../calendar-changed.graphql";
import { markDelivered, readDelivered, remindersDue, REMINDER_HORIZON_MS, type DueReminder } from "./calendar-reminders";
import { CalendarRemindersQuery } from "./calendar-reminders.graphql";
import { useLiveSubscription } from "../../../lib/live-reads";

/** Look again at least this often (a sleeping laptop's timers run late; the window of days moves on). */
const MAX_WAIT_MS = 30_000;
const REFRESH_MS = 30 * 60_000;
const TOAST_MS = 60_000;

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** Days around the next 24 hours, in device dates (the household's zone may differ by up to a day). */
function windowOf(now: number): { from: string; to: string } {
  const today = todayIn(deviceTimeZone(), new Date(now));
  return { from: addDays(today, -1), to: addDays(today, Math.ceil(REMINDER_HORIZON_MS / 86_400_000) + 1) };
}

function notifySystem(reminder: DueReminder): void {
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
  if (document.visibilityState === "visible") return; // the toast says it on screen
  try {
    new Notification(reminder.title, { body: reminder.body, tag: reminder.key });
  } catch {
    // Some browsers only allow notifications from a service worker; the toast has shown it.
  }
}

/**
 * Mounted by the app shell on every signed-in page: reminds this device of the family's calendar events
 * (a toast, and a system notification when the user allowed them and Hearth is in the background) when
 * a reminder's time comes. Reads the next day's occurrences with their reminders, follows the calendar
 * live, and remembers in localStorage what it has shown so a reload does not repeat it.
 */
export function useCalendarReminders(enabled: boolean): void {
  const { toast } = useToast();
  const online = useOnlineStatus();
  const [now, setNow] = useState(() => Date.now());
  const range = windowOf(now);
  const { data, refetch } = useQuery(CalendarRemindersQuery, {
    variables: { ...range, deviceTimeZone: deviceTimeZone() },
    skip: !enabled,
    fetchPolicy: "cache-and-network",
    nextFetchPolicy: "cache-first",
    pollInterval: enabled ? REFRESH_MS : 0,
  });

  const syncPoint = data?.calendarSyncPoint;
  useLiveSubscription(CalendarChangedSubscription, {
    variables: { since: syncPoint ?? null },
    skip: !enabled || syncPoint === undefined,
    onData: ({ data: change }) => {
      const c = change.data?.calendarChanged;
      if (c && c.sequence > (syncPoint ?? 0)) refetch().catch(() => undefined);
    },
  });
  useEffect(() => {
    if (enabled && online) refetch().catch(() => undefined);
  }, [enabled, online, refetch]);

  const userId = data?.me?.id ?? null;
  const viewer = useMemo(() => ({ familyMemberId: data?.me?.familyMemberId ?? null }), [data?.me?.familyMemberId]);
  const view = data?.calendarView;

  useEffect(() => {
    if (!enabled || !userId || !view) return;
    const current = Date.now();
    const delivered = new Set(Object.keys(readDelivered(storage(), userId, current)));
    const { due, nextAt } = remindersDue(view.occurrences, { now: current, timeZone: view.timeZone, viewer, delivered });
    if (due.length > 0) {
      markDelivered(storage(), userId, due, current);
      for (const reminder of due) {
        toast({ title: reminder.title, description: reminder.body, duration: TOAST_MS });
        notifySystem(reminder);
      }
    }
    const wait = Math.max(0, Math.min(MAX_WAIT_MS, (nextAt ?? Infinity) - current));
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [enabled, userId, view, viewer, now, toast]);

  // Back from the background or sleep: look at once.
  useEffect(() => {
    if (!enabled) return;
    const wake = () => {
      if (document.visibilityState === "visible") setNow(Date.now());
    };
    document.addEventListener("visibilitychange", wake);
    window.addEventListener("focus", wake);
    return () => {
      document.removeEventListener("visibilitychange", wake);
      window.removeEventListener("focus", wake);
    };
  }, [enabled]);
}
