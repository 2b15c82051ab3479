type RandomFill = (bytes: Uint8Array) => Uint8Array;

const defaultFill: RandomFill = (bytes) => crypto.getRandomValues(bytes);

/**
 * 128 random bits as 32 lowercase hex characters. Uses getRandomValues rather than randomUUID
 * because randomUUID is missing on plain-http pages (a family server reached by LAN address).
 */
export function createRandomId(fill: RandomFill = defaultFill): string {
  const bytes = fill(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
