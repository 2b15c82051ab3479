/**
 * Days and times for the calendar screen. Days are "YYYY-MM-DD" strings counted in the household's zone.
 * Wall-clock times in a zone are the server's own code (`core/zoned-time.ts`, plain Intl and Date, no
 * Node API), so the browser and the server expand and convert an event's times the same way.
 */
import { fromWall, toWall, wallAt } from "../../../../server/src/core/zoned-time";

const DAY_MS = 86_400_000;

/** The device's IANA zone. */
export const deviceTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/** Every zone the browser knows (for the zone pickers). */
export function timeZones(): string[] {
  const supported = (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  return supported ? supported("timeZone") : [deviceTimeZone()];
}

/** The local date and time ("YYYY-MM-DD", "HH:MM") of an instant in a zone. */
export function wallOf(instant: string | Date, timeZone: string): { date: string; time: string } {
  const wall = toWall(new Date(instant), timeZone).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
}

/** The instant a local date and time name in a zone (a skipped hour moves forward, a repeated one takes the first). */
export function instantOf(date: string, time: string, timeZone: string): string {
  return fromWall(wallAt(date, time), timeZone).toISOString();
}

/** Today in a zone. */
export const todayIn = (timeZone: string, now = new Date()): string => wallOf(now, timeZone).date;

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function addMonths(date: string, months: number): string {
  const [y, m] = date.split("-").map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  return first.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Weeks start on Sunday (en-US). */
export const startOfWeek = (date: string): string => addDays(date, -weekdayOf(date));

export const startOfMonth = (date: string): string => `${date.slice(0, 7)}-01`;

export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

export type CalendarMode = "month" | "week" | "day" | "agenda";

/** Agenda: the next four weeks from the day chosen. */
export const AGENDA_DAYS = 28;

/** The days a view shows around its anchor day: the month's whole weeks, the week, the day, or the agenda's span. */
export function rangeOf(mode: CalendarMode, anchor: string): { from: string; to: string } {
  switch (mode) {
    case "month": {
      const first = startOfMonth(anchor);
      const last = addDays(addMonths(first, 1), -1);
      return { from: startOfWeek(first), to: addDays(startOfWeek(last), 6) };
    }
    case "week":
      return { from: startOfWeek(anchor), to: addDays(startOfWeek(anchor), 6) };
    case "day":
      return { from: anchor, to: anchor };
    case "agenda":
      return { from: anchor, to: addDays(anchor, AGENDA_DAYS - 1) };
  }
}

/** Where "previous" and "next" go from an anchor day. */
export function stepOf(mode: CalendarMode, anchor: string, direction: 1 | -1): string {
  switch (mode) {
    case "month":
      return addMonths(startOfMonth(anchor), direction);
    case "week":
      return addDays(anchor, 7 * direction);
    case "day":
      return addDays(anchor, direction);
    case "agenda":
      return addDays(anchor, AGENDA_DAYS * direction);
  }
}

const utc = (date: string) => new Date(`${date}T12:00:00Z`);
const fmt = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
const monthYear = fmt({ month: "long", year: "numeric" });
const longDay = fmt({ weekday: "long", month: "long", day: "numeric", year: "numeric" });
const shortDay = fmt({ weekday: "short", month: "short", day: "numeric" });
const monthDay = fmt({ month: "short", day: "numeric" });

export const formatLongDay = (date: string) => longDay.format(utc(date));
export const formatShortDay = (date: string) => shortDay.format(utc(date));

/** The heading of a view: "November 2026", "Nov 1 – 7, 2026", "Sunday, November 1, 2026". */
export function titleOf(mode: CalendarMode, anchor: string): string {
  const { from, to } = rangeOf(mode, anchor);
  if (mode === "month") return monthYear.format(utc(anchor));
  if (mode === "day") return longDay.format(utc(anchor));
  return `${monthDay.format(utc(from))} – ${monthDay.format(utc(to))}, ${to.slice(0, 4)}`;
}

/** "3:30 PM" in a zone. */
export function formatTime(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(new Date(instant));
}
