import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "./logger.js";

/**
 * Serves the built client compressed (brotli, else gzip) with long caching for Vite's hashed assets.
 * The embedded default has no proxy in front to do this, and the app's JavaScript is three times
 * smaller compressed, which is most of a first visit's load time on a phone.
 */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|map|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;
const MAX_BYTES = 8 * 1024 * 1024;
const HASHED_ASSETS = "/assets/";
export const IMMUTABLE = "public, max-age=31536000, immutable";

type Encoding = "br" | "gzip";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The best encoding the request accepts (q > 0), brotli first. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return null;
}

export interface StaticFiles {
  /** Middleware for files under the client build; passes on anything it does not serve compressed. */
  middleware(req: Request, res: Response, next: NextFunction): void;
}

export function createStaticFiles(dist: string, logger: Logger): StaticFiles {
  const root = path.resolve(dist);
  const cache = new Map<string, Promise<Buffer>>();

  function compressed(file: string, mtimeMs: number, encoding: Encoding): Promise<Buffer> {
    const key = `${encoding}:${mtimeMs}:${file}`;
    let entry = cache.get(key);
    if (!entry) {
      entry = readFile(file).then((raw) =>
        encoding === "br"
          ? brotli(raw, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: raw.length > 1024 * 1024 ? 5 : 11,
                [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            })
          : gzipAsync(raw, { level: 9 }),
      );
      entry.catch(() => cache.delete(key));
      cache.set(key, entry);
    }
    return entry;
  }

  /** Answers true when it sent the file compressed. */
  async function trySend(req: Request, res: Response, file: string, cacheControl: string): Promise<boolean> {
    if (!COMPRESSIBLE.test(file)) return false;
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    if (!encoding) return false;
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || info.size < MIN_BYTES || info.size > MAX_BYTES) return false;
    const body = await compressed(file, info.mtimeMs, encoding);
    res.status(200);
    res.type(path.extname(file));
    res.set({
      "Content-Encoding": encoding,
      "Content-Length": String(body.length),
      Vary: "Accept-Encoding",
      "Cache-Control": cacheControl,
      "Last-Modified": info.mtime.toUTCString(),
    });
    if (req.method === "HEAD") res.end();
    else res.end(body);
    return true;
  }

  return {
    middleware(req, res, next) {
      if (req.method !== "GET" && req.method !== "HEAD") return next();
      let relative: string;
      try {
        relative = decodeURIComponent(req.path);
      } catch {
        return next();
      }
      const file = path.resolve(root, `.${path.posix.normalize(relative)}`);
      if (!file.startsWith(root + path.sep)) return next();
      const cacheControl = req.path.startsWith(HASHED_ASSETS) ? IMMUTABLE : "public, max-age=3600";
      trySend(req, res, file, cacheControl).then(
        (sent) => {
          if (!sent) next();
        },
        (err: unknown) => {
          logger.warn({ err, path: req.path }, "compressed static file failed; serving it uncompressed");
          next();
        },
      );
    },
  };
}
