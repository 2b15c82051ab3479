/**
 * Where the week and day views put each occurrence on their hourly grid. Pure, so it is unit-tested.
 *
 * - Minutes are wall-clock minutes of the day in the household's zone (0 = midnight, 1440 = the next one).
 * - All-day events, and timed ones that cover the whole day (the middle days of a trip), go to the strip
 *   above the grid; a timed event that starts or ends on another day is cut at midnight.
 * - Events that overlap share the width: each cluster of overlapping events is split into as many
 *   columns as it needs at once, and each event takes the first column free at its start.
 * - A very short event still gets a block tall enough to read and tap (MIN_BLOCK_MINUTES).
 */
import { wallOf } from "./calendar-dates";

export const DAY_MINUTES = 1440;
export const MIN_BLOCK_MINUTES = 30;

export interface GridOccurrence {
  start: string;
  end: string;
  allDay: boolean;
  startDate: string;
  endDate: string;
}

export interface PlacedOccurrence<T> {
  occurrence: T;
  /** Minutes after midnight where the block starts and ends (ends at least MIN_BLOCK_MINUTES later, at most 1440). */
  top: number;
  bottom: number;
  /** Its column and how many columns its cluster has. */
  column: number;
  columns: number;
}

export interface DayLayout<T> {
  allDay: T[];
  timed: PlacedOccurrence<T>[];
}

function minuteOfDay(instant: string, date: string, timeZone: string): number {
  const wall = wallOf(instant, timeZone);
  if (wall.date < date) return 0;
  if (wall.date > date) return DAY_MINUTES;
  const [h, m] = wall.time.split(":").map(Number);
  return h * 60 + m;
}

/** Lays one day's occurrences out: the all-day strip and the timed blocks with their columns. */
export function layoutDay<T extends GridOccurrence>(occurrences: readonly T[], date: string, timeZone: string): DayLayout<T> {
  const allDay: T[] = [];
  const spans: { occurrence: T; top: number; end: number }[] = [];
  for (const o of occurrences) {
    if (o.allDay) {
      allDay.push(o);
      continue;
    }
    const top = minuteOfDay(o.start, date, timeZone);
    const end = Math.max(top, minuteOfDay(o.end, date, timeZone));
    if (top === 0 && end === DAY_MINUTES) allDay.push(o);
    else if (top < DAY_MINUTES) spans.push({ occurrence: o, top, end });
  }
  spans.sort((a, b) => a.top - b.top || b.end - a.end);

  const timed: PlacedOccurrence<T>[] = [];
  let cluster: PlacedOccurrence<T>[] = [];
  let columnEnds: number[] = [];
  let clusterEnd = -1;
  const close = () => {
    for (const p of cluster) p.columns = columnEnds.length;
    cluster = [];
    columnEnds = [];
  };
  for (const s of spans) {
    const bottom = Math.min(DAY_MINUTES, Math.max(s.end, s.top + MIN_BLOCK_MINUTES));
    if (s.top >= clusterEnd) close();
    let column = columnEnds.findIndex((end) => end <= s.top);
    if (column === -1) column = columnEnds.push(bottom) - 1;
    else columnEnds[column] = bottom;
    const placed: PlacedOccurrence<T> = { occurrence: s.occurrence, top: s.top, bottom, column, columns: 1 };
    cluster.push(placed);
    timed.push(placed);
    clusterEnd = Math.max(clusterEnd, bottom);
  }
  close();
  return { allDay, timed };
}

/** The hour the grid scrolls to first: an hour before the earliest block of these days, else 7 AM. */
export function firstHour(layouts: readonly DayLayout<unknown>[]): number {
  const tops = layouts.flatMap((l) => l.timed.map((p) => p.top));
  if (tops.length === 0) return 7;
  return Math.max(0, Math.min(7, Math.floor(Math.min(...tops) / 60) - 1));
}

/** "12 AM", "1 AM" … "11 PM": the grid's hour labels. */
export function hourLabel(hour: number): string {
  const h = hour % 12 === 0 ? 12 : hour % 12;
  return `${h} ${hour < 12 ? "AM" : "PM"}`;
}
