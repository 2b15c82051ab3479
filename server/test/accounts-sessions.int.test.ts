import { randomUUID } from "node:crypto";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, gql, registerUser, startTestApp, type TestApp } from "./support/test-app.js";

// Issue 3 on the server: sessions named by the token, logout, refresh, password change and reset
// through the outbox, lockout, the per-address throttle, roles from events, and the end of the trial.

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;
const MINUTE = 60_000;
const DAY = 86_400_000;

/** The newest mail in the local outbox to an address, read through the development page's JSON. */
async function lastMailTo(app: TestApp, to: string): Promise<{ subject: string; text: string } | undefined> {
  const res = await api(app, "GET", "/dev/outbox.json");
  expect(res.status).toBe(200);
  return (res.body as { to: string; subject: string; text: string }[]).find((m) => m.to === to);
}

function linkToken(text: string, path: string): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_%-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return decodeURIComponent(match[1]);
}

describe("sessions, passwords and lockout", () => {
  let app: TestApp;
  let clock = Date.now();

  beforeAll(async () => {
    app = await startTestApp({ backend: "embedded", checkResponses: true, now: () => new Date(clock), config: { devMailOutbox: true } });
  });
  afterAll(async () => {
    await app?.stop();
  });

  describe("server-side sessions", () => {
    it("names a session in every token", async () => {
      const account = await registerUser(app, { email: uniqueEmail("sid") });
      const { sid } = decodeJwt(account.token) as { sid?: string };
      expect(sid).toMatch(/^[0-9a-f-]{36}$/);
      const login = await api(app, "POST", "/api/login", { body: { email: account.email, password: account.password } });
      expect((decodeJwt(login.body.token) as { sid: string }).sid).not.toBe(sid);
    });

    it("logout ends only the caller's session: its token answers 401, other devices stay signed in", async () => {
      const account = await registerUser(app, { email: uniqueEmail("logout") });
      const other = await api(app, "POST", "/api/login", { body: { email: account.email, password: account.password } });

      const res = await api(app, "POST", "/api/auth/logout", { token: account.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: "Logged out successfully" });

      expect((await api(app, "GET", "/api/auth/check", { token: account.token })).status).toBe(401);
      expect((await api(app, "GET", "/api/user/profile", { token: account.token })).status).toBe(401);
      expect((await gql(app, "{ profile { id } }", {}, account.token)).status).toBe(401);
      expect((await api(app, "GET", "/api/auth/check", { token: other.body.token })).status).toBe(200);
      // Logging out again (or without a session) still succeeds.
      expect((await api(app, "POST", "/api/auth/logout", { token: account.token })).status).toBe(200);
      expect((await api(app, "POST", "/api/auth/logout")).status).toBe(200);
    });

    it("the logout mutation ends the session too", async () => {
      const account = await registerUser(app, { email: uniqueEmail("gql-logout") });
      const res = await gql(app, "mutation { logout }", {}, account.token);
      expect(res.data).toEqual({ logout: true });
      expect((await api(app, "GET", "/api/auth/check", { token: account.token })).status).toBe(401);
    });

    it("refresh issues a token for a new session; the retired token works only for the grace period", async () => {
      const account = await registerUser(app, { email: uniqueEmail("refresh") });
      const res = await api(app, "POST", "/api/auth/refresh", { token: account.token });
      expect(res.status).toBe(200);
      const fresh = res.body.token as string;
      expect((decodeJwt(fresh) as { sid: string }).sid).not.toBe((decodeJwt(account.token) as { sid: string }).sid);

      expect((await api(app, "GET", "/api/auth/check", { token: fresh })).status).toBe(200);
      // A request already in flight with the old token (another tab, a legacy client) still succeeds.
      clock += 29_000;
      try {
        expect((await api(app, "GET", "/api/auth/check", { token: account.token })).status).toBe(200);
        // After the grace period the old token is refused.
        clock += 2_000;
        expect((await api(app, "GET", "/api/auth/check", { token: account.token })).status).toBe(401);
      } finally {
        clock = Date.now();
      }
    });

    it("a session ends when its token's lifetime is over, even though the token is valid in form", async () => {
      const account = await registerUser(app, { email: uniqueEmail("expiry") });
      expect((await api(app, "GET", "/api/auth/check", { token: account.token })).status).toBe(200);
      clock += DAY + MINUTE;
      try {
        expect((await api(app, "GET", "/api/auth/check", { token: account.token })).status).toBe(401);
      } finally {
        clock = Date.now();
      }
    });
  });

  describe("change password", () => {
    it("requires the current password, ends every session and answers a token for a new one", async () => {
      const account = await registerUser(app, { email: uniqueEmail("change") });
      const other = await api(app, "POST", "/api/login", { body: { email: account.email, password: account.password } });

      const wrong = await api(app, "POST", "/api/auth/change-password", {
        token: account.token,
        body: { currentPassword: "not-it", newPassword: "new-kitchen-secret" },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ error: "Current password is incorrect" });

      const short = await api(app, "POST", "/api/auth/change-password", {
        token: account.token,
        body: { currentPassword: account.password, newPassword: "12345" },
      });
      expect(short.status).toBe(400);
      expect(short.body).toEqual({ error: "Password must be at least 6 characters long" });

      const res = await api(app, "POST", "/api/auth/change-password", {
        token: account.token,
        body: { currentPassword: account.password, newPassword: "new-kitchen-secret" },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: "Password changed successfully", token: expect.any(String) });

      expect((await api(app, "GET", "/api/auth/check", { token: account.token })).status).toBe(401);
      expect((await api(app, "GET", "/api/auth/check", { token: other.body.token })).status).toBe(401);
      expect((await api(app, "GET", "/api/auth/check", { token: res.body.token })).status).toBe(200);

      const oldLogin = await api(app, "POST", "/api/login", { body: { email: account.email, password: account.password } });
      expect(oldLogin.status).toBe(401);
      const newLogin = await api(app, "POST", "/api/login", { body: { email: account.email, password: "new-kitchen-secret" } });
      expect(newLogin.status).toBe(200);
    });

    it("is refused without a session, and through GraphQL answers the same", async () => {
      expect(
        (await api(app, "POST", "/api/auth/change-password", { body: { currentPassword: "a", newPassword: "bbbbbb" } })).status,
      ).toBe(401);
      const account = await registerUser(app, { email: uniqueEmail("gql-change") });
      const res = await gql(
        app,
        "mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { success message token } }",
        { input: { currentPassword: account.password, newPassword: "another-secret" } },
        account.token,
      );
      expect(res.errors).toBeUndefined();
      expect(res.data.changePassword).toMatchObject({ success: true, message: "Password changed successfully" });
      const wrong = await gql(
        app,
        "mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { success } }",
        { input: { currentPassword: "nope-nope", newPassword: "another-secret-2" } },
        res.data.changePassword.token,
      );
      expect(wrong.errors?.[0]).toMatchObject({ message: "Current password is incorrect", extensions: { code: "BAD_USER_INPUT" } });
    });
  });

  describe("password reset", () => {
    it("answers success for any address and mails only existing accounts", async () => {
      const unknown = uniqueEmail("nobody");
      const res = await api(app, "POST", "/api/auth/password-reset/request", { body: { email: unknown } });
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(await lastMailTo(app, unknown)).toBeUndefined();

      const account = await registerUser(app, { email: uniqueEmail("reset-known") });
      const known = await api(app, "POST", "/api/auth/password-reset/request", { body: { email: account.email } });
      expect(known.body).toEqual(res.body);
      const mail = await lastMailTo(app, account.email);
      expect(mail?.subject).toBe("Reset your Hearth password");
      expect(mail?.text).toContain(`${app.url}/reset-password?token=`);
    });

    it("the link sets a new password once, ends the sessions, and then stops working", async () => {
      const account = await registerUser(app, { email: uniqueEmail("reset") });
      await api(app, "POST", "/api/auth/password-reset/request", { body: { email: account.email } });
      const token = linkToken((await lastMailTo(app, account.email))!.text, "/reset-password");

      const short = await api(app, "POST", "/api/auth/password-reset/confirm", { body: { token, password: "12345" } });
      expect(short.status).toBe(400);
      expect(short.body.error).toBe("Password must be at least 6 characters long");

      const res = await api(app, "POST", "/api/auth/password-reset/confirm", { body: { token, password: "reset-secret" } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true });
      expect((await api(app, "GET", "/api/auth/check", { token: account.token })).status).toBe(401);
      expect(
        (await api(app, "POST", "/api/login", { body: { email: account.email, password: "reset-secret" } })).status,
      ).toBe(200);

      const again = await api(app, "POST", "/api/auth/password-reset/confirm", { body: { token, password: "other-secret" } });
      expect(again.status).toBe(400);
      expect(again.body.error).toMatch(/invalid or has expired/);
    });

    it("a link expires after one hour", async () => {
      const account = await registerUser(app, { email: uniqueEmail("reset-expiry") });
      await api(app, "POST", "/api/auth/password-reset/request", { body: { email: account.email } });
      const token = linkToken((await lastMailTo(app, account.email))!.text, "/reset-password");
      clock += 61 * MINUTE;
      try {
        const res = await api(app, "POST", "/api/auth/password-reset/confirm", { body: { token, password: "late-secret" } });
        expect(res.status).toBe(400);
        expect(res.body.error).toMatch(/invalid or has expired/);
      } finally {
        clock = Date.now();
      }
    });

    it("refuses an unknown token and a malformed request", async () => {
      const res = await api(app, "POST", "/api/auth/password-reset/confirm", {
        body: { token: "x".repeat(43), password: "whatever-secret" },
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/invalid or has expired/);
      const bad = await api(app, "POST", "/api/auth/password-reset/request", { body: { email: "not-an-email" } });
      expect(bad.status).toBe(400);
    });

    it("works through GraphQL as well", async () => {
      const account = await registerUser(app, { email: uniqueEmail("reset-gql") });
      const requested = await gql(app, "mutation ($email: String!) { requestPasswordReset(email: $email) { success message } }", {
        email: account.email,
      });
      expect(requested.data.requestPasswordReset.success).toBe(true);
      const token = linkToken((await lastMailTo(app, account.email))!.text, "/reset-password");
      const reset = await gql(app, "mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { success } }", {
        input: { token, password: "gql-reset-secret" },
      });
      expect(reset.data).toEqual({ resetPassword: { success: true } });
      const twice = await gql(app, "mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { success } }", {
        input: { token, password: "gql-reset-secret-2" },
      });
      expect(twice.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    });
  });

  describe("lockout", () => {
    it("the fifth wrong password within 15 minutes answers 'Account locked', and the lock lasts 15 minutes", async () => {
      const account = await registerUser(app, { email: uniqueEmail("lock") });
      const attempt = (password: string) => api(app, "POST", "/api/login", { body: { email: account.email, password } });

      for (let i = 1; i <= 4; i++) {
        const res = await attempt(`wrong-${i}`);
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ error: "Invalid password" });
      }
      const fifth = await attempt("wrong-5");
      expect(fifth.status).toBe(423);
      expect(fifth.body).toEqual({ error: "Account locked" });

      // Even the right password is refused while locked.
      const right = await attempt(account.password);
      expect(right.status).toBe(423);
      expect(right.body.error).toBe("Account locked");

      clock += 14 * MINUTE;
      try {
        expect((await attempt(account.password)).status).toBe(423);
        clock += 2 * MINUTE;
        const after = await attempt(account.password);
        expect(after.status).toBe(200);
        expect(after.body.token).toEqual(expect.any(String));
      } finally {
        clock = Date.now();
      }
    });

    it("wrong passwords spread over more than 15 minutes do not lock", async () => {
      const account = await registerUser(app, { email: uniqueEmail("spread") });
      try {
        for (let i = 1; i <= 6; i++) {
          const res = await api(app, "POST", "/api/login", { body: { email: account.email, password: `nope-${i}` } });
          expect(res.body.error).toBe("Invalid password");
          clock += 4 * MINUTE;
        }
        expect(
          (await api(app, "POST", "/api/login", { body: { email: account.email, password: account.password } })).status,
        ).toBe(200);
      } finally {
        clock = Date.now();
      }
    });

    it("the lock is recorded as events and survives in the read model", async () => {
      const account = await registerUser(app, { email: uniqueEmail("lock-events") });
      for (let i = 0; i < 5; i++) {
        await api(app, "POST", "/api/login", { body: { email: account.email, password: "wrong-password" } });
      }
      const rows = await app.db
        .em()
        .execute<{ type: string }[]>(
          "select type from events where stream_id = ? and type in ('SignInFailed', 'AccountLocked') order by sequence",
          [`user-${account.user.id}`],
        );
      expect(rows.map((r) => r.type)).toEqual([...Array(5).fill("SignInFailed"), "AccountLocked"]);
    });

    it("GraphQL login answers the lock with code LOCKED", async () => {
      const account = await registerUser(app, { email: uniqueEmail("gql-lock") });
      const LOGIN = "mutation ($input: LoginInput!) { login(input: $input) { token } }";
      for (let i = 0; i < 4; i++) {
        const res = await gql(app, LOGIN, { input: { email: account.email, password: "wrong-password" } });
        expect(res.errors?.[0].message).toBe("Invalid password");
      }
      const fifth = await gql(app, LOGIN, { input: { email: account.email, password: "wrong-password" } });
      expect(fifth.errors?.[0]).toMatchObject({ message: "Account locked", extensions: { code: "LOCKED", status: 423 } });
    });
  });
});

describe("per-address throttle (in memory)", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ backend: "embedded", checkResponses: true, config: { loginRateLimit: 3, registerRateLimit: 2, rateWindowSeconds: 600 } });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("answers 429 with a clear message once an address made too many sign-in attempts", async () => {
    const body = { email: uniqueEmail("throttle"), password: "whatever-secret" };
    for (let i = 0; i < 3; i++) expect((await api(app, "POST", "/api/login", { body })).status).toBe(404);
    const refused = await api(app, "POST", "/api/login", { body });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe("Too many sign-in attempts from your network. Please wait 10 minutes and try again.");
    expect(refused.body.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("throttles registrations separately", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await api(app, "POST", "/api/register", { body: { email: uniqueEmail("t-reg"), password: "kitchen-secret" } });
      expect(res.status).toBe(201);
    }
    const refused = await api(app, "POST", "/api/register", { body: { email: uniqueEmail("t-reg"), password: "kitchen-secret" } });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^Too many new accounts from your network\. Please wait \d+ minutes? and try again\.$/);
  });
});

describe("roles and the end of the trial", () => {
  let app: TestApp;
  let clock = Date.now();
  const admin = uniqueEmail("boss");

  beforeAll(async () => {
    app = await startTestApp({ backend: "embedded", now: () => new Date(clock), config: { adminEmails: [admin], devMailOutbox: true } });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("an ADMIN_EMAILS account registers as admin through a RoleGranted event", async () => {
    const account = await registerUser(app, { email: admin });
    expect(account.user.role).toBe("admin");
    expect(decodeJwt(account.token)).toMatchObject({ role: "admin" });
    const [granted] = await app.db
      .em()
      .execute<{ data: { role: string; grantedBy: string } }[]>(
        "select data from events where type = 'RoleGranted' and stream_id = ?",
        [`user-${account.user.id}`],
      );
    expect(granted.data).toMatchObject({ role: "admin", grantedBy: "ADMIN_EMAILS" });
  });

  it("after the trial, login answers trial_expired with a subscription-only token the server limits", async () => {
    const account = await registerUser(app, { email: uniqueEmail("trial") });
    clock += 15 * DAY;
    try {
      const res = await api(app, "POST", "/api/login", { body: { email: account.email, password: account.password } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status: "trial_expired",
        redirectTo: "/app/subscription",
        message: "Your trial has expired. Please subscribe to continue.",
      });
      const token = res.body.token as string;
      expect(decodeJwt(token)).toMatchObject({ access: "subscription_only", status: "trial_expired" });

      const status = await api(app, "GET", "/api/subscription/status", { token });
      expect(status.status).toBe(200);
      const profile = await api(app, "GET", "/api/user/profile", { token });
      expect(profile.status).toBe(401);
      expect(profile.body.status).toBe("trial_expired");
      // The check answers the limit as the spec's guard reads it (step 4: 401 with the status → /app/subscription).
      const check = await api(app, "GET", "/api/auth/check", { token });
      expect([check.status, check.body]).toEqual([401, { error: "Your trial has expired. Please subscribe to continue.", status: "trial_expired" }]);
      const gqlCheck = await gql(app, "{ authCheck { authenticated } }", {}, token);
      expect(gqlCheck.errors?.[0].extensions).toMatchObject({ code: "UNAUTHENTICATED", status: 401, reason: "trial_expired" });
      // A refresh keeps the limit.
      const refreshed = await api(app, "POST", "/api/auth/refresh", { token });
      expect(decodeJwt(refreshed.body.token)).toMatchObject({ access: "subscription_only" });

    } finally {
      clock = Date.now();
    }
  });

  it("a full token signed before the trial ended is limited from the moment it ends", async () => {
    const account = await registerUser(app, { email: uniqueEmail("trial-edge") });
    clock += 14 * DAY - 60 * MINUTE;
    try {
      const before = await api(app, "POST", "/api/login", { body: { email: account.email, password: account.password } });
      expect(before.body.status).toBe("trialing");
      expect((await api(app, "GET", "/api/user/profile", { token: before.body.token })).status).toBe(200);

      clock += 2 * 60 * MINUTE;
      const limited = await api(app, "GET", "/api/user/profile", { token: before.body.token });
      expect(limited.status).toBe(401);
      expect(limited.body.status).toBe("trial_expired");
      const check = await api(app, "GET", "/api/auth/check", { token: before.body.token });
      expect([check.status, check.body.status]).toEqual([401, "trial_expired"]);
      const gqlProfile = await gql(app, "{ profile { id } }", {}, before.body.token);
      expect(gqlProfile.errors?.[0].extensions).toMatchObject({ code: "UNAUTHENTICATED", status: 401, reason: "trial_expired" });
      // The subscription endpoints still answer it, and a refresh hands over a limited token.
      expect((await api(app, "GET", "/api/subscription/status", { token: before.body.token })).status).toBe(200);
      const refreshed = await api(app, "POST", "/api/auth/refresh", { token: before.body.token });
      expect(decodeJwt(refreshed.body.token)).toMatchObject({ access: "subscription_only", status: "trial_expired" });
    } finally {
      clock = Date.now();
    }
  });

  it("admins keep full access after their trial", async () => {
    const res = await api(app, "POST", "/api/login", { body: { email: admin, password: "kitchen-secret" } });
    clock += 20 * DAY;
    try {
      const later = await api(app, "POST", "/api/login", { body: { email: admin, password: "kitchen-secret" } });
      expect(later.body.status).not.toBe("trial_expired");
      expect(decodeJwt(later.body.token)).toMatchObject({ access: "full", role: "admin" });
      expect((await api(app, "GET", "/api/user/profile", { token: later.body.token })).status).toBe(200);
    } finally {
      clock = Date.now();
    }
    expect(res.status).toBe(200);
  });
});
