import { createHash } from "node:crypto";
import sharp from "sharp";
import { byteaToBuffer, type EntityManager } from "../../core/database.js";
import { AppError, badRequest } from "../../core/errors.js";
import type { ProductImageRef } from "./products.events.js";

/** Largest photo accepted from a device. */
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Longest side of the two stored sizes. */
export const DISPLAY_SIZE = 800;
export const THUMBNAIL_SIZE = 160;

export const imageTooLarge = () =>
  new AppError(413, `The photo is too large: at most ${PRODUCT_IMAGE_MAX_BYTES / (1024 * 1024)} MB is accepted.`, "PAYLOAD_TOO_LARGE");

export type UploadType = "image/jpeg" | "image/png" | "image/webp";

/** The image type the bytes really are (by their magic numbers), whatever the request said. */
export function sniffImageType(b: Buffer): UploadType | null {
  if (b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "image/jpeg";
  if (b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "image/png";
  if (b.length > 12 && b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP") {
    return "image/webp";
  }
  return null;
}

export interface ProcessedImage {
  display: { bytes: Buffer; width: number; height: number; sha256: string };
  thumbnail: { bytes: Buffer; width: number; height: number; sha256: string };
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/**
 * Checks an upload by content and makes the two WebP sizes with sharp: the display size (longest
 * side 800 px) and a square-ish thumbnail (160 px). EXIF orientation is applied and metadata dropped.
 */
export async function processProductImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length === 0) throw badRequest("Choose a photo to upload");
  if (bytes.length > PRODUCT_IMAGE_MAX_BYTES) throw imageTooLarge();
  if (!sniffImageType(bytes)) throw badRequest("The photo must be a JPEG, PNG or WebP image");
  const render = async (size: number, fit: "inside" | "cover") => {
    const { data, info } = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: size, height: size, fit, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height, sha256: sha256(data) };
  };
  try {
    return { display: await render(DISPLAY_SIZE, "inside"), thumbnail: await render(THUMBNAIL_SIZE, "cover") };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest("The photo could not be read: please try another JPEG, PNG or WebP image");
  }
}

/** Writes both sizes beside the events (same transaction); identical bytes are stored once. */
export async function storeProductImage(em: EntityManager, image: ProcessedImage, now: Date): Promise<ProductImageRef> {
  for (const part of [image.display, image.thumbnail]) {
    await em.execute(
      `insert into product_images (sha256, content_type, width, height, size_bytes, data, created_at)
       values (?, 'image/webp', ?, ?, ?, ?, ?) on conflict (sha256) do nothing`,
      [part.sha256, part.width, part.height, part.bytes.length, part.bytes, now],
    );
  }
  return {
    displaySha256: image.display.sha256,
    thumbnailSha256: image.thumbnail.sha256,
    contentType: "image/webp",
    width: image.display.width,
    height: image.display.height,
  };
}

export async function readProductImage(em: EntityManager, hash: string): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [row] = await em.execute<{ content_type: string; data: Buffer | Uint8Array | string }[]>(
    "select content_type, data from product_images where sha256 = ?",
    [hash],
  );
  if (!row) return null;
  return { contentType: row.content_type, bytes: byteaToBuffer(row.data) };
}
