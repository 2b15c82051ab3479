import { describe, expect, it } from "vitest";
import { planImport, planRemoveSource, reconcileEvent, resolveOccurrenceConflict, resolveSyncConflict, stableJson, type SyncSide } from "./calendar-sync.decider.js";
import { googleInstanceId } from "./calendar.google.js";
import { decide } from "./calendar.decider.js";
import { evolveCalendar, initialCalendarState, type CalendarEvent, type CalendarEventFields } from "./calendar.events.js";
import { importedEventId, type ImportedEvent } from "./calendar.import.js";

const fields = (title: string, extra: Partial<CalendarEventFields> = {}): CalendarEventFields => ({
  title,
  allDay: false,
  start: "2026-11-02T15:00:00.000Z",
  end: "2026-11-02T16:00:00.000Z",
  timeZone: "America/New_York",
  location: null,
  notes: null,
  memberIds: [],
  rrule: null,
  reminders: [],
  ...extra,
});
const sub = "5b000000-0000-4000-8000-000000000001";
const source = { kind: "url" as const, subscriptionId: sub, name: "Soccer league" };
const key = `url:${sub}`;
const item = (uid: string, title: string, exceptions: ImportedEvent["exceptions"] = {}, extra: Partial<CalendarEventFields> = {}): ImportedEvent => ({
  uid,
  fields: fields(title, extra),
  exceptions,
});
const stateOf = (events: CalendarEvent[]) => events.reduce(evolveCalendar, initialCalendarState);

describe("planImport (given the calendar, when a feed is read, then these events)", () => {
  it("creates new events and marks them imported with their source", () => {
    const plan = planImport(initialCalendarState, key, source, [item("game-1", "Game vs Tigers")], true);
    const id = importedEventId(key, "game-1");
    expect(plan.events).toEqual([
      { type: "CalendarEventCreated", data: { eventId: id, fields: fields("Game vs Tigers") } },
      { type: "CalendarEventImported", data: { eventId: id, source: { ...source, uid: "game-1" } } },
    ]);
    expect(plan).toMatchObject({ added: 1, updated: 0, removed: 0 });
  });

  it("records nothing when the feed did not change, updates what changed, removes what left", () => {
    const first = planImport(initialCalendarState, key, source, [item("game-1", "Game vs Tigers"), item("game-2", "Game vs Lions")], true);
    const state = stateOf(first.events);
    expect(planImport(state, key, source, [item("game-2", "Game vs Lions"), item("game-1", "Game vs Tigers")], true).events).toEqual([]);
    const cancelled = { "2026-11-09T15:00:00.000Z": "cancelled" as const };
    const next = planImport(state, key, source, [item("game-1", "Game vs Tigers (moved)", cancelled, { rrule: "FREQ=WEEKLY" })], true);
    const one = importedEventId(key, "game-1");
    const two = importedEventId(key, "game-2");
    expect(next.events).toEqual([
      { type: "CalendarEventUpdated", data: { eventId: one, fields: fields("Game vs Tigers (moved)", { rrule: "FREQ=WEEKLY" }) } },
      { type: "CalendarOccurrenceCancelled", data: { eventId: one, occurrenceStart: "2026-11-09T15:00:00.000Z" } },
      { type: "CalendarEventDeleted", data: { eventId: two } },
    ]);
    expect(next).toMatchObject({ added: 0, updated: 1, removed: 1 });
  });

  it("leaves other sources' events alone and removes only the subscription's on unsubscribe", () => {
    const fileSource = { kind: "file" as const, subscriptionId: null, name: "school.ics" };
    const state = stateOf([
      ...planImport(initialCalendarState, key, source, [item("game-1", "Game")], true).events,
      ...planImport(initialCalendarState, "file:h", fileSource, [item("term", "Term starts")], false).events,
    ]);
    expect(planImport(state, key, source, [], true).events).toEqual([{ type: "CalendarEventDeleted", data: { eventId: importedEventId(key, "game-1") } }]);
    expect(planRemoveSource(state, sub)).toEqual([{ type: "CalendarEventDeleted", data: { eventId: importedEventId(key, "game-1") } }]);
  });

  it("imported events are read-only to the calendar's own commands", () => {
    const state = stateOf(planImport(initialCalendarState, key, source, [item("game-1", "Game")], true).events);
    const eventId = importedEventId(key, "game-1");
    expect(() => decide(state, { type: "UpdateCalendarEvent", eventId, fields: fields("Mine now"), activeMemberIds: [] })).toThrow(
      "This event was imported from Soccer league and is read-only: change it there",
    );
    expect(() => decide(state, { type: "DeleteCalendarEvent", eventId })).toThrow("read-only");
  });

  it("reconcileEvent re-creates a deleted event and keeps one-off changes after a series update", () => {
    const id = "ca000000-0000-4000-8000-000000000002";
    const override = { title: "Late", start: "2026-11-09T16:00:00.000Z", end: "2026-11-09T17:00:00.000Z", location: null, notes: null };
    const deleted = stateOf([
      { type: "CalendarEventCreated", data: { eventId: id, fields: fields("A") } },
      { type: "CalendarEventDeleted", data: { eventId: id } },
    ]);
    expect(reconcileEvent(deleted, id, fields("A"), {})).toEqual([{ type: "CalendarEventCreated", data: { eventId: id, fields: fields("A") } }]);
    const live = stateOf([{ type: "CalendarEventCreated", data: { eventId: id, fields: fields("A") } }]);
    // The store hands fields back with its own key order (jsonb): still the same event.
    const reordered = Object.fromEntries(Object.entries(fields("A")).reverse()) as CalendarEventFields;
    expect(reconcileEvent(stateOf([{ type: "CalendarEventCreated", data: { eventId: id, fields: reordered } }]), id, fields("A"), {})).toEqual([]);
    expect(reconcileEvent(live, id, fields("B"), { "2026-11-09T15:00:00.000Z": override })).toEqual([
      { type: "CalendarEventUpdated", data: { eventId: id, fields: fields("B") } },
      { type: "CalendarOccurrenceChanged", data: { eventId: id, occurrenceStart: "2026-11-09T15:00:00.000Z", override } },
    ]);
  });
});

describe("resolveSyncConflict: last modified wins, per event", () => {
  const same: SyncSide = { changed: false, deleted: false, modifiedAt: "2026-11-01T10:00:00.000Z" };
  const edited = (at: string): SyncSide => ({ changed: true, deleted: false, modifiedAt: at });
  const removed = (at: string | null): SyncSide => ({ changed: true, deleted: true, modifiedAt: at });

  it("does nothing when neither side changed, or both deleted", () => {
    expect(resolveSyncConflict(same, same)).toBe("none");
    expect(resolveSyncConflict(removed("2026-11-01T10:00:00Z"), removed("2026-11-01T11:00:00Z"))).toBe("none");
  });
  it("a side that alone changed wins, whatever the clocks say", () => {
    expect(resolveSyncConflict(edited("2026-11-01T09:00:00Z"), { ...same, modifiedAt: "2026-11-02T00:00:00Z" })).toBe("push");
    expect(resolveSyncConflict(same, edited("2026-10-01T00:00:00Z"))).toBe("pull");
    expect(resolveSyncConflict(removed("2026-11-01T09:00:00Z"), same)).toBe("push");
    expect(resolveSyncConflict(same, removed("2026-11-01T09:00:00Z"))).toBe("pull");
  });
  it("both edited: the later edit wins; on a tie Google wins", () => {
    expect(resolveSyncConflict(edited("2026-11-01T10:00:05Z"), edited("2026-11-01T10:00:04Z"))).toBe("push");
    expect(resolveSyncConflict(edited("2026-11-01T10:00:04Z"), edited("2026-11-01T10:00:05Z"))).toBe("pull");
    expect(resolveSyncConflict(edited("2026-11-01T10:00:05Z"), edited("2026-11-01T10:00:05Z"))).toBe("pull");
  });
  it("an edit against a deletion: the later one wins; a deletion of unknown time loses", () => {
    expect(resolveSyncConflict(edited("2026-11-01T12:00:00Z"), removed("2026-11-01T11:00:00Z"))).toBe("push");
    expect(resolveSyncConflict(removed("2026-11-01T11:00:00Z"), edited("2026-11-01T12:00:00Z"))).toBe("pull");
    expect(resolveSyncConflict(edited("2026-11-01T12:00:00Z"), removed(null))).toBe("push");
  });
});

describe("resolveOccurrenceConflict (given one occurrence on both sides, when syncing, then pull, push or none)", () => {
  const moved = { title: "Swim (pool closed)", start: "2026-11-10T16:00:00.000Z", end: "2026-11-10T17:00:00.000Z", location: null, notes: null };
  const renamed = { ...moved, title: "Swim (Google)" };
  const at = (minute: number) => `2026-11-01T10:${String(minute).padStart(2, "0")}:00.000Z`;

  it("Hearth alone changed the occurrence: push (an edit or a cancellation)", () => {
    expect(resolveOccurrenceConflict({ hearth: moved, syncedHearth: "null", hearthModifiedAt: at(1), google: null })).toBe("push");
    expect(resolveOccurrenceConflict({ hearth: "cancelled", syncedHearth: stableJson(moved), hearthModifiedAt: at(2), google: null })).toBe("push");
  });

  it("Google alone changed the instance: pull", () => {
    expect(resolveOccurrenceConflict({ hearth: null, syncedHearth: "null", hearthModifiedAt: null, google: { value: renamed, updated: at(3) } })).toBe("pull");
    expect(resolveOccurrenceConflict({ hearth: moved, syncedHearth: stableJson(moved), hearthModifiedAt: at(1), google: { value: "cancelled", updated: at(3) } })).toBe("pull");
  });

  it("both changed the same occurrence: the later change wins, Google on a tie", () => {
    expect(resolveOccurrenceConflict({ hearth: moved, syncedHearth: "null", hearthModifiedAt: at(5), google: { value: renamed, updated: at(4) } })).toBe("push");
    expect(resolveOccurrenceConflict({ hearth: moved, syncedHearth: "null", hearthModifiedAt: at(4), google: { value: renamed, updated: at(5) } })).toBe("pull");
    expect(resolveOccurrenceConflict({ hearth: "cancelled", syncedHearth: "null", hearthModifiedAt: at(4), google: { value: renamed, updated: at(4) } })).toBe("pull");
  });

  it("both at the same value, or neither changed: nothing", () => {
    expect(resolveOccurrenceConflict({ hearth: "cancelled", syncedHearth: "null", hearthModifiedAt: at(1), google: { value: "cancelled", updated: at(2) } })).toBe("none");
    expect(resolveOccurrenceConflict({ hearth: moved, syncedHearth: stableJson(moved), hearthModifiedAt: at(1), google: null })).toBe("none");
    // A series edit dropped Hearth's one-off change: that is no change of the occurrence to send.
    expect(resolveOccurrenceConflict({ hearth: null, syncedHearth: stableJson(moved), hearthModifiedAt: null, google: null })).toBe("none");
  });

  it("names Google's instance by the series id and the occurrence's original start", () => {
    expect(googleInstanceId("abc123", "2026-11-24T23:00:00.000Z", false)).toBe("abc123_20261124T230000Z");
    expect(googleInstanceId("abc123", "2026-11-24T00:00:00.000Z", true)).toBe("abc123_20261124");
  });
});
