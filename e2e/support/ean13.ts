import sharp from "sharp";

// An EAN-13 barcode drawn as a PNG, for browser tests that read a barcode from a photo. Encoding per
// GS1 General Specifications (EAN-13: left half in L/G sets chosen by the first digit, right half in R).
const L = ["0001101", "0011001", "0010011", "0111101", "0100011", "0110001", "0101111", "0111011", "0110111", "0001011"];
const G = ["0100111", "0110011", "0011011", "0100001", "0011101", "0111001", "0000101", "0010001", "0001001", "0010111"];
const R = ["1110010", "1100110", "1101100", "1000010", "1011100", "1001110", "1010000", "1000100", "1001000", "1110100"];
const PARITY = ["LLLLLL", "LLGLGG", "LLGGLG", "LLGGGL", "LGLLGG", "LGGLLG", "LGGGLL", "LGLGLG", "LGLGGL", "LGGLGL"];

/** The check digit of the first 12 digits. */
export function ean13CheckDigit(first12: string): number {
  const sum = [...first12].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
}

/** The 95 modules (1 = bar) of a 13-digit code whose check digit is right. */
export function ean13Modules(code: string): string {
  if (!/^\d{13}$/.test(code) || ean13CheckDigit(code.slice(0, 12)) !== Number(code[12])) throw new Error(`not an EAN-13: ${code}`);
  const parity = PARITY[Number(code[0])];
  const left = [...code.slice(1, 7)].map((d, i) => (parity[i] === "L" ? L : G)[Number(d)]).join("");
  const right = [...code.slice(7)].map((d) => R[Number(d)]).join("");
  return `101${left}01010${right}101`;
}

/** A PNG photo of the barcode: black bars on white with quiet zones, `module` pixels a bar unit. */
export async function ean13Png(code: string, module = 4, height = 160): Promise<Buffer> {
  const modules = ean13Modules(code);
  const quiet = 12 * module;
  const width = modules.length * module + 2 * quiet;
  const bars = [...modules]
    .map((bit, i) => (bit === "1" ? `<rect x="${quiet + i * module}" y="${module * 4}" width="${module}" height="${height}" fill="#000"/>` : ""))
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height + module * 8}"><rect width="100%" height="100%" fill="#fff"/>${bars}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
