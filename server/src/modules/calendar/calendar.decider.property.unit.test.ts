import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AppError } from "../../core/errors.js";
import { decide, type CalendarCommand } from "./calendar.decider.js";
import { evolveCalendar, initialCalendarState, type CalendarEventFields, type CalendarState } from "./calendar.events.js";

// The calendar decider against a model (fixed seed, 500 sequences over two events and two feeds).
// Promised: an id is created once (409 after), a deleted event accepts no further command (404),
// an unchanged update and a second cancel of one occurrence record nothing, a cancelled occurrence
// cannot be changed, a series edit forgets the old one-off changes, a revoked feed cannot be revoked
// again, and every refusal is a 4xx AppError.

const SEED = 20261123;
const EVENTS = ["e1", "e2"];
const FEEDS = ["f1", "f2"];
const MEMBERS = ["m1", "m2"];

const fields = (title: string, rrule: string | null, memberIds: string[], backwards: boolean): CalendarEventFields => ({
  title,
  allDay: false,
  start: "2026-11-23T09:00:00.000Z",
  end: backwards ? "2026-11-23T08:00:00.000Z" : "2026-11-23T10:00:00.000Z",
  timeZone: "America/New_York",
  location: null,
  notes: null,
  memberIds,
  rrule,
  reminders: [],
});
const fieldsArb = fc
  .tuple(fc.constantFrom("Dentist", "Soccer"), fc.constantFrom(null, "FREQ=DAILY"), fc.constantFrom<string[]>([], ["m1"], ["stranger"]), fc.integer({ min: 0, max: 4 }).map((n) => n === 0))
  .map(([t, r, m, b]) => fields(t, r, m, b));
const occurrence = fc.constantFrom("2026-11-24T09:00:00.000Z", "2026-11-25T09:00:00.000Z", "2026-11-24T09:30:00.000Z");
const eventId = fc.constantFrom(...EVENTS);
const feedId = fc.constantFrom(...FEEDS);
const command: fc.Arbitrary<CalendarCommand> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ type: fc.constant("CreateCalendarEvent" as const), eventId, fields: fieldsArb, activeMemberIds: fc.constant(MEMBERS) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant("UpdateCalendarEvent" as const), eventId, fields: fieldsArb, activeMemberIds: fc.constant(MEMBERS) }) },
  fc.record({
    type: fc.constant("ChangeOccurrence" as const),
    eventId,
    occurrenceStart: occurrence,
    override: fc.constant({ title: "Moved", start: "2026-11-24T11:00:00.000Z", end: "2026-11-24T12:00:00.000Z", location: null, notes: null }),
  }),
  { weight: 2, arbitrary: fc.record({ type: fc.constant("CancelOccurrence" as const), eventId, occurrenceStart: occurrence }) },
  fc.record({ type: fc.constant("DeleteCalendarEvent" as const), eventId }),
  fc.record({ type: fc.constant("CreateCalendarFeed" as const), feedId, tokenHash: fc.constant("hash"), memberId: fc.constantFrom(null, "m2", "gone"), activeMemberIds: fc.constant(MEMBERS) }),
  fc.record({ type: fc.constant("RevokeCalendarFeed" as const), feedId }),
);

describe("calendar decider against a model", () => {
  it("agrees with the model's lifecycle rules on 500 random command sequences", () => {
    let commands = 0;
    let refusals = 0;
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 30 }), (sequence) => {
        let state: CalendarState = initialCalendarState;
        for (const c of sequence) {
          commands += 1;
          const target = "eventId" in c ? state.events[c.eventId] : undefined;
          const feed = "feedId" in c ? state.feeds[c.feedId] : undefined;
          let events;
          try {
            events = decide(state, c);
          } catch (error) {
            refusals += 1;
            expect(error).toBeInstanceOf(AppError);
            const status = (error as AppError).status;
            expect(status >= 400 && status < 500).toBe(true);
            if (c.type === "CreateCalendarEvent" && target) expect(status).toBe(409);
            if (c.type === "CreateCalendarFeed" && feed) expect(status).toBe(409);
            if (c.type !== "CreateCalendarEvent" && "eventId" in c && (!target || target.deleted)) expect(status).toBe(404);
            if (c.type === "RevokeCalendarFeed" && (!feed || feed.revoked)) expect(status).toBe(404);
            continue;
          }
          if (c.type === "CreateCalendarEvent" || c.type === "CreateCalendarFeed") expect(target ?? feed).toBeUndefined();
          if ("eventId" in c && c.type !== "CreateCalendarEvent") expect(target && !target.deleted).toBe(true);
          if (c.type === "RevokeCalendarFeed") expect(feed && !feed.revoked).toBe(true);
          if (c.type === "UpdateCalendarEvent" && JSON.stringify(target!.fields) === JSON.stringify(c.fields)) expect(events).toEqual([]);
          if (c.type === "CancelOccurrence" && target!.exceptions[c.occurrenceStart] === "cancelled") expect(events).toEqual([]);
          if (c.type === "ChangeOccurrence") expect(target!.exceptions[c.occurrenceStart]).not.toBe("cancelled");
          if ((c.type === "ChangeOccurrence" || c.type === "CancelOccurrence") && events.length) expect(target!.fields.rrule).not.toBeNull();
          if (c.type === "CreateCalendarEvent" || c.type === "UpdateCalendarEvent") {
            expect(Date.parse(c.fields.end)).toBeGreaterThanOrEqual(Date.parse(c.fields.start));
            expect(c.fields.memberIds.every((m) => MEMBERS.includes(m))).toBe(true);
          }
          state = events.reduce(evolveCalendar, state);
          if (c.type === "UpdateCalendarEvent" && events.length) expect(state.events[c.eventId].exceptions).toEqual({});
          if (c.type === "DeleteCalendarEvent") expect(state.events[c.eventId].deleted).toBe(true);
        }
      }),
      { seed: SEED, numRuns: 500 },
    );
    console.log(`[property] calendar decider: seed ${SEED}, 500 sequences, ${commands} commands, ${refusals} refused`);
  });
});
