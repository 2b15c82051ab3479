import { graphql } from "../../../gql";

/** What the sync panel shows: subscriptions with their last refresh, and the Google connection. */
export const CalendarSyncPanelQuery = graphql(`
  query CalendarSyncPanel {
    calendarSyncPoint
    calendarSubscriptions {
      id
      url
      name
      createdAt
      lastRefreshedAt
      lastOk
      lastMessage
      eventCount
    }
    googleCalendarConnection {
      configured
      connected
      email
      canManage
      calendarId
      calendarSummary
      lastSyncedAt
      lastCheckedAt
      lastOk
      lastMessage
    }
  }
`);

export const GoogleCalendarsQuery = graphql(`
  query GoogleCalendars {
    googleCalendars {
      id
      summary
      primary
    }
  }
`);

export const CalendarSyncChangedSubscription = graphql(`
  subscription CalendarSyncChanged($since: Int) {
    calendarSyncChanged(since: $since) {
      sequence
      type
      sourceClientId
    }
  }
`);

export const ImportCalendarFileMutation = graphql(`
  mutation ImportCalendarFile($name: String!, $ics: String!, $timeZone: String, $idempotencyKey: String) {
    importCalendarFile(name: $name, ics: $ics, timeZone: $timeZone, idempotencyKey: $idempotencyKey) {
      added
      updated
      total
      skipped
    }
  }
`);

export const AddCalendarSubscriptionMutation = graphql(`
  mutation AddCalendarSubscription($url: String!, $name: String, $timeZone: String, $idempotencyKey: String) {
    addCalendarSubscription(url: $url, name: $name, timeZone: $timeZone, idempotencyKey: $idempotencyKey) {
      id
      name
      eventCount
    }
  }
`);

export const RefreshCalendarSubscriptionMutation = graphql(`
  mutation RefreshCalendarSubscription($id: ID!) {
    refreshCalendarSubscription(id: $id) {
      id
      lastRefreshedAt
      lastOk
      lastMessage
      eventCount
    }
  }
`);

export const RemoveCalendarSubscriptionMutation = graphql(`
  mutation RemoveCalendarSubscription($id: ID!, $idempotencyKey: String) {
    removeCalendarSubscription(id: $id, idempotencyKey: $idempotencyKey)
  }
`);

export const StartGoogleCalendarConnectMutation = graphql(`
  mutation StartGoogleCalendarConnect {
    startGoogleCalendarConnect
  }
`);

export const CompleteGoogleCalendarConnectMutation = graphql(`
  mutation CompleteGoogleCalendarConnect($code: String!, $state: String!) {
    completeGoogleCalendarConnect(code: $code, state: $state) {
      connected
      email
    }
  }
`);

export const ChooseGoogleCalendarMutation = graphql(`
  mutation ChooseGoogleCalendar($calendarId: String!) {
    chooseGoogleCalendar(calendarId: $calendarId) {
      calendarId
      calendarSummary
      lastOk
      lastMessage
    }
  }
`);

export const SyncGoogleCalendarMutation = graphql(`
  mutation SyncGoogleCalendar {
    syncGoogleCalendar {
      lastSyncedAt
      lastCheckedAt
      lastOk
      lastMessage
    }
  }
`);

export const DisconnectGoogleCalendarMutation = graphql(`
  mutation DisconnectGoogleCalendar {
    disconnectGoogleCalendar
  }
`);
