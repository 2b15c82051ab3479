/**
 * The signed-in session as the browser keeps it: bearer token and cached user in localStorage.
 * Every change goes through here so listeners (the realtime connection, the cache) hear about it.
 */
import { isUsableToken, shouldDiscardStoredToken } from "./auth-token";
import { readStorage, removeStorage, writeStorage } from "./storage";

export const TOKEN_KEY = "token";
export const USER_KEY = "user";
/** Keys older clients used for the token; removed on logout and when corrupted. */
const TOKEN_ALIASES = ["auth_token", "authToken", "access_token"] as const;
const TOKEN_CHANGED_EVENT = "hearth:token-changed";

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

function announceTokenChange(): void {
  window.dispatchEvent(new Event(TOKEN_CHANGED_EVENT));
}

export function saveSession(token: string, user: object): void {
  writeStorage(TOKEN_KEY, token);
  writeStorage(USER_KEY, JSON.stringify(user));
  announceTokenChange();
}

export function clearSession(): void {
  removeStorage(TOKEN_KEY);
  removeStorage(USER_KEY);
  for (const key of TOKEN_ALIASES) removeStorage(key);
  announceTokenChange();
}

/** Start-up cleanup: corrupted, undecodable or expired tokens are removed. */
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
