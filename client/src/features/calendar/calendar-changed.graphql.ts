import { graphql } from "../../gql";

/**
 * On its own, not in `calendar.graphql.ts`: the app shell's reminders follow it on every signed-in page,
 * and a module shared with the shell brings every document beside it into the first download.
 */
export const CalendarChangedSubscription = graphql(`
  subscription CalendarChanged($since: Int) {
    calendarChanged(since: $since) {
      sequence
      type
      eventId
      sourceClientId
    }
  }
`);
