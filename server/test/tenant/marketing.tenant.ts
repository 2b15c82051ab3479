import type { TenantEntry } from "./tenant.js";

export const entries: TenantEntry[] = [
  {
    operation: "Mutation.subscribeToNewsletter",
    access: "public",
    note: "A's address: the answer must not say whose it is",
    call: (f) => ({
      query: "mutation ($input: NewsletterSubscriptionInput!) { subscribeToNewsletter(input: $input) { email alreadySubscribed } }",
      variables: { input: { email: `${f.unique("news")}@example.com` } },
    }),
  },
  { operation: "Query.publicConfig", access: "public", call: () => ({ query: "{ publicConfig { gaMeasurementId } }" }) },
  { route: "POST /newsletter", access: "public", call: (f) => ({ body: { email: `${f.unique("news")}@example.com` } }) },
  { route: "GET /public-config", access: "public", call: () => ({}) },
];
