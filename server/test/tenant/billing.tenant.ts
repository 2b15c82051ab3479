import type { TenantEntry } from "./tenant.js";

const STATUS = "subscriptionStatus trialEndsAt daysLeft plan";

export const entries: TenantEntry[] = [
  { operation: "Query.subscriptionStatus", access: "subscription", call: () => ({ query: `{ subscriptionStatus { ${STATUS} } }` }) },
  { operation: "Query.billingSyncPoint", access: "subscription", call: () => ({ query: "{ billingSyncPoint }" }) },
  { operation: "Query.subscriptionOffer", access: "public", call: () => ({ query: "{ subscriptionOffer { provider plans { id amountCents } } }" }) },
  {
    operation: "Query.checkout",
    access: "household",
    call: (f) => ({ query: "query ($id: ID!) { checkout(id: $id) { id plan status } }", variables: { id: f.checkoutId } }),
  },
  {
    operation: "Mutation.startCheckout",
    access: "subscription",
    call: () => ({ query: "mutation { startCheckout(plan: monthly) { checkoutId url } }" }),
  },
  {
    operation: "Mutation.completeTestCheckout",
    access: "household",
    note: "A's one pending checkout (a paid household cannot start another)",
    call: (f) => ({
      query: `mutation ($id: ID!) { completeTestCheckout(checkoutId: $id) { ${STATUS} } }`,
      variables: { id: f.checkoutId },
    }),
  },

  {
    operation: "Subscription.subscriptionStatusChanged",
    access: "subscription",
    note:
      "No trigger: A's billing changes at most once here (the completeTestCheckout entry makes it active, after which it cannot start " +
      "another checkout); billing.int.test.ts hears a payment live on a limited session",
    call: () => ({ query: `subscription ($since: Int) { subscriptionStatusChanged(since: $since) { sequence type status { ${STATUS} } } }`, variables: { since: 0 } }),
    // A lapsed household's session may follow its billing: it starts a checkout of its own.
    ownChange: (asCaller) => asCaller("mutation { startCheckout(plan: monthly) { checkoutId } }"),
  },

  { route: "GET /subscription/status", access: "subscription", call: () => ({}) },
  {
    route: "POST /webhooks/stripe",
    access: "public",
    note: "Stripe is off in tests: the route refuses every call the same way",
    deniedStatuses: [400, 401, 403, 404, 503],
    call: () => ({ body: { type: "checkout.session.completed" } }),
  },
];
