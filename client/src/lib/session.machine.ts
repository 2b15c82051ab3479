/**
 * The session (spec section 4 "Session"): start-up check, sign-in by password, registration and
 * Google, validation and refresh, offline mode, expiry and logout. Side effects are named actions and
 * actors; the app provides them (storage, navigation, toasts, HTTP) and tests swap them.
 */
import { assign, emit, fromPromise, setup } from "xstate";
import type { AuthFailure, SessionUser, SignInPayload } from "./auth-api";
import { decodeTokenPayload, isCorruptedToken, isTokenExpired, isUsableToken, type TokenPayload } from "./auth-token";
import { evaluateOfflineRecord, type OfflineAuthRecord } from "./offline-auth";
import {
  AFTER_LOGOUT_PATH,
  REFRESH_THRESHOLD_MS,
  REGISTER_REDIRECT_DELAY_MS,
  RELOAD_DELAY_MS,
  SIGN_IN_PATH,
  SIGN_IN_REDIRECT_DELAY_MS,
  SUBSCRIPTION_PATH,
  TRIAL_EXPIRED_REDIRECT_DELAY_MS,
} from "./session-constants";
import {
  GOOGLE_SUCCESS,
  googleFailureNotice,
  LOGIN_FAILED,
  LOGIN_SUCCESS,
  loginFailureNotice,
  LOGOUT_FAILED,
  LOGOUT_SUCCESS,
  REGISTER_SUCCESS,
  registrationFailureNotice,
  trialExpiredNotice,
  type Notice,
} from "./session-messages";

export type GoogleIntent = "login" | "register";

export interface SessionContext {
  token: string | null;
  payload: TokenPayload | null;
  user: SessionUser | null;
  /** Signed in without the server having confirmed it (network down, or the check failed). */
  offline: boolean;
  /** Time (ms) of the last event that carried one; decisions about expiry use it. */
  now: number;
  /** Whether the stored offline auth record counts as signed in (evaluated at start-up). */
  offlineRecordValid: boolean;
  /** Where a sign-in goes next: query redirect, else saved redirect, else /app. */
  redirectTarget: string;
  googleIntent: GoogleIntent | null;
  /** The last sign-in answer (token, user, status, message, redirectTo). */
  result: SignInPayload | null;
  /** Why the last call failed (shown inline under the sign-in form). */
  failure: AuthFailure | null;
}

export type SessionEvent =
  | { type: "START"; token: string | null; now: number; offlineRecord: OfflineAuthRecord | null }
  | { type: "LOGIN"; email: string; password: string; redirectTarget: string }
  | { type: "REGISTER"; email: string; password: string; username?: string }
  | { type: "GOOGLE"; idToken: string; nonce: string; intent: GoogleIntent; redirectTarget: string }
  | { type: "VALIDATE"; now: number }
  | { type: "LOGOUT" }
  /** A call answered 401; `reason` is the body's status ('trial_expired', 'subscription_expired') if any. */
  | { type: "EXPIRED"; reason: string | null }
  /** Another tab signed in or out. */
  | { type: "TOKEN_REPLACED"; token: string | null; now: number };

/** What the session asks of the page: a toast, a navigation, a reload. */
export type SessionEmitted =
  | { type: "notify"; notice: Notice }
  | { type: "navigate"; to: string }
  | { type: "reload" };

export interface CheckOutput {
  user: SessionUser;
}

const ACCESS_LIMITS = new Set(["trial_expired", "subscription_expired"]);

function usableToken(token: string | null | undefined): token is string {
  return isUsableToken(token) && !isCorruptedToken(token);
}

function payloadOf(token: string | null): TokenPayload | null {
  return token ? decodeTokenPayload(token) : null;
}

/** A user as the token describes it (offline mode, before the server answers). */
export function userFromToken(payload: TokenPayload | null): SessionUser | null {
  if (!payload?.id) return null;
  const email = payload.email ?? "";
  return {
    id: payload.id,
    email,
    name: payload.name ?? null,
    displayName: payload.name || payload.displayName || email,
    role: payload.role ?? "user",
    accountType: payload.accountType ?? null,
    familyMemberId: payload.familyMemberId ?? payload.id,
    userId: payload.userId ?? payload.id,
  };
}

function failureFrom(error: unknown): AuthFailure {
  const failure = (error as { failure?: AuthFailure } | null)?.failure;
  if (failure) return failure;
  return { kind: "network", status: null, serverMessage: null, accessStatus: null, message: "Connection to server unavailable. Check your network." };
}

function missing(name: string): never {
  throw new Error(`session actor '${name}' is not provided`);
}

/** Default actors refuse: the app provides the real calls, tests provide their own. */
const checkSession = fromPromise<CheckOutput, { token: string | null }>(async () => missing("checkSession"));
const refreshSession = fromPromise<string, { token: string | null }>(async () => missing("refreshSession"));
const endSession = fromPromise<unknown, { token: string | null }>(async () => missing("endSession"));
const login = fromPromise<SignInPayload, { email: string; password: string }>(async () => missing("login"));
const register = fromPromise<SignInPayload, { email: string; password: string; username?: string }>(async () =>
  missing("register"),
);
const googleSignIn = fromPromise<SignInPayload, { idToken: string; nonce: string }>(async () => missing("googleSignIn"));

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
  },
  actors: { checkSession, refreshSession, endSession, login, register, googleSignIn },
  actions: {
    /** Stores token and user (keys, aliases, cookie) and fires the 'token changed' event. */
    persistSession: (_, _params: { token: string; user: SessionUser | null }) => {},
    /** Stores a refreshed token. */
    persistToken: (_, _params: { token: string }) => {},
    persistUser: (_, _params: { user: SessionUser }) => {},
    recordValidation: (_, _params: { now: number }) => {},
    storeOfflineRecord: (_, _params: { token: string; now: number }) => {},
    /** Logout and an ended session: token, user and cached data. */
    clearSession: () => {},
    /** A failed refresh: all stored tokens and cookies. */
    clearTokens: () => {},
    /** The current path becomes the post-login redirect (unless it is an auth page or /). */
    rememberLocation: () => {},
    forgetSavedRedirect: () => {},
    // What the page must do is emitted; the session provider listens (actor.on) and acts.
    notify: emit((_, notice: Notice) => ({ type: "notify" as const, notice })),
    navigate: emit((_, params: { to: string }) => ({ type: "navigate" as const, to: params.to })),
    reload: emit({ type: "reload" as const }),
    warnExpired: () => {},
    keepResult: assign(({ event }) => {
      const output = (event as unknown as { output: SignInPayload }).output;
      return {
        result: output,
        token: output.token ?? null,
        payload: payloadOf(output.token ?? null),
        user: output.user ?? null,
        offline: false,
      };
    }),
    resetContext: assign({ token: null, payload: null, user: null, offline: false, offlineRecordValid: false }),
  },
  guards: {
    noToken: ({ event }) => (event.type === "START" || event.type === "TOKEN_REPLACED") && !usableToken(event.token),
    tokenExpiredAtStart: ({ event }) => {
      if (event.type !== "START" && event.type !== "TOKEN_REPLACED") return false;
      const payload = payloadOf(event.token);
      return payload === null || isTokenExpired(payload, event.now);
    },
    isAdmin: ({ context }) => context.payload?.role === "admin",
    expiringSoon: ({ context, event }) => {
      const now = event.type === "VALIDATE" ? event.now : context.now;
      const exp = context.payload?.exp;
      return typeof exp === "number" && exp * 1000 - now < REFRESH_THRESHOLD_MS;
    },
    /** The server refused the token (401) without saying access is merely limited. */
    rejected: ({ event }) => {
      const failure = failureFrom((event as { error?: unknown }).error);
      return failure.kind === "http" && failure.status === 401 && !ACCESS_LIMITS.has(failure.accessStatus ?? "");
    },
    /** 401 because the trial or subscription ended, for a token that already says so: nothing to trade. */
    accessLimitedAsTokenSays: ({ context, event }) => {
      const failure = failureFrom((event as { error?: unknown }).error);
      return failure.status === 401 && ACCESS_LIMITS.has(failure.accessStatus ?? "") && context.payload?.access === "subscription_only";
    },
    /** 401 because the trial or subscription ended: a refresh brings a subscription-only token. */
    accessLimited: ({ event }) => {
      const failure = failureFrom((event as { error?: unknown }).error);
      return failure.status === 401 && ACCESS_LIMITS.has(failure.accessStatus ?? "");
    },
    /** Offline mode is allowed: the token is unexpired, or the offline auth record counts. */
    canWorkOffline: ({ context }) =>
      (context.payload !== null && !isTokenExpired(context.payload, context.now)) || context.offlineRecordValid,
    networkFailure: ({ event }) => {
      const kind = failureFrom((event as { error?: unknown }).error).kind;
      return kind === "network" || kind === "timeout";
    },
    resultTrialExpired: ({ event }) => (event as { output?: SignInPayload }).output?.status === "trial_expired",
    resultHasToken: ({ event }) => usableToken((event as { output?: SignInPayload }).output?.token),
    reasonIsAccessLimit: ({ event }) => event.type === "EXPIRED" && ACCESS_LIMITS.has(event.reason ?? ""),
    replacedByAnotherToken: ({ event }) => event.type === "TOKEN_REPLACED" && usableToken(event.token),
  },
  delays: {
    signInRedirect: SIGN_IN_REDIRECT_DELAY_MS,
    registerRedirect: REGISTER_REDIRECT_DELAY_MS,
    trialExpiredRedirect: TRIAL_EXPIRED_REDIRECT_DELAY_MS,
    reload: RELOAD_DELAY_MS,
  },
}).createMachine({
  id: "session",
  initial: "starting",
  context: {
    token: null,
    payload: null,
    user: null,
    offline: false,
    now: 0,
    offlineRecordValid: false,
    redirectTarget: "/app",
    googleIntent: null,
    result: null,
    failure: null,
  },
  states: {
    /** Waiting for the stored state, read once corrupted tokens were cleaned up. */
    starting: {
      tags: ["busy"],
      on: {
        START: [
          { guard: "noToken", target: "signedOut", actions: assign({ now: ({ event }) => event.now }) },
          {
            guard: "tokenExpiredAtStart",
            target: "signedOut",
            actions: [assign({ now: ({ event }) => event.now }), "clearSession"],
          },
          {
            target: "checking",
            actions: assign(({ event }) => ({
              token: event.token,
              payload: payloadOf(event.token),
              now: event.now,
              offlineRecordValid: evaluateOfflineRecord(event.offlineRecord, event.now) === "signed-in",
            })),
          },
        ],
      },
    },

    /** GET /api/auth/check with the stored token. */
    checking: {
      tags: ["busy"],
      invoke: {
        id: "check",
        src: "checkSession",
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: "signedIn",
          actions: [
            assign({ user: ({ event }) => event.output.user, offline: false }),
            { type: "persistUser", params: ({ event }) => ({ user: event.output.user }) },
            { type: "storeOfflineRecord", params: ({ context }) => ({ token: context.token!, now: context.now }) },
            { type: "recordValidation", params: ({ context }) => ({ now: context.now }) },
          ],
        },
        onError: [
          // The trial or subscription ended (the check's 401 says which): the session stays, as the user the
          // token names, and the guard sends it to /app/subscription. A token that already says so (the one
          // sign-in gave) is kept as it is; a full one is traded for a subscription-only one first.
          {
            guard: "accessLimitedAsTokenSays",
            target: "signedIn",
            actions: [
              assign({ user: ({ context }) => userFromToken(context.payload), offline: false }),
              { type: "recordValidation", params: ({ context }) => ({ now: context.now }) },
            ],
          },
          { guard: "accessLimited", target: "signedIn.refreshing", actions: assign({ user: ({ context }) => userFromToken(context.payload) }) },
          { guard: "rejected", target: "signedOut", actions: ["clearSession", "resetContext"] },
          {
            guard: "canWorkOffline",
            target: "signedIn",
            actions: assign({ offline: true, user: ({ context }) => userFromToken(context.payload) }),
          },
          { target: "signedOut", actions: ["clearSession", "resetContext"] },
        ],
      },
    },

    signedIn: {
      initial: "idle",
      states: {
        idle: {
          tags: ["settled"],
          on: {
            VALIDATE: [
              {
                guard: "isAdmin",
                target: "idle",
                actions: [
                  assign({ now: ({ event }) => event.now }),
                  { type: "recordValidation", params: ({ event }) => ({ now: event.now }) },
                ],
              },
              { guard: "expiringSoon", target: "refreshing", actions: assign({ now: ({ event }) => event.now }) },
              { target: "verifying", actions: assign({ now: ({ event }) => event.now }) },
            ],
            LOGOUT: { target: "loggingOut" },
            // Signing in as someone else from the sign-in screen replaces this session.
            LOGIN: {
              target: "#session.signingIn.login",
              actions: assign({ redirectTarget: ({ event }) => event.redirectTarget, googleIntent: null, failure: null, result: null }),
            },
            REGISTER: { target: "#session.signingIn.register", actions: assign({ googleIntent: null, failure: null, result: null }) },
            GOOGLE: {
              target: "#session.signingIn.google",
              actions: assign({
                redirectTarget: ({ event }) => event.redirectTarget,
                googleIntent: ({ event }) => event.intent,
                failure: null,
                result: null,
              }),
            },
            EXPIRED: [
              { guard: "reasonIsAccessLimit", target: "limiting" },
              {
                target: "#session.signedOut",
                actions: [
                  "warnExpired",
                  "rememberLocation",
                  "clearSession",
                  "resetContext",
                  { type: "navigate", params: { to: SIGN_IN_PATH } },
                ],
              },
            ],
            TOKEN_REPLACED: [
              { guard: "noToken", target: "#session.signedOut", actions: "resetContext" },
              {
                target: "#session.checking",
                actions: assign(({ event }) => ({ token: event.token, payload: payloadOf(event.token), now: event.now })),
              },
            ],
          },
        },
        /** Validation on navigation: GET /api/auth/check. */
        verifying: {
          tags: ["busy"],
          invoke: {
            id: "verify",
            src: "checkSession",
            input: ({ context }) => ({ token: context.token }),
            onDone: {
              target: "idle",
              actions: [
                assign({ user: ({ event }) => event.output.user, offline: false }),
                { type: "persistUser", params: ({ event }) => ({ user: event.output.user }) },
                { type: "storeOfflineRecord", params: ({ context }) => ({ token: context.token!, now: context.now }) },
                { type: "recordValidation", params: ({ context }) => ({ now: context.now }) },
              ],
            },
            onError: [
              // Network down: the token (unexpired, or it would have been refreshed) keeps the user signed in.
              { guard: "networkFailure", target: "idle", actions: assign({ offline: true }) },
              // The trial or subscription has ended and the token already says so: it stays as it is.
              {
                guard: "accessLimitedAsTokenSays",
                target: "idle",
                actions: { type: "recordValidation", params: ({ context }) => ({ now: context.now }) },
              },
              // It ended since this token was issued (the device was open in the app): as any such 401, the
              // token is traded for a limited one and the device goes to the subscription page.
              { guard: "accessLimited", target: "limiting" },
              // Failing verification: a refresh is attempted.
              { target: "refreshing" },
            ],
          },
        },
        /** POST /api/auth/refresh: a new token; the old one stops working on the server. */
        refreshing: {
          tags: ["busy"],
          invoke: {
            id: "refresh",
            src: "refreshSession",
            input: ({ context }) => ({ token: context.token }),
            onDone: {
              target: "idle",
              actions: [
                assign({ token: ({ event }) => event.output, payload: ({ event }) => payloadOf(event.output), offline: false }),
                { type: "persistToken", params: ({ event }) => ({ token: event.output }) },
                { type: "recordValidation", params: ({ context }) => ({ now: context.now }) },
              ],
            },
            // A failed refresh, bad JSON or a missing token: every stored token and cookie goes.
            onError: { target: "#session.signedOut", actions: ["clearTokens", "resetContext"] },
          },
        },
        /** The trial or subscription ended while signed in: trade the token for a limited one. */
        limiting: {
          tags: ["busy"],
          invoke: {
            id: "limit",
            src: "refreshSession",
            input: ({ context }) => ({ token: context.token }),
            onDone: {
              target: "idle",
              actions: [
                assign({ token: ({ event }) => event.output, payload: ({ event }) => payloadOf(event.output) }),
                { type: "persistToken", params: ({ event }) => ({ token: event.output }) },
                { type: "navigate", params: { to: SUBSCRIPTION_PATH } },
              ],
            },
            onError: {
              target: "#session.signedOut",
              actions: ["clearTokens", "resetContext", { type: "navigate", params: { to: SIGN_IN_PATH } }],
            },
          },
        },
        loggingOut: {
          tags: ["busy"],
          invoke: {
            id: "logout",
            src: "endSession",
            input: ({ context }) => ({ token: context.token }),
            onDone: {
              target: "#session.signedOut",
              actions: [
                "clearSession",
                "resetContext",
                { type: "notify", params: LOGOUT_SUCCESS },
                { type: "navigate", params: { to: AFTER_LOGOUT_PATH } },
              ],
            },
            // The device is signed out either way; the notice says the server could not be told.
            onError: {
              target: "#session.signedOut",
              actions: [
                "clearSession",
                "resetContext",
                { type: "notify", params: LOGOUT_FAILED },
                { type: "navigate", params: { to: AFTER_LOGOUT_PATH } },
              ],
            },
          },
        },
      },
    },

    signedOut: {
      tags: ["settled"],
      on: {
        LOGIN: {
          target: "signingIn.login",
          actions: assign({ redirectTarget: ({ event }) => event.redirectTarget, googleIntent: null, failure: null, result: null }),
        },
        REGISTER: { target: "signingIn.register", actions: assign({ googleIntent: null, failure: null, result: null }) },
        GOOGLE: {
          target: "signingIn.google",
          actions: assign({
            redirectTarget: ({ event }) => event.redirectTarget,
            googleIntent: ({ event }) => event.intent,
            failure: null,
            result: null,
          }),
        },
        TOKEN_REPLACED: {
          guard: "replacedByAnotherToken",
          target: "checking",
          actions: assign(({ event }) => ({ token: event.token, payload: payloadOf(event.token), now: event.now })),
        },
      },
    },

    signingIn: {
      tags: ["busy"],
      // Always entered at one of its children; `initial` is only required by the format.
      initial: "login",
      states: {
        login: {
          invoke: {
            id: "login",
            src: "login",
            input: ({ event }) => {
              const e = event as Extract<SessionEvent, { type: "LOGIN" }>;
              return { email: e.email, password: e.password };
            },
            onDone: [
              { guard: "resultTrialExpired", target: "#session.trialExpired", actions: "keepResult" },
              { guard: "resultHasToken", target: "#session.welcoming", actions: "keepResult" },
              // An answer without a token is a failed login.
              {
                target: "#session.signedOut",
                actions: ["clearSession", "resetContext", { type: "notify", params: LOGIN_FAILED }],
              },
            ],
            onError: {
              target: "#session.signedOut",
              actions: [
                // A failed login must not leave an older session's token behind.
                "clearSession",
                "resetContext",
                assign({ failure: ({ event }) => failureFrom(event.error) }),
                { type: "notify", params: ({ event }) => loginFailureNotice(failureFrom(event.error)) },
              ],
            },
          },
        },
        register: {
          invoke: {
            id: "register",
            src: "register",
            input: ({ event }) => {
              const e = event as Extract<SessionEvent, { type: "REGISTER" }>;
              return { email: e.email, password: e.password, ...(e.username ? { username: e.username } : {}) };
            },
            onDone: [
              { guard: "resultHasToken", target: "#session.registered", actions: "keepResult" },
              {
                target: "#session.signedOut",
                actions: { type: "notify", params: registrationFailureNotice({ kind: "http", status: null, serverMessage: null, accessStatus: null, message: "Registration failed" }) },
              },
            ],
            onError: {
              target: "#session.signedOut",
              actions: [
                assign({ failure: ({ event }) => failureFrom(event.error) }),
                { type: "notify", params: ({ event }) => registrationFailureNotice(failureFrom(event.error)) },
              ],
            },
          },
        },
        google: {
          invoke: {
            id: "google",
            src: "googleSignIn",
            input: ({ event }) => {
              const e = event as Extract<SessionEvent, { type: "GOOGLE" }>;
              return { idToken: e.idToken, nonce: e.nonce };
            },
            onDone: [
              { guard: "resultTrialExpired", target: "#session.trialExpired", actions: "keepResult" },
              { guard: "resultHasToken", target: "#session.welcoming", actions: "keepResult" },
              {
                target: "#session.signedOut",
                actions: { type: "notify", params: googleFailureNotice({ kind: "http", status: null, serverMessage: null, accessStatus: null, message: "" }) },
              },
            ],
            onError: {
              target: "#session.signedOut",
              actions: [
                assign({ failure: ({ event }) => failureFrom(event.error) }),
                { type: "notify", params: ({ event }) => googleFailureNotice(failureFrom(event.error)) },
              ],
            },
          },
        },
      },
    },

    /** Signed in: the token is stored, a toast says so, and after 500 ms the app opens the target. */
    welcoming: {
      tags: ["busy"],
      entry: [
        { type: "persistSession", params: ({ context }) => ({ token: context.result!.token!, user: context.result!.user ?? null }) },
        { type: "notify", params: ({ context }) => (context.googleIntent ? GOOGLE_SUCCESS : LOGIN_SUCCESS) },
      ],
      after: {
        signInRedirect: {
          target: "reloading",
          actions: [{ type: "navigate", params: ({ context }) => ({ to: context.redirectTarget }) }, "forgetSavedRedirect"],
        },
      },
    },

    /** Registered: the success notice, then /app/subscription after 1 s. */
    registered: {
      tags: ["busy"],
      entry: [
        { type: "persistSession", params: ({ context }) => ({ token: context.result!.token!, user: context.result!.user ?? null }) },
        { type: "notify", params: REGISTER_SUCCESS },
      ],
      after: {
        registerRedirect: {
          target: "reloading",
          actions: [{ type: "navigate", params: { to: SUBSCRIPTION_PATH } }, "forgetSavedRedirect"],
        },
      },
    },

    /** The trial has ended: keep the (subscription-only) token, say so, and go to the subscription page after 1 s. */
    trialExpired: {
      tags: ["busy"],
      entry: [
        { type: "persistSession", params: ({ context }) => ({ token: context.result!.token!, user: context.result!.user ?? null }) },
        { type: "notify", params: ({ context }) => trialExpiredNotice(context.result?.message) },
      ],
      after: {
        trialExpiredRedirect: {
          target: "signedIn",
          actions: { type: "navigate", params: ({ context }) => ({ to: context.result?.redirectTo || SUBSCRIPTION_PATH }) },
        },
      },
    },

    /** The new page starts from scratch with the stored session. */
    reloading: {
      tags: ["busy"],
      after: {
        reload: { target: "signedIn", actions: "reload" },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
