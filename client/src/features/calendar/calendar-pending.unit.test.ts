import { describe, expect, it } from "vitest";
import type { CalendarEventInput } from "../../gql/graphql";
import { pendingEventOf, withPendingEvents, type ServerOccurrence } from "./calendar-pending";
import { calendarRefusalNotice, type CalendarChange } from "./calendar-sync";

const ZONE = "America/Chicago";
// The week of Sunday 15 November 2026 in Chicago (UTC-6).
const WEEK = { from: "2026-11-15", to: "2026-11-21", timeZone: ZONE, memberId: null };
const at = (date: string, time: string) => new Date(`${date}T${time}:00-06:00`).toISOString();
const input = (title: string, date: string, extra: Partial<CalendarEventInput> = {}): CalendarEventInput => ({
  title,
  allDay: false,
  start: at(date, "17:00"),
  end: at(date, "18:00"),
  timeZone: ZONE,
  location: null,
  notes: null,
  memberIds: [],
  rrule: null,
  reminders: [],
  ...extra,
});
const server = (eventId: string, title: string, date: string): ServerOccurrence => ({
  eventId,
  occurrenceStart: at(date, "09:00"),
  title,
  start: at(date, "09:00"),
  end: at(date, "10:00"),
  allDay: false,
  startDate: date,
  endDate: date,
  location: null,
  notes: null,
  memberIds: [],
  reminders: [],
  recurring: false,
  changed: false,
  source: null,
});
const queued = (...changes: CalendarChange[]) => changes.map((change) => ({ change }));
const summary = (list: ReturnType<typeof withPendingEvents>) => list.map((o) => [o.title, o.startDate, Boolean(o.pending)]);

describe("calendar pending: queued event changes on screen before the server has them", () => {
  it("a new event made offline shows on its day, marked pending, next to the server's", () => {
    const shown = withPendingEvents([server("a", "Dentist", "2026-11-16")], queued({ kind: "createEvent", targetId: "b", input: input("Swim", "2026-11-18") }), WEEK);
    expect(summary(shown)).toEqual([
      ["Dentist", "2026-11-16", false],
      ["Swim", "2026-11-18", true],
    ]);
    expect(shown[1]).toMatchObject({ eventId: "b", start: at("2026-11-18", "17:00"), end: at("2026-11-18", "18:00"), recurring: false });
  });

  it("a new event outside the days shown, or not for the member filtered on, does not show", () => {
    const change: CalendarChange = { kind: "createEvent", targetId: "b", input: input("Swim", "2026-11-25", { memberIds: ["mia"] }) };
    expect(withPendingEvents([], queued(change), WEEK)).toEqual([]);
    const here: CalendarChange = { kind: "createEvent", targetId: "c", input: input("Swim", "2026-11-18", { memberIds: ["mia"] }) };
    expect(withPendingEvents([], queued(here), { ...WEEK, memberId: "leo" })).toEqual([]);
    expect(withPendingEvents([], queued(here), { ...WEEK, memberId: "mia" })).toHaveLength(1);
  });

  it("a new weekly series shows each of its days in the range, at the same wall time across the DST change", () => {
    const change: CalendarChange = {
      kind: "createEvent",
      targetId: "s",
      input: { ...input("Piano", "2026-10-27"), start: new Date("2026-10-27T17:00:00-05:00").toISOString(), end: new Date("2026-10-27T18:00:00-05:00").toISOString(), rrule: "FREQ=WEEKLY;BYDAY=TU,TH" },
    };
    const shown = withPendingEvents([], queued(change), { ...WEEK, from: "2026-11-01", to: "2026-11-14" });
    expect(shown.map((o) => o.startDate)).toEqual(["2026-11-03", "2026-11-05", "2026-11-10", "2026-11-12"]);
    expect(shown.every((o) => o.pending && o.recurring && o.start.endsWith("T23:00:00.000Z"))).toBe(true);
  });

  it("an edit replaces the event's occurrences; a cancel or delete removes them", () => {
    const base = [server("a", "Dentist", "2026-11-16"), server("b", "Soccer", "2026-11-17")];
    const shown = withPendingEvents(
      base,
      queued({ kind: "updateEvent", targetId: "a", input: input("Dentist (moved)", "2026-11-19") }, { kind: "deleteEvent", targetId: "b" }),
      WEEK,
    );
    expect(summary(shown)).toEqual([["Dentist (moved)", "2026-11-19", true]]);
    const cancelled = withPendingEvents(base, queued({ kind: "cancelOccurrence", targetId: "b", occurrenceStart: base[1].occurrenceStart }), WEEK);
    expect(summary(cancelled)).toEqual([["Dentist", "2026-11-16", false]]);
  });

  it("a changed occurrence shows its new time and title, pending", () => {
    const base = [server("a", "Swim practice", "2026-11-16")];
    const change: CalendarChange = {
      kind: "changeOccurrence",
      targetId: "a",
      occurrenceStart: base[0].occurrenceStart,
      input: { title: "Swim gala", start: at("2026-11-17", "15:00"), end: at("2026-11-17", "16:00"), location: "Pool", notes: null },
    };
    const [gala] = withPendingEvents(base, queued(change), WEEK);
    expect(gala).toMatchObject({ title: "Swim gala", startDate: "2026-11-17", location: "Pool", changed: true, pending: true, occurrenceStart: base[0].occurrenceStart });
  });

  it("a create the server already has (its answer crossing the live update) shows once", () => {
    const shown = withPendingEvents([server("b", "Swim", "2026-11-18")], queued({ kind: "createEvent", targetId: "b", input: input("Swim", "2026-11-18") }), WEEK);
    expect(summary(shown)).toEqual([["Swim", "2026-11-18", false]]);
  });

  it("a change the server applied, while its days are read again, shows unmarked and once", () => {
    const create = queued({ kind: "createEvent", targetId: "b", input: input("Swim", "2026-11-18") });
    expect(summary(withPendingEvents([], [], WEEK, create))).toEqual([["Swim", "2026-11-18", false]]);
    expect(summary(withPendingEvents([server("b", "Swim", "2026-11-18")], [], WEEK, create))).toEqual([["Swim", "2026-11-18", false]]);
    // Delivered first, then what still waits on top of it.
    const edit = queued({ kind: "updateEvent", targetId: "b", input: input("Swim (moved)", "2026-11-19") });
    expect(summary(withPendingEvents([], edit, WEEK, create))).toEqual([["Swim (moved)", "2026-11-19", true]]);
  });

  it("settings changes leave the occurrences alone; an all-day event covers its days", () => {
    const allDay = input("Camp", "2026-11-18", { allDay: true, start: "2026-11-18T00:00:00.000Z", end: "2026-11-21T00:00:00.000Z" });
    const shown = withPendingEvents([], queued({ kind: "setTimeZone", targetId: ZONE }, { kind: "createEvent", targetId: "c", input: allDay }), WEEK);
    expect(shown.map((o) => [o.startDate, o.endDate, o.allDay])).toEqual([["2026-11-18", "2026-11-20", true]]);
  });

  it("an event still queued can be edited as queued; a queued delete forgets it", () => {
    const create: CalendarChange = { kind: "createEvent", targetId: "b", input: input("Swim", "2026-11-18", { memberIds: ["mia"], reminders: [30] }) };
    expect(pendingEventOf(queued(create), "b")).toMatchObject({ id: "b", title: "Swim", memberIds: ["mia"], reminders: [30], rrule: null });
    expect(pendingEventOf(queued(create, { kind: "deleteEvent", targetId: "b" }), "b")).toBeNull();
    expect(pendingEventOf(queued(create), "other")).toBeNull();
  });
});

describe("a refused calendar change, in words", () => {
  it("names another device for an event that was deleted, and keeps the server's reason otherwise", () => {
    const deleteIt: CalendarChange = { kind: "deleteEvent", targetId: "e1" };
    expect(calendarRefusalNotice(deleteIt, { code: "NOT_FOUND", message: "Event not found" })).toEqual({
      title: "That change could not be saved",
      description: "The event was deleted on another device, so this change was not applied.",
    });
    expect(calendarRefusalNotice(deleteIt, { code: "BAD_USER_INPUT", message: "The end is before the start" })).toEqual({ title: "The end is before the start" });
  });
});
