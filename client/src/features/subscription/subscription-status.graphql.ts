import { graphql } from "../../gql";

/**
 * On its own, not in `subscription.graphql.ts`: the app shell's trial banner reads it (and the shell
 * follows its changes) on every signed-in page, and a module shared with the shell brings every
 * document beside it into the first download.
 */
export const SubscriptionStatusFieldsFragment = graphql(`
  fragment SubscriptionStatusFields on SubscriptionStatus {
    subscriptionStatus
    trialEndsAt
    daysLeft
    plan
    currentPeriodEnd
    provider
  }
`);

export const SubscriptionStatusQuery = graphql(`
  query SubscriptionStatus {
    subscriptionStatus {
      ...SubscriptionStatusFields
    }
    billingSyncPoint
  }
`);

export const SubscriptionStatusChangedSubscription = graphql(`
  subscription SubscriptionStatusChanged($since: Int) {
    subscriptionStatusChanged(since: $since) {
      sequence
      type
      status {
        ...SubscriptionStatusFields
      }
    }
  }
`);
