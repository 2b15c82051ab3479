import type { TenantEntry } from "./tenant.js";

export const entries: TenantEntry[] = [
  {
    operation: "Query.bugReports",
    access: "staff",
    call: () => ({ query: "{ bugReports { id title email status } }" }),
  },
  {
    operation: "Mutation.resolveBugReport",
    access: "staff",
    call: async (f) => ({
      query: "mutation ($id: ID!) { resolveBugReport(id: $id) { id title status } }",
      variables: { id: await f.freshBugReport() },
    }),
  },
  {
    route: "POST /bug-reports",
    access: "public",
    note: "anyone may report; the answer is only the new report's id",
    call: (f) => ({ body: { title: "Tenant check", description: "A report made by the matrix", email: `${f.unique("rep")}@example.com` } }),
  },
  { route: "GET /bug-reports/:id/screenshot", access: "staff", call: (f) => ({ params: { id: f.bugReportId } }) },
];
