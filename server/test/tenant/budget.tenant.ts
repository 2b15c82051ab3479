import type { TenantEntry } from "./tenant.js";

export const entries: TenantEntry[] = [
  {
    operation: "Query.spending",
    access: "signedIn",
    note: "the caller's own household's spending, never A's",
    call: () => ({ query: "{ spending { total count } }" }),
  },
];
