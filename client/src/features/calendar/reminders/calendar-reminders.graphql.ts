import { graphql } from "../../../gql";

/** Who this device is, and the occurrences around the next 24 hours with their reminders. */
export const CalendarRemindersQuery = graphql(`
  query CalendarReminders($from: String!, $to: String!, $deviceTimeZone: String) {
    me {
      id
      familyMemberId
    }
    calendarSyncPoint
    calendarView(from: $from, to: $to, deviceTimeZone: $deviceTimeZone) {
      timeZone
      occurrences {
        eventId
        occurrenceStart
        title
        start
        allDay
        startDate
        location
        memberIds
        reminders
      }
    }
  }
`);
