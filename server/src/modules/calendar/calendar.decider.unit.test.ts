import { describe, expect, it } from "vitest";
import { decide, NOT_AN_OCCURRENCE, type CalendarCommand } from "./calendar.decider.js";
import { evolveCalendar, initialCalendarState, type CalendarEvent, type CalendarEventFields } from "./calendar.events.js";
import { occurrenceStarts } from "./calendar.recurrence.js";

const eventId = "ca000000-0000-4000-8000-000000000001";
const ana = "a0000000-0000-4000-8000-00000000000a";
// Swimming every Monday 17:00 in London, from 2026-03-16 (GMT) across the change to BST on 2026-03-29.
const fields: CalendarEventFields = {
  title: "Swimming",
  allDay: false,
  start: "2026-03-16T17:00:00.000Z",
  end: "2026-03-16T18:00:00.000Z",
  timeZone: "Europe/London",
  location: "Leisure centre",
  notes: null,
  memberIds: [ana],
  rrule: "FREQ=WEEKLY;BYDAY=MO",
  reminders: [30],
};
const created: CalendarEvent = { type: "CalendarEventCreated", data: { eventId, fields } };

function given(...events: CalendarEvent[]) {
  const state = events.reduce(evolveCalendar, initialCalendarState);
  return {
    when: (command: CalendarCommand) => ({
      then: (expected: CalendarEvent[]) => expect(decide(state, command)).toEqual(expected),
      thenFails: (message: string) => expect(() => decide(state, command)).toThrow(message),
    }),
  };
}

describe("calendar decider", () => {
  it("creates a series for active members", () => {
    given().when({ type: "CreateCalendarEvent", eventId, fields, activeMemberIds: [ana] }).then([created]);
  });

  it("refuses members of no one's household and an end before the start", () => {
    given().when({ type: "CreateCalendarEvent", eventId, fields, activeMemberIds: [] }).thenFails("Choose active family members of this household");
    given()
      .when({ type: "CreateCalendarEvent", eventId, fields: { ...fields, end: "2026-03-16T16:00:00.000Z" }, activeMemberIds: [ana] })
      .thenFails("The event must end after it starts");
  });

  it("keeps 17:00 local across the change to BST (16:00 UTC from 30 March)", () => {
    expect(occurrenceStarts(fields, new Date("2026-03-16T00:00:00Z"), new Date("2026-04-07T00:00:00Z"))).toEqual([
      "2026-03-16T17:00:00.000Z",
      "2026-03-23T17:00:00.000Z",
      "2026-03-30T16:00:00.000Z",
      "2026-04-06T16:00:00.000Z",
    ]);
  });

  it("repeats an all-day series on its dates whatever its zone (Chicago is behind UTC at midnight UTC)", () => {
    const bins = { ...fields, allDay: true, timeZone: "America/Chicago", start: "2026-11-02T00:00:00.000Z", end: "2026-11-03T00:00:00.000Z", rrule: "FREQ=WEEKLY;BYDAY=MO" };
    expect(occurrenceStarts(bins, new Date("2026-11-01T00:00:00Z"), new Date("2026-11-17T00:00:00Z"))).toEqual([
      "2026-11-02T00:00:00.000Z",
      "2026-11-09T00:00:00.000Z",
      "2026-11-16T00:00:00.000Z",
    ]);
    given({ type: "CalendarEventCreated", data: { eventId, fields: bins } })
      .when({ type: "CancelOccurrence", eventId, occurrenceStart: "2026-11-09T00:00:00.000Z" })
      .then([{ type: "CalendarOccurrenceCancelled", data: { eventId, occurrenceStart: "2026-11-09T00:00:00.000Z" } }]);
  });

  it("changes one occurrence of the series, named by its original start", () => {
    const override = { title: "Swimming gala", start: "2026-03-30T15:00:00.000Z", end: "2026-03-30T18:00:00.000Z", location: "City pool", notes: null };
    given(created)
      .when({ type: "ChangeOccurrence", eventId, occurrenceStart: "2026-03-30T16:00:00.000Z", override })
      .then([{ type: "CalendarOccurrenceChanged", data: { eventId, occurrenceStart: "2026-03-30T16:00:00.000Z", override } }]);
  });

  it("refuses a start the series does not have (17:00 UTC is 18:00 BST on 30 March)", () => {
    given(created).when({ type: "CancelOccurrence", eventId, occurrenceStart: "2026-03-30T17:00:00.000Z" }).thenFails(NOT_AN_OCCURRENCE);
  });

  it("cancels one occurrence once; a series edit starts again without the one-off changes", () => {
    const cancelled: CalendarEvent = { type: "CalendarOccurrenceCancelled", data: { eventId, occurrenceStart: "2026-03-23T17:00:00.000Z" } };
    given(created).when({ type: "CancelOccurrence", eventId, occurrenceStart: "2026-03-23T17:00:00.000Z" }).then([cancelled]);
    given(created, cancelled).when({ type: "CancelOccurrence", eventId, occurrenceStart: "2026-03-23T17:00:00.000Z" }).then([]);
    const state = [created, cancelled, { type: "CalendarEventUpdated", data: { eventId, fields: { ...fields, title: "Swim club" } } } as CalendarEvent].reduce(
      evolveCalendar,
      initialCalendarState,
    );
    expect(state.events[eventId].exceptions).toEqual({});
  });

  it("revokes a feed once", () => {
    const feedId = "fe000000-0000-4000-8000-000000000001";
    const feed: CalendarEvent = { type: "CalendarFeedCreated", data: { feedId, tokenHash: "abc", memberId: null } };
    given(feed).when({ type: "RevokeCalendarFeed", feedId }).then([{ type: "CalendarFeedRevoked", data: { feedId } }]);
    given(feed, { type: "CalendarFeedRevoked", data: { feedId } }).when({ type: "RevokeCalendarFeed", feedId }).thenFails("Calendar feed not found");
  });
});
