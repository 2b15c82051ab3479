import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { deriveSecretKey, isSealed, open, parseSecretKey, seal, SecretBoxError } from "./secret-box.js";

describe("secret box", () => {
  const key = randomBytes(32);

  it("seals and opens again; each seal differs; the plaintext is not in the sealed text", () => {
    const token = "ya29.a0AfH6SMBx-secret-token";
    const a = seal(key, token, "household-1:access");
    const b = seal(key, token, "household-1:access");
    expect(a).not.toBe(b);
    expect(isSealed(a)).toBe(true);
    expect(a).not.toContain("ya29");
    expect(open(key, a, "household-1:access")).toBe(token);
    expect(open(key, seal(key, ""))).toBe("");
  });

  it("detects tampering", () => {
    const sealed = seal(key, "1//refresh-token");
    const raw = Buffer.from(sealed.slice(4), "base64url");
    raw[raw.length - 1] ^= 1;
    expect(() => open(key, `sb1:${raw.toString("base64url")}`)).toThrow(SecretBoxError);
    expect(() => open(key, "sb1:abc")).toThrow(SecretBoxError);
  });

  it("refuses another key and another context", () => {
    const sealed = seal(key, "1//refresh-token", "household-1:refresh");
    expect(() => open(randomBytes(32), sealed, "household-1:refresh")).toThrow(SecretBoxError);
    expect(() => open(key, sealed, "household-2:refresh")).toThrow(SecretBoxError);
  });

  it("reads a legacy plaintext value as it is", () => {
    expect(open(key, "ya29.legacy")).toBe("ya29.legacy");
  });

  it("parses 32-byte keys in hex or base64 and derives distinct keys per purpose", () => {
    const raw = randomBytes(32);
    expect(parseSecretKey(raw.toString("hex"))).toEqual(raw);
    expect(parseSecretKey(raw.toString("base64"))).toEqual(raw);
    expect(parseSecretKey(raw.toString("base64url"))).toEqual(raw);
    expect(parseSecretKey("too-short")).toBeNull();
    expect(parseSecretKey(randomBytes(16).toString("hex"))).toBeNull();
    const derived = deriveSecretKey("x".repeat(48), "google-calendar-tokens");
    expect(derived).toHaveLength(32);
    expect(derived).toEqual(deriveSecretKey("x".repeat(48), "google-calendar-tokens"));
    expect(derived).not.toEqual(deriveSecretKey("x".repeat(48), "other"));
  });
});
