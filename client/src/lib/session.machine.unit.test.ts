import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, type AnyMachineSnapshot } from "xstate";
import { AuthApiError, type AuthFailure, type SignInPayload } from "./auth-api";
import {
  REFRESH_THRESHOLD_MS,
  REGISTER_REDIRECT_DELAY_MS,
  RELOAD_DELAY_MS,
  SIGN_IN_REDIRECT_DELAY_MS,
  TRIAL_EXPIRED_REDIRECT_DELAY_MS,
} from "./session-constants";
import { sessionMachine, type SessionEvent } from "./session.machine";
import { walkMachine } from "./testing/walk-machine";
import { tokenExpiringIn } from "./testing/tokens";

const NOW = Date.UTC(2026, 10, 21, 9, 0, 0);
const user = { id: "u-1", email: "amara@example.com", displayName: "Amara", role: "user" };

const tokens = {
  user: tokenExpiringIn(NOW, 120),
  fresh: tokenExpiringIn(NOW, 24 * 60),
  admin: tokenExpiringIn(NOW, 120, { role: "admin" }),
  soon: tokenExpiringIn(NOW, 10),
  expired: tokenExpiringIn(NOW, -60),
  limited: tokenExpiringIn(NOW, 120, { access: "subscription_only", status: "trial_expired" }),
};
const tokenKind = (token: string | null) =>
  token === null ? "none" : (Object.entries(tokens).find(([, t]) => t === token)?.[0] ?? "other");

const failure = (partial: Partial<AuthFailure>): AuthApiError =>
  new AuthApiError({ kind: "http", status: null, serverMessage: null, accessStatus: null, message: "failed", ...partial });

const errors = {
  rejected: failure({ status: 401, serverMessage: "Authentication required" }),
  trialExpired: failure({ status: 401, accessStatus: "trial_expired", serverMessage: "Your trial has expired." }),
  network: failure({ kind: "network", message: "Connection to server unavailable. Check your network." }),
  timeout: failure({ kind: "timeout", message: "Login request timed out. Please try again." }),
  parse: failure({ kind: "parse", status: 502, message: "Could not parse server response." }),
  server: failure({ status: 500, serverMessage: "Something went wrong on our side." }),
  userNotFound: failure({ status: 404, serverMessage: "User not found" }),
  wrongPassword: failure({ status: 401, serverMessage: "Invalid password" }),
  locked: failure({ status: 423, serverMessage: "Account locked" }),
  google: failure({ status: 401, serverMessage: "Google authentication failed" }),
  duplicate: failure({ status: 409, serverMessage: "An account with this email already exists" }),
};

const signedIn: SignInPayload = { token: tokens.fresh, user, status: "trialing", message: "Logged in successfully" };
const trialOver: SignInPayload = {
  token: tokens.limited,
  user,
  status: "trial_expired",
  message: "Your trial has expired. Please subscribe to continue.",
  redirectTo: "/app/subscription",
};
const noToken: SignInPayload = { user, status: "trialing" };

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });

/** Sample events, delays included; the walk sends each in every state it reaches. */
const sampleEvents = [
  ...Object.values(tokens).map((token) => ({ type: "START", token, now: NOW, offlineRecord: null })),
  { type: "START", token: null, now: NOW, offlineRecord: null },
  { type: "START", token: "corrupted", now: NOW, offlineRecord: null },
  { type: "START", token: tokens.user, now: NOW, offlineRecord: { token: tokens.user, authenticated: true, timestamp: NOW - 3600_000 } },
  { type: "LOGIN", email: "amara@example.com", password: "pantry-secret", redirectTarget: "/app/shopping-list" },
  { type: "REGISTER", email: "amara@example.com", password: "pantry-secret", username: "Amara" },
  { type: "GOOGLE", idToken: "id-token", nonce: "nonce-123456", intent: "login", redirectTarget: "/app" },
  { type: "GOOGLE", idToken: "id-token", nonce: "nonce-123456", intent: "register", redirectTarget: "/app" },
  { type: "VALIDATE", now: NOW },
  { type: "VALIDATE", now: NOW + 110 * 60_000 },
  { type: "LOGOUT" },
  { type: "EXPIRED", reason: null },
  { type: "EXPIRED", reason: "trial_expired" },
  { type: "TOKEN_REPLACED", token: null, now: NOW },
  { type: "TOKEN_REPLACED", token: tokens.user, now: NOW },
  { type: "TOKEN_REPLACED", token: tokens.expired, now: NOW },
  { type: "xstate.after.signInRedirect.session.welcoming" },
  { type: "xstate.after.registerRedirect.session.registered" },
  { type: "xstate.after.trialExpiredRedirect.session.trialExpired" },
  { type: "xstate.after.reload.session.reloading" },
  done("check", { user }),
  ...Object.values(errors).map((e) => error("check", e)),
  done("verify", { user }),
  ...[errors.rejected, errors.network, errors.server, errors.trialExpired].map((e) => error("verify", e)),
  done("refresh", tokens.fresh),
  error("refresh", errors.rejected),
  done("limit", tokens.limited),
  error("limit", errors.rejected),
  done("logout", { success: true }),
  error("logout", errors.network),
  ...[signedIn, trialOver, noToken].map((output) => done("login", output)),
  ...Object.values(errors).map((e) => error("login", e)),
  ...[signedIn, noToken].map((output) => done("register", output)),
  error("register", errors.duplicate),
  ...[signedIn, trialOver, noToken].map((output) => done("google", output)),
  error("google", errors.google),
  error("google", errors.network),
];

function serializeState(snapshot: AnyMachineSnapshot): string {
  const c = snapshot.context;
  return JSON.stringify({
    value: snapshot.value,
    token: tokenKind(c.token),
    offline: c.offline,
    offlineRecordValid: c.offlineRecordValid,
    google: c.googleIntent,
    result: c.result?.status ?? null,
  });
}

describe("session machine: every state and transition of spec section 4", () => {
  const walk = walkMachine(sessionMachine, { events: sampleEvents as never, serializeState });

  it("reaches every state", () => {
    expect(walk.missingStates).toEqual([]);
  });

  it("takes every transition of the definition", () => {
    expect(walk.missingTransitions).toEqual([]);
  });

  const edge = (from: string, eventType: string, to: string) =>
    walk.steps.some(
      (s) =>
        JSON.stringify(s.state.value).includes(from) &&
        s.event.type === eventType &&
        JSON.stringify(s.nextState.value).includes(to),
    );

  it.each([
    ["starting", "START", "signedOut"],
    ["starting", "START", "checking"],
    ["checking", "xstate.done.actor.check", "idle"],
    ["checking", "xstate.error.actor.check", "signedOut"],
    ["checking", "xstate.error.actor.check", "refreshing"],
    ["idle", "VALIDATE", "verifying"],
    ["idle", "VALIDATE", "refreshing"],
    ["verifying", "xstate.error.actor.verify", "refreshing"],
    ["verifying", "xstate.error.actor.verify", "idle"],
    ["refreshing", "xstate.error.actor.refresh", "signedOut"],
    ["idle", "EXPIRED", "limiting"],
    ["idle", "LOGOUT", "loggingOut"],
    ["signedOut", "LOGIN", "login"],
    ["login", "xstate.done.actor.login", "welcoming"],
    ["login", "xstate.done.actor.login", "trialExpired"],
    ["welcoming", `xstate.after.signInRedirect.session.welcoming`, "reloading"],
    ["reloading", `xstate.after.reload.session.reloading`, "idle"],
    ["registered", `xstate.after.registerRedirect.session.registered`, "reloading"],
    ["trialExpired", `xstate.after.trialExpiredRedirect.session.trialExpired`, "idle"],
  ])("walks %s --%s--> %s", (from, eventType, to) => {
    expect(edge(from, eventType, to)).toBe(true);
  });
});

/** A running session with controllable calls and recorded side effects. */
function startSession(calls: Partial<Record<"check" | "refresh" | "logout" | "login" | "register" | "google", () => Promise<unknown>>> = {}) {
  const effects: Array<[string, unknown]> = [];
  const record =
    (name: string) =>
    (_: unknown, params?: unknown) => {
      effects.push([name, params]);
    };
  const fail = () => Promise.reject(errors.network);
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        checkSession: fromPromise(async () => (calls.check ?? fail)()) as never,
        refreshSession: fromPromise(async () => (calls.refresh ?? fail)()) as never,
        endSession: fromPromise(async () => (calls.logout ?? fail)()) as never,
        login: fromPromise(async () => (calls.login ?? fail)()) as never,
        register: fromPromise(async () => (calls.register ?? fail)()) as never,
        googleSignIn: fromPromise(async () => (calls.google ?? fail)()) as never,
      },
      actions: {
        persistSession: record("persistSession"),
        persistToken: record("persistToken"),
        persistUser: record("persistUser"),
        recordValidation: record("recordValidation"),
        storeOfflineRecord: record("storeOfflineRecord"),
        clearSession: record("clearSession"),
        clearTokens: record("clearTokens"),
        rememberLocation: record("rememberLocation"),
        forgetSavedRedirect: record("forgetSavedRedirect"),
        notify: record("notify"),
        navigate: record("navigate"),
        reload: record("reload"),
        warnExpired: record("warnExpired"),
      },
    }),
  ).start();
  const names = () => effects.map(([name]) => name);
  const paramsOf = (name: string) => effects.filter(([n]) => n === name).map(([, p]) => p);
  const send = (event: SessionEvent) => actor.send(event);
  return { actor, effects, names, paramsOf, send };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe("session machine behaviour", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe("start-up", () => {
    it("without a token: signed out, nothing asked of the server", async () => {
      const check = vi.fn();
      const s = startSession({ check });
      s.send({ type: "START", token: null, now: NOW, offlineRecord: null });
      expect(s.actor.getSnapshot().value).toBe("signedOut");
      expect(check).not.toHaveBeenCalled();
    });

    it("an expired token is cleared", () => {
      const s = startSession();
      s.send({ type: "START", token: tokens.expired, now: NOW, offlineRecord: null });
      expect(s.actor.getSnapshot().value).toBe("signedOut");
      expect(s.names()).toContain("clearSession");
    });

    it("a successful check signs in, stores the user, the offline auth record and the validation time", async () => {
      const s = startSession({ check: async () => ({ user }) });
      s.send({ type: "START", token: tokens.user, now: NOW, offlineRecord: null });
      await flush();
      expect(s.actor.getSnapshot().value).toEqual({ signedIn: "idle" });
      expect(s.actor.getSnapshot().context.user).toEqual(user);
      expect(s.paramsOf("storeOfflineRecord")).toEqual([{ token: tokens.user, now: NOW }]);
      expect(s.paramsOf("recordValidation")).toEqual([{ now: NOW }]);
    });

    it("a check answered 401 clears the token", async () => {
      const s = startSession({ check: () => Promise.reject(errors.rejected) });
      s.send({ type: "START", token: tokens.user, now: NOW, offlineRecord: null });
      await flush();
      expect(s.actor.getSnapshot().value).toBe("signedOut");
      expect(s.names()).toContain("clearSession");
    });

    it.each([
      ["a network error", errors.network],
      ["another failure", errors.server],
    ])("after %s with an unexpired token: signed in offline with the user from the token", async (_label, err) => {
      const s = startSession({ check: () => Promise.reject(err) });
      s.send({ type: "START", token: tokens.user, now: NOW, offlineRecord: null });
      await flush();
      const snapshot = s.actor.getSnapshot();
      expect(snapshot.value).toEqual({ signedIn: "idle" });
      expect(snapshot.context.offline).toBe(true);
      expect(snapshot.context.user).toMatchObject({ id: "u-1", email: "amara@example.com", displayName: "Amara", role: "user" });
    });

    it("a 401 because the trial ended keeps a subscription-only token as it is, signed in as its user", async () => {
      let refreshed = 0;
      const s = startSession({
        check: () => Promise.reject(errors.trialExpired),
        refresh: async () => {
          refreshed += 1;
          return tokens.limited;
        },
      });
      s.send({ type: "START", token: tokens.limited, now: NOW, offlineRecord: null });
      await flush();
      expect(s.actor.getSnapshot().value).toEqual({ signedIn: "idle" });
      expect(refreshed).toBe(0);
      expect(s.paramsOf("persistToken")).toEqual([]);
      expect(s.actor.getSnapshot().context.user).toMatchObject({ id: "u-1" });
    });

    it("a 401 because the trial ended trades the token for a subscription-only one", async () => {
      const s = startSession({ check: () => Promise.reject(errors.trialExpired), refresh: async () => tokens.limited });
      s.send({ type: "START", token: tokens.user, now: NOW, offlineRecord: null });
      await flush();
      expect(s.actor.getSnapshot().value).toEqual({ signedIn: "idle" });
      expect(s.paramsOf("persistToken")).toEqual([{ token: tokens.limited }]);
      expect(s.actor.getSnapshot().context.user).toMatchObject({ id: "u-1", email: "amara@example.com", displayName: "Amara" });
    });
  });

  describe("validation and refresh", () => {
    async function signedInWith(token: string, calls: Parameters<typeof startSession>[0] = {}) {
      const s = startSession({ check: async () => ({ user }), ...calls });
      s.send({ type: "START", token, now: NOW, offlineRecord: null });
      await flush();
      s.effects.length = 0;
      return s;
    }

    it("an admin token is approved without the server; the validation time is recorded", async () => {
      const check = vi.fn(async () => ({ user }));
      const s = await signedInWith(tokens.admin, { check });
      check.mockClear();
      s.send({ type: "VALIDATE", now: NOW + 1000 });
      expect(check).not.toHaveBeenCalled();
      expect(s.paramsOf("recordValidation")).toEqual([{ now: NOW + 1000 }]);
    });

    it(`refreshes a token with less than ${REFRESH_THRESHOLD_MS / 60_000} minutes left, not one with exactly that`, async () => {
      const refresh = vi.fn(async () => tokens.fresh);
      const s = await signedInWith(tokens.user, { refresh });
      const exp = NOW + 120 * 60_000;
      s.send({ type: "VALIDATE", now: exp - REFRESH_THRESHOLD_MS });
      await flush();
      expect(refresh).not.toHaveBeenCalled();
      s.send({ type: "VALIDATE", now: exp - REFRESH_THRESHOLD_MS + 1000 });
      await flush();
      expect(refresh).toHaveBeenCalledTimes(1);
      expect(s.paramsOf("persistToken")).toEqual([{ token: tokens.fresh }]);
      expect(s.actor.getSnapshot().context.token).toBe(tokens.fresh);
    });

    it("failing verification attempts a refresh; a failed refresh clears every token and cookie", async () => {
      let checks = 0;
      const refresh = vi.fn(() => Promise.reject(errors.rejected));
      const s = startSession({
        check: () => (checks++ === 0 ? Promise.resolve({ user }) : Promise.reject(errors.rejected)),
        refresh,
      });
      s.send({ type: "START", token: tokens.user, now: NOW, offlineRecord: null });
      await flush();
      s.send({ type: "VALIDATE", now: NOW + 60_000 });
      await flush();
      expect(refresh).toHaveBeenCalledTimes(1);
      expect(s.actor.getSnapshot().value).toBe("signedOut");
      expect(s.names()).toContain("clearTokens");
    });

    it("verifying a subscription-only token the check answers trial_expired keeps it, with no trade", async () => {
      const refresh = vi.fn(async () => tokens.limited);
      const s = await signedInWith(tokens.limited, { check: () => Promise.reject(errors.trialExpired), refresh });
      s.send({ type: "VALIDATE", now: NOW + 60_000 });
      await flush();
      expect(refresh).not.toHaveBeenCalled();
      expect(s.actor.getSnapshot().value).toEqual({ signedIn: "idle" });
      expect(s.paramsOf("recordValidation")).toEqual([{ now: NOW + 60_000 }]);
    });

    it("verifying a full token the check answers trial_expired (it ended while open) trades it and opens /app/subscription", async () => {
      let checks = 0;
      const refresh = vi.fn(async () => tokens.limited);
      const s = await signedInWith(tokens.user, { check: () => (checks++ === 0 ? Promise.resolve({ user }) : Promise.reject(errors.trialExpired)), refresh });
      s.send({ type: "VALIDATE", now: NOW + 60_000 });
      await flush();
      expect(refresh).toHaveBeenCalledTimes(1);
      expect(s.paramsOf("persistToken")).toEqual([{ token: tokens.limited }]);
      expect(s.paramsOf("navigate")).toEqual([{ to: "/app/subscription" }]);
      expect(s.actor.getSnapshot().value).toEqual({ signedIn: "idle" });
    });

    it("verification over a lost network keeps the session offline", async () => {
      let checks = 0;
      const s = startSession({ check: () => (checks++ === 0 ? Promise.resolve({ user }) : Promise.reject(errors.network)) });
      s.send({ type: "START", token: tokens.user, now: NOW, offlineRecord: null });
      await flush();
      s.send({ type: "VALIDATE", now: NOW + 60_000 });
      await flush();
      expect(s.actor.getSnapshot().value).toEqual({ signedIn: "idle" });
      expect(s.actor.getSnapshot().context.offline).toBe(true);
    });
  });

  describe("sign-in", () => {
    it(`login: stores the session, says so, opens the target after ${SIGN_IN_REDIRECT_DELAY_MS} ms and reloads ${RELOAD_DELAY_MS} ms later`, async () => {
      const s = startSession({ login: async () => signedIn });
      s.send({ type: "START", token: null, now: NOW, offlineRecord: null });
      s.send({ type: "LOGIN", email: "amara@example.com", password: "pantry-secret", redirectTarget: "/app/shopping-list" });
      expect(s.actor.getSnapshot().hasTag("busy")).toBe(true);
      await flush();
      expect(s.paramsOf("persistSession")).toEqual([{ token: tokens.fresh, user }]);
      expect(s.paramsOf("notify")).toEqual([{ title: "Logged in successfully" }]);
      await vi.advanceTimersByTimeAsync(SIGN_IN_REDIRECT_DELAY_MS - 1);
      expect(s.names()).not.toContain("navigate");
      await vi.advanceTimersByTimeAsync(1);
      expect(s.paramsOf("navigate")).toEqual([{ to: "/app/shopping-list" }]);
      expect(s.names()).toContain("forgetSavedRedirect");
      await vi.advanceTimersByTimeAsync(RELOAD_DELAY_MS - 1);
      expect(s.names()).not.toContain("reload");
      await vi.advanceTimersByTimeAsync(1);
      expect(s.names()).toContain("reload");
    });

    it(`trial expired: keeps the token, shows 'Trial Expired' and goes to redirectTo after ${TRIAL_EXPIRED_REDIRECT_DELAY_MS} ms`, async () => {
      const s = startSession({ login: async () => trialOver });
      s.send({ type: "START", token: null, now: NOW, offlineRecord: null });
      s.send({ type: "LOGIN", email: "a@b.co", password: "pantry-secret", redirectTarget: "/app" });
      await flush();
      expect(s.paramsOf("persistSession")).toEqual([{ token: tokens.limited, user }]);
      expect(s.paramsOf("notify")).toEqual([
        { title: "Trial Expired", description: "Your trial has expired. Please subscribe to continue." },
      ]);
      await vi.advanceTimersByTimeAsync(TRIAL_EXPIRED_REDIRECT_DELAY_MS);
      expect(s.paramsOf("navigate")).toEqual([{ to: "/app/subscription" }]);
      expect(s.actor.getSnapshot().value).toEqual({ signedIn: "idle" });
    });

    it(`registration: the success notice, then /app/subscription after ${REGISTER_REDIRECT_DELAY_MS} ms and a reload`, async () => {
      const s = startSession({ register: async () => signedIn });
      s.send({ type: "START", token: null, now: NOW, offlineRecord: null });
      s.send({ type: "REGISTER", email: "a@b.co", password: "pantry-secret" });
      await flush();
      expect(s.paramsOf("notify")).toEqual([
        { title: "Account Created Successfully", description: "Welcome to Hearth! Your 14-day free trial starts now." },
      ]);
      await vi.advanceTimersByTimeAsync(REGISTER_REDIRECT_DELAY_MS - 1);
      expect(s.names()).not.toContain("navigate");
      await vi.advanceTimersByTimeAsync(1);
      expect(s.paramsOf("navigate")).toEqual([{ to: "/app/subscription" }]);
      await vi.advanceTimersByTimeAsync(RELOAD_DELAY_MS);
      expect(s.names()).toContain("reload");
    });

    it.each([
      [errors.userNotFound, "Account Not Found"],
      [errors.wrongPassword, "Incorrect Password"],
      [failure({ status: 401, serverMessage: "Password mismatch for this account" }), "Incorrect Password"],
      [errors.locked, "Account Locked"],
      [failure({ status: 401, serverMessage: "This account is locked for a while" }), "Account Locked"],
      [errors.server, "Login Failed"],
      [errors.timeout, "Connection Problem"],
      [errors.network, "Network Error"],
      [errors.parse, "Server Error"],
    ])("a failed login (%o) clears the token and shows '%s'", async (err, title) => {
      const s = startSession({ login: () => Promise.reject(err) });
      s.send({ type: "START", token: null, now: NOW, offlineRecord: null });
      s.send({ type: "LOGIN", email: "a@b.co", password: "x", redirectTarget: "/app" });
      await flush();
      expect(s.actor.getSnapshot().value).toBe("signedOut");
      expect(s.names()).toContain("clearSession");
      expect((s.paramsOf("notify")[0] as { title: string }).title).toBe(title);
      expect(s.actor.getSnapshot().context.failure).toEqual(err.failure);
    });

    it("Google: 'Signed in with Google successfully', or 'Google Sign-In Failed' with the server's error", async () => {
      const ok = startSession({ google: async () => signedIn });
      ok.send({ type: "START", token: null, now: NOW, offlineRecord: null });
      ok.send({ type: "GOOGLE", idToken: "t", nonce: "nonce-1234", intent: "login", redirectTarget: "/app" });
      await flush();
      expect(ok.paramsOf("notify")).toEqual([{ title: "Signed in with Google successfully" }]);

      const bad = startSession({ google: () => Promise.reject(errors.google) });
      bad.send({ type: "START", token: null, now: NOW, offlineRecord: null });
      bad.send({ type: "GOOGLE", idToken: "t", nonce: "nonce-1234", intent: "register", redirectTarget: "/app" });
      await flush();
      expect(bad.paramsOf("notify")).toEqual([
        { title: "Google Sign-In Failed", description: "Google authentication failed", variant: "destructive" },
      ]);
    });

    it("a failed registration shows the server's message", async () => {
      const s = startSession({ register: () => Promise.reject(errors.duplicate) });
      s.send({ type: "START", token: null, now: NOW, offlineRecord: null });
      s.send({ type: "REGISTER", email: "a@b.co", password: "pantry-secret" });
      await flush();
      expect(s.paramsOf("notify")).toEqual([
        { title: "Registration Failed", description: "An account with this email already exists", variant: "destructive" },
      ]);
    });
  });

  describe("logout and expiry", () => {
    async function signedInSession(calls: Parameters<typeof startSession>[0] = {}) {
      const s = startSession({ check: async () => ({ user }), ...calls });
      s.send({ type: "START", token: tokens.user, now: NOW, offlineRecord: null });
      await flush();
      s.effects.length = 0;
      return s;
    }

    it("logout ends the server session, clears token, user and cached data, and goes to /app/auth", async () => {
      const logout = vi.fn(async () => ({ success: true }));
      const s = await signedInSession({ logout });
      s.send({ type: "LOGOUT" });
      await flush();
      expect(logout).toHaveBeenCalled();
      expect(s.names()).toEqual(["clearSession", "notify", "navigate"]);
      expect(s.paramsOf("notify")).toEqual([{ title: "Logged out successfully" }]);
      expect(s.paramsOf("navigate")).toEqual([{ to: "/app/auth" }]);
      expect(s.actor.getSnapshot().context.token).toBeNull();
    });

    it("a logout the server could not hear still signs out, with a destructive 'Error' notice", async () => {
      const s = await signedInSession({ logout: () => Promise.reject(errors.network) });
      s.send({ type: "LOGOUT" });
      await flush();
      expect(s.actor.getSnapshot().value).toBe("signedOut");
      expect(s.paramsOf("notify")[0]).toMatchObject({ title: "Error", variant: "destructive" });
    });

    it("any 401 elsewhere: remember the page, clear the session, warn, go to /app/login", async () => {
      const s = await signedInSession();
      s.send({ type: "EXPIRED", reason: null });
      expect(s.names()).toEqual(["warnExpired", "rememberLocation", "clearSession", "navigate"]);
      expect(s.paramsOf("navigate")).toEqual([{ to: "/app/login" }]);
    });

    it("a 401 saying the trial ended trades the token and opens /app/subscription", async () => {
      const s = await signedInSession({ refresh: async () => tokens.limited });
      s.send({ type: "EXPIRED", reason: "trial_expired" });
      await flush();
      expect(s.paramsOf("persistToken")).toEqual([{ token: tokens.limited }]);
      expect(s.paramsOf("navigate")).toEqual([{ to: "/app/subscription" }]);
    });

    it("another tab signing out signs this one out too", async () => {
      const s = await signedInSession();
      s.send({ type: "TOKEN_REPLACED", token: null, now: NOW });
      expect(s.actor.getSnapshot().value).toBe("signedOut");
    });
  });

  it("asks the page for toasts, navigation and the reload through emitted events", async () => {
    const actor = createActor(
      sessionMachine.provide({ actors: { login: fromPromise(async () => signedIn) as never } }),
    ).start();
    const emitted: unknown[] = [];
    for (const type of ["notify", "navigate", "reload"] as const) actor.on(type, (event) => emitted.push(event));
    actor.send({ type: "START", token: null, now: NOW, offlineRecord: null });
    actor.send({ type: "LOGIN", email: "a@b.co", password: "pantry-secret", redirectTarget: "/app/profile" });
    await flush();
    await vi.advanceTimersByTimeAsync(SIGN_IN_REDIRECT_DELAY_MS + RELOAD_DELAY_MS);
    expect(emitted).toEqual([
      { type: "notify", notice: { title: "Logged in successfully" } },
      { type: "navigate", to: "/app/profile" },
      { type: "reload" },
    ]);
  });
});
