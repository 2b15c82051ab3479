import { badRequest, conflict, notFound } from "../../core/errors.js";
import type { CalendarEvent, CalendarEventFields, CalendarState, EventState, OccurrenceOverride } from "./calendar.events.js";
import { occursAt } from "./calendar.recurrence.js";

export type CalendarCommand =
  | { type: "CreateCalendarEvent"; eventId: string; fields: CalendarEventFields; activeMemberIds: string[] }
  | { type: "UpdateCalendarEvent"; eventId: string; fields: CalendarEventFields; activeMemberIds: string[] }
  | { type: "ChangeOccurrence"; eventId: string; occurrenceStart: string; override: OccurrenceOverride }
  | { type: "CancelOccurrence"; eventId: string; occurrenceStart: string }
  | { type: "DeleteCalendarEvent"; eventId: string }
  | { type: "CreateCalendarFeed"; feedId: string; tokenHash: string; memberId: string | null; activeMemberIds: string[] }
  | { type: "RevokeCalendarFeed"; feedId: string };

export const EVENT_NOT_FOUND = "Event not found";
export const FEED_NOT_FOUND = "Calendar feed not found";
/** Imported events change only by their source (a re-import or a subscription refresh). */
export const importedReadOnly = (name: string) => `This event was imported from ${name} and is read-only: change it there`;
function refuseImported(state: CalendarState, id: string): void {
  const source = state.events[id]?.source;
  if (source && !state.events[id]!.deleted) throw conflict(importedReadOnly(source.name));
}
export const NOT_AN_OCCURRENCE = "The series has no occurrence at that time";

function live(state: CalendarState, id: string): EventState {
  const e = state.events[id];
  if (!e || e.deleted) throw notFound(EVENT_NOT_FOUND);
  return e;
}

function check(fields: CalendarEventFields, members: string[]): void {
  if (Date.parse(fields.end) < Date.parse(fields.start)) throw badRequest("The event must end after it starts");
  if (fields.memberIds.some((m) => !members.includes(m))) throw badRequest("Choose active family members of this household");
}

function occurrenceOf(e: EventState, occurrenceStart: string): void {
  if (!e.fields.rrule) throw badRequest("Only an occurrence of a repeating event can be changed on its own");
  if (!occursAt(e.fields, occurrenceStart)) throw notFound(NOT_AN_OCCURRENCE);
}

export function decide(state: CalendarState, c: CalendarCommand): CalendarEvent[] {
  if (c.type !== "CreateCalendarEvent" && "eventId" in c) refuseImported(state, c.eventId);
  switch (c.type) {
    case "CreateCalendarEvent":
      if (state.events[c.eventId]) throw conflict("An event with this id already exists");
      check(c.fields, c.activeMemberIds);
      return [{ type: "CalendarEventCreated", data: { eventId: c.eventId, fields: c.fields } }];
    case "UpdateCalendarEvent": {
      const e = live(state, c.eventId);
      check(c.fields, c.activeMemberIds);
      if (JSON.stringify(e.fields) === JSON.stringify(c.fields)) return [];
      return [{ type: "CalendarEventUpdated", data: { eventId: c.eventId, fields: c.fields } }];
    }
    case "ChangeOccurrence": {
      const e = live(state, c.eventId);
      occurrenceOf(e, c.occurrenceStart);
      if (e.exceptions[c.occurrenceStart] === "cancelled") throw conflict("This occurrence was cancelled");
      if (Date.parse(c.override.end) < Date.parse(c.override.start)) throw badRequest("The event must end after it starts");
      return [{ type: "CalendarOccurrenceChanged", data: { eventId: c.eventId, occurrenceStart: c.occurrenceStart, override: c.override } }];
    }
    case "CancelOccurrence": {
      const e = live(state, c.eventId);
      occurrenceOf(e, c.occurrenceStart);
      if (e.exceptions[c.occurrenceStart] === "cancelled") return [];
      return [{ type: "CalendarOccurrenceCancelled", data: { eventId: c.eventId, occurrenceStart: c.occurrenceStart } }];
    }
    case "DeleteCalendarEvent":
      live(state, c.eventId);
      return [{ type: "CalendarEventDeleted", data: { eventId: c.eventId } }];
    case "CreateCalendarFeed":
      if (state.feeds[c.feedId]) throw conflict("A feed with this id already exists");
      if (c.memberId && !c.activeMemberIds.includes(c.memberId)) throw badRequest("Choose an active family member of this household");
      return [{ type: "CalendarFeedCreated", data: { feedId: c.feedId, tokenHash: c.tokenHash, memberId: c.memberId } }];
    case "RevokeCalendarFeed": {
      const f = state.feeds[c.feedId];
      if (!f || f.revoked) throw notFound(FEED_NOT_FOUND);
      return [{ type: "CalendarFeedRevoked", data: { feedId: c.feedId } }];
    }
  }
}
