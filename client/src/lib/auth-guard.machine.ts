/**
 * The authentication guard of the /app routes (spec section 4): checking (loading screen), allowed,
 * redirected. Each CHECK (navigation, back button, tab visible again) walks the four steps:
 * 1. no valid stored authentication → the authentication page;
 * 2. a token with access subscription_only → /app/subscription;
 * 3. a token with role admin → allowed, no server call;
 * 4. otherwise, when due, validate with the server; on failure ask the check endpoint: 401 with
 *    status trial_expired or subscription_expired → /app/subscription, anything else → sign in.
 */
import { assign, emit, fromPromise, setup } from "xstate";
import type { AuthFailure } from "./auth-api";
import { decodeTokenPayload, isCorruptedToken, isTokenExpired, isUsableToken, type TokenPayload } from "./auth-token";
import { evaluateOfflineRecord, type OfflineAuthRecord } from "./offline-auth";
import { REVALIDATION_INTERVAL_MS, SIGN_IN_PATH, SUBSCRIPTION_PATH } from "./session-constants";

/** What the guard knows of the stored session at one moment (read from storage by the app). */
export interface AuthSnapshot {
  token: string | null;
  payload: TokenPayload | null;
  /** Present, well-formed, decodable and unexpired. */
  tokenValid: boolean;
  online: boolean;
  /** The offline auth record counts as signed in (under 24 h old, and so on). */
  offlineSignedIn: boolean;
  lastValidation: number | null;
  now: number;
}

export function authSnapshot(input: {
  token: string | null;
  online: boolean;
  offlineRecord: OfflineAuthRecord | null;
  lastValidation: number | null;
  now: number;
}): AuthSnapshot {
  const usable = isUsableToken(input.token) && !isCorruptedToken(input.token);
  const payload = usable ? decodeTokenPayload(input.token!) : null;
  return {
    token: usable ? input.token : null,
    payload,
    tokenValid: payload !== null && !isTokenExpired(payload, input.now),
    online: input.online,
    offlineSignedIn: evaluateOfflineRecord(input.offlineRecord, input.now) === "signed-in",
    lastValidation: input.lastValidation,
    now: input.now,
  };
}

/** Re-validation is due when the last one is missing or older than 5 minutes. */
export function validationDue(auth: Pick<AuthSnapshot, "lastValidation" | "now">): boolean {
  return auth.lastValidation === null || auth.now - auth.lastValidation >= REVALIDATION_INTERVAL_MS;
}

export interface GuardContext {
  path: string;
  auth: AuthSnapshot | null;
  /** Where the guard last sent the browser. */
  target: string | null;
  /** A page was allowed before: a re-check keeps showing it instead of the loading screen. */
  everAllowed: boolean;
}

export type GuardEvent = { type: "CHECK"; path: string; auth: AuthSnapshot };

export type GuardEmitted = { type: "redirect"; to: string; rememberPath: boolean };

const ACCESS_LIMITS = new Set(["trial_expired", "subscription_expired"]);

const hasValidAuth = (auth: AuthSnapshot) => auth.tokenValid || (!auth.online && auth.offlineSignedIn);
const subscriptionOnly = (auth: AuthSnapshot | null) => auth?.payload?.access === "subscription_only";

function missing(name: string): never {
  throw new Error(`guard actor '${name}' is not provided`);
}

export const authGuardMachine = setup({
  types: {
    context: {} as GuardContext,
    events: {} as GuardEvent,
    emitted: {} as GuardEmitted,
  },
  actors: {
    /** The session's verify-or-refresh; answers the stored session afterwards. */
    validateSession: fromPromise<AuthSnapshot, { auth: AuthSnapshot }>(async () => missing("validateSession")),
    /** GET /api/auth/check; rejects with the failure (its status says why). */
    checkAuth: fromPromise<unknown, { auth: AuthSnapshot | null }>(async () => missing("checkAuth")),
  },
  actions: {
    /** Sends the browser elsewhere (emitted for the page); a sign-in redirect first saves the current path. */
    redirect: emit((_, params: { to: string; rememberPath: boolean }) => ({ type: "redirect" as const, ...params })),
    recordValidation: (_, _params: { now: number }) => {},
    remember: assign(({ event }) => ({ path: event.path, auth: event.auth })),
  },
  guards: {
    noValidAuth: ({ event }) => !hasValidAuth(event.auth),
    subscriptionOnlyElsewhere: ({ event }) => subscriptionOnly(event.auth) && event.path !== SUBSCRIPTION_PATH,
    subscriptionOnlyHere: ({ event }) => subscriptionOnly(event.auth),
    isAdmin: ({ event }) => event.auth.payload?.role === "admin",
    offline: ({ event }) => !event.auth.online,
    validationFresh: ({ event }) => !validationDue(event.auth),
    validatedToSubscriptionOnly: ({ context, event }) =>
      subscriptionOnly((event as unknown as { output: AuthSnapshot }).output) && context.path !== SUBSCRIPTION_PATH,
    accessExpired: ({ event }) => {
      const failure = (event as unknown as { error?: { failure?: AuthFailure } }).error?.failure;
      return failure?.status === 401 && ACCESS_LIMITS.has(failure.accessStatus ?? "");
    },
  },
}).createMachine({
  id: "guard",
  initial: "checking",
  context: { path: "", auth: null, target: null, everAllowed: false },
  on: {
    // The four steps, taken on every CHECK whatever the current state.
    CHECK: [
      {
        guard: "noValidAuth",
        target: "#guard.redirected",
        actions: [
          "remember",
          assign({ target: SIGN_IN_PATH }),
          { type: "redirect", params: { to: SIGN_IN_PATH, rememberPath: true } },
        ],
      },
      {
        guard: "subscriptionOnlyElsewhere",
        target: "#guard.redirected",
        actions: [
          "remember",
          assign({ target: SUBSCRIPTION_PATH }),
          { type: "redirect", params: { to: SUBSCRIPTION_PATH, rememberPath: false } },
        ],
      },
      { guard: "subscriptionOnlyHere", target: "#guard.allowed", actions: "remember" },
      {
        guard: "isAdmin",
        target: "#guard.allowed",
        actions: ["remember", { type: "recordValidation", params: ({ event }) => ({ now: event.auth.now }) }],
      },
      { guard: "offline", target: "#guard.allowed", actions: "remember" },
      { guard: "validationFresh", target: "#guard.allowed", actions: "remember" },
      { target: "#guard.checking.validating", actions: "remember" },
    ],
  },
  states: {
    checking: {
      tags: ["checking"],
      initial: "pending",
      states: {
        /** Until the first CHECK arrives (the loading screen shows). */
        pending: {},
        validating: {
          invoke: {
            id: "validate",
            src: "validateSession",
            input: ({ context }) => ({ auth: context.auth! }),
            onDone: [
              {
                guard: "validatedToSubscriptionOnly",
                target: "#guard.redirected",
                actions: [
                  assign({ target: SUBSCRIPTION_PATH }),
                  { type: "redirect", params: { to: SUBSCRIPTION_PATH, rememberPath: false } },
                ],
              },
              { target: "#guard.allowed", actions: assign({ auth: ({ event }) => event.output }) },
            ],
            onError: { target: "confirming" },
          },
        },
        confirming: {
          invoke: {
            id: "confirm",
            src: "checkAuth",
            input: ({ context }) => ({ auth: context.auth }),
            onDone: { target: "#guard.allowed" },
            onError: [
              {
                guard: "accessExpired",
                target: "#guard.redirected",
                actions: [
                  assign({ target: SUBSCRIPTION_PATH }),
                  { type: "redirect", params: { to: SUBSCRIPTION_PATH, rememberPath: false } },
                ],
              },
              {
                target: "#guard.redirected",
                actions: [
                  assign({ target: SIGN_IN_PATH }),
                  { type: "redirect", params: { to: SIGN_IN_PATH, rememberPath: true } },
                ],
              },
            ],
          },
        },
      },
    },
    allowed: { tags: ["allowed"], entry: assign({ everAllowed: true }) },
    redirected: { tags: ["redirected"] },
  },
});

export type AuthGuardMachine = typeof authGuardMachine;
