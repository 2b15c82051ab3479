/** Test support: JWT-shaped tokens with chosen payloads (unsigned; the client never checks signatures). */

function base64Url(text: string): string {
  const binary = String.fromCharCode(...new TextEncoder().encode(text));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fakeToken(payload: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: "HS256", typ: "JWT" }))}.${base64Url(JSON.stringify(payload))}.c2lnbmF0dXJl`;
}

/** A token for a user expiring `minutes` after `nowMs`. */
export function tokenExpiringIn(nowMs: number, minutes: number, claims: Record<string, unknown> = {}): string {
  return fakeToken({
    id: "u-1",
    userId: "u-1",
    email: "amara@example.com",
    displayName: "Amara",
    role: "user",
    access: "full",
    accountType: "accountHolder",
    ...claims,
    exp: Math.floor(nowMs / 1000) + minutes * 60,
  });
}
