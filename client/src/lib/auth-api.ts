/**
 * The session's calls to the server (spec section 7), over the REST paths so the public pages can use
 * them without loading the GraphQL client: bearer token when there is a valid one, JSON, no-cache
 * headers, an X-Requested-With marker, credentials included, a cache-busting query where the spec asks.
 */
import { LOGIN_TIMEOUT_MS } from "./session-constants";

/** The `user` object of the sign-in answers (the server's User fields). */
export interface SessionUser {
  id: string;
  email: string;
  username?: string | null;
  name?: string | null;
  displayName: string;
  role: string;
  accountType?: string | null;
  familyMemberId?: string | null;
  userId?: string | null;
  householdId?: string | null;
}

/** Login, registration, Google sign-in and family-member setup answer this (spec section 3). */
export interface SignInPayload {
  token?: string;
  user?: SessionUser;
  status?: string;
  message?: string;
  redirectTo?: string;
  error?: string;
}

/**
 * How a call failed. `timeout`: no answer within the limit; `network`: the request never reached the
 * server; `parse`: the answer was not JSON; `http`: the server answered with an error status.
 */
export interface AuthFailure {
  kind: "timeout" | "network" | "parse" | "http";
  status: number | null;
  /** The server's `error`, else `message`, if it sent one. */
  serverMessage: string | null;
  /** `status` field of a 401 body: 'trial_expired' or 'subscription_expired' when access is limited. */
  accessStatus: string | null;
  /** The text of spec section 8 for this failure (shared login path). */
  message: string;
}

export class AuthApiError extends Error {
  constructor(readonly failure: AuthFailure) {
    super(failure.message);
    this.name = "AuthApiError";
  }
}

export function isAuthApiError(error: unknown): error is AuthApiError {
  return error instanceof AuthApiError;
}

/** The failure behind any error a call raised (an unknown error counts as a network failure). */
export function failureOf(error: unknown): AuthFailure {
  if (isAuthApiError(error)) return error.failure;
  return { kind: "network", status: null, serverMessage: null, accessStatus: null, message: CONNECTION_UNAVAILABLE };
}

export const LOGIN_TIMED_OUT = "Login request timed out. Please try again.";
export const CONNECTION_UNAVAILABLE = "Connection to server unavailable. Check your network.";
export const UNPARSEABLE_RESPONSE = "Could not parse server response. The server might be unavailable.";

type Fetch = typeof fetch;

export interface AuthApiOptions {
  fetch?: Fetch;
  /** The bearer token to send (omitted when null or unusable). */
  token?: string | null;
  timeoutMs?: number;
  /** Text used when the server gave no message (e.g. 'Login failed'). */
  fallbackMessage?: string;
  cacheBust?: boolean;
}

function headers(token: string | null | undefined, hasBody: boolean): Record<string, string> {
  return {
    Accept: "application/json",
    ...(hasBody ? { "Content-Type": "application/json" } : {}),
    "Cache-Control": "no-cache, no-store",
    Pragma: "no-cache",
    "X-Requested-With": "XMLHttpRequest",
    ...(token && token.length >= 11 && token !== "null" && token !== "undefined" ? { Authorization: `Bearer ${token}` } : {}),
  };
}

function withCacheBust(path: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}_=${Date.now()}`;
}

/** One JSON call; resolves the parsed body of a 2xx answer, rejects with an AuthApiError otherwise. */
export async function callAuthApi<T>(method: string, path: string, body?: unknown, options: AuthApiOptions = {}): Promise<T> {
  const doFetch = options.fetch ?? fetch;
  const controller = new AbortController();
  const timer = options.timeoutMs ? setTimeout(() => controller.abort(), options.timeoutMs) : undefined;
  let response: Response;
  try {
    response = await doFetch(options.cacheBust ? withCacheBust(path) : path, {
      method,
      headers: headers(options.token, body !== undefined),
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "include",
      cache: "no-store",
      signal: controller.signal,
    });
  } catch (error) {
    const timedOut = controller.signal.aborted || (error as Error)?.name === "AbortError";
    throw new AuthApiError({
      kind: timedOut ? "timeout" : "network",
      status: null,
      serverMessage: null,
      accessStatus: null,
      message: timedOut ? LOGIN_TIMED_OUT : CONNECTION_UNAVAILABLE,
    });
  } finally {
    clearTimeout(timer);
  }
  const text = await response.text().catch(() => "");
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    throw new AuthApiError({ kind: "parse", status: response.status, serverMessage: null, accessStatus: null, message: UNPARSEABLE_RESPONSE });
  }
  if (!response.ok) {
    const data = (parsed ?? {}) as { error?: unknown; message?: unknown; status?: unknown };
    const serverMessage =
      typeof data.error === "string" ? data.error : typeof data.message === "string" ? data.message : null;
    throw new AuthApiError({
      kind: "http",
      status: response.status,
      serverMessage,
      accessStatus: typeof data.status === "string" ? data.status : null,
      message: serverMessage ?? options.fallbackMessage ?? `HTTP ${response.status}: ${response.statusText}`,
    });
  }
  return parsed as T;
}

/** POST /api/login (cache-busting query; abandoned after 15 s). */
export function login(input: { email: string; password: string }, options: AuthApiOptions = {}) {
  return callAuthApi<SignInPayload>("POST", "/api/login", input, {
    timeoutMs: LOGIN_TIMEOUT_MS,
    fallbackMessage: "Login failed",
    cacheBust: true,
    ...options,
  });
}

/** POST /api/register. */
export function register(input: { email: string; password: string; username?: string }, options: AuthApiOptions = {}) {
  return callAuthApi<SignInPayload>("POST", "/api/register", input, { fallbackMessage: "Registration failed", ...options });
}

/** POST /api/auth/google with the ID token and the nonce this browser generated. */
export function googleSignIn(input: { idToken: string; nonce: string }, options: AuthApiOptions = {}) {
  return callAuthApi<SignInPayload>("POST", "/api/auth/google", input, {
    fallbackMessage: "Google authentication failed",
    ...options,
  });
}

/** GET /api/auth/check (cache-busting query). */
export function checkAuth(token: string | null, options: AuthApiOptions = {}) {
  return callAuthApi<{ authenticated: boolean; user: SessionUser }>("GET", "/api/auth/check", undefined, {
    token,
    cacheBust: true,
    ...options,
  });
}

/** POST /api/auth/refresh (cache-busting query): a new token; the old one stops working. */
export async function refreshToken(token: string | null, options: AuthApiOptions = {}): Promise<string> {
  const body = await callAuthApi<{ token?: unknown }>("POST", "/api/auth/refresh", undefined, {
    token,
    cacheBust: true,
    ...options,
  });
  if (!body || typeof body.token !== "string" || body.token.length < 11) {
    throw new AuthApiError({ kind: "parse", status: 200, serverMessage: null, accessStatus: null, message: "The refresh answer had no token" });
  }
  return body.token;
}

/** POST /api/auth/logout: ends the server-side session of the token. */
export function logout(token: string | null, options: AuthApiOptions = {}) {
  return callAuthApi<{ success: boolean }>("POST", "/api/auth/logout", undefined, { token, ...options });
}

/** GET /api/user/profile (the landing check inspects a 401's status). */
export function fetchProfile(token: string | null, options: AuthApiOptions = {}) {
  return callAuthApi<Record<string, unknown>>("GET", "/api/user/profile", undefined, { token, ...options });
}

export interface ActionResult {
  success: boolean;
  message: string;
}

/** POST /api/auth/password-reset/request: always answers success (no account enumeration). */
export function requestPasswordReset(email: string, options: AuthApiOptions = {}) {
  return callAuthApi<ActionResult>("POST", "/api/auth/password-reset/request", { email }, options);
}

/** POST /api/auth/password-reset/confirm: the link's token and the new password. */
export function resetPassword(input: { token: string; password: string }, options: AuthApiOptions = {}) {
  return callAuthApi<ActionResult>("POST", "/api/auth/password-reset/confirm", input, options);
}

export interface InvitationView {
  memberName: string;
  email: string;
  householdName: string;
  expiresAt: string;
}

/** GET /api/family-members/setup?token=: who an invitation link is for. */
export function fetchInvitation(token: string, options: AuthApiOptions = {}) {
  return callAuthApi<InvitationView>("GET", `/api/family-members/setup?token=${encodeURIComponent(token)}`, undefined, options);
}

/** POST /api/family-members/setup: the invited member's password; answers like a login. */
export function completeFamilyMemberSetup(input: { token: string; password: string }, options: AuthApiOptions = {}) {
  return callAuthApi<SignInPayload>("POST", "/api/family-members/setup", input, options);
}
