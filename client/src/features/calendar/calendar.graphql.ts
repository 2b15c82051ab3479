import { graphql } from "../../gql";

export const CalendarSettingsFragment = graphql(`
  fragment CalendarSettingsFields on CalendarSettings {
    timeZone
    overlays {
      layer
      on
    }
    members {
      memberId
      name
      colour
    }
  }
`);

/** The days on screen (in the household's zone), the settings, and the sync point to follow changes from. */
export const CalendarPageQuery = graphql(`
  query CalendarPage($from: String!, $to: String!, $memberId: ID, $deviceTimeZone: String) {
    calendarSyncPoint
    calendarSettings {
      ...CalendarSettingsFields
    }
    calendarView(from: $from, to: $to, memberId: $memberId, deviceTimeZone: $deviceTimeZone) {
      timeZone
      from
      to
      occurrences {
        eventId
        occurrenceStart
        title
        start
        end
        allDay
        startDate
        endDate
        location
        notes
        memberIds
        reminders
        recurring
        changed
        source {
          name
          readOnly
        }
      }
      overlays {
        layer
        id
        title
        date
        start
        memberIds
        href
      }
    }
  }
`);

/** One event or series as stored, to fill the edit form. */
export const CalendarEventQuery = graphql(`
  query CalendarEvent($id: ID!) {
    calendarEvent(id: $id) {
      id
      title
      allDay
      start
      end
      timeZone
      location
      notes
      memberIds
      rrule
      reminders
      revision
    }
  }
`);

export const CreateCalendarEventMutation = graphql(`
  mutation CreateCalendarEvent($input: CalendarEventInput!, $key: String) {
    createCalendarEvent(input: $input, idempotencyKey: $key) {
      id
      revision
    }
  }
`);

export const UpdateCalendarEventMutation = graphql(`
  mutation UpdateCalendarEvent($id: ID!, $input: CalendarEventInput!, $key: String) {
    updateCalendarEvent(id: $id, input: $input, idempotencyKey: $key) {
      id
      revision
    }
  }
`);

export const ChangeCalendarOccurrenceMutation = graphql(`
  mutation ChangeCalendarOccurrence($id: ID!, $at: DateTimeISO!, $input: CalendarOccurrenceInput!, $key: String) {
    changeCalendarOccurrence(id: $id, occurrenceStart: $at, input: $input, idempotencyKey: $key) {
      id
      revision
    }
  }
`);

export const CancelCalendarOccurrenceMutation = graphql(`
  mutation CancelCalendarOccurrence($id: ID!, $at: DateTimeISO!, $key: String) {
    cancelCalendarOccurrence(id: $id, occurrenceStart: $at, idempotencyKey: $key) {
      id
      revision
    }
  }
`);

export const DeleteCalendarEventMutation = graphql(`
  mutation DeleteCalendarEvent($id: ID!, $key: String) {
    deleteCalendarEvent(id: $id, idempotencyKey: $key)
  }
`);

export const SwitchCalendarOverlayMutation = graphql(`
  mutation SwitchCalendarOverlay($layer: String!, $on: Boolean!, $key: String) {
    switchCalendarOverlay(layer: $layer, on: $on, idempotencyKey: $key) {
      ...CalendarSettingsFields
    }
  }
`);

export const SetCalendarMemberColourMutation = graphql(`
  mutation SetCalendarMemberColour($memberId: ID!, $colour: String!, $key: String) {
    setCalendarMemberColour(memberId: $memberId, colour: $colour, idempotencyKey: $key) {
      ...CalendarSettingsFields
    }
  }
`);

export const SetCalendarTimeZoneMutation = graphql(`
  mutation SetCalendarTimeZone($timeZone: String!, $key: String) {
    setCalendarTimeZone(timeZone: $timeZone, idempotencyKey: $key) {
      ...CalendarSettingsFields
    }
  }
`);
