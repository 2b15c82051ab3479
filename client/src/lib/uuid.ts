import { createRandomId } from "./random-id";

/**
 * A random (version 4) UUID, for ids a client chooses before the server has seen the thing (a list
 * made offline). Built on createRandomId because crypto.randomUUID is missing on plain-http pages.
 */
export function createUuid(random: () => string = createRandomId): string {
  const hex = random().split("");
  hex[12] = "4";
  hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  const s = hex.join("");
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20, 32)}`;
}
