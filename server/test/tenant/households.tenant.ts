import { randomUUID } from "node:crypto";
import type { TenantEntry } from "./tenant.js";

const MEMBER = "id name isActive ageGroup";

export const entries: TenantEntry[] = [
  { operation: "Query.familyMembers", access: "signedIn", call: () => ({ query: `{ familyMembers { ${MEMBER} } }` }) },
  {
    operation: "Query.familyMembersSyncPoint",
    access: "signedIn",
    note: "the caller's own household's sequence",
    call: () => ({ query: "{ familyMembersSyncPoint }" }),
  },
  {
    operation: "Subscription.familyMembersChanged",
    access: "signedIn",
    note: "the caller's own household's members",
    call: () => ({
      query: `subscription ($since: Int) { familyMembersChanged(since: $since) { sequence type memberId sourceClientId member { ${MEMBER} diets allergies email } } }`,
      variables: { since: 0 },
    }),
    trigger: (f) => f.freshFamilyMember(),
  },
  {
    operation: "Query.familyMemberInvitation",
    access: "public",
    call: () => ({ query: 'query { familyMemberInvitation(token: "not-an-invitation") { email } }' }),
  },
  {
    operation: "Mutation.addFamilyMember",
    access: "signedIn",
    deniedAlso: ["member"],
    note: "adds to the caller's own household, under the id the device chose; only account holders manage members",
    call: (f) => ({
      query: `mutation ($input: AddFamilyMemberInput!, $key: String) { addFamilyMember(input: $input, idempotencyKey: $key) { ${MEMBER} } }`,
      variables: { input: { id: randomUUID(), name: f.unique("Kid") }, key: randomUUID() },
    }),
  },
  {
    operation: "Mutation.updateFamilyMember",
    access: "owner",
    call: (f) => ({
      query: `mutation ($id: ID!, $input: UpdateFamilyMemberInput!, $key: String) { updateFamilyMember(id: $id, input: $input, idempotencyKey: $key) { ${MEMBER} } }`,
      variables: { id: f.familyMemberId, input: { ageGroup: "teen" }, key: randomUUID() },
    }),
  },
  {
    operation: "Mutation.deactivateFamilyMember",
    access: "owner",
    call: async (f) => ({
      query: `mutation ($id: ID!, $key: String) { deactivateFamilyMember(id: $id, idempotencyKey: $key) { ${MEMBER} } }`,
      variables: { id: await f.freshFamilyMember(), key: randomUUID() },
    }),
  },
  {
    operation: "Mutation.inviteFamilyMember",
    access: "owner",
    call: async (f) => ({
      query: "mutation ($id: ID!, $email: String!) { inviteFamilyMember(id: $id, email: $email) { success } }",
      variables: { id: await f.freshFamilyMember(), email: `${f.unique("invitee")}@example.com` },
    }),
  },
  {
    operation: "Mutation.completeFamilyMemberSetup",
    access: "public",
    call: () => ({
      query: 'mutation { completeFamilyMemberSetup(input: { token: "not-an-invitation", password: "grace-secret" }) { token } }',
    }),
  },

  { route: "GET /family-members", access: "signedIn", call: () => ({}) },
  { route: "GET /family-members/setup", access: "public", call: () => ({ query: { token: "not-an-invitation" } }) },
  { route: "POST /family-members/setup", access: "public", call: () => ({ body: { token: "not-an-invitation", password: "grace-secret" } }) },
  { route: "POST /family-members", access: "signedIn", deniedAlso: ["member"], call: (f) => ({ body: { name: f.unique("Kid") } }) },
  {
    route: "PATCH /family-members/:id",
    access: "owner",
    call: (f) => ({ params: { id: f.familyMemberId }, body: { ageGroup: "teen" } }),
  },
  { route: "POST /family-members/:id/deactivate", access: "owner", call: async (f) => ({ params: { id: await f.freshFamilyMember() } }) },
  {
    route: "POST /family-members/:id/invite",
    access: "owner",
    call: async (f) => ({ params: { id: await f.freshFamilyMember() }, body: { email: `${f.unique("invitee")}@example.com` } }),
  },
];
