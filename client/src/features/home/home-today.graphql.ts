import { graphql } from "../../gql";

export const HomePantryQuery = graphql(`
  query HomePantry {
    pantrySyncPoint
    pantryItems {
      id
      name
      expiresOn
      expiryState
      daysLeft
    }
  }
`);

export const HomePantryChangedSubscription = graphql(`
  subscription HomePantryChanged($since: Int) {
    pantryChanged(since: $since) {
      sequence
    }
  }
`);

export const HomeShoppingQuery = graphql(`
  query HomeShopping {
    shoppingSyncPoint
    shoppingLists(status: active) {
      id
      name
      items {
        id
        purchased
      }
    }
  }
`);

export const HomeShoppingChangedSubscription = graphql(`
  subscription HomeShoppingChanged($since: Int) {
    shoppingListsChanged(since: $since) {
      sequence
    }
  }
`);

export const HomeChoresQuery = graphql(`
  query HomeChores {
    choresSyncPoint
    chores {
      id
      title
      dueAt
      open
      assigneeId
    }
    familyMembers {
      id
      name
    }
  }
`);

export const HomeChoresChangedSubscription = graphql(`
  subscription HomeChoresChanged($since: Int) {
    choresChanged(since: $since) {
      sequence
    }
  }
`);

export const HomeCalendarQuery = graphql(`
  query HomeCalendar($from: DateTimeISO!, $to: DateTimeISO!) {
    calendarSyncPoint
    calendarOccurrences(from: $from, to: $to) {
      eventId
      occurrenceStart
      title
      start
      end
      allDay
      location
    }
  }
`);

export const HomeCalendarChangedSubscription = graphql(`
  subscription HomeCalendarChanged($since: Int) {
    calendarChanged(since: $since) {
      sequence
    }
  }
`);
