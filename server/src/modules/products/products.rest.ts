import express, { Router, type NextFunction, type Request, type Response } from "express";
import { z } from "zod";
import { isoDateTime, routeOn } from "../../core/api-docs.js";
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

const nullableText = z.string().nullable();
const nullableAmount = z.number().nullable();
const PackageSizeBody = z.object({ quantity: z.number(), unit: z.string() }).nullable().meta({ description: "How much one package holds" });
const NutritionBody = z
  .object({
    basis: z.enum(["g", "ml"]),
    energyKcal: nullableAmount,
    proteinG: nullableAmount,
    carbohydrateG: nullableAmount,
    sugarsG: nullableAmount,
    fatG: nullableAmount,
    saturatedFatG: nullableAmount,
    fibreG: nullableAmount,
    saltG: nullableAmount,
    sodiumMg: nullableAmount,
  })
  .nullable()
  .meta({ description: "Per 100 g (basis g) or per 100 ml (basis ml)" });
const imageUrls = {
  thumbnailUrl: nullableText.meta({ description: "160 px WebP; the URL changes with the image" }),
  imageUrl: nullableText.meta({ description: "800 px WebP; the URL changes with the image" }),
};

/** A product of the shared catalogue as the signed-in app sees it (GraphQL's Product). */
export const ProductBody = z
  .object({
    id: z.string().meta({ format: "uuid" }),
    name: z.string(),
    brand: nullableText,
    category: z.string().meta({ description: "Defaults to General" }),
    subcategory: nullableText,
    barcodes: z.array(z.string()),
    defaultUnit: z.string(),
    packageSize: PackageSizeBody,
    shelfLifeDays: z
      .object({ pantry: z.number().int().nullable(), fridge: z.number().int().nullable(), freezer: z.number().int().nullable(), opened: z.number().int().nullable() })
      .meta({ description: "Typical keeping time in days; null where not advised" }),
    nutritionPer100: NutritionBody,
    allergens: z.array(z.string()),
    dietTags: z.array(z.string()),
    densityGPerMl: nullableAmount,
    status: z.enum(["pending", "verified", "rejected", "merged"]),
    verified: z.boolean(),
    mine: z.boolean().meta({ description: "Created by the caller's household" }),
    editable: z.boolean().meta({ description: "The caller may change it (its own unverified product, or any for staff)" }),
    rejectionReason: nullableText.meta({ description: "Why it was rejected (shown to its household and staff)" }),
    mergedInto: nullableText.meta({ description: "The product it was merged into" }),
    source: z.object({
      kind: z.string().meta({ description: "household, usda-fdc or open-food-facts" }),
      ref: nullableText.meta({ description: "FoodData Central id, or the Open Food Facts barcode" }),
    }),
    ...imageUrls,
    revision: z.number().int().meta({ description: "Catalogue sequence of the last change: the higher copy is the newer" }),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
    verifiedAt: isoDateTime.nullable(),
  })
  .meta({ id: "Product" });

/** A verified product as the public picker shows it: nothing about who made it. */
const PublicProductBody = z
  .object({
    id: z.string().meta({ format: "uuid" }),
    name: z.string(),
    brand: nullableText,
    category: z.string(),
    subcategory: nullableText,
    defaultUnit: z.string(),
    packageSize: PackageSizeBody,
    nutritionPer100: NutritionBody,
    allergens: z.array(z.string()),
    dietTags: z.array(z.string()),
    ...imageUrls,
  })
  .meta({ id: "PublicProduct" });

const page = (item: z.ZodType) =>
  z.object({
    items: z.array(item),
    total: z.number().int().meta({ description: "How many match in all" }),
    offset: z.number().int(),
  });

const pageQuery = (defaultLimit: number) => ({
  offset: z.string().optional().meta({ description: "How many matches to skip (default 0)" }),
  limit: z.string().optional().meta({ description: `How many to answer: 1 to 200 (default ${defaultLimit})` }),
});

const product = (description: string) => ({ 200: { description, schema: ProductBody } });
const MERGED = "The product was merged into another (`mergedInto` names it): change that one instead";

/**
 * The catalogue over REST: the signed-in app's reads and writes (same service as GraphQL), the public
 * picker's read of verified products (no token), and the images.
 */
export function productsRoutes(products: ProductsService): Router {
  const router = Router();
  const route = routeOn(router, "Products");

  route(
    {
      method: "get",
      path: "/products",
      summary: "Search the catalogue",
      description: "The verified products and the household's own, by name; staff see every product.",
      auth: "required",
      query: z.object({
        search: z.string().optional().meta({ description: "Words of the name, brand or subcategory (up to 200 characters)" }),
        q: z.string().optional().meta({ description: "The same as search (search wins)" }),
        category: z.string().optional(),
        dietTags: z.string().optional().meta({ description: "Comma-separated tags every product must have, e.g. vegan,gluten-free" }),
        withoutAllergens: z.string().optional().meta({ description: "Comma-separated allergens no product may have" }),
        mine: z.enum(["true", "false"]).optional().meta({ description: "true: only the household's own products" }),
        ...pageQuery(50),
      }),
      responses: { 200: { description: "One page of products, by name", schema: page(ProductBody) } },
    },
    async (req, res) => {
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
    },
  );

  route(
    {
      method: "post",
      path: "/products",
      summary: "Add a product to the catalogue",
      description:
        "Visible to the household at once and to everyone once staff verify it. Sending an `id` made on the device again answers the product it made.",
      auth: "required",
      body: productInputSchema,
      responses: { 201: { description: "The new product (pending)", schema: ProductBody } },
      errors: { 404: "The id is another household's product", 409: "A product with this id already exists" },
    },
    async (req, res) => {
      const caller = requireAuth(req.ctx);
      const input = parseBody(productInputSchema, req.body);
      res.status(201).json(toProductView(await products.create(req.ctx, caller, toDetails(input), input.id), caller));
    },
  );

  route(
    {
      method: "post",
      path: "/products/lookup-barcode",
      summary: "Find a product by its barcode",
      description:
        "The catalogue first; when it does not know the barcode and Open Food Facts is configured, a new unverified product of the household filled from there.",
      auth: "required",
      body: lookupSchema,
      responses: {
        200: {
          description: "What the barcode found",
          schema: z.object({
            barcode: z.string(),
            product: z.union([ProductBody, z.null()]).meta({ description: "null when nothing was found" }),
            source: z.enum(["catalogue", "open-food-facts", "none", "unavailable"]).meta({
              description: "catalogue (known), open-food-facts (a new product of the household filled from there), none (unknown), unavailable (the lookup failed)",
            }),
          }),
        },
      },
      errors: { 400: "The barcode is not 6 to 14 digits" },
    },
    async (req, res) => {
      const caller = requireAuth(req.ctx);
      const { barcode } = parseBody(lookupSchema, req.body);
      const result = await products.lookupBarcode(req.ctx, caller, barcode);
      res.json({ ...result, product: result.product ? toProductView(result.product, caller) : null });
    },
  );

  route(
    {
      method: "get",
      path: "/product-moderation-queue",
      summary: "Products waiting for a moderator (staff only)",
      description: "Pending products, oldest first (at most 500).",
      auth: "required",
      roles: STAFF_ROLES,
      responses: { 200: { description: "The queue", schema: z.array(ProductBody) } },
    },
    async (req, res) => {
      const staff = requireRole(req.ctx, STAFF_ROLES);
      res.json((await products.queue()).map((row) => toProductView(row, staff)));
    },
  );

  route(
    { method: "get", path: "/products/:id", summary: "One product", auth: "required", responses: product("The product") },
    async (req, res) => {
      const caller = requireAuth(req.ctx);
      res.json(toProductView(await products.readFor(caller, req.params.id), caller));
    },
  );

  route(
    {
      method: "patch",
      path: "/products/:id",
      summary: "Change a product",
      description: "Only the fields sent change; null clears an optional one. A household changes its own products until they are verified; staff change any.",
      auth: "required",
      body: productChangesSchema,
      responses: product("The product as it is now"),
      errors: { 403: "A verified product: only moderators can change it", 409: MERGED },
    },
    async (req, res) => {
      const caller = requireAuth(req.ctx);
      const changes = toChanges(parseBody(productChangesSchema, req.body));
      res.json(toProductView(await products.update(req.ctx, caller, req.params.id, changes), caller));
    },
  );

  route(
    {
      method: "post",
      path: "/products/:id/verify",
      summary: "Verify a product (staff only)",
      description: "Makes it visible to every household. Verifying a verified product changes nothing.",
      auth: "required",
      roles: STAFF_ROLES,
      responses: product("The product as it is now"),
      errors: { 409: MERGED },
    },
    async (req, res) => {
      const staff = requireRole(req.ctx, STAFF_ROLES);
      res.json(toProductView(await products.verify(req.ctx, staff, req.params.id), staff));
    },
  );

  route(
    {
      method: "post",
      path: "/products/:id/reject",
      summary: "Reject a product (staff only)",
      description: "The reason is shown to the household that made it, which may change the product and so send it back to the queue.",
      auth: "required",
      roles: STAFF_ROLES,
      body: rejectSchema,
      responses: product("The product as it is now"),
      errors: { 409: "The product is verified (merge it into the product it duplicates instead), or was merged into another" },
    },
    async (req, res) => {
      const staff = requireRole(req.ctx, STAFF_ROLES);
      const { reason } = parseBody(rejectSchema, req.body);
      res.json(toProductView(await products.reject(req.ctx, staff, req.params.id, reason), staff));
    },
  );

  route(
    {
      method: "post",
      path: "/products/:id/merge",
      summary: "Merge a duplicate into the product that stays (staff only)",
      description: "Everything that named the duplicate follows it to `into`.",
      auth: "required",
      roles: STAFF_ROLES,
      body: mergeSchema,
      responses: product("The product that stays"),
      errors: {
        400: "A product cannot be merged into itself",
        404: "Unknown product, or the product to merge into was not found",
        409: "The product was already merged into another, or the product to merge into was itself merged or was rejected",
      },
    },
    async (req, res) => {
      const staff = requireRole(req.ctx, STAFF_ROLES);
      const { into } = parseBody(mergeSchema, req.body);
      res.json(toProductView(await products.merge(req.ctx, staff, req.params.id, into), staff));
    },
  );

  // Images: the hash in the URL is the image's own, so the answer never changes and caches for a year.
  for (const kind of ["image", "thumbnail"] as const) {
    route(
      {
        method: "get",
        path: `/products/:id/${kind}/:file`,
        summary: kind === "image" ? "A product's photo (800 px)" : "A product's thumbnail (160 px)",
        description: `The URL is the product's \`${kind === "image" ? "imageUrl" : "thumbnailUrl"}\`: file is the image's SHA-256 followed by .webp, so the answer never changes and may be cached for a year. A verified product's photo needs no sign-in; a pending or rejected one only its household's people and staff may read (bearer token).`,
        auth: "optional",
        responses: { 200: { description: "The image (WebP)", contentType: "image/webp" } },
        errors: { 404: "Unknown product, or a file that is not its current image" },
      },
      async (req, res) => {
        const match = IMAGE_FILE.exec(String(req.params.file));
        if (!match) throw notFound("Image not found");
        const image = await products.image(String(req.params.id), kind, match[1], req.ctx.auth);
        res.set({
          "Content-Type": image.contentType,
          "Cache-Control": `${image.isPublic ? "public" : "private"}, max-age=31536000, immutable`,
          ETag: `"${match[1]}"`,
          "X-Content-Type-Options": "nosniff",
          "Content-Security-Policy": "default-src 'none'",
        });
        res.send(image.bytes);
      },
    );
  }

  // The public product picker: verified products only, no token needed, nothing about households.
  route(
    {
      method: "get",
      path: "/catalogue",
      summary: "The public catalogue: verified products",
      description: "For the public product picker: no sign-in, nothing about households. Cached for a minute.",
      auth: "none",
      query: z.object({
        q: z.string().optional().meta({ description: "Words of the name (up to 200 characters)" }),
        category: z.string().optional(),
        ...pageQuery(60),
      }),
      responses: { 200: { description: "One page of verified products, by name", schema: page(PublicProductBody) } },
    },
    async (req, res) => {
      const page = await products.publicCatalogue({
        text: queryText(req.query.q),
        category: queryText(req.query.category),
        offset: queryInt(req.query.offset),
        limit: queryInt(req.query.limit),
      });
      res.set("Cache-Control", "public, max-age=60");
      res.json({ ...page, items: page.items.map(toPublicProduct) });
    },
  );

  route(
    {
      method: "get",
      path: "/catalogue/categories",
      summary: "The categories of verified products",
      description: "Each with how many verified products it has, by name. No sign-in; cached for a minute.",
      auth: "none",
      responses: {
        200: { description: "The categories", schema: z.array(z.object({ name: z.string(), count: z.number().int() })) },
      },
    },
    async (_req, res) => {
      res.set("Cache-Control", "public, max-age=60");
      res.json(await products.categories());
    },
  );

  return router;
}

/** PUT /api/products/{id}/image: the photo's bytes as the body (JPEG, PNG or WebP, at most 5 MB). */
export function productImageUploadRoutes(products: ProductsService): Router {
  const router = Router();
  const raw = express.raw({ type: () => true, limit: PRODUCT_IMAGE_MAX_BYTES });
  const mb = PRODUCT_IMAGE_MAX_BYTES / (1024 * 1024);
  routeOn(router, "Products")(
    {
      method: "put",
      path: "/products/:id/image",
      summary: "Set a product's photo",
      description: `The photo's bytes as the body (JPEG, PNG or WebP, at most ${mb} MB, any Content-Type); it is stored as an 800 px image and a 160 px thumbnail (WebP).`,
      auth: "required",
      bodyContentTypes: ["image/jpeg", "image/png", "image/webp"],
      responses: product("The product with its new imageUrl and thumbnailUrl"),
      errors: {
        400: "No photo was sent, or it is not a JPEG, PNG or WebP image that can be read",
        403: "A verified product: only moderators can change it",
        409: MERGED,
        413: `The photo is larger than ${mb} MB`,
      },
    },
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
