import { createHash, randomUUID } from "node:crypto";
import { byteaToBuffer, type EntityManager } from "../../core/database.js";
import { AppError, badRequest } from "../../core/errors.js";
import type { ScreenshotRef } from "./support.events.js";

/** Largest screenshot accepted, decoded (a full-page AVIF or WebP is usually well under 1 MB). */
export const SCREENSHOT_MAX_BYTES = 8 * 1024 * 1024;
/** The bug-report route's own JSON limit: the screenshot in base64 (4/3 of its size) plus the text fields. */
export const BUG_REPORT_BODY_LIMIT_BYTES = 12 * 1024 * 1024;

export const screenshotTooLarge = () =>
  new AppError(
    413,
    `Screenshot is too large: at most ${SCREENSHOT_MAX_BYTES / (1024 * 1024)} MB is accepted. Please send the report without it.`,
    "PAYLOAD_TOO_LARGE",
  );

export interface DecodedScreenshot {
  contentType: "image/avif" | "image/webp" | "image/jpeg" | "image/png";
  bytes: Buffer;
}

const DATA_URL = /^data:(image\/(?:avif|webp|jpeg|png));base64,([A-Za-z0-9+/]+={0,2})$/;

/** Whether the bytes really are the image type they claim to be (so nothing else is ever served as one). */
function looksLike(contentType: DecodedScreenshot["contentType"], b: Buffer): boolean {
  const ascii = (from: number, to: number) => b.subarray(from, to).toString("latin1");
  switch (contentType) {
    case "image/jpeg":
      return b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
    case "image/png":
      return b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case "image/webp":
      return b.length > 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP";
    case "image/avif":
      return b.length > 12 && ascii(4, 8) === "ftyp" && /avi[fs]/.test(ascii(8, 64));
  }
}

/** Decodes the payload's data URL; a malformed one is a 400, an oversized one a 413. */
export function decodeScreenshot(dataUrl: string): DecodedScreenshot {
  const comma = dataUrl.indexOf(",");
  // base64 carries 3 bytes in 4 characters: refuse an oversized image before decoding it.
  if (comma > 0 && Math.floor(((dataUrl.length - comma - 1) * 3) / 4) > SCREENSHOT_MAX_BYTES + 2) {
    throw screenshotTooLarge();
  }
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw badRequest("screenshot must be an image data URL (AVIF, WebP, JPEG or PNG) or null");
  const contentType = match[1] as DecodedScreenshot["contentType"];
  const bytes = Buffer.from(match[2], "base64");
  if (bytes.length > SCREENSHOT_MAX_BYTES) throw screenshotTooLarge();
  if (!looksLike(contentType, bytes)) throw badRequest(`screenshot is not a valid ${contentType.slice(6).toUpperCase()} image`);
  return { contentType, bytes };
}

/**
 * Stores the image bytes beside the event log (Postgres bytea), inside the command's transaction: the
 * event carries only this reference, so events and live messages stay small, and the row is never
 * touched by read-model rebuilds.
 */
export async function storeScreenshot(em: EntityManager, shot: DecodedScreenshot, now: Date): Promise<ScreenshotRef> {
  const ref: ScreenshotRef = {
    id: randomUUID(),
    contentType: shot.contentType,
    sizeBytes: shot.bytes.length,
    sha256: createHash("sha256").update(shot.bytes).digest("hex"),
  };
  await em.execute(
    "insert into bug_report_screenshots (id, content_type, size_bytes, sha256, data, created_at) values (?, ?, ?, ?, ?, ?)",
    [ref.id, ref.contentType, ref.sizeBytes, ref.sha256, shot.bytes, now],
  );
  return ref;
}

export async function readScreenshot(em: EntityManager, id: string): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [row] = await em.execute<{ content_type: string; data: Buffer | Uint8Array | string }[]>(
    "select content_type, data from bug_report_screenshots where id = ?",
    [id],
  );
  if (!row) return null;
  return { contentType: row.content_type, bytes: byteaToBuffer(row.data) };
}
