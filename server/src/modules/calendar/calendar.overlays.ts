import { fromWall, toWall, wallAt, wallDate } from "../../core/zoned-time.js";

/** One thing another module puts on the calendar for a day (a chore due, an item expiring, a meal). */
export interface CalendarOverlayItem {
  /** The layer it belongs to ("chores", "pantry", "subscription", "meals", …). */
  layer: string;
  /** Unique within its layer for this range. */
  id: string;
  title: string;
  /** YYYY-MM-DD in the household's time zone. */
  date: string;
  /** ISO instant when it has a time of day; null or absent for the whole day. */
  start?: string | null;
  /** The family members it concerns (for the member filter and colours). */
  memberIds?: string[];
  /** Where the app shows it (e.g. "/app/chores"). */
  href?: string;
}

/**
 * What a module gives the calendar to lay over it; each module owns its own (there is no central list).
 * `from` and `to` are YYYY-MM-DD, both included, in the household's zone; `timeZone` is that zone, for
 * sources whose data are instants. A source that ignores it may declare `list(householdId, from, to)`.
 */
export interface CalendarOverlaySource {
  layer: string;
  list(householdId: string, from: string, to: string, timeZone?: string): Promise<CalendarOverlayItem[]>;
}

/** YYYY-MM-DD of an instant in a zone. */
export const dateInZone = (instant: Date, timeZone: string): string => wallDate(toWall(instant, timeZone));

/** The instant a day (YYYY-MM-DD) begins in a zone. */
export const dayStartInZone = (date: string, timeZone: string): Date => fromWall(wallAt(date, "00:00"), timeZone);

/** The day after a YYYY-MM-DD date. */
export const nextDate = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
