/** Session-token rules of spec section 5, as pure functions over the raw stored value. */

/** Fields of the token payload the client reads (all optional: tokens are not trusted for shape). */
export interface TokenPayload {
  exp?: number;
  role?: string;
  access?: string;
  email?: string;
  id?: string;
  accountType?: string;
  name?: string;
  displayName?: string;
  familyMemberId?: string;
  userId?: string;
  householdId?: string;
}

/** A token shorter than 11 characters, or the text null or undefined, counts as absent. */
export function isUsableToken(value: string | null | undefined): value is string {
  if (value == null) return false;
  if (value === "null" || value === "undefined") return false;
  return value.length >= 11;
}

/** Empty, 'null'/'undefined', shorter than 10 characters, or not three dot-separated parts. */
export function isCorruptedToken(value: string | null | undefined): boolean {
  if (!value || value === "null" || value === "undefined") return true;
  if (value.length < 10) return true;
  const parts = value.split(".");
  return parts.length !== 3 || parts.some((part) => part.length === 0);
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, "+").replace(/_/g, "/");
  const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a JWT-shaped token, or null when it cannot be decoded. */
export function decodeTokenPayload(token: string): TokenPayload | null {
  if (isCorruptedToken(token)) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(token.split(".")[1]));
    return payload !== null && typeof payload === "object" && !Array.isArray(payload)
      ? (payload as TokenPayload)
      : null;
  } catch {
    return null;
  }
}

/** Expired when `exp` (seconds) is at or before now; a token without `exp` is left to the server. */
export function isTokenExpired(payload: TokenPayload, nowMs: number): boolean {
  return typeof payload.exp === "number" && payload.exp * 1000 <= nowMs;
}

/** Whether a stored value should be removed at start-up: corrupted, undecodable or expired. */
export function shouldDiscardStoredToken(value: string | null, nowMs: number): boolean {
  if (value === null) return false;
  if (isCorruptedToken(value)) return true;
  const payload = decodeTokenPayload(value);
  return payload === null || isTokenExpired(payload, nowMs);
}

export type AppAccess = "allowed" | "sign-in" | "subscription";

export const SUBSCRIPTION_PATH = "/app/subscription";

/**
 * Client-side part of the auth guard: no valid token → sign in; a subscription-only token may reach
 * only the subscription page. Server validation of the session comes on top of this.
 */
export function decideAppAccess(token: string | null, pathname: string, nowMs: number = Date.now()): AppAccess {
  if (!isUsableToken(token) || isCorruptedToken(token)) return "sign-in";
  const payload = decodeTokenPayload(token);
  if (payload === null || isTokenExpired(payload, nowMs)) return "sign-in";
  if (payload.role !== "admin" && payload.access === "subscription_only" && pathname !== SUBSCRIPTION_PATH) {
    return "subscription";
  }
  return "allowed";
}
