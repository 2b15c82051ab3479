import { describe, expect, it } from "vitest";
import { encodeScreenshot, type ImageEncoder } from "./capture-screenshot";

/** A canvas that can encode these types (anything else comes back as PNG, as canvas.toDataURL does). */
function canvasEncoding(supported: string[]) {
  const asked: [string, number][] = [];
  const encode: ImageEncoder = (type, quality) => {
    asked.push([type, quality]);
    return supported.includes(type) ? `data:${type};base64,AAAA` : "data:image/png;base64,AAAA";
  };
  return { encode, asked };
}

describe("encodeScreenshot", () => {
  it("uses AVIF at 0.8 when the browser can encode it", () => {
    const canvas = canvasEncoding(["image/avif", "image/webp", "image/jpeg"]);
    expect(encodeScreenshot(canvas.encode)).toBe("data:image/avif;base64,AAAA");
    expect(canvas.asked).toEqual([["image/avif", 0.8]]);
  });

  it("falls back to WebP at 0.8", () => {
    const canvas = canvasEncoding(["image/webp", "image/jpeg"]);
    expect(encodeScreenshot(canvas.encode)).toBe("data:image/webp;base64,AAAA");
    expect(canvas.asked).toEqual([
      ["image/avif", 0.8],
      ["image/webp", 0.8],
    ]);
  });

  it("else JPEG at 0.75", () => {
    const canvas = canvasEncoding(["image/jpeg"]);
    expect(encodeScreenshot(canvas.encode)).toBe("data:image/jpeg;base64,AAAA");
    expect(canvas.asked.at(-1)).toEqual(["image/jpeg", 0.75]);
  });
});
