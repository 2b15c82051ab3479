/**
 * Where copying a week and repeating a meal put their copies, and under which ids. Pure (plain
 * TypeScript, no Node modules), so the client imports it by path and shows a copy queued offline under
 * the very id the server will give it: a later change to that copy can be queued before it is sent, and
 * a copy the server already has is not shown twice.
 */

const DAY_MS = 86_400_000;

export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
  0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

/** SHA-256 of a text's UTF-8 bytes, as lower-case hex (FIPS 180-4; the same digest as Node's `createHash("sha256")`). */
export function sha256Hex(text: string): string {
  const data = new TextEncoder().encode(text);
  const blocks = Math.ceil((data.length + 9) / 64);
  const bytes = new Uint8Array(blocks * 64);
  bytes.set(data);
  bytes[data.length] = 0x80;
  const view = new DataView(bytes.buffer);
  view.setUint32(bytes.length - 8, Math.floor((data.length * 8) / 2 ** 32));
  view.setUint32(bytes.length - 4, (data.length * 8) >>> 0);
  const h = new Uint32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
  const w = new Uint32Array(64);
  const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));
  for (let block = 0; block < blocks; block++) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(block * 64 + i * 4);
    for (let i = 16; i < 64; i++) {
      const s0 = rotr(w[i - 15]!, 7) ^ rotr(w[i - 15]!, 18) ^ (w[i - 15]! >>> 3);
      const s1 = rotr(w[i - 2]!, 17) ^ rotr(w[i - 2]!, 19) ^ (w[i - 2]! >>> 10);
      w[i] = w[i - 16]! + s0 + w[i - 7]! + s1;
    }
    let [a, b, c, d, e, f, g, hh] = h as unknown as number[];
    for (let i = 0; i < 64; i++) {
      const t1 = (hh! + (rotr(e!, 6) ^ rotr(e!, 11) ^ rotr(e!, 25)) + ((e! & f!) ^ (~e! & g!)) + K[i]! + w[i]!) >>> 0;
      const t2 = ((rotr(a!, 2) ^ rotr(a!, 13) ^ rotr(a!, 22)) + ((a! & b!) ^ (a! & c!) ^ (b! & c!))) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d! + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    h[0] = h[0]! + a!;
    h[1] = h[1]! + b!;
    h[2] = h[2]! + c!;
    h[3] = h[3]! + d!;
    h[4] = h[4]! + e!;
    h[5] = h[5]! + f!;
    h[6] = h[6]! + g!;
    h[7] = h[7]! + hh!;
  }
  return Array.from(h, (x) => x.toString(16).padStart(8, "0")).join("");
}

/** A UUID derived from a text: copies and repeats of one entry to one day always get the same id. */
export function derivedId(text: string): string {
  const hex = sha256Hex(text);
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Where one copy goes: the entry it copies, its day and its id. */
export interface CopyTarget<S> {
  source: S;
  date: string;
  id: string;
}

/** The copies of a week's meals (starting `from`) into the week starting `to`; a leftover is eaten once and stays where it is. */
export function weekCopies<S extends { id: string; date: string; kind: string }>(householdId: string, sources: readonly S[], from: string, to: string): CopyTarget<S>[] {
  const offset = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
  return sources
    .filter((s) => s.kind !== "leftover")
    .map((s) => {
      const date = addDays(s.date, offset);
      return { source: s, date, id: derivedId(`${householdId}:copy:${s.id}:${date}`) };
    });
}

/** The copies of a meal repeated every `everyDays` days, `times` more times. */
export function repeatCopies<S extends { id: string; date: string }>(householdId: string, source: S, everyDays: number, times: number): CopyTarget<S>[] {
  return Array.from({ length: times }, (_, i) => {
    const date = addDays(source.date, everyDays * (i + 1));
    return { source, date, id: derivedId(`${householdId}:repeat:${source.id}:${date}`) };
  });
}
