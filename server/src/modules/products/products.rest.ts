import express, { Router, type NextFunction, type Request, type Response } from "express";
import { z } from "zod";
import { AppError, notFound } from "../../core/errors.js";
import { requireAuth, requireRole } from "../../core/request.js";
import { parseBody } from "../../core/rest.js";
import { validate } from "../../core/validation.js";
import { PRODUCT_IMAGE_MAX_BYTES } from "./products.images.js";
import { STAFF_ROLES, type ProductsService } from "./products.service.js";
import { mergeSchema, productChangesSchema, productInputSchema, rejectSchema, toChanges, toDetails } from "./products.validation.js";
import { toProductView, toPublicProduct } from "./products.view.js";

const queryText = (value: unknown) => (typeof value === "string" ? value.slice(0, 200) : undefined);
const queryInt = (value: unknown) => {
  const n = typeof value === "string" ? Number.parseInt(value, 10) : NaN;
  return Number.isFinite(n) ? n : undefined;
};
const queryList = (value: unknown) =>
  (Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [])
    .map((v) => String(v).trim().toLowerCase())
    .filter(Boolean);

const lookupSchema = z.object({ barcode: z.string() });
const IMAGE_FILE = /^([0-9a-f]{64})\.webp$/;

/**
 * The catalogue over REST: the signed-in app's reads and writes (same service as GraphQL), the public
 * picker's read of verified products (no token), and the images.
 */
export function productsRoutes(products: ProductsService): Router {
  const router = Router();

  router.get("/products", async (req, res) => {
    const caller = requireAuth(req.ctx);
    const page = await products.list(caller, {
      text: queryText(req.query.search ?? req.query.q),
      category: queryText(req.query.category),
      dietTags: queryList(req.query.dietTags),
      withoutAllergens: queryList(req.query.withoutAllergens),
      mine: req.query.mine === "true",
      offset: queryInt(req.query.offset),
      limit: queryInt(req.query.limit),
    });
    res.json({ ...page, items: page.items.map((row) => toProductView(row, caller)) });
  });

  router.post("/products", async (req, res) => {
    const caller = requireAuth(req.ctx);
    const input = parseBody(productInputSchema, req.body);
    res.status(201).json(toProductView(await products.create(req.ctx, caller, toDetails(input), input.id), caller));
  });

  router.post("/products/lookup-barcode", async (req, res) => {
    const caller = requireAuth(req.ctx);
    const { barcode } = parseBody(lookupSchema, req.body);
    const result = await products.lookupBarcode(req.ctx, caller, barcode);
    res.json({ ...result, product: result.product ? toProductView(result.product, caller) : null });
  });

  router.get("/product-moderation-queue", async (req, res) => {
    const staff = requireRole(req.ctx, STAFF_ROLES);
    res.json((await products.queue()).map((row) => toProductView(row, staff)));
  });

  router.get("/products/:id", async (req, res) => {
    const caller = requireAuth(req.ctx);
    res.json(toProductView(await products.readFor(caller, req.params.id), caller));
  });

  router.patch("/products/:id", async (req, res) => {
    const caller = requireAuth(req.ctx);
    const changes = toChanges(parseBody(productChangesSchema, req.body));
    res.json(toProductView(await products.update(req.ctx, caller, req.params.id, changes), caller));
  });

  router.post("/products/:id/verify", async (req, res) => {
    const staff = requireRole(req.ctx, STAFF_ROLES);
    res.json(toProductView(await products.verify(req.ctx, staff, req.params.id), staff));
  });

  router.post("/products/:id/reject", async (req, res) => {
    const staff = requireRole(req.ctx, STAFF_ROLES);
    const { reason } = parseBody(rejectSchema, req.body);
    res.json(toProductView(await products.reject(req.ctx, staff, req.params.id, reason), staff));
  });

  router.post("/products/:id/merge", async (req, res) => {
    const staff = requireRole(req.ctx, STAFF_ROLES);
    const { into } = parseBody(mergeSchema, req.body);
    res.json(toProductView(await products.merge(req.ctx, staff, req.params.id, into), staff));
  });

  // Images: the hash in the URL is the image's own, so the answer never changes and caches for a year.
  for (const kind of ["image", "thumbnail"] as const) {
    router.get(`/products/:id/${kind}/:file`, async (req, res) => {
      const match = IMAGE_FILE.exec(String(req.params.file));
      if (!match) throw notFound("Image not found");
      const image = await products.image(String(req.params.id), kind, match[1]);
      res.set({
        "Content-Type": image.contentType,
        "Cache-Control": "public, max-age=31536000, immutable",
        ETag: `"${match[1]}"`,
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'",
      });
      res.send(image.bytes);
    });
  }

  // The public product picker: verified products only, no token needed, nothing about households.
  router.get("/catalogue", async (req, res) => {
    const page = await products.publicCatalogue({
      text: queryText(req.query.q),
      category: queryText(req.query.category),
      offset: queryInt(req.query.offset),
      limit: queryInt(req.query.limit),
    });
    res.set("Cache-Control", "public, max-age=60");
    res.json({ ...page, items: page.items.map(toPublicProduct) });
  });

  router.get("/catalogue/categories", async (_req, res) => {
    res.set("Cache-Control", "public, max-age=60");
    res.json(await products.categories());
  });

  return router;
}

/** PUT /api/products/{id}/image: the photo's bytes as the body (JPEG, PNG or WebP, at most 5 MB). */
export function productImageUploadRoutes(products: ProductsService): Router {
  const router = Router();
  const raw = express.raw({ type: () => true, limit: PRODUCT_IMAGE_MAX_BYTES });
  router.put(
    "/products/:id/image",
    (req: Request, res: Response, next: NextFunction) => {
      raw(req, res, (error?: unknown) => {
        if ((error as { type?: string } | undefined)?.type === "entity.too.large") {
          next(
            new AppError(413, `The photo is too large: at most ${PRODUCT_IMAGE_MAX_BYTES / (1024 * 1024)} MB is accepted.`, "PAYLOAD_TOO_LARGE"),
          );
          return;
        }
        next(error);
      });
    },
    async (req, res) => {
      const caller = requireAuth(req.ctx);
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const row = await products.setImage(req.ctx, caller, validate(z.string(), req.params.id), bytes);
      res.json(toProductView(row, caller));
    },
  );
  return router;
}
