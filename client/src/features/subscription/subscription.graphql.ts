import { graphql } from "../../gql";

export const SubscriptionOfferQuery = graphql(`
  query SubscriptionOffer {
    subscriptionOffer {
      provider
      plans {
        id
        name
        amountCents
        interval
      }
    }
  }
`);

export const StartCheckoutMutation = graphql(`
  mutation StartCheckout($plan: SubscriptionPlanId!) {
    startCheckout(plan: $plan) {
      provider
      checkoutId
      url
    }
  }
`);

export const TestCheckoutQuery = graphql(`
  query TestCheckout($id: ID!) {
    checkout(id: $id) {
      id
      plan
      provider
      status
      createdAt
      completedAt
    }
  }
`);

export const CompleteTestCheckoutMutation = graphql(`
  mutation CompleteTestCheckout($checkoutId: ID!) {
    completeTestCheckout(checkoutId: $checkoutId) {
      ...SubscriptionStatusFields
    }
  }
`);
