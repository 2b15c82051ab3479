/**
 * What the calendar shows while changes still wait in the shared outbox (offline, or not yet sent):
 * the server's occurrences with the queued event changes laid over them, in the order they were made.
 * A new or edited event shows at once in every view, marked pending, until the outbox delivers it and
 * the server's answer replaces it.
 */
import type { CalendarEventInput, CalendarPageQuery } from "../../gql/graphql";
import { addDays, instantOf, wallOf, weekdayOf } from "./calendar-dates";
import { WEEKDAY_CODES } from "./calendar-rules";
import type { CalendarChange } from "./calendar-sync";

export type ServerOccurrence = CalendarPageQuery["calendarView"]["occurrences"][number];
/** An occurrence on screen; `pending` while the change that makes it waits in the outbox. */
export type ShownOccurrence = ServerOccurrence & { pending?: boolean };

export interface PendingView {
  /** First and last day shown (YYYY-MM-DD, both included), in `timeZone`. */
  from: string;
  to: string;
  /** The zone the calendar shows its days in. */
  timeZone: string;
  /** The member filter, if any: only their events show. */
  memberId: string | null;
}

const DAY_MS = 86_400_000;
/** A series is laid out at most this many days from its first occurrence (the form's rules repeat daily at most). */
const MAX_SERIES_DAYS = 3 * 366;

interface Rule {
  freq: "DAILY" | "WEEKLY" | "MONTHLY" | "YEARLY";
  interval: number;
  byDay: number[] | null;
  until: string | null;
  count: number | null;
}

/** The parts of an RRULE the event form writes; null for anything else (shown as its first occurrence only). */
function parseRule(rule: string): Rule | null {
  const parts = new Map(rule.split(";").map((p) => p.split("=") as [string, string]));
  const freq = parts.get("FREQ");
  if (freq !== "DAILY" && freq !== "WEEKLY" && freq !== "MONTHLY" && freq !== "YEARLY") return null;
  if ([...parts.keys()].some((k) => !["FREQ", "INTERVAL", "BYDAY", "UNTIL", "COUNT"].includes(k))) return null;
  const interval = Number(parts.get("INTERVAL") ?? "1");
  const byDay = parts.get("BYDAY")?.split(",").map((d) => WEEKDAY_CODES.indexOf(d as (typeof WEEKDAY_CODES)[number])) ?? null;
  if (!Number.isInteger(interval) || interval < 1 || byDay?.some((d) => d < 0) || (byDay && freq !== "WEEKLY")) return null;
  const untilMatch = /^(\d{4})(\d{2})(\d{2})/.exec(parts.get("UNTIL") ?? "");
  const count = parts.has("COUNT") ? Number(parts.get("COUNT")) : null;
  return { freq, interval, byDay, until: untilMatch ? `${untilMatch[1]}-${untilMatch[2]}-${untilMatch[3]}` : null, count };
}

const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;

/** Whether `date` (on or after `first`) is a day the rule repeats on. */
function repeatsOn(rule: Rule, first: string, date: string): boolean {
  const days = Math.round((Date.parse(date) - Date.parse(first)) / DAY_MS);
  switch (rule.freq) {
    case "DAILY":
      return days % rule.interval === 0;
    case "WEEKLY": {
      const weeks = Math.floor((days + weekdayOf(first)) / 7);
      return weeks % rule.interval === 0 && (rule.byDay ?? [weekdayOf(first)]).includes(weekdayOf(date));
    }
    case "MONTHLY":
      return date.slice(8) === first.slice(8) && (monthIndex(date) - monthIndex(first)) % rule.interval === 0;
    case "YEARLY":
      return date.slice(5) === first.slice(5) && (Number(date.slice(0, 4)) - Number(first.slice(0, 4))) % rule.interval === 0;
  }
}

/** The first days (wall dates in the event's zone) an event happens on, up to `last`. */
function eventDays(input: CalendarEventInput, first: string, last: string): string[] {
  const rule = input.rrule ? parseRule(input.rrule) : null;
  if (!rule) return [first];
  const out: string[] = [];
  for (let date = first, n = 0; date <= last && n <= MAX_SERIES_DAYS; date = addDays(date, 1), n++) {
    if (rule.until && date > rule.until) break;
    if (!repeatsOn(rule, first, date)) continue;
    out.push(date);
    if (rule.count !== null && out.length >= rule.count) break;
  }
  return out;
}

function datesOf(o: { allDay: boolean; start: string; end: string }, timeZone: string) {
  const dateOf = (iso: string) => (o.allDay ? iso.slice(0, 10) : wallOf(iso, timeZone).date);
  const startDate = dateOf(o.start);
  const last = dateOf(new Date(Math.max(Date.parse(o.start), Date.parse(o.end) - 1)).toISOString());
  return { startDate, endDate: last < startDate ? startDate : last };
}

/** The occurrences of a queued (new or edited) event that fall on the days shown. */
function occurrencesOf(eventId: string, input: CalendarEventInput, view: PendingView): ShownOccurrence[] {
  const memberIds = (input.memberIds ?? []).map(String);
  if (view.memberId && !memberIds.includes(view.memberId)) return [];
  const zone = input.allDay ? "UTC" : input.timeZone;
  const wall = wallOf(input.start, zone);
  const duration = Math.max(0, Date.parse(input.end) - Date.parse(input.start));
  return eventDays(input, wall.date, addDays(view.to, 1))
    .map((date): ShownOccurrence => {
      const start = input.allDay ? `${date}T00:00:00.000Z` : instantOf(date, wall.time, zone);
      const end = new Date(Date.parse(start) + duration).toISOString();
      return {
        eventId,
        occurrenceStart: start,
        title: input.title,
        start,
        end,
        allDay: input.allDay,
        ...datesOf({ allDay: input.allDay, start, end }, view.timeZone),
        location: input.location ?? null,
        notes: input.notes ?? null,
        memberIds,
        reminders: input.reminders ?? [],
        recurring: Boolean(input.rrule),
        changed: false,
        source: null,
        pending: true,
      };
    })
    .filter((o) => o.endDate >= view.from && o.startDate <= view.to);
}

/**
 * The server's occurrences as they will be once the queued changes are delivered, those changes marked
 * pending. `delivered` changes (applied by the server, its days not read again yet) come first, unmarked.
 */
export function withPendingEvents(
  occurrences: readonly ServerOccurrence[],
  queue: readonly { change: CalendarChange }[],
  view: PendingView,
  delivered: readonly { change: CalendarChange }[] = [],
): ShownOccurrence[] {
  let out: ShownOccurrence[] = [...occurrences];
  const changes = [...delivered.map(({ change }) => ({ change, pending: false })), ...queue.map(({ change }) => ({ change, pending: true }))];
  for (const { change, pending } of changes) {
    const mark = (list: ShownOccurrence[]) => (pending ? list : list.map((o) => ({ ...o, pending: false })));
    switch (change.kind) {
      case "createEvent":
        // Already delivered (the outbox drops a change only after the server's answer, so both can show for a moment).
        if (out.some((o) => o.eventId === change.targetId && !o.pending)) break;
        out = [...out, ...mark(occurrencesOf(change.targetId, change.input, view))];
        break;
      case "updateEvent":
        out = [...out.filter((o) => o.eventId !== change.targetId), ...mark(occurrencesOf(change.targetId, change.input, view))];
        break;
      case "changeOccurrence":
        out = out.map((o) => {
          if (o.eventId !== change.targetId || o.occurrenceStart !== change.occurrenceStart) return o;
          const { title, start, end, location, notes } = change.input;
          return { ...o, title, start, end, location: location ?? null, notes: notes ?? null, ...datesOf({ allDay: o.allDay, start, end }, view.timeZone), changed: true, pending };
        });
        out = out.filter((o) => o.endDate >= view.from && o.startDate <= view.to);
        break;
      case "cancelOccurrence":
        out = out.filter((o) => o.eventId !== change.targetId || o.occurrenceStart !== change.occurrenceStart);
        break;
      case "deleteEvent":
        out = out.filter((o) => o.eventId !== change.targetId);
        break;
      default:
        break;
    }
  }
  return out;
}

export interface QueuedEvent {
  id: string;
  title: string;
  allDay: boolean;
  start: string;
  end: string;
  timeZone: string;
  location: string | null;
  notes: string | null;
  memberIds: string[];
  rrule: string | null;
  reminders: number[];
}

/** The event as a queued create or edit leaves it (to edit an event the server has not seen yet), else null. */
export function pendingEventOf(queue: readonly { change: CalendarChange }[], eventId: string): QueuedEvent | null {
  let found: QueuedEvent | null = null;
  for (const { change } of queue) {
    if ((change.kind === "createEvent" || change.kind === "updateEvent") && change.targetId === eventId) {
      const i = change.input;
      found = {
        id: eventId,
        title: i.title,
        allDay: i.allDay,
        start: i.start,
        end: i.end,
        timeZone: i.timeZone,
        location: i.location ?? null,
        notes: i.notes ?? null,
        memberIds: (i.memberIds ?? []).map(String),
        rrule: i.rrule ?? null,
        reminders: i.reminders ?? [],
      };
    }
    if (change.kind === "deleteEvent" && change.targetId === eventId) found = null;
  }
  return found;
}
