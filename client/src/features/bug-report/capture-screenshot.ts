/** Full-page screenshots for bug reports (spec sections 3 and 9). */

/** Encodes the captured canvas as `type` at `quality` (canvas.toDataURL's contract: PNG when unsupported). */
export type ImageEncoder = (type: string, quality: number) => string;

/** In order of preference: AVIF 0.8 if the browser can encode it, else WebP 0.8, else JPEG 0.75. */
export const SCREENSHOT_FORMATS = [
  { type: "image/avif", quality: 0.8 },
  { type: "image/webp", quality: 0.8 },
  { type: "image/jpeg", quality: 0.75 },
] as const;

/** Scale 0.8 on white (spec section 9). */
export const SCREENSHOT_SCALE = 0.8;
export const SCREENSHOT_BACKGROUND = "#ffffff";

/** Elements marked with this attribute are left out of screenshots (the Report Bug button's own busy state). */
export const SCREENSHOT_EXCLUDE_ATTRIBUTE = "data-screenshot-exclude";

/** The first format the browser really encodes (an unsupported type comes back as PNG). */
export function encodeScreenshot(encode: ImageEncoder): string {
  for (const format of SCREENSHOT_FORMATS.slice(0, -1)) {
    const dataUrl = encode(format.type, format.quality);
    if (dataUrl.startsWith(`data:${format.type};`)) return dataUrl;
  }
  const last = SCREENSHOT_FORMATS[SCREENSHOT_FORMATS.length - 1];
  return encode(last.type, last.quality);
}

/** The whole page, as tall as its content and as wide as the window, as an image data URL. */
export async function captureFullPage(): Promise<string> {
  // Loaded on first use: the library stays out of every page's bundle until someone reports a bug.
  const { domToCanvas } = await import("modern-screenshot");
  const page = document.documentElement;
  const canvas = await domToCanvas(document.body, {
    scale: SCREENSHOT_SCALE,
    backgroundColor: SCREENSHOT_BACKGROUND,
    width: window.innerWidth,
    height: Math.max(page.scrollHeight, document.body.scrollHeight),
    filter: (node) => !(node instanceof Element && node.hasAttribute(SCREENSHOT_EXCLUDE_ATTRIBUTE)),
  });
  return encodeScreenshot((type, quality) => canvas.toDataURL(type, quality));
}
