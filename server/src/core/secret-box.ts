import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Secrets sealed at rest (AES-256-GCM, node:crypto). A sealed value is `sb1:` followed by
 * base64url(12-byte IV | 16-byte tag | ciphertext); an optional context (e.g. the household id and the
 * column) is bound as additional data, so a sealed value copied to another row does not open. `open`
 * hands back a value without the prefix unchanged: rows written before sealing read on, and whoever
 * reads them seals them again.
 */

const PREFIX = "sb1:";
const IV = 12;
const TAG = 16;

export class SecretBoxError extends Error {}

/** A 32-byte key from its configured text: 64 hex digits or base64/base64url of 32 bytes. */
export function parseSecretKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, "hex");
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const key = Buffer.from(value.replace(/-/g, "+").replace(/_/g, "/"), "base64");
    if (key.length === 32) return key;
  }
  return null;
}

/** A 32-byte key derived (HKDF-SHA256) from a longer-lived secret, one per purpose. */
export function deriveSecretKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", Buffer.from(secret, "utf8"), Buffer.alloc(0), Buffer.from(`hearth:${purpose}`, "utf8"), 32));
}

export const isSealed = (value: string): boolean => value.startsWith(PREFIX);

export function seal(key: Buffer, plaintext: string, context = ""): string {
  if (key.length !== 32) throw new SecretBoxError("The key must be 32 bytes");
  const iv = randomBytes(IV);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The plaintext of a sealed value (a legacy unsealed value as it is); throws SecretBoxError when it does not open. */
export function open(key: Buffer, value: string, context = ""): string {
  if (!isSealed(value)) return value;
  const raw = Buffer.from(value.slice(PREFIX.length), "base64url");
  if (raw.length < IV + TAG) throw new SecretBoxError("The sealed value is damaged");
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, IV));
    decipher.setAAD(Buffer.from(context, "utf8"));
    decipher.setAuthTag(raw.subarray(IV, IV + TAG));
    return Buffer.concat([decipher.update(raw.subarray(IV + TAG)), decipher.final()]).toString("utf8");
  } catch {
    throw new SecretBoxError("The sealed value does not open with this key (damaged, or sealed with another key)");
  }
}
