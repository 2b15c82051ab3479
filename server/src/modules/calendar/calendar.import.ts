import { createHash } from "node:crypto";
import ICAL from "ical.js";
import { fromWall, isTimeZone } from "../../core/zoned-time.js";
import type { CalendarEventFields, OccurrenceOverride } from "./calendar.events.js";
import { occursAt } from "./calendar.recurrence.js";
import { eventFieldsSchema } from "./calendar.validation.js";

/**
 * Reading .ics files and feeds (RFC 5545) into family events, with Mozilla's ical.js. One VEVENT UID
 * becomes one event: its RRULE stays the series rule, every EXDATE a cancelled occurrence, and every
 * VEVENT with the same UID and a RECURRENCE-ID a changed (or, with STATUS:CANCELLED, cancelled)
 * occurrence, keyed by its original start as the calendar keeps its own one-off changes.
 *
 * Times: a TZID that is an IANA zone is read as wall-clock time there (`fromWall`, DST included); another
 * TZID is converted with the file's own VTIMEZONE and the event is kept in `fallbackZone`; UTC times are
 * instants; floating times (no zone) are read in `fallbackZone` (the importer's zone). All-day events are
 * midnight UTC of their days, as the calendar keeps them.
 *
 * RDATE (extra occurrences besides the rule's, as dates, date-times or periods) becomes one read-only
 * event per date, of the series' length unless a period says otherwise, with the UID
 * `<UID>#rdate:<instant>` (stable across refreshes); an EXDATE or a cancelled RECURRENCE-ID of that
 * instant leaves it out, a changed one changes it. A date that is already the start or an occurrence
 * of the rule is not doubled.
 */

export interface ImportedEvent {
  uid: string;
  fields: CalendarEventFields;
  exceptions: Record<string, OccurrenceOverride | "cancelled">;
}

export interface ParsedCalendar {
  name: string | null;
  events: ImportedEvent[];
  /** VEVENTs left out (no start, a rule Hearth cannot repeat, cancelled), with why. */
  skipped: number;
}

export class IcsParseError extends Error {}

/** At most this many events are read from one file or feed. */
export const MAX_IMPORTED_EVENTS = 2000;

const DAY = 86_400_000;
const clip = (s: unknown, max: number): string | null => {
  const text = typeof s === "string" ? s.replace(/\r\n?/g, "\n").trim() : "";
  return text ? text.slice(0, max) : null;
};

/** A stable event id (a UUID shape) from the source and the VEVENT UID, so a refresh finds the same event. */
export function importedEventId(sourceKey: string, uid: string): string {
  const h = createHash("sha256").update(`${sourceKey}\n${uid}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

type Zones = Map<string, ICAL.Timezone>;

/** The instant (ISO) of an ICAL.Time, and the IANA zone it was written in when it names one. */
function instantOf(time: ICAL.Time, tzid: string | null, zones: Zones, fallbackZone: string): { iso: string; zone: string | null; date: boolean } {
  if (time.isDate) {
    const date = `${String(time.year).padStart(4, "0")}-${String(time.month).padStart(2, "0")}-${String(time.day).padStart(2, "0")}`;
    return { iso: `${date}T00:00:00.000Z`, zone: null, date: true };
  }
  const wall = new Date(Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second));
  if (time.zone === ICAL.Timezone.utcTimezone || time.zone?.tzid === "UTC") return { iso: wall.toISOString(), zone: "UTC", date: false };
  if (tzid) {
    const bare = tzid.replace(/^\/+/, "");
    if (isTimeZone(bare)) return { iso: fromWall(wall, bare).toISOString(), zone: bare, date: false };
    const own = zones.get(tzid);
    if (own) {
      const offset = own.utcOffset(time);
      return { iso: new Date(wall.getTime() - offset * 1000).toISOString(), zone: null, date: false };
    }
  }
  return { iso: fromWall(wall, fallbackZone).toISOString(), zone: null, date: false };
}

function timeProp(component: ICAL.Component, name: string, zones: Zones, fallbackZone: string) {
  const prop = component.getFirstProperty(name);
  if (!prop) return null;
  const value = prop.getFirstValue() as ICAL.Time | null;
  if (!value || typeof value !== "object" || !("isDate" in value)) return null;
  return instantOf(value, (prop.getParameter("tzid") as string | undefined) ?? null, zones, fallbackZone);
}

const rdateUid = (uid: string, instant: string) => `${uid}#rdate:${instant}`;
const isTime = (v: unknown): v is ICAL.Time => !!v && typeof v === "object" && "isDate" in v;

/** A VEVENT's RDATE occurrences as read-only events of their own (see above); answers how many it left out. */
function addRdates(
  vevent: ICAL.Component,
  uid: string,
  series: CalendarEventFields,
  exceptions: ImportedEvent["exceptions"],
  events: Map<string, ImportedEvent>,
  zones: Zones,
  zone: string,
): number {
  let skipped = 0;
  const length = Date.parse(series.end) - Date.parse(series.start);
  for (const prop of vevent.getAllProperties("rdate")) {
    const tzid = (prop.getParameter("tzid") as string | undefined) ?? null;
    for (const value of prop.getValues() as unknown[]) {
      const period = value instanceof ICAL.Period ? value : null;
      const time = period ? period.start : value;
      if (!isTime(time)) continue;
      const at = instantOf(time, tzid, zones, zone);
      if (at.date !== series.allDay) {
        skipped += 1;
        continue;
      }
      if (exceptions[at.iso] || at.iso === series.start || (series.rrule && occursAt(series, at.iso))) continue;
      const id = rdateUid(uid, at.iso);
      if (events.has(id)) continue;
      if (events.size >= MAX_IMPORTED_EVENTS) return skipped + 1;
      const end = period ? instantOf(period.getEnd(), tzid, zones, zone).iso : new Date(Date.parse(at.iso) + length).toISOString();
      events.set(id, { uid: id, fields: { ...series, rrule: null, start: at.iso, end: Date.parse(end) < Date.parse(at.iso) ? at.iso : end }, exceptions: {} });
    }
  }
  return skipped;
}

/** Parses iCalendar text; throws IcsParseError with a message fit to show when it is not a calendar. */
export function parseIcs(text: string, fallbackZone = "UTC"): ParsedCalendar {
  const zone = isTimeZone(fallbackZone) ? fallbackZone : "UTC";
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text.replace(/^\uFEFF/, "")) as unknown[]);
  } catch {
    throw new IcsParseError("That file is not an iCalendar (.ics) file");
  }
  if (root.name !== "vcalendar") {
    const inner = root.getFirstSubcomponent("vcalendar");
    if (!inner) throw new IcsParseError("That file is not an iCalendar (.ics) file");
    root = inner;
  }
  const zones: Zones = new Map();
  for (const vtz of root.getAllSubcomponents("vtimezone")) {
    const tz = new ICAL.Timezone(vtz);
    if (tz.tzid) zones.set(tz.tzid, tz);
  }

  const masters = new Map<string, ICAL.Component>();
  const overrides: ICAL.Component[] = [];
  let skipped = 0;
  for (const vevent of root.getAllSubcomponents("vevent")) {
    const uid = clip(vevent.getFirstPropertyValue("uid"), 500);
    if (!uid) {
      skipped += 1;
      continue;
    }
    if (vevent.getFirstProperty("recurrence-id")) overrides.push(vevent);
    else if (!masters.has(uid)) masters.set(uid, vevent);
    else skipped += 1;
  }

  const events = new Map<string, ImportedEvent>();
  for (const [uid, vevent] of masters) {
    if (events.size >= MAX_IMPORTED_EVENTS) {
      skipped += 1;
      continue;
    }
    if (String(vevent.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED") {
      skipped += 1;
      continue;
    }
    const start = timeProp(vevent, "dtstart", zones, zone);
    if (!start) {
      skipped += 1;
      continue;
    }
    let end = timeProp(vevent, "dtend", zones, zone)?.iso ?? null;
    if (!end) {
      const duration = vevent.getFirstPropertyValue("duration") as ICAL.Duration | null;
      const length = duration && typeof duration === "object" && "toSeconds" in duration ? duration.toSeconds() * 1000 : start.date ? DAY : 0;
      end = new Date(Date.parse(start.iso) + length).toISOString();
    }
    const recur = vevent.getFirstPropertyValue("rrule") as ICAL.Recur | null;
    const exceptions: ImportedEvent["exceptions"] = {};
    for (const prop of vevent.getAllProperties("exdate")) {
      const tzid = (prop.getParameter("tzid") as string | undefined) ?? null;
      for (const value of prop.getValues() as ICAL.Time[]) {
        if (value && typeof value === "object" && "isDate" in value) exceptions[instantOf(value, tzid, zones, zone).iso] = "cancelled";
      }
    }
    const parsed = eventFieldsSchema.safeParse({
      title: clip(vevent.getFirstPropertyValue("summary"), 200) ?? "(No title)",
      allDay: start.date,
      start: start.iso,
      end: Date.parse(end) < Date.parse(start.iso) ? start.iso : end,
      timeZone: start.zone ?? zone,
      location: clip(vevent.getFirstPropertyValue("location"), 300),
      notes: clip(vevent.getFirstPropertyValue("description"), 4000),
      memberIds: [],
      rrule: recur ? recur.toString() : null,
      reminders: [],
    });
    if (!parsed.success) {
      skipped += 1;
      continue;
    }
    events.set(uid, { uid, fields: parsed.data, exceptions });
    skipped += addRdates(vevent, uid, parsed.data, exceptions, events, zones, zone);
  }

  for (const vevent of overrides) {
    const recurrenceId = timeProp(vevent, "recurrence-id", zones, zone);
    const single = recurrenceId && events.get(rdateUid(String(vevent.getFirstPropertyValue("uid")).trim(), recurrenceId.iso));
    if (single) {
      // A one-off change of an RDATE occurrence: that occurrence's own event.
      if (String(vevent.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED") events.delete(single.uid);
      else {
        const start = timeProp(vevent, "dtstart", zones, zone)?.iso ?? single.fields.start;
        const length = Date.parse(single.fields.end) - Date.parse(single.fields.start);
        const end = timeProp(vevent, "dtend", zones, zone)?.iso ?? new Date(Date.parse(start) + length).toISOString();
        single.fields = {
          ...single.fields,
          title: clip(vevent.getFirstPropertyValue("summary"), 200) ?? single.fields.title,
          start,
          end: Date.parse(end) < Date.parse(start) ? start : end,
          location: clip(vevent.getFirstPropertyValue("location"), 300),
          notes: clip(vevent.getFirstPropertyValue("description"), 4000),
        };
      }
      continue;
    }
    const event = events.get(String(vevent.getFirstPropertyValue("uid")).trim());
    if (!event || !event.fields.rrule || !recurrenceId) {
      skipped += 1;
      continue;
    }
    if (String(vevent.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED") {
      event.exceptions[recurrenceId.iso] = "cancelled";
      continue;
    }
    const start = timeProp(vevent, "dtstart", zones, zone)?.iso ?? recurrenceId.iso;
    const length = Date.parse(event.fields.end) - Date.parse(event.fields.start);
    const end = timeProp(vevent, "dtend", zones, zone)?.iso ?? new Date(Date.parse(start) + length).toISOString();
    event.exceptions[recurrenceId.iso] = {
      title: clip(vevent.getFirstPropertyValue("summary"), 200) ?? event.fields.title,
      start,
      end: Date.parse(end) < Date.parse(start) ? start : end,
      location: clip(vevent.getFirstPropertyValue("location"), 300),
      notes: clip(vevent.getFirstPropertyValue("description"), 4000),
    };
  }

  return { name: clip(root.getFirstPropertyValue("x-wr-calname"), 120), events: [...events.values()], skipped };
}

/** Instants (ISO) of one EXDATE line as Google lists it in `recurrence`, e.g. "EXDATE;TZID=Europe/London:20261102T090000". */
export function exdateInstants(line: string, fallbackZone = "UTC"): string[] {
  try {
    const prop = ICAL.Property.fromString(line);
    const tzid = (prop.getParameter("tzid") as string | undefined) ?? null;
    return (prop.getValues() as unknown[])
      .filter((v): v is ICAL.Time => !!v && typeof v === "object" && "isDate" in v)
      .map((v) => instantOf(v, tzid, new Map(), isTimeZone(fallbackZone) ? fallbackZone : "UTC").iso);
  } catch {
    return [];
  }
}
