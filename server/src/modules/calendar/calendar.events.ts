import type { StoredEvent } from "../../core/event-store.js";

/** What a family event holds; an occurrence override replaces some of these for one occurrence. */
export type CalendarEventFields = {
  title: string;
  allDay: boolean;
  /** ISO instant; for an all-day event, midnight UTC of its first day. */
  start: string;
  end: string;
  /** IANA zone the event is meant in (recurrence keeps its local time across DST). */
  timeZone: string;
  location: string | null;
  notes: string | null;
  /** The family members it concerns (each has a colour on screen). */
  memberIds: string[];
  /** An RFC 5545 RRULE value without "RRULE:", e.g. "FREQ=WEEKLY;BYDAY=MO"; null for a single event. */
  rrule: string | null;
  /** Reminders, minutes before the start. */
  reminders: number[];
};

export type OccurrenceOverride = { title: string; start: string; end: string; location: string | null; notes: string | null };

/** Where a read-only event came from (an imported .ics file or a subscribed .ics URL); see calendar.import.ts. */
export type ImportSource = { kind: "file" | "url"; subscriptionId: string | null; name: string; uid: string };

export type CalendarEvent =
  | { type: "CalendarEventCreated"; data: { eventId: string; fields: CalendarEventFields } }
  | { type: "CalendarEventUpdated"; data: { eventId: string; fields: CalendarEventFields } }
  | { type: "CalendarOccurrenceChanged"; data: { eventId: string; occurrenceStart: string; override: OccurrenceOverride } }
  | { type: "CalendarOccurrenceCancelled"; data: { eventId: string; occurrenceStart: string } }
  | { type: "CalendarEventDeleted"; data: { eventId: string } }
  | { type: "CalendarFeedCreated"; data: { feedId: string; tokenHash: string; memberId: string | null } }
  | { type: "CalendarFeedRevoked"; data: { feedId: string } }
  /** Marks an event (created just before it) as imported and read-only. */
  | { type: "CalendarEventImported"; data: { eventId: string; source: ImportSource } };

export const CALENDAR_EVENT_TYPES: readonly CalendarEvent["type"][] = [
  "CalendarEventCreated",
  "CalendarEventUpdated",
  "CalendarOccurrenceChanged",
  "CalendarOccurrenceCancelled",
  "CalendarEventDeleted",
  "CalendarFeedCreated",
  "CalendarFeedRevoked",
];

export type EventState = {
  fields: CalendarEventFields;
  deleted: boolean;
  exceptions: Record<string, OccurrenceOverride | "cancelled">;
  /** Set for imported events: they are read-only. */
  source?: ImportSource;
};

export type CalendarState = {
  events: Readonly<Record<string, EventState>>;
  feeds: Readonly<Record<string, { revoked: boolean }>>;
};

export const initialCalendarState: CalendarState = { events: {}, feeds: {} };
export const calendarStream = (householdId: string) => `calendar-${householdId}`;

export function evolveCalendar(state: CalendarState, stored: StoredEvent | CalendarEvent): CalendarState {
  const event = stored as CalendarEvent;
  const withEvent = (id: string, change: (e: EventState) => EventState) =>
    state.events[id] ? { ...state, events: { ...state.events, [id]: change(state.events[id]) } } : state;
  switch (event.type) {
    case "CalendarEventCreated":
      return { ...state, events: { ...state.events, [event.data.eventId]: { fields: event.data.fields, deleted: false, exceptions: {} } } };
    case "CalendarEventUpdated":
      // A series edit starts the series again: its one-off changes belonged to the old times.
      return withEvent(event.data.eventId, (e) => ({ ...e, fields: event.data.fields, exceptions: {} }));
    case "CalendarOccurrenceChanged":
      return withEvent(event.data.eventId, (e) => ({ ...e, exceptions: { ...e.exceptions, [event.data.occurrenceStart]: event.data.override } }));
    case "CalendarOccurrenceCancelled":
      return withEvent(event.data.eventId, (e) => ({ ...e, exceptions: { ...e.exceptions, [event.data.occurrenceStart]: "cancelled" } }));
    case "CalendarEventDeleted":
      return withEvent(event.data.eventId, (e) => ({ ...e, deleted: true }));
    case "CalendarFeedCreated":
      return { ...state, feeds: { ...state.feeds, [event.data.feedId]: { revoked: false } } };
    case "CalendarFeedRevoked":
      return { ...state, feeds: { ...state.feeds, [event.data.feedId]: { revoked: true } } };
    case "CalendarEventImported":
      return withEvent(event.data.eventId, (e) => ({ ...e, source: event.data.source }));
    default:
      return state;
  }
}
