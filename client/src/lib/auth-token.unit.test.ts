import { describe, expect, it } from "vitest";
import {
  decideAppAccess,
  decodeTokenPayload,
  isCorruptedToken,
  isTokenExpired,
  isUsableToken,
  shouldDiscardStoredToken,
} from "./auth-token";

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);

function base64Url(text: string): string {
  const binary = String.fromCharCode(...new TextEncoder().encode(text));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function token(payload: object): string {
  return `${base64Url(JSON.stringify({ alg: "HS256", typ: "JWT" }))}.${base64Url(JSON.stringify(payload))}.signature`;
}

const inAnHour = Math.floor(NOW / 1000) + 3600;
const anHourAgo = Math.floor(NOW / 1000) - 3600;

describe("isUsableToken (spec 5: shorter than 11 characters, 'null' or 'undefined' counts as absent)", () => {
  it.each([null, undefined, "", "null", "undefined", "abc", "0123456789"])("treats %j as absent", (value) => {
    expect(isUsableToken(value)).toBe(false);
  });

  it("accepts 11 characters and more", () => {
    expect(isUsableToken("01234567890")).toBe(true);
    expect(isUsableToken(token({ exp: inAnHour }))).toBe(true);
  });
});

describe("isCorruptedToken", () => {
  it.each(["", "null", "undefined", "a.b.c", "123456789"])("flags %j", (value) => {
    expect(isCorruptedToken(value)).toBe(true);
  });

  it("flags tokens without three non-empty dot-separated parts", () => {
    expect(isCorruptedToken("aaaaaaaaaaaa.bbbbbbbbbb")).toBe(true);
    expect(isCorruptedToken("aaaaaaaaaa..cccccccccc")).toBe(true);
    expect(isCorruptedToken("a.b.c.d.eeeeeeeeee")).toBe(true);
  });

  it("accepts a JWT-shaped token", () => {
    expect(isCorruptedToken(token({ exp: inAnHour }))).toBe(false);
  });
});

describe("decodeTokenPayload", () => {
  it("reads the payload, including non-ASCII text", () => {
    const payload = decodeTokenPayload(token({ exp: inAnHour, role: "admin", displayName: "Zoë" }));
    expect(payload).toEqual({ exp: inAnHour, role: "admin", displayName: "Zoë" });
  });

  it("returns null for undecodable or non-object payloads", () => {
    expect(decodeTokenPayload("aaaaaaaaaa.%%%%.cccccccccc")).toBeNull();
    expect(decodeTokenPayload(`header.${base64Url("[1,2]")}.signature`)).toBeNull();
    expect(decodeTokenPayload(`header.${base64Url("not json")}.signature`)).toBeNull();
  });
});

describe("isTokenExpired", () => {
  it("compares exp (seconds) with now (milliseconds)", () => {
    expect(isTokenExpired({ exp: inAnHour }, NOW)).toBe(false);
    expect(isTokenExpired({ exp: anHourAgo }, NOW)).toBe(true);
    expect(isTokenExpired({ exp: NOW / 1000 }, NOW)).toBe(true);
  });

  it("leaves tokens without exp to the server", () => {
    expect(isTokenExpired({}, NOW)).toBe(false);
  });
});

describe("shouldDiscardStoredToken (start-up cleanup)", () => {
  it("keeps nothing-stored and valid tokens", () => {
    expect(shouldDiscardStoredToken(null, NOW)).toBe(false);
    expect(shouldDiscardStoredToken(token({ exp: inAnHour }), NOW)).toBe(false);
  });

  it("discards corrupted, undecodable and expired tokens", () => {
    expect(shouldDiscardStoredToken("null", NOW)).toBe(true);
    expect(shouldDiscardStoredToken("aaaaaaaaaa.%%%%.cccccccccc", NOW)).toBe(true);
    expect(shouldDiscardStoredToken(token({ exp: anHourAgo }), NOW)).toBe(true);
  });
});

describe("decideAppAccess", () => {
  it("sends visitors without a valid token to sign in", () => {
    expect(decideAppAccess(null, "/app", NOW)).toBe("sign-in");
    expect(decideAppAccess("undefined", "/app", NOW)).toBe("sign-in");
    expect(decideAppAccess("not-a-jwt-at-all", "/app", NOW)).toBe("sign-in");
    expect(decideAppAccess(token({ exp: anHourAgo }), "/app", NOW)).toBe("sign-in");
  });

  it("lets a valid token in", () => {
    expect(decideAppAccess(token({ exp: inAnHour, role: "user" }), "/app/profile", NOW)).toBe("allowed");
  });

  it("keeps a subscription-only token on the subscription page", () => {
    const limited = token({ exp: inAnHour, access: "subscription_only" });
    expect(decideAppAccess(limited, "/app/profile", NOW)).toBe("subscription");
    expect(decideAppAccess(limited, "/app/subscription", NOW)).toBe("allowed");
  });

  it("does not limit admins", () => {
    expect(decideAppAccess(token({ exp: inAnHour, role: "admin", access: "subscription_only" }), "/app", NOW)).toBe(
      "allowed",
    );
  });
});
