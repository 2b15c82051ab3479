import { createHash } from "node:crypto";
import sharp from "sharp";
import { byteaToBuffer, type EntityManager } from "../../core/database.js";
import { safeFetch, SafeFetchError, type SafeFetchOptions } from "../../core/safe-fetch.js";
import { sniffImageType } from "../products/index.js";

/**
 * Recipe photos: a web page's (or a typed address's) photo is fetched once through the SSRF guard,
 * checked by content (JPEG, PNG or WebP), re-encoded with sharp as an 800 px WebP and kept in
 * `recipe_photos` by its SHA-256. A recipe only ever points at our own copy
 * (`/api/public/recipes/photos/{sha256}.webp`), which the Content-Security-Policy (`img-src 'self'`)
 * lets the app and the script-free share page show; a remote address is never kept or sent to a client.
 */

export const RECIPE_PHOTO_PREFIX = "/api/public/recipes/photos/";
/** What an imported draft says when the page's photo could not be fetched (the import still succeeds). */
export const PHOTO_NOT_FETCHED = "The page's photo could not be fetched";
/** Largest photo downloaded. */
export const RECIPE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Longest side of the stored photo. */
export const RECIPE_PHOTO_SIZE = 800;
const FETCH_TIMEOUT_MS = 10_000;
/** Media types a photo may be answered with; the bytes are checked again by content. */
const PHOTO_TYPES = ["image/*", "application/octet-stream", "binary/octet-stream"];

const HASH_FILE = /^([0-9a-f]{64})\.webp$/;

export const recipePhotoPath = (sha256: string) => `${RECIPE_PHOTO_PREFIX}${sha256}.webp`;

/** The hash of one of our photo paths, else null (remote addresses, anything else). */
export function ownPhotoHash(url: string | null | undefined): string | null {
  if (!url?.startsWith(RECIPE_PHOTO_PREFIX)) return null;
  return HASH_FILE.exec(url.slice(RECIPE_PHOTO_PREFIX.length))?.[1] ?? null;
}

/** The hash a served file name (`{sha256}.webp`) names, else null. */
export const photoFileHash = (file: string): string | null => HASH_FILE.exec(file)?.[1] ?? null;

export class RecipePhotoError extends Error {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = "RecipePhotoError";
  }
}

/** Downloads a photo (SSRF-guarded, size and time limited) and checks its bytes are JPEG, PNG or WebP. */
export async function downloadRecipePhoto(url: string, fetchOptions: SafeFetchOptions = {}): Promise<Buffer> {
  let result;
  try {
    result = await safeFetch(url, { maxBytes: RECIPE_PHOTO_MAX_BYTES, timeoutMs: FETCH_TIMEOUT_MS, contentTypes: PHOTO_TYPES, ...fetchOptions });
  } catch (err) {
    if (err instanceof SafeFetchError) throw new RecipePhotoError(err.code, err.message);
    throw err;
  }
  if (!sniffImageType(result.body)) throw new RecipePhotoError("NOT_AN_IMAGE", "The address did not answer with a JPEG, PNG or WebP image");
  return result.body;
}

/** Re-encodes a checked photo as WebP, longest side 800 px, EXIF orientation applied and metadata dropped. */
export async function renderRecipePhoto(bytes: Buffer): Promise<{ bytes: Buffer; width: number; height: number; sha256: string }> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: RECIPE_PHOTO_SIZE, height: RECIPE_PHOTO_SIZE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height, sha256: createHash("sha256").update(data).digest("hex") };
  } catch {
    throw new RecipePhotoError("UNREADABLE", "The photo could not be read");
  }
}

/** Keeps a rendered photo (identical bytes once) and answers its path. */
export async function storeRecipePhoto(em: EntityManager, photo: Awaited<ReturnType<typeof renderRecipePhoto>>, now: Date): Promise<string> {
  await em.execute(
    `insert into recipe_photos (sha256, content_type, width, height, size_bytes, data, created_at)
     values (?, 'image/webp', ?, ?, ?, ?, ?) on conflict (sha256) do nothing`,
    [photo.sha256, photo.width, photo.height, photo.bytes.length, photo.bytes, now],
  );
  return recipePhotoPath(photo.sha256);
}

export async function hasRecipePhoto(em: EntityManager, hash: string): Promise<boolean> {
  const rows = await em.execute<{ one: number }[]>("select 1 as one from recipe_photos where sha256 = ?", [hash]);
  return rows.length > 0;
}

export async function readRecipePhoto(em: EntityManager, hash: string): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [row] = await em.execute<{ content_type: string; data: Buffer | Uint8Array | string }[]>(
    "select content_type, data from recipe_photos where sha256 = ?",
    [hash],
  );
  if (!row) return null;
  return { contentType: row.content_type, bytes: byteaToBuffer(row.data) };
}
