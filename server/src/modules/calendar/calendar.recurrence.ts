import rrule from "rrule";
import { fromWall, toWall } from "../../core/zoned-time.js";
import type { CalendarEventFields } from "./calendar.events.js";

const { RRule } = rrule;

/** The series rule in floating wall-clock time of the event's zone (so 09:00 stays 09:00 across DST). */
function ruleOf(fields: CalendarEventFields) {
  const options = RRule.parseString(fields.rrule!);
  return new RRule({ ...options, dtstart: toWall(new Date(fields.start), zoneOf(fields)) });
}

/** All-day events are dates (midnight UTC of each day, as in the feed's VALUE=DATE), whatever their zone. */
const zoneOf = (fields: CalendarEventFields) => (fields.allDay ? "UTC" : fields.timeZone);

/** Start instants (ISO) of a series within [from, to); a single event is its own one occurrence. */
export function occurrenceStarts(fields: CalendarEventFields, from: Date, to: Date, limit = 500): string[] {
  if (!fields.rrule) {
    const start = new Date(fields.start);
    return start < to && new Date(fields.end) >= from ? [start.toISOString()] : [];
  }
  const zone = zoneOf(fields);
  const duration = Date.parse(fields.end) - Date.parse(fields.start);
  const walls = ruleOf(fields).between(toWall(new Date(from.getTime() - duration - 86_400_000), zone), toWall(new Date(to.getTime() + 86_400_000), zone), true);
  const out: string[] = [];
  for (const wall of walls) {
    const start = fromWall(wall, zone);
    if (start < to && start.getTime() + duration >= from.getTime()) out.push(start.toISOString());
    if (out.length >= limit) break;
  }
  return out;
}

/** Whether the series has an occurrence starting at this instant. */
export function occursAt(fields: CalendarEventFields, start: string): boolean {
  const at = new Date(start);
  return occurrenceStarts(fields, new Date(at.getTime() - 1), new Date(at.getTime() + 1)).includes(at.toISOString());
}

/** Checks an RRULE value parses; the message for a person otherwise. */
export function rruleProblem(value: string): string | null {
  try {
    const options = RRule.parseString(value);
    if (options.freq === undefined) return "Repeat rule needs FREQ";
    return null;
  } catch {
    return "Repeat rule is not a valid RRULE";
  }
}
