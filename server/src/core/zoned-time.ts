/**
 * Wall-clock time in an IANA time zone, with "floating" dates: a Date whose UTC fields are the local
 * fields (what the rrule library works in). Offsets come from the runtime's Intl time-zone data.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True when the runtime knows the zone (e.g. "America/New_York"). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at an instant, in milliseconds (local = UTC + offset). */
export function offsetAt(instantMs: number, timeZone: string): number {
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(instantMs))) parts[p.type] = p.value;
  const asUtc = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

/** The floating wall-clock time of an instant in the zone. */
export function toWall(instant: Date, timeZone: string): Date {
  return new Date(instant.getTime() + offsetAt(instant.getTime(), timeZone));
}

/**
 * The instant a wall-clock time names in the zone. A time that does not exist (the hour skipped when
 * clocks go forward) moves forward by the gap; a time that happens twice (clocks go back) is the first.
 */
export function fromWall(wall: Date, timeZone: string): Date {
  const guess = wall.getTime();
  const before = offsetAt(guess, timeZone);
  let instant = guess - before;
  const after = offsetAt(instant, timeZone);
  if (after !== before) {
    instant = guess - after;
    if (offsetAt(instant, timeZone) !== after) instant = guess - Math.min(before, after);
  }
  return new Date(instant);
}

/** "YYYY-MM-DD" of a floating date. */
export function wallDate(wall: Date): string {
  return wall.toISOString().slice(0, 10);
}

/** A floating date from "YYYY-MM-DD" and "HH:MM". */
export function wallAt(date: string, time: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  return new Date(Date.UTC(y, m - 1, d, hh, mm));
}
