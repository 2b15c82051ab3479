/**
 * The signed-in session as the browser keeps it (spec section 3 "Browser storage"): bearer token and
 * cached user in localStorage, the `token` cookie, the last validation time and the offline auth
 * record. Every change goes through here so listeners (the realtime connection, the cache) hear of it.
 */
import { decodeTokenPayload, isUsableToken, shouldDiscardStoredToken } from "./auth-token";
import { parseOfflineRecord, type OfflineAuthRecord } from "./offline-auth";
import { LAST_VALIDATION_KEY, OFFLINE_AUTH_KEY, GOOGLE_NONCE_KEY } from "./session-constants";
import { readStorage, removeStorage, writeStorage } from "./storage";
import { clearTokenCookie, writeTokenCookie } from "./token-cookie";

export const TOKEN_KEY = "token";
export const USER_KEY = "user";
/** The spec's second key for the token; authToken and access_token are older aliases, read in cleanup. */
export const AUTH_TOKEN_KEY = "auth_token";
const TOKEN_ALIASES = [AUTH_TOKEN_KEY, "authToken", "access_token"] as const;
const TOKEN_CHANGED_EVENT = "hearth:token-changed";
/** Per-user preferences mirrored in storage; they go with the session. */
const USER_CACHE_KEYS = ["mealPlanView", "householdSize"] as const;

/** The cached user object as stored at sign-in (the `User` fields the server returned). */
export interface StoredUser {
  id: string;
  email: string;
  displayName: string;
  role: string;
  [field: string]: unknown;
}

/** The stored bearer token, or null when absent or unusable (spec section 5). */
export function readToken(): string | null {
  const token = readStorage(TOKEN_KEY);
  return isUsableToken(token) ? token : null;
}

/**
 * Whether the stored token opens the whole app: a household whose trial or subscription ended gets a
 * `subscription_only` token that only the subscription page accepts, so app-wide queries stay off.
 */
export function hasFullAccess(): boolean {
  const token = readToken();
  return token !== null && decodeTokenPayload(token)?.access !== "subscription_only";
}

export function readStoredUser(): StoredUser | null {
  const raw = readStorage(USER_KEY);
  if (!raw) return null;
  try {
    const user: unknown = JSON.parse(raw);
    return user !== null && typeof user === "object" && "id" in user ? (user as StoredUser) : null;
  } catch {
    return null;
  }
}

/** The 'token changed' event of spec section 4 (this tab; other tabs hear the storage event). */
export function announceTokenChange(): void {
  window.dispatchEvent(new Event(TOKEN_CHANGED_EVENT));
}

/** Stores a new token (sign-in, refresh) under the spec's keys and in the cookie. */
export function storeToken(token: string): void {
  writeStorage(TOKEN_KEY, token);
  writeStorage(AUTH_TOKEN_KEY, token);
  writeTokenCookie(token);
}

export function storeUser(user: object): void {
  writeStorage(USER_KEY, JSON.stringify(user));
}

export function saveSession(token: string, user: object): void {
  storeToken(token);
  storeUser(user);
  announceTokenChange();
}

/** A failed refresh: every stored token and the cookie go (the user object stays until logout). */
export function clearTokens(): void {
  removeStorage(TOKEN_KEY);
  for (const key of TOKEN_ALIASES) removeStorage(key);
  clearTokenCookie();
  removeStorage(OFFLINE_AUTH_KEY);
  removeStorage(LAST_VALIDATION_KEY);
}

/** Logout and an ended session: token, user and cached data are forgotten. */
export function clearSession(): void {
  clearTokens();
  removeStorage(USER_KEY);
  for (const key of USER_CACHE_KEYS) removeStorage(key);
  removeStorage(GOOGLE_NONCE_KEY, "session");
  // The GraphQL client hears the change below: it empties its cache and drops the saved copies.
  announceTokenChange();
}

/** When the session was last validated with the server (ms), or null. */
export function readLastValidation(): number | null {
  const value = Number(readStorage(LAST_VALIDATION_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function recordValidation(nowMs: number): void {
  writeStorage(LAST_VALIDATION_KEY, String(nowMs));
}

export function readOfflineRecord(): OfflineAuthRecord | null {
  return parseOfflineRecord(readStorage(OFFLINE_AUTH_KEY));
}

export function storeOfflineRecord(record: OfflineAuthRecord): void {
  writeStorage(OFFLINE_AUTH_KEY, JSON.stringify(record));
}

export function removeOfflineRecord(): void {
  removeStorage(OFFLINE_AUTH_KEY);
}

/** Start-up cleanup: corrupted, undecodable or expired tokens are removed (under every key). */
export function discardBadStoredTokens(nowMs: number = Date.now()): void {
  for (const key of [TOKEN_KEY, ...TOKEN_ALIASES]) {
    if (shouldDiscardStoredToken(readStorage(key), nowMs)) removeStorage(key);
  }
}

/** Token changes in this tab (sign-in, logout) and in other tabs of the same origin. */
export function onTokenChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener(TOKEN_CHANGED_EVENT, listener);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(TOKEN_CHANGED_EVENT, listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Token changes made by other tabs only (this tab navigates on its own sign-in and logout). */
export function onOtherTabTokenChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}
