import type { Month } from "./budget.events.js";

/** Calendar months and days in the household's time zone, with no library: Intl knows the zones. */

const formatters = new Map<string, Intl.DateTimeFormat>();

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Zones that are UTC all year: their parts come from the Date itself. */
const UTC_ZONES = new Set(["UTC", "Etc/UTC", "Etc/GMT", "GMT"]);

/**
 * Recent answers by zone and minute. `formatToParts` costs about 0.1 ms, and a day's purchases and
 * budget checks ask about the same few minutes again and again. A zone's offset changes only on a
 * whole minute (kept only when the minute starts at second 0 locally, so an old local mean time with
 * an offset in seconds is always asked afresh); bounded, the oldest dropped first.
 */
const recentMinutes = new Map<string, Parts>();
const RECENT_MINUTES = 256;

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function formatted(instant: Date, timeZone: string): Parts {
  const values: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") values[part.type] = Number(part.value);
  }
  return values as unknown as Parts;
}

function parts(instant: Date, timeZone: string): Parts {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) return formatted(instant, timeZone); // throws RangeError, as it always did
  if (UTC_ZONES.has(timeZone)) {
    return {
      year: instant.getUTCFullYear(),
      month: instant.getUTCMonth() + 1,
      day: instant.getUTCDate(),
      hour: instant.getUTCHours(),
      minute: instant.getUTCMinutes(),
      second: instant.getUTCSeconds(),
    };
  }
  const minuteStart = Math.floor(ms / 60_000) * 60_000;
  const key = `${timeZone}|${minuteStart}`;
  let minute = recentMinutes.get(key);
  if (!minute) {
    minute = formatted(new Date(minuteStart), timeZone);
    if (minute.second !== 0) return formatted(instant, timeZone);
    recentMinutes.set(key, minute);
    if (recentMinutes.size > RECENT_MINUTES) recentMinutes.delete(recentMinutes.keys().next().value!);
  }
  return { ...minute, second: Math.floor((ms - minuteStart) / 1000) };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The local day of an instant, `YYYY-MM-DD`. */
export function dayOf(instant: Date, timeZone: string): string {
  const p = parts(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** The local month of an instant, `YYYY-MM`. */
export function monthOf(instant: Date, timeZone: string): Month {
  return dayOf(instant, timeZone).slice(0, 7);
}

/** Local time minus UTC at an instant, in ms. */
function offsetAt(instant: Date, timeZone: string): number {
  const p = parts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a local day starts (midnight, or the first moment after a DST gap). */
export function startOfDay(day: string, timeZone: string): Date {
  const [y, m, d] = day.split("-").map(Number);
  const wall = Date.UTC(y, m - 1, d);
  let guess = wall - offsetAt(new Date(wall), timeZone);
  guess = wall - offsetAt(new Date(guess), timeZone);
  return new Date(guess);
}

export function addMonths(month: Month, count: number): Month {
  const [y, m] = month.split("-").map(Number);
  const index = y * 12 + (m - 1) + count;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
}

export function daysInMonth(month: Month): number {
  const [y, m] = month.split("-").map(Number);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** A month's instants: from its first local midnight (inclusive) to the next month's (exclusive). */
export function monthRange(month: Month, timeZone: string): { from: Date; to: Date } {
  return { from: startOfDay(`${month}-01`, timeZone), to: startOfDay(`${addMonths(month, 1)}-01`, timeZone) };
}

/** Months from `from` to `to`, both included (at most 120). */
export function monthsBetween(from: Month, to: Month): Month[] {
  const months: Month[] = [];
  for (let month = from; month <= to && months.length < 120; month = addMonths(month, 1)) months.push(month);
  return months;
}
