/**
 * When a calendar reminder is due on this device, and what it says. Pure: the watcher
 * (use-calendar-reminders.hook.ts) gives it the upcoming occurrences, the time and what this device has
 * already shown, and it answers the reminders to show now and when to look again.
 *
 * Rules:
 * - A reminder of N minutes is due from N minutes before the occurrence's start until the start; one at
 *   the start ("At the start", N = 0) for a minute after it. A device that was closed when the time came
 *   shows it late, as long as the occurrence has not started ("starts in 7 minutes"); never after.
 * - An all-day occurrence starts at midnight of its first day in the household's zone.
 * - Each reminder of each occurrence shows once per device (key: event, occurrence, minutes), even across
 *   reloads: the delivered keys live in localStorage until a day after the occurrence's start.
 * - Who is reminded: an event that concerns no one reminds every device of the household; one that
 *   concerns members reminds the devices of those members' own accounts, and the account holder's
 *   devices (the holder runs the family's calendar: the children's swimming lessons are theirs to drive to).
 */
import { instantOf, wallOf } from "../calendar-dates";

const MINUTE = 60_000;
const DAY = 86_400_000;
/** How long an "At the start" reminder stays due after the start. */
const AT_START_GRACE = MINUTE;
/** The watcher looks at occurrences starting within this span. */
export const REMINDER_HORIZON_MS = DAY;

export interface ReminderOccurrence {
  eventId: string;
  occurrenceStart: string;
  title: string;
  start: string;
  allDay: boolean;
  startDate: string;
  location?: string | null;
  memberIds: string[];
  reminders: number[];
}

/** Who this device is: a family member's own account, or the account holder (no member id). */
export interface ReminderViewer {
  familyMemberId: string | null;
}

export interface DueReminder {
  key: string;
  title: string;
  body: string;
  /** When the occurrence starts (ms). */
  startsAt: number;
}

export const reminderKey = (o: Pick<ReminderOccurrence, "eventId" | "occurrenceStart">, minutes: number): string =>
  `${o.eventId}|${o.occurrenceStart}|${minutes}`;

/** The instant an occurrence starts: its start, or midnight of its first day in the household's zone when all day. */
export function startOf(o: Pick<ReminderOccurrence, "start" | "allDay" | "startDate">, timeZone: string): number {
  return o.allDay ? Date.parse(instantOf(o.startDate, "00:00", timeZone)) : Date.parse(o.start);
}

/** Whether an occurrence's reminders are for this device's person. */
export function concernsViewer(o: Pick<ReminderOccurrence, "memberIds">, viewer: ReminderViewer): boolean {
  if (o.memberIds.length === 0 || viewer.familyMemberId === null) return true;
  const me = viewer.familyMemberId.toLowerCase();
  return o.memberIds.some((id) => id.toLowerCase() === me);
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/** "in 15 minutes", "in 1 hour", "in 2 hours 30 minutes", "in 1 day"; "now" when under a minute. */
export function startsIn(ms: number): string {
  const minutes = Math.ceil(ms / MINUTE);
  if (minutes <= 0) return "now";
  if (minutes < 60) return `in ${plural(minutes, "minute")}`;
  if (minutes % 1440 === 0) return `in ${plural(minutes / 1440, "day")}`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `in ${plural(hours, "hour")}` : `in ${plural(hours, "hour")} ${plural(rest, "minute")}`;
}

const timeFormat = (timeZone: string) => new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" });

/** The reminder's words: "Swimming lessons starts in 15 minutes" and "At 5:00 PM · Northside pool". */
export function reminderText(o: ReminderOccurrence, startsAt: number, now: number, timeZone: string): { title: string; body: string } {
  if (o.allDay) {
    const today = wallOf(new Date(now), timeZone).date;
    const when = o.startDate <= today ? "is today" : o.startDate === wallOf(new Date(now + DAY), timeZone).date ? "is tomorrow" : `starts ${startsIn(startsAt - now)}`;
    return { title: `${o.title} ${when}`, body: ["All day", o.location].filter(Boolean).join(" · ") };
  }
  return {
    title: `${o.title} starts ${startsIn(startsAt - now)}`,
    body: [`At ${timeFormat(timeZone).format(new Date(startsAt))}`, o.location].filter(Boolean).join(" · "),
  };
}

/**
 * The reminders due now that this device has not shown, and the next time one falls due (null: none
 * ahead among these occurrences).
 */
export function remindersDue(
  occurrences: readonly ReminderOccurrence[],
  options: { now: number; timeZone: string; viewer: ReminderViewer; delivered: ReadonlySet<string> },
): { due: DueReminder[]; nextAt: number | null } {
  const { now, timeZone, viewer, delivered } = options;
  const due: DueReminder[] = [];
  let nextAt: number | null = null;
  for (const o of occurrences) {
    if (!concernsViewer(o, viewer)) continue;
    const startsAt = startOf(o, timeZone);
    for (const minutes of new Set(o.reminders)) {
      const at = startsAt - minutes * MINUTE;
      const until = minutes === 0 ? startsAt + AT_START_GRACE : startsAt;
      const key = reminderKey(o, minutes);
      if (delivered.has(key)) continue;
      if (at > now) {
        if (nextAt === null || at < nextAt) nextAt = at;
      } else if (now < until) {
        due.push({ key, startsAt, ...reminderText(o, startsAt, now, timeZone) });
      }
    }
  }
  due.sort((a, b) => a.startsAt - b.startsAt || a.key.localeCompare(b.key));
  return { due, nextAt };
}

/** The delivered reminders of a user on this device: key -> when the entry may be forgotten (ms). */
export type DeliveredLog = Record<string, number>;

export const deliveredStorageKey = (userId: string) => `hearth:calendar-reminders:${userId}`;

export function readDelivered(storage: Pick<Storage, "getItem"> | null, userId: string, now: number): DeliveredLog {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(deliveredStorageKey(userId)) ?? "{}");
    if (!parsed || typeof parsed !== "object") return {};
    const out: DeliveredLog = {};
    for (const [key, until] of Object.entries(parsed as Record<string, unknown>)) if (typeof until === "number" && until > now) out[key] = until;
    return out;
  } catch {
    return {};
  }
}

/** Records shown reminders (kept until a day after the occurrence starts) and drops expired entries. */
export function markDelivered(storage: Pick<Storage, "getItem" | "setItem"> | null, userId: string, reminders: readonly DueReminder[], now: number): void {
  if (!storage) return;
  const log = readDelivered(storage, userId, now);
  for (const r of reminders) log[r.key] = r.startsAt + DAY;
  try {
    storage.setItem(deliveredStorageKey(userId), JSON.stringify(log));
  } catch {
    // Storage full or blocked: the reminder still showed; it may show again after a reload.
  }
}
