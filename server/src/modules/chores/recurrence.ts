import rrule from "rrule";
import type { Options as RRuleOptions } from "rrule";
import { fromWall, toWall, wallAt, wallDate } from "../../core/zoned-time.js";

// rrule ships CommonJS: under Node's ESM loader its classes hang off the default export.
const { RRule } = rrule;

export const FREQUENCIES = ["daily", "weekly", "monthly", "afterCompletion"] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** How a recurring chore repeats, in the household's time zone. */
export type ChoreSchedule = {
  frequency: Frequency;
  /** Every N days / weeks / months (afterCompletion: N days after the last completion). */
  interval: number;
  /** Weekly: the days, 0 = Monday … 6 = Sunday (rrule's numbering). */
  weekdays: number[];
  /** IANA zone the due time is meant in, e.g. "Europe/London". */
  timeZone: string;
  /** Local due time, "HH:MM". */
  dueTime: string;
  /** Local first day, "YYYY-MM-DD". */
  startDate: string;
};

/** The rrule options of a schedule (floating time: the library works on wall-clock dates). */
function ruleOf(schedule: ChoreSchedule, start: Date): InstanceType<typeof RRule> {
  const options: Partial<RRuleOptions> = { dtstart: start, interval: Math.max(1, schedule.interval) };
  switch (schedule.frequency) {
    case "daily":
    case "afterCompletion":
      options.freq = RRule.DAILY;
      break;
    case "weekly":
      options.freq = RRule.WEEKLY;
      options.byweekday = schedule.weekdays.length ? [...schedule.weekdays].sort() : [(start.getUTCDay() + 6) % 7];
      break;
    case "monthly": {
      options.freq = RRule.MONTHLY;
      const day = start.getUTCDate();
      if (day <= 28) {
        options.bymonthday = [day];
      } else {
        // "The 31st" means the last day in shorter months: the latest of 28…day that the month has.
        options.bymonthday = Array.from({ length: day - 27 }, (_, i) => 28 + i);
        options.bysetpos = [-1];
      }
      break;
    }
  }
  return new RRule(options);
}

/** The first due instant (ISO 8601) of a schedule: its first occurrence on or after the start day. */
export function firstDue(schedule: ChoreSchedule): string {
  const start = wallAt(schedule.startDate, schedule.dueTime);
  if (schedule.frequency === "afterCompletion") return fromWall(start, schedule.timeZone).toISOString();
  const first = ruleOf(schedule, start).after(start, true);
  return fromWall(first ?? start, schedule.timeZone).toISOString();
}

/**
 * The next due instant after an occurrence that was done or skipped at `at`: the first occurrence of
 * the rule after both the occurrence and that moment (a chore done late does not come back overdue);
 * for afterCompletion, N days after the day it was done, at the due time.
 */
export function nextDue(schedule: ChoreSchedule, occurrenceAt: string, at: string): string {
  const zone = schedule.timeZone;
  if (schedule.frequency === "afterCompletion") {
    const doneDay = wallDate(toWall(new Date(at), zone));
    const rule = ruleOf(schedule, wallAt(doneDay, schedule.dueTime));
    const [, second] = rule.all((_, i) => i < 2);
    return fromWall(second, zone).toISOString();
  }
  const rule = ruleOf(schedule, wallAt(schedule.startDate, schedule.dueTime));
  const after = Math.max(new Date(occurrenceAt).getTime(), new Date(at).getTime());
  const next = rule.after(toWall(new Date(after), zone), false);
  if (!next) throw new Error("a chore rule without an end always has a next occurrence");
  // The floating search may land on an occurrence that is, as an instant, not after `after` (DST).
  const instant = fromWall(next, zone);
  if (instant.getTime() <= after) {
    const later = rule.after(next, false);
    return fromWall(later!, zone).toISOString();
  }
  return instant.toISOString();
}

/**
 * Due instants from the current occurrence on, within [from, to), at most `limit`: the rule's later
 * occurrences as they will fall if every one is done on time (for the week view and the calendar).
 */
export function occurrencesBetween(schedule: ChoreSchedule, currentAt: string, from: Date, to: Date, limit = 100): string[] {
  const zone = schedule.timeZone;
  const current = new Date(currentAt);
  const out: string[] = [];
  if (current >= from && current < to) out.push(current.toISOString());
  if (schedule.frequency === "afterCompletion") {
    let next = current;
    while (out.length < limit) {
      next = new Date(nextDue(schedule, next.toISOString(), next.toISOString()));
      if (next >= to) break;
      if (next >= from) out.push(next.toISOString());
    }
    return out;
  }
  const rule = ruleOf(schedule, wallAt(schedule.startDate, schedule.dueTime));
  const start = toWall(new Date(Math.max(current.getTime(), from.getTime() - 1)), zone);
  const end = toWall(to, zone);
  for (const wall of rule.between(start, end, false)) {
    if (out.length >= limit) break;
    const instant = fromWall(wall, zone);
    if (instant > current && instant >= from && instant < to) out.push(instant.toISOString());
  }
  return out;
}
