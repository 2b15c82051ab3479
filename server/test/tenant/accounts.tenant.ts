import type { TenantEntry } from "./tenant.js";

const USER = "id email username name displayName role accountType householdId";
const PROFILE = "id email name displayName preferences { defaultMealPlanView householdSize }";

export const entries: TenantEntry[] = [
  { operation: "Query.appConfig", access: "public", call: () => ({ query: "{ appConfig { googleClientId } }" }) },
  { operation: "Query.me", access: "subscription", call: () => ({ query: `{ me { ${USER} } }` }), note: "null for anonymous; the caller's own account otherwise" },
  { operation: "Query.authCheck", access: "signedIn", call: () => ({ query: `{ authCheck { authenticated user { ${USER} } } }` }) },
  { operation: "Query.profile", access: "signedIn", call: () => ({ query: `{ profile { ${PROFILE} } }` }) },
  {
    operation: "Mutation.register",
    access: "public",
    call: (f) => ({
      query: `mutation ($input: RegisterInput!) { register(input: $input) { token user { ${USER} } } }`,
      variables: { input: { email: `${f.unique("new")}@example.com`, password: "kitchen-secret" } },
    }),
  },
  {
    operation: "Mutation.login",
    access: "public",
    note: "an unknown address: the answer must not depend on the caller",
    call: (f) => ({
      query: `mutation ($input: LoginInput!) { login(input: $input) { token user { ${USER} } } }`,
      variables: { input: { email: `${f.unique("nobody")}@example.com`, password: "kitchen-secret" } },
    }),
  },
  {
    operation: "Mutation.googleSignIn",
    access: "public",
    call: () => ({
      query: `mutation { googleSignIn(input: { idToken: "not-a-google-token", nonce: "n" }) { token user { ${USER} } } }`,
    }),
  },
  { operation: "Mutation.refreshToken", access: "subscription", consumesSession: true, call: () => ({ query: "mutation { refreshToken }" }) },
  { operation: "Mutation.logout", access: "public", consumesSession: true, call: () => ({ query: "mutation { logout }" }), note: "succeeds without a session too" },
  {
    operation: "Mutation.changePassword",
    access: "signedIn",
    note: "a wrong current password: every caller is told so about its own account",
    call: () => ({
      query: 'mutation { changePassword(input: { currentPassword: "not-the-password", newPassword: "another-secret" }) { success } }',
    }),
  },
  {
    operation: "Mutation.requestPasswordReset",
    access: "public",
    call: (f) => ({ query: "mutation ($email: String!) { requestPasswordReset(email: $email) { success message } }", variables: { email: f.ownerEmail } }),
  },
  {
    operation: "Mutation.resetPassword",
    access: "public",
    call: () => ({ query: 'mutation { resetPassword(input: { token: "not-a-reset-token", password: "another-secret" }) { success message } }' }),
  },
  {
    operation: "Mutation.updateProfile",
    access: "signedIn",
    call: (f) => ({
      query: `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { ${PROFILE} } }`,
      variables: { input: { firstName: f.unique("First") } },
    }),
  },
  {
    operation: "Mutation.setMealPlanView",
    access: "signedIn",
    call: () => ({ query: `mutation { setMealPlanView(view: weekly) { ${PROFILE} } }` }),
  },
  {
    operation: "Subscription.mealPlanViewChanged",
    access: "signedIn",
    call: () => ({
      query: "subscription ($since: Int) { mealPlanViewChanged(since: $since) { sequence view userId } }",
      variables: { since: 0 },
    }),
    trigger: (f) => f.ownerGql("mutation { setMealPlanView(view: monthly) { id } }"),
  },
  {
    operation: "Subscription.profileChanged",
    access: "signedIn",
    call: () => ({
      query: "subscription ($since: Int) { profileChanged(since: $since) { sequence type profile { id displayName } user { id role } } }",
      variables: { since: 0 },
    }),
    trigger: (f) => f.ownerGql(`mutation { updateProfile(input: { displayName: "${f.unique("Cook")}" }) { id } }`),
  },

  { route: "POST /register", access: "public", call: (f) => ({ body: { email: `${f.unique("new")}@example.com`, password: "kitchen-secret" } }) },
  { route: "POST /login", access: "public", call: (f) => ({ body: { email: `${f.unique("nobody")}@example.com`, password: "kitchen-secret" } }) },
  { route: "POST /auth/google", access: "public", call: () => ({ body: { idToken: "not-a-google-token", nonce: "n" } }) },
  { route: "GET /auth/config", access: "public", call: () => ({}) },
  { route: "GET /auth/check", access: "signedIn", call: () => ({}) },
  { route: "POST /auth/refresh", access: "subscription", consumesSession: true, call: () => ({}) },
  { route: "POST /auth/logout", access: "public", consumesSession: true, call: () => ({}) },
  {
    route: "POST /auth/change-password",
    access: "signedIn",
    call: () => ({ body: { currentPassword: "not-the-password", newPassword: "another-secret" } }),
  },
  { route: "POST /auth/password-reset/request", access: "public", call: (f) => ({ body: { email: f.ownerEmail } }) },
  { route: "POST /auth/password-reset/confirm", access: "public", call: () => ({ body: { token: "not-a-reset-token", password: "another-secret" } }) },
  { route: "GET /user/profile", access: "signedIn", call: () => ({}) },
  { route: "PATCH /user/profile", access: "signedIn", call: (f) => ({ body: { firstName: f.unique("First") } }) },
];
