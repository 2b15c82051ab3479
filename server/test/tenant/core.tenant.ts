import type { TenantEntry } from "./tenant.js";

export const entries: TenantEntry[] = [
  {
    operation: "Subscription.householdEvents",
    access: "signedIn",
    note: "the caller's own household's stream from the start (since: 0), never A's",
    call: () => ({ query: "subscription { householdEvents(since: 0) { sequence type streamId actorId data } }" }),
    trigger: (f) => f.ownerGql("mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }", { input: { firstName: f.unique("Trig") } }),
  },
];
