import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SignJWT, decodeJwt } from "jose";
import { TokenService, type TokenInput } from "../src/core/tokens.js";
import { checkPostgres } from "./support/services.js";
import { TEST_TOKEN_SECRET, api, registerUser, startTestApp, type TestApp } from "./support/test-app.js";

// The REST contract of spec sections 3, 5, 7 and 8 for accounts, billing and households,
// run unchanged against the embedded database and a real Postgres.
const pg = await checkPostgres();

const DAY_MS = 86_400_000;
const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** Claims as the server would sign them for a registered user (for hand-made tokens). */
function claimsOf(user: { id: string; email: string; householdId: string }): TokenInput {
  return {
    role: "user",
    access: "full",
    email: user.email,
    id: user.id,
    accountType: "accountHolder",
    name: null,
    displayName: user.email,
    familyMemberId: null,
    userId: user.id,
    householdId: user.householdId,
  };
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

for (const backend of ["embedded", "postgres"] as const) {
  describe.skipIf(backend === "postgres" && !pg.available)(`REST accounts contract (${backend})`, () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startTestApp({ backend, checkResponses: true });
    });

    afterAll(async () => {
      await app?.stop();
    });

    describe("POST /api/register", () => {
      it("creates an account and answers 201 with a token, the user and a message", async () => {
        const email = uniqueEmail("register");
        const res = await api(app, "POST", "/api/register", {
          body: { email, password: "kitchen-secret", username: "Robin" },
        });

        expect(res.status).toBe(201);
        expect(res.body).toEqual({
          token: expect.any(String),
          user: expect.objectContaining({ id: expect.any(String), email, username: "Robin" }),
          message: expect.any(String),
        });
        expect(res.body.token.split(".")).toHaveLength(3);
        expect(res.body.message.length).toBeGreaterThan(0);
        expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|argon2/);

        const check = await api(app, "GET", "/api/auth/check", { token: res.body.token });
        expect(check.status).toBe(200);
        expect(check.body.user.id).toBe(res.body.user.id);
      });

      it("works without the optional username", async () => {
        const email = uniqueEmail("nousername");
        const res = await api(app, "POST", "/api/register", { body: { email, password: "kitchen-secret" } });

        expect(res.status).toBe(201);
        expect(res.body.user.email).toBe(email);
        expect(res.body.user.username).toBeNull();
      });

      it.each([
        ["no fields", {}],
        ["no password", { email: "someone@example.com" }],
        ["no email", { password: "kitchen-secret" }],
        ["blank email", { email: "   ", password: "kitchen-secret" }],
        ["blank password", { email: "someone@example.com", password: "" }],
      ])("refuses %s with 400 'Email and password are required'", async (_label, body) => {
        const res = await api(app, "POST", "/api/register", { body });

        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error: "Email and password are required" });
      });

      it("refuses a password under 6 characters", async () => {
        const res = await api(app, "POST", "/api/register", {
          body: { email: uniqueEmail("short"), password: "12345" },
        });

        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error: "Password must be at least 6 characters long" });
      });

      it("accepts a password of exactly 6 characters", async () => {
        const res = await api(app, "POST", "/api/register", {
          body: { email: uniqueEmail("six"), password: "123456" },
        });

        expect(res.status).toBe(201);
      });

      it.each(["not-an-email", "missing-at.example.com", "two@@example.com"])(
        "refuses the invalid email %s with 400",
        async (email) => {
          const res = await api(app, "POST", "/api/register", { body: { email, password: "kitchen-secret" } });

          expect(res.status).toBe(400);
          expect(res.body.error).toEqual(expect.any(String));
          expect(res.body.error).toMatch(/email/i);
        },
      );

      it("refuses a second account with the same email (any case) with 409", async () => {
        const { email } = await registerUser(app, { email: uniqueEmail("dupe") });

        const again = await api(app, "POST", "/api/register", { body: { email, password: "other-secret" } });
        expect(again.status).toBe(409);
        expect(again.body.error).toEqual(expect.any(String));

        const shouting = await api(app, "POST", "/api/register", {
          body: { email: email.toUpperCase(), password: "other-secret" },
        });
        expect(shouting.status).toBe(409);
      });

      it("answers 400 'Malformed JSON in request body' for a broken body", async () => {
        const res = await api(app, "POST", "/api/register", { rawBody: '{"email": "a@example.com", "password": ' });

        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error: "Malformed JSON in request body" });
      });

      it("answers the same account for a repeated Idempotency-Key and creates it once", async () => {
        const email = uniqueEmail("idem");
        const headers = { "Idempotency-Key": `register-${randomUUID()}` };
        const body = { email, password: "kitchen-secret" };

        const first = await api(app, "POST", "/api/register", { body, headers });
        const second = await api(app, "POST", "/api/register", { body, headers });

        expect(first.status).toBe(201);
        expect(second.status).toBe(201);
        expect(second.body.user.id).toBe(first.body.user.id);

        // One account: a different key for the same email is now a duplicate, and the login finds the first user.
        const other = await api(app, "POST", "/api/register", {
          body,
          headers: { "Idempotency-Key": `register-${randomUUID()}` },
        });
        expect(other.status).toBe(409);
        const login = await api(app, "POST", "/api/login", { body });
        expect(login.status).toBe(200);
        expect(login.body.user.id).toBe(first.body.user.id);
      });

      it("answers the same account to simultaneous deliveries of one Idempotency-Key", async () => {
        const email = uniqueEmail("idem-race");
        const headers = { "Idempotency-Key": `register-${randomUUID()}` };
        const body = { email, password: "kitchen-secret" };

        const answers = await Promise.all([1, 2, 3].map(() => api(app, "POST", "/api/register", { body, headers })));

        expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
        expect(new Set(answers.map((a) => a.body.user.id)).size).toBe(1);
      });
    });

    describe("POST /api/login", () => {
      let account: Awaited<ReturnType<typeof registerUser>>;

      beforeAll(async () => {
        account = await registerUser(app, { email: uniqueEmail("login") });
      });

      it("answers 200 with a token, the user, status 'trialing' and a message", async () => {
        const res = await api(app, "POST", "/api/login", {
          body: { email: account.email, password: account.password },
        });

        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({
          token: expect.any(String),
          user: expect.objectContaining({ id: account.user.id, email: account.email }),
          status: "trialing",
          message: expect.any(String),
        });
        expect(res.body.message.length).toBeGreaterThan(0);
        expect(res.body.redirectTo).toBeUndefined();
        expect(JSON.stringify(res.body)).not.toContain("passwordHash");

        const check = await api(app, "GET", "/api/auth/check", { token: res.body.token });
        expect(check.status).toBe(200);
        expect(check.body.user.id).toBe(account.user.id);
      });

      it("treats the email case-insensitively", async () => {
        const res = await api(app, "POST", "/api/login", {
          body: { email: `  ${account.email.toUpperCase()} `, password: account.password },
        });

        expect(res.status).toBe(200);
        expect(res.body.user.id).toBe(account.user.id);
      });

      it("answers 401 {error: 'Invalid password'} for a wrong password", async () => {
        const res = await api(app, "POST", "/api/login", {
          body: { email: account.email, password: "not-the-password" },
        });

        expect(res.status).toBe(401);
        expect(res.body).toEqual({ error: "Invalid password" });
      });

      it("answers 404 {error: 'User not found'} for an unknown email", async () => {
        const res = await api(app, "POST", "/api/login", {
          body: { email: uniqueEmail("nobody"), password: "kitchen-secret" },
        });

        expect(res.status).toBe(404);
        expect(res.body).toEqual({ error: "User not found" });
      });

      it.each([
        ["no fields", {}],
        ["no password", { email: "someone@example.com" }],
        ["no email", { password: "kitchen-secret" }],
        ["blank password", { email: "someone@example.com", password: "  " }],
      ])("refuses %s with 400 'Email and password are required'", async (_label, body) => {
        const res = await api(app, "POST", "/api/login", { body });

        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error: "Email and password are required" });
      });

      it("answers 400 'Malformed JSON in request body' for a broken body", async () => {
        const res = await api(app, "POST", "/api/login", { rawBody: "{email:" });

        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error: "Malformed JSON in request body" });
      });
    });

    describe("GET /api/auth/check", () => {
      let account: Awaited<ReturnType<typeof registerUser>>;

      beforeAll(async () => {
        account = await registerUser(app, { email: uniqueEmail("check") });
      });

      it("answers 200 {authenticated: true, user} for a valid token", async () => {
        const res = await api(app, "GET", "/api/auth/check", { token: account.token });

        expect(res.status).toBe(200);
        expect(res.body).toEqual({
          authenticated: true,
          user: expect.objectContaining({ id: account.user.id, email: account.email, role: "user" }),
        });
        expect(res.headers.get("cache-control")).toBe("no-store");
      });

      it("answers 401 without a token", async () => {
        const res = await api(app, "GET", "/api/auth/check");

        expect(res.status).toBe(401);
        expect(res.body.error).toEqual(expect.any(String));
      });

      it("answers 401 for an expired token", async () => {
        const issuer = new TokenService(TEST_TOKEN_SECRET, 60);
        const expired = await issuer.sign(claimsOf(account.user), new Date(Date.now() - 2 * 3600_000));
        expect(decodeJwt(expired).exp! * 1000).toBeLessThan(Date.now());

        const res = await api(app, "GET", "/api/auth/check", { token: expired });

        expect(res.status).toBe(401);
      });

      it("accepts a token signed with its secret that names a live session (control for the cases below)", async () => {
        // Since issue 3 a token must also name a server-side session (claim `sid`); reuse the account's.
        const { sid } = decodeJwt(account.token) as { sid: string };
        const issuer = new TokenService(TEST_TOKEN_SECRET, 60);
        const token = await issuer.sign({ ...claimsOf(account.user), sid });

        const res = await api(app, "GET", "/api/auth/check", { token });

        expect(res.status).toBe(200);
        expect(res.body.user.id).toBe(account.user.id);
      });

      it("answers 401 for a correctly signed token that names no server-side session", async () => {
        const issuer = new TokenService(TEST_TOKEN_SECRET, 60);
        const withoutSession = await issuer.sign(claimsOf(account.user));
        const unknownSession = await issuer.sign({ ...claimsOf(account.user), sid: randomUUID() });

        for (const token of [withoutSession, unknownSession]) {
          const res = await api(app, "GET", "/api/auth/check", { token });
          expect(res.status).toBe(401);
        }
      });

      it("answers 401 for a token whose payload was tampered with", async () => {
        const [header, payload, signature] = account.token.split(".");
        const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
        const forged = base64url({ ...claims, role: "admin" });
        // Also flip one character of the original payload: either change must break the signature.
        const flipped = payload.slice(0, 10) + (payload[10] === "A" ? "B" : "A") + payload.slice(11);

        for (const tampered of [`${header}.${forged}.${signature}`, `${header}.${flipped}.${signature}`]) {
          const res = await api(app, "GET", "/api/auth/check", { token: tampered });
          expect(res.status).toBe(401);
        }
      });

      it("answers 401 for an unsigned token with alg 'none'", async () => {
        const claims = decodeJwt(account.token);
        const unsigned = `${base64url({ alg: "none", typ: "JWT" })}.${base64url(claims)}.`;

        const res = await api(app, "GET", "/api/auth/check", { token: unsigned });

        expect(res.status).toBe(401);
      });

      it("answers 401 for a token signed with another secret", async () => {
        const claims = decodeJwt(account.token);
        const foreign = await new SignJWT({ ...claims })
          .setProtectedHeader({ alg: "HS256", typ: "JWT" })
          .sign(new TextEncoder().encode("another-secret-that-is-also-long-enough-for-hs256"));

        const res = await api(app, "GET", "/api/auth/check", { token: foreign });

        expect(res.status).toBe(401);
      });
    });

    describe("POST /api/auth/refresh", () => {
      it("answers a fresh token carrying the spec's session fields", async () => {
        const account = await registerUser(app, { email: uniqueEmail("refresh"), username: "Sam" });

        const res = await api(app, "POST", "/api/auth/refresh", { token: account.token });

        expect(res.status).toBe(200);
        expect(res.body).toEqual({ token: expect.any(String) });
        const claims = decodeJwt(res.body.token);
        for (const field of [
          "exp",
          "role",
          "access",
          "email",
          "id",
          "accountType",
          "name",
          "displayName",
          "familyMemberId",
          "userId",
        ]) {
          expect(claims, `token payload field ${field}`).toHaveProperty(field);
        }
        // exp is in seconds, about one day (the configured lifetime) ahead.
        const nowSeconds = Date.now() / 1000;
        expect(claims.exp).toBeGreaterThan(nowSeconds);
        expect(claims.exp).toBeLessThan(nowSeconds + 2 * 86400);
        expect(claims).toMatchObject({
          role: "user",
          access: "full",
          email: account.email,
          id: account.user.id,
          userId: account.user.id,
          accountType: "accountHolder",
          displayName: "Sam",
        });

        const check = await api(app, "GET", "/api/auth/check", { token: res.body.token });
        expect(check.status).toBe(200);
        expect(check.body.user.id).toBe(account.user.id);
      });

      it("answers 401 without a token", async () => {
        const res = await api(app, "POST", "/api/auth/refresh");

        expect(res.status).toBe(401);
        expect(res.body.error).toEqual(expect.any(String));
      });
    });

    describe("GET /api/user/profile", () => {
      it("answers the spec's profile fields with default preferences", async () => {
        const account = await registerUser(app, { email: uniqueEmail("profile"), username: "Kim" });

        const res = await api(app, "GET", "/api/user/profile", { token: account.token });

        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({
          id: account.user.id,
          email: account.email,
          username: "Kim",
          name: null,
          firstName: null,
          displayName: "Kim",
          role: "user",
          accountType: "accountHolder",
          isFamilyMember: false,
          preferences: { defaultMealPlanView: "daily", householdSize: null, defaultPortionSize: null },
        });
        expect(Object.keys(res.body.preferences).sort()).toEqual(
          ["defaultMealPlanView", "defaultPortionSize", "householdSize"].sort(),
        );
        expect(JSON.stringify(res.body)).not.toContain("passwordHash");
      });

      it("answers 401 without a token", async () => {
        const res = await api(app, "GET", "/api/user/profile");

        expect(res.status).toBe(401);
        expect(res.body.error).toEqual(expect.any(String));
      });
    });

    describe("PATCH /api/user/profile", () => {
      let account: Awaited<ReturnType<typeof registerUser>>;

      beforeAll(async () => {
        account = await registerUser(app, { email: uniqueEmail("patch") });
      });

      it("saves the whole profile sent back with updated preferences and answers {success: true, profile}", async () => {
        const current = await api(app, "GET", "/api/user/profile", { token: account.token });
        const sent = {
          ...current.body,
          firstName: "Alex",
          preferences: { ...current.body.preferences, defaultMealPlanView: "weekly", householdSize: 4, defaultPortionSize: 1.5 },
        };

        const res = await api(app, "PATCH", "/api/user/profile", { token: account.token, body: sent });

        expect(res.status).toBe(200);
        expect(res.body).toEqual({
          success: true,
          profile: expect.objectContaining({
            id: account.user.id,
            firstName: "Alex",
            preferences: { defaultMealPlanView: "weekly", householdSize: 4, defaultPortionSize: 1.5 },
          }),
        });

        const later = await api(app, "GET", "/api/user/profile", { token: account.token });
        expect(later.body.firstName).toBe("Alex");
        expect(later.body.preferences).toEqual({ defaultMealPlanView: "weekly", householdSize: 4, defaultPortionSize: 1.5 });
      });

      it("takes back the whole profile of a user whose display name falls back to a long email", async () => {
        const longEmail = `${"a".repeat(60)}.${randomUUID().slice(0, 8)}@households.example.com`;
        expect(longEmail.length).toBeGreaterThan(80);
        const longcomer = await registerUser(app, { email: longEmail, username: "" });
        const current = await api(app, "GET", "/api/user/profile", { token: longcomer.token });
        expect(current.body.displayName).toBe(longEmail);

        const res = await api(app, "PATCH", "/api/user/profile", {
          token: longcomer.token,
          body: { ...current.body, preferences: { ...current.body.preferences, defaultMealPlanView: "weekly" } },
        });

        expect(res.status).toBe(200);
        expect(res.body.success).toBe(true);
        expect(res.body.profile.preferences.defaultMealPlanView).toBe("weekly");
      });

      it("persists a changed meal plan view for later reads", async () => {
        const res = await api(app, "PATCH", "/api/user/profile", {
          token: account.token,
          body: { preferences: { defaultMealPlanView: "monthly" } },
        });
        expect(res.status).toBe(200);

        const later = await api(app, "GET", "/api/user/profile", { token: account.token });
        expect(later.body.preferences.defaultMealPlanView).toBe("monthly");
      });

      it("refuses an unknown meal plan view with 400 and keeps the old one", async () => {
        const before = await api(app, "GET", "/api/user/profile", { token: account.token });

        const res = await api(app, "PATCH", "/api/user/profile", {
          token: account.token,
          body: { preferences: { defaultMealPlanView: "yearly" } },
        });

        expect(res.status).toBe(400);
        expect(res.body.error).toMatch(/defaultMealPlanView/);
        const after = await api(app, "GET", "/api/user/profile", { token: account.token });
        expect(after.body.preferences.defaultMealPlanView).toBe(before.body.preferences.defaultMealPlanView);
      });

      it("refuses householdSize 0 with 400", async () => {
        const res = await api(app, "PATCH", "/api/user/profile", {
          token: account.token,
          body: { preferences: { householdSize: 0 } },
        });

        expect(res.status).toBe(400);
        expect(res.body.error).toMatch(/householdSize/);
      });

      it("ignores fields a user may not change, such as role", async () => {
        const res = await api(app, "PATCH", "/api/user/profile", {
          token: account.token,
          body: { role: "admin", accountType: "familyMember", email: "hijack@example.com", id: randomUUID() },
        });

        expect(res.status).toBe(200);
        expect(res.body.profile).toMatchObject({
          id: account.user.id,
          role: "user",
          accountType: "accountHolder",
          email: account.email,
        });
        const later = await api(app, "GET", "/api/user/profile", { token: account.token });
        expect(later.body.role).toBe("user");
        expect(later.body.email).toBe(account.email);
      });

      it("answers 400 'Malformed JSON in request body' for a broken body", async () => {
        const res = await api(app, "PATCH", "/api/user/profile", { token: account.token, rawBody: "{" });

        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error: "Malformed JSON in request body" });
      });

      it("answers 401 without a token and changes nothing", async () => {
        const res = await api(app, "PATCH", "/api/user/profile", {
          body: { preferences: { defaultMealPlanView: "daily" } },
        });

        expect(res.status).toBe(401);
        const later = await api(app, "GET", "/api/user/profile", { token: account.token });
        expect(later.body.preferences.defaultMealPlanView).toBe("monthly");
      });
    });

    describe("GET /api/subscription/status", () => {
      it("answers a 14-day trial that started at registration", async () => {
        const before = Date.now();
        const account = await registerUser(app, { email: uniqueEmail("trial") });
        const after = Date.now();

        const res = await api(app, "GET", "/api/subscription/status", { token: account.token });

        expect(res.status).toBe(200);
        expect(res.body.subscriptionStatus).toBe("trialing");
        const endsAt = new Date(res.body.trialEndsAt).getTime();
        expect(endsAt).toBeGreaterThanOrEqual(before + 14 * DAY_MS - 1000);
        expect(endsAt).toBeLessThanOrEqual(after + 14 * DAY_MS + 1000);
      });

      it("answers 401 without a token", async () => {
        const res = await api(app, "GET", "/api/subscription/status");

        expect(res.status).toBe(401);
      });
    });

    describe("GET /api/family-members", () => {
      it("answers an empty array for a new household", async () => {
        const account = await registerUser(app, { email: uniqueEmail("family") });

        const res = await api(app, "GET", "/api/family-members", { token: account.token });

        expect(res.status).toBe(200);
        expect(res.body).toEqual([]);
      });

      it("answers 401 without a token", async () => {
        const res = await api(app, "GET", "/api/family-members");

        expect(res.status).toBe(401);
      });
    });

    it("answers an unknown /api path with a JSON 404", async () => {
      const res = await api(app, "GET", "/api/no-such-thing");

      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      expect(res.body).toEqual({ error: expect.any(String) });
    });

    it("keeps households apart: each token reads only its own profile and data", async () => {
      const alice = await registerUser(app, { email: uniqueEmail("alice"), username: "Alice" });
      const bob = await registerUser(app, { email: uniqueEmail("bob"), username: "Bob" });
      expect(bob.user.householdId).not.toBe(alice.user.householdId);

      await api(app, "PATCH", "/api/user/profile", {
        token: alice.token,
        body: { firstName: "Alice", preferences: { defaultMealPlanView: "weekly", householdSize: 3 } },
      });

      const asAlice = await api(app, "GET", "/api/user/profile", { token: alice.token });
      const asBob = await api(app, "GET", "/api/user/profile", { token: bob.token });

      expect(asAlice.body).toMatchObject({ id: alice.user.id, email: alice.email, firstName: "Alice" });
      expect(asAlice.body.preferences).toMatchObject({ defaultMealPlanView: "weekly", householdSize: 3 });
      expect(asBob.body).toMatchObject({ id: bob.user.id, email: bob.email, firstName: null });
      expect(asBob.body.preferences).toMatchObject({ defaultMealPlanView: "daily", householdSize: null });

      const checkBob = await api(app, "GET", "/api/auth/check", { token: bob.token });
      expect(checkBob.body.user.id).toBe(bob.user.id);
    });

    it("refuses a validly signed token naming a user of another household", async () => {
      const alice = await registerUser(app, { email: uniqueEmail("alice2") });
      const bob = await registerUser(app, { email: uniqueEmail("bob2") });
      const issuer = new TokenService(TEST_TOKEN_SECRET, 600);
      // Alice's own live session, but Bob's household: the session check must refuse the mix.
      const { sid } = decodeJwt(alice.token) as { sid: string };
      const mixed = await issuer.sign({ ...claimsOf(alice.user), householdId: bob.user.householdId, sid });

      const res = await api(app, "GET", "/api/user/profile", { token: mixed });

      expect(res.status).toBe(401);
      expect(JSON.stringify(res.body)).not.toContain(alice.email);
    });
  });
}
