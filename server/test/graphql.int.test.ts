import { randomUUID } from "node:crypto";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, gql, registerUser, startTestApp, type TestApp } from "./support/test-app.js";

// The account, billing and household operations through GraphQL (same answers as REST), and the
// hardening of the /graphql endpoint: limits, batching, CSRF, introspection, field suggestions.

const DAY_MS = 86_400_000;
const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterInput!) {
    register(input: $input) { token status message redirectTo user { id email username role householdId } }
  }
`;
const LOGIN = /* GraphQL */ `
  mutation Login($input: LoginInput!) {
    login(input: $input) { token status message redirectTo user { id email } }
  }
`;
const PROFILE = /* GraphQL */ `
  query Profile {
    profile {
      id email username name firstName displayName role accountType isFamilyMember
      preferences { defaultMealPlanView householdSize defaultPortionSize }
    }
  }
`;

describe("GraphQL operations", () => {
  let app: TestApp;
  let account: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    app = await startTestApp({ backend: "embedded" });
    account = await registerUser(app, { email: uniqueEmail("gql"), username: "Robin" });
  });

  afterAll(async () => {
    await app?.stop();
  });

  describe("register", () => {
    it("creates an account with a trialing subscription and a usable token", async () => {
      const email = uniqueEmail("gql-register");
      const res = await gql(app, REGISTER, { input: { email, password: "kitchen-secret", username: "Jo" } });

      expect(res.errors).toBeUndefined();
      expect(res.data.register).toMatchObject({
        token: expect.any(String),
        status: "trialing",
        message: expect.any(String),
        redirectTo: null,
        user: { id: expect.any(String), email, username: "Jo", role: "user" },
      });
      const me = await gql(app, "{ me { id email } }", {}, res.data.register.token);
      expect(me.data.me).toEqual({ id: res.data.register.user.id, email });
    });

    it("refuses a short password with the REST message and BAD_USER_INPUT", async () => {
      const res = await gql(app, REGISTER, { input: { email: uniqueEmail("gql-short"), password: "123" } });

      expect(res.data).toBeNull();
      expect(res.errors?.[0]).toMatchObject({
        message: "Password must be at least 6 characters long",
        extensions: { code: "BAD_USER_INPUT" },
      });
    });

    it("refuses a duplicate email with CONFLICT", async () => {
      const res = await gql(app, REGISTER, { input: { email: account.email, password: "kitchen-secret" } });

      expect(res.errors?.[0].extensions?.code).toBe("CONFLICT");
    });
  });

  describe("login", () => {
    it("answers a token, the user and status 'trialing'", async () => {
      const res = await gql(app, LOGIN, { input: { email: account.email.toUpperCase(), password: account.password } });

      expect(res.status).toBe(200);
      expect(res.errors).toBeUndefined();
      expect(res.data.login).toMatchObject({
        token: expect.any(String),
        status: "trialing",
        message: expect.any(String),
        user: { id: account.user.id, email: account.email },
      });
    });

    it("answers 'User not found' with code NOT_FOUND for an unknown email", async () => {
      const res = await gql(app, LOGIN, { input: { email: uniqueEmail("gql-nobody"), password: "kitchen-secret" } });

      expect(res.data).toBeNull();
      expect(res.errors).toHaveLength(1);
      expect(res.errors![0]).toMatchObject({ message: "User not found", extensions: { code: "NOT_FOUND" } });
    });

    it("answers 'Invalid password' with code UNAUTHENTICATED for a wrong password", async () => {
      const res = await gql(app, LOGIN, { input: { email: account.email, password: "wrong-password" } });

      expect(res.data).toBeNull();
      expect(res.errors).toHaveLength(1);
      expect(res.errors![0]).toMatchObject({ message: "Invalid password", extensions: { code: "UNAUTHENTICATED" } });
    });

    it("refuses blank credentials with 'Email and password are required'", async () => {
      const res = await gql(app, LOGIN, { input: { email: "", password: "" } });

      expect(res.errors?.[0]).toMatchObject({
        message: "Email and password are required",
        extensions: { code: "BAD_USER_INPUT" },
      });
    });
  });

  describe("me and authCheck", () => {
    it("me is null for an anonymous caller", async () => {
      const res = await gql(app, "{ me { id } }");

      expect(res.status).toBe(200);
      expect(res.errors).toBeUndefined();
      expect(res.data.me).toBeNull();
    });

    it("me is the signed-in user", async () => {
      const res = await gql(app, "{ me { id email userId householdId role accountType displayName } }", {}, account.token);

      expect(res.data.me).toEqual({
        id: account.user.id,
        email: account.email,
        userId: account.user.id,
        householdId: account.user.householdId,
        role: "user",
        accountType: "accountHolder",
        displayName: "Robin",
      });
    });

    it("authCheck answers authenticated with the user", async () => {
      const res = await gql(app, "{ authCheck { authenticated user { id } } }", {}, account.token);

      expect(res.data.authCheck).toEqual({ authenticated: true, user: { id: account.user.id } });
    });
  });

  describe("profile", () => {
    it("answers the spec's profile fields", async () => {
      const fresh = await registerUser(app, { email: uniqueEmail("gql-profile"), username: "Kim" });

      const res = await gql(app, PROFILE, {}, fresh.token);

      expect(res.errors).toBeUndefined();
      expect(res.data.profile).toEqual({
        id: fresh.user.id,
        email: fresh.email,
        username: "Kim",
        name: null,
        firstName: null,
        displayName: "Kim",
        role: "user",
        accountType: "accountHolder",
        isFamilyMember: false,
        preferences: { defaultMealPlanView: "daily", householdSize: null, defaultPortionSize: null },
      });
    });

    it("is refused for an anonymous caller with UNAUTHENTICATED and HTTP 401", async () => {
      const res = await gql(app, PROFILE);

      expect(res.status).toBe(401);
      expect(res.errors).toHaveLength(1);
      expect(res.errors![0].extensions?.code).toBe("UNAUTHENTICATED");
    });

    it("is refused for a garbage token with UNAUTHENTICATED", async () => {
      const res = await gql(app, PROFILE, {}, "not-a-real-token-at-all");

      expect(res.status).toBe(401);
      expect(res.errors![0].extensions?.code).toBe("UNAUTHENTICATED");
    });
  });

  describe("setMealPlanView and updateProfile", () => {
    it("setMealPlanView changes the view that REST then reads", async () => {
      const user = await registerUser(app, { email: uniqueEmail("gql-view") });

      const res = await gql(
        app,
        "mutation { setMealPlanView(view: weekly) { preferences { defaultMealPlanView } } }",
        {},
        user.token,
      );

      expect(res.errors).toBeUndefined();
      expect(res.data.setMealPlanView.preferences.defaultMealPlanView).toBe("weekly");
      const rest = await api(app, "GET", "/api/user/profile", { token: user.token });
      expect(rest.body.preferences.defaultMealPlanView).toBe("weekly");
    });

    it("setMealPlanView refuses a value outside the enum", async () => {
      const res = await gql(app, "mutation { setMealPlanView(view: yearly) { id } }", {}, account.token);

      expect(res.status).toBe(400);
      expect(res.errors?.[0].extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    });

    it("updateProfile saves names and preferences", async () => {
      const user = await registerUser(app, { email: uniqueEmail("gql-update") });

      const res = await gql(
        app,
        `mutation Update($input: UpdateProfileInput!) {
          updateProfile(input: $input) { firstName name displayName preferences { defaultMealPlanView householdSize defaultPortionSize } }
        }`,
        { input: { firstName: "Alex", name: "Alex Doe", preferences: { defaultMealPlanView: "monthly", householdSize: 5, defaultPortionSize: 0.5 } } },
        user.token,
      );

      expect(res.errors).toBeUndefined();
      expect(res.data.updateProfile).toEqual({
        firstName: "Alex",
        name: "Alex Doe",
        displayName: "Alex Doe",
        preferences: { defaultMealPlanView: "monthly", householdSize: 5, defaultPortionSize: 0.5 },
      });
      const again = await gql(app, PROFILE, {}, user.token);
      expect(again.data.profile.preferences).toEqual({ defaultMealPlanView: "monthly", householdSize: 5, defaultPortionSize: 0.5 });
    });

    it("updateProfile refuses householdSize 0 with the REST message", async () => {
      const res = await gql(
        app,
        "mutation { updateProfile(input: { preferences: { householdSize: 0 } }) { id } }",
        {},
        account.token,
      );

      expect(res.errors?.[0]).toMatchObject({
        message: "householdSize must be a whole number from 1 to 50",
        extensions: { code: "BAD_USER_INPUT" },
      });
    });

    it("updateProfile requires a signed-in caller", async () => {
      const res = await gql(app, "mutation { updateProfile(input: { firstName: \"X\" }) { id } }");

      expect(res.status).toBe(401);
      expect(res.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    });
  });

  describe("subscriptionStatus, familyMembers and refreshToken", () => {
    it("subscriptionStatus answers a 14-day trial", async () => {
      const before = Date.now();
      const user = await registerUser(app, { email: uniqueEmail("gql-trial") });
      const after = Date.now();

      const res = await gql(app, "{ subscriptionStatus { subscriptionStatus trialEndsAt daysLeft plan } }", {}, user.token);

      expect(res.errors).toBeUndefined();
      expect(res.data.subscriptionStatus).toMatchObject({ subscriptionStatus: "trialing", daysLeft: 14, plan: null });
      const endsAt = new Date(res.data.subscriptionStatus.trialEndsAt).getTime();
      expect(endsAt).toBeGreaterThanOrEqual(before + 14 * DAY_MS - 1000);
      expect(endsAt).toBeLessThanOrEqual(after + 14 * DAY_MS + 1000);
    });

    it("familyMembers is empty for a new household and refused anonymously", async () => {
      const res = await gql(app, "{ familyMembers { id name isActive ageGroup defaultPortionMultiplier } }", {}, account.token);
      expect(res.errors).toBeUndefined();
      expect(res.data.familyMembers).toEqual([]);

      const anonymous = await gql(app, "{ familyMembers { id } }");
      expect(anonymous.status).toBe(401);
      expect(anonymous.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    });

    it("refreshToken answers a new token for the same user and retires the old one", async () => {
      // Its own account: a refresh retires the token it was called with (issue 3: server-side sessions).
      const refreshing = await registerUser(app, { email: uniqueEmail("gql-refresh") });
      const res = await gql(app, "mutation { refreshToken }", {}, refreshing.token);

      expect(res.errors).toBeUndefined();
      const claims = decodeJwt(res.data.refreshToken);
      expect(claims).toMatchObject({ userId: refreshing.user.id, email: refreshing.email, role: "user", access: "full" });
      const me = await gql(app, "{ me { id } }", {}, res.data.refreshToken);
      expect(me.data.me.id).toBe(refreshing.user.id);
      // The retired token keeps working for the grace period (requests already in flight).
      const old = await gql(app, "{ profile { id } }", {}, refreshing.token);
      expect(old.status).toBe(200);
      // Logging out with the new token ends the retired one as well.
      await gql(app, "mutation { logout }", {}, res.data.refreshToken);
      expect((await gql(app, "{ profile { id } }", {}, refreshing.token)).status).toBe(401);

      const anonymous = await gql(app, "mutation { refreshToken }");
      expect(anonymous.status).toBe(401);
    });
  });

  describe("hardening", () => {
    it("rejects a query nested deeper than 10 levels and accepts one of 10", async () => {
      const nest = (levels: number) => "... { ".repeat(levels) + "id" + " }".repeat(levels);
      // `me` is depth 1, each inline fragment adds one.
      const ok = await gql(app, `{ me { ${nest(8)} } }`, {}, account.token);
      expect(ok.errors).toBeUndefined();
      expect(ok.data.me.id).toBe(account.user.id);

      const deep = await gql(app, `{ me { ${nest(12)} } }`, {}, account.token);
      expect(deep.status).toBe(400);
      expect(deep.data).toBeUndefined();
      expect(deep.errors?.[0].message).toMatch(/depth/i);
    });

    it("rejects more than 15 aliases", async () => {
      const aliases = (n: number) => Array.from({ length: n }, (_, i) => `a${i}: me { id }`).join(" ");
      const ok = await gql(app, `{ ${aliases(15)} }`, {}, account.token);
      expect(ok.errors).toBeUndefined();
      expect(Object.keys(ok.data)).toHaveLength(15);

      const many = await gql(app, `{ ${aliases(16)} }`, {}, account.token);
      expect(many.status).toBe(400);
      expect(many.data).toBeUndefined();
      expect(many.errors?.[0].message).toMatch(/alias/i);
    });

    it("rejects a query of more than 2000 tokens", async () => {
      const huge = `{ me { ${"id ".repeat(2100)} } }`;

      const res = await gql(app, huge, {}, account.token);

      expect(res.status).toBe(400);
      expect(res.data).toBeUndefined();
      expect(res.errors?.[0].message).toMatch(/token/i);
    });

    it("refuses a batched request (a JSON array body)", async () => {
      const res = await api(app, "POST", "/graphql", {
        body: [{ query: "{ me { id } }" }, { query: "{ me { email } }" }],
        token: account.token,
      });

      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).not.toContain(account.email);
    });

    it("refuses a GET without a preflight header (CSRF) and answers one with it", async () => {
      const path = `/graphql?query=${encodeURIComponent("{ me { id } }")}`;

      const simple = await api(app, "GET", path, { token: account.token });
      expect(simple.status).toBe(400);
      expect(JSON.stringify(simple.body)).not.toContain(account.user.id);

      const preflighted = await api(app, "GET", path, {
        token: account.token,
        headers: { "apollo-require-preflight": "true" },
      });
      expect(preflighted.status).toBe(200);
      expect(preflighted.body.data.me.id).toBe(account.user.id);
    });

    it("refuses a POST with a simple content type (CSRF)", async () => {
      const res = await fetch(`${app.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "text/plain", authorization: `Bearer ${account.token}` },
        body: JSON.stringify({ query: "mutation { setMealPlanView(view: monthly) { id } }" }),
      });

      expect(res.status).toBe(400);
      const profile = await gql(app, PROFILE, {}, account.token);
      expect(profile.data.profile.preferences.defaultMealPlanView).not.toBe("monthly");
    });

    it("refuses anonymous introspection and allows it to a signed-in caller", async () => {
      const query = "{ __schema { queryType { name } } }";

      const anonymous = await gql(app, query);
      expect(anonymous.data?.__schema).toBeUndefined();
      expect(anonymous.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
      expect(anonymous.status).toBe(401);

      const typeProbe = await gql(app, '{ __type(name: "UserProfile") { name } }');
      expect(typeProbe.data?.__type).toBeUndefined();
      expect(typeProbe.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");

      const member = await gql(app, query, {}, account.token);
      expect(member.errors).toBeUndefined();
      expect(member.data.__schema.queryType.name).toBe("Query");
    });

    it("gives no field suggestions outside development", async () => {
      const res = await gql(app, "{ profil { id } }", {}, account.token);

      expect(res.status).toBe(400);
      expect(res.errors?.length).toBeGreaterThan(0);
      for (const error of res.errors!) expect(error.message).not.toMatch(/did you mean/i);
      expect(JSON.stringify(res.errors)).not.toContain("profile");
    });
  });
});

describe("GraphQL in development", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ backend: "embedded", config: { nodeEnv: "development" } });
  });

  afterAll(async () => {
    await app?.stop();
  });

  it("does suggest fields, so the production check above is meaningful", async () => {
    const res = await gql(app, "{ profil { id } }");

    expect(res.status).toBe(400);
    expect(res.errors?.[0].message).toMatch(/did you mean.*profile/i);
  });
});
