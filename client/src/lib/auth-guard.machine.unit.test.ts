import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, type AnyMachineSnapshot } from "xstate";
import { AuthApiError, type AuthFailure } from "./auth-api";
import { authGuardMachine, authSnapshot, validationDue, type AuthSnapshot } from "./auth-guard.machine";
import { OFFLINE_RECORD_TTL_MS, REVALIDATION_INTERVAL_MS } from "./session-constants";
import { walkMachine } from "./testing/walk-machine";
import { tokenExpiringIn } from "./testing/tokens";

const NOW = Date.UTC(2026, 10, 21, 9, 0, 0);
const snapshot = (token: string | null, extra: Partial<Parameters<typeof authSnapshot>[0]> = {}) =>
  authSnapshot({ token, online: true, offlineRecord: null, lastValidation: null, now: NOW, ...extra });

const auth = {
  none: snapshot(null),
  expired: snapshot(tokenExpiringIn(NOW, -5)),
  user: snapshot(tokenExpiringIn(NOW, 120)),
  userValidated: snapshot(tokenExpiringIn(NOW, 120), { lastValidation: NOW - 60_000 }),
  admin: snapshot(tokenExpiringIn(NOW, 120, { role: "admin" })),
  limited: snapshot(tokenExpiringIn(NOW, 120, { access: "subscription_only" })),
  offline: snapshot(tokenExpiringIn(NOW, 120), { online: false }),
  offlineRecordOnly: snapshot(null, {
    online: false,
    offlineRecord: { token: tokenExpiringIn(NOW, 60), authenticated: true, timestamp: NOW - 60_000 },
  }),
};
const authName = (a: AuthSnapshot | null) => (a ? (Object.entries(auth).find(([, v]) => v === a)?.[0] ?? "other") : "none");

const failure = (partial: Partial<AuthFailure>) =>
  new AuthApiError({ kind: "http", status: 401, serverMessage: null, accessStatus: null, message: "failed", ...partial });

const sampleEvents = [
  ...Object.values(auth).flatMap((a) => [
    { type: "CHECK", path: "/app/shopping-list", auth: a },
    { type: "CHECK", path: "/app/subscription", auth: a },
  ]),
  { type: "xstate.done.actor.validate", output: auth.userValidated },
  { type: "xstate.done.actor.validate", output: auth.limited },
  { type: "xstate.error.actor.validate", error: failure({}) },
  { type: "xstate.done.actor.confirm", output: { authenticated: true } },
  { type: "xstate.error.actor.confirm", error: failure({ accessStatus: "trial_expired" }) },
  { type: "xstate.error.actor.confirm", error: failure({ accessStatus: "subscription_expired" }) },
  { type: "xstate.error.actor.confirm", error: failure({}) },
];

const serializeState = (s: AnyMachineSnapshot) =>
  JSON.stringify({ value: s.value, path: s.context.path, auth: authName(s.context.auth), target: s.context.target });

describe("auth guard machine: every state and transition of spec section 4", () => {
  const walk = walkMachine(authGuardMachine, { events: sampleEvents as never, serializeState });

  it("reaches every state", () => {
    expect(walk.missingStates).toEqual([]);
  });

  it("takes every transition of the definition", () => {
    expect(walk.missingTransitions).toEqual([]);
  });
});

function startGuard(calls: { validate?: () => Promise<AuthSnapshot>; check?: () => Promise<unknown> } = {}) {
  const redirect = vi.fn();
  const recordValidation = vi.fn();
  const validate = vi.fn(calls.validate ?? (() => Promise.reject(failure({}))));
  const check = vi.fn(calls.check ?? (() => Promise.reject(failure({}))));
  const actor = createActor(
    authGuardMachine.provide({
      actors: {
        validateSession: fromPromise(() => validate()) as never,
        checkAuth: fromPromise(() => check()) as never,
      },
      actions: {
        redirect: (_, params) => redirect(params),
        recordValidation: (_, params) => recordValidation(params),
      },
    }),
  ).start();
  return { actor, redirect, recordValidation, validate, check };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("auth guard behaviour", () => {
  it("starts in checking (the loading screen)", () => {
    const g = startGuard();
    expect(g.actor.getSnapshot().hasTag("checking")).toBe(true);
  });

  it.each([
    ["no token", auth.none],
    ["an expired token", auth.expired],
  ])("step 1: %s goes to the sign-in page and remembers the path", (_label, a) => {
    const g = startGuard();
    g.actor.send({ type: "CHECK", path: "/app/shopping-list", auth: a });
    expect(g.actor.getSnapshot().value).toBe("redirected");
    expect(g.redirect).toHaveBeenCalledWith({ to: "/app/login", rememberPath: true });
  });

  it("step 2: a subscription-only token may reach only /app/subscription", () => {
    const g = startGuard();
    g.actor.send({ type: "CHECK", path: "/app/profile", auth: auth.limited });
    expect(g.redirect).toHaveBeenCalledWith({ to: "/app/subscription", rememberPath: false });
    g.actor.send({ type: "CHECK", path: "/app/subscription", auth: auth.limited });
    expect(g.actor.getSnapshot().value).toBe("allowed");
  });

  it("step 3: an admin token is allowed without the server, the validation time recorded", () => {
    const g = startGuard();
    g.actor.send({ type: "CHECK", path: "/app/admin", auth: auth.admin });
    expect(g.actor.getSnapshot().value).toBe("allowed");
    expect(g.validate).not.toHaveBeenCalled();
    expect(g.recordValidation).toHaveBeenCalledWith({ now: NOW });
  });

  it(`step 4: validates with the server when the last validation is missing or ${REVALIDATION_INTERVAL_MS / 60_000} minutes old`, async () => {
    const g = startGuard({ validate: async () => auth.userValidated });
    g.actor.send({ type: "CHECK", path: "/app/pantry", auth: auth.user });
    expect(g.actor.getSnapshot().value).toEqual({ checking: "validating" });
    await settle();
    expect(g.actor.getSnapshot().value).toBe("allowed");

    const recent = snapshot(tokenExpiringIn(NOW, 120), { lastValidation: NOW - REVALIDATION_INTERVAL_MS + 1 });
    const due = snapshot(tokenExpiringIn(NOW, 120), { lastValidation: NOW - REVALIDATION_INTERVAL_MS });
    g.validate.mockClear();
    g.actor.send({ type: "CHECK", path: "/app/pantry", auth: recent });
    expect(g.validate).not.toHaveBeenCalled();
    g.actor.send({ type: "CHECK", path: "/app/pantry", auth: due });
    expect(g.validate).toHaveBeenCalledTimes(1);
  });

  it("step 4: a validation that ends with a subscription-only token goes to /app/subscription", async () => {
    const g = startGuard({ validate: async () => auth.limited });
    g.actor.send({ type: "CHECK", path: "/app/pantry", auth: auth.user });
    await settle();
    expect(g.redirect).toHaveBeenCalledWith({ to: "/app/subscription", rememberPath: false });
  });

  it.each([
    ["trial_expired", "/app/subscription", false],
    ["subscription_expired", "/app/subscription", false],
    [null, "/app/login", true],
  ])("step 4: when validation fails the check endpoint decides (status %s → %s)", async (status, to, rememberPath) => {
    const g = startGuard({ check: () => Promise.reject(failure({ accessStatus: status })) });
    g.actor.send({ type: "CHECK", path: "/app/pantry", auth: auth.user });
    await settle();
    await settle();
    expect(g.check).toHaveBeenCalled();
    expect(g.actor.getSnapshot().value).toBe("redirected");
    expect(g.redirect).toHaveBeenCalledWith({ to, rememberPath });
  });

  it("step 4: a check that succeeds after a failed validation allows the page", async () => {
    const g = startGuard({ check: async () => ({ authenticated: true }) });
    g.actor.send({ type: "CHECK", path: "/app/pantry", auth: auth.user });
    await settle();
    await settle();
    expect(g.actor.getSnapshot().value).toBe("allowed");
  });

  it(`offline: an offline auth record under ${OFFLINE_RECORD_TTL_MS / 3_600_000} h counts as signed in; the server is not asked`, () => {
    const g = startGuard();
    g.actor.send({ type: "CHECK", path: "/app/shopping-list", auth: auth.offlineRecordOnly });
    expect(g.actor.getSnapshot().value).toBe("allowed");
    expect(g.validate).not.toHaveBeenCalled();
    const stale = snapshot(null, {
      online: false,
      offlineRecord: { token: tokenExpiringIn(NOW, 60), authenticated: true, timestamp: NOW - OFFLINE_RECORD_TTL_MS },
    });
    g.actor.send({ type: "CHECK", path: "/app/shopping-list", auth: stale });
    expect(g.actor.getSnapshot().value).toBe("redirected");
  });

  it("re-checks from allowed and from redirected (back navigation, tab visible again)", () => {
    const g = startGuard();
    g.actor.send({ type: "CHECK", path: "/app/pantry", auth: auth.userValidated });
    expect(g.actor.getSnapshot().value).toBe("allowed");
    g.actor.send({ type: "CHECK", path: "/app/pantry", auth: auth.none });
    expect(g.actor.getSnapshot().value).toBe("redirected");
    g.actor.send({ type: "CHECK", path: "/app/pantry", auth: auth.userValidated });
    expect(g.actor.getSnapshot().value).toBe("allowed");
  });

  it("validationDue follows the 5-minute rule", () => {
    expect(validationDue({ lastValidation: null, now: NOW })).toBe(true);
    expect(validationDue({ lastValidation: NOW - REVALIDATION_INTERVAL_MS + 1, now: NOW })).toBe(false);
    expect(validationDue({ lastValidation: NOW - REVALIDATION_INTERVAL_MS, now: NOW })).toBe(true);
  });
});
