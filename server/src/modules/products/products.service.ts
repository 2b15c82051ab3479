import { createHash, randomUUID } from "node:crypto";
import { notFound } from "../../core/errors.js";
import type { CommandMeta, EventTransaction } from "../../core/event-store.js";
import type { CoreServices } from "../../core/module.js";
import type { RequestContext } from "../../core/request.js";
import type { TokenClaims } from "../../core/tokens.js";
import { isVisible, likePattern, searchOrder, survivorOf, visibleFilter, type ProductCatalog } from "./products.catalog.js";
import { decide, PRODUCT_NOT_FOUND, type ProductActor, type ProductCommand } from "./products.decider.js";
import {
  CATALOGUE_HOUSEHOLD_ID,
  evolveProduct,
  initialProductState,
  productStream,
  type ProductChanges,
  type ProductDetails,
  type ProductSource,
} from "./products.events.js";
import { processProductImage, readProductImage, storeProductImage } from "./products.images.js";
import type { OpenFoodFactsClient } from "./products.open-food-facts.js";
import { ProductEntity, type ProductRow } from "./projections/products.read-model.js";
import { barcodeSchema, validProductId } from "./products.validation.js";
import { validate } from "../../core/validation.js";

export const STAFF_ROLES: readonly TokenClaims["role"][] = ["admin", "moderator"];
export const isStaff = (caller: TokenClaims) => STAFF_ROLES.includes(caller.role);

export interface ProductListFilter {
  text?: string | null;
  category?: string | null;
  /** Every one of these diet tags. */
  dietTags?: string[] | null;
  /** None of these allergens. */
  withoutAllergens?: string[] | null;
  /** Only the caller's household's own products (any status but merged). */
  mine?: boolean | null;
  offset?: number | null;
  limit?: number | null;
}

export interface ProductPage {
  items: ProductRow[];
  total: number;
  offset: number;
}

export type BarcodeLookupSource = "catalogue" | "open-food-facts" | "none" | "unavailable";

export interface BarcodeLookup {
  barcode: string;
  product: ProductRow | null;
  source: BarcodeLookupSource;
}

/** A starter catalogue entry: a fixed key (its id derives from it) and its details. */
export interface SeedEntry {
  key: string;
  details: ProductDetails;
  source: ProductSource;
}

/** The id a starter product always has, so seeding twice (or on two instances) records it once. */
export function seedProductId(key: string): string {
  const hex = createHash("sha256").update(`hearth-starter-catalogue:${key}`).digest("hex");
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function createProductsService(core: CoreServices, deps: { catalog: ProductCatalog; openFoodFacts: () => OpenFoodFactsClient | null }) {
  const em = () => core.db.em();
  let openFoodFacts: OpenFoodFactsClient | null | undefined;
  const offClient = () => (openFoodFacts === undefined ? (openFoodFacts = deps.openFoodFacts()) : openFoodFacts);

  function actorOf(caller: TokenClaims): ProductActor {
    return { userId: caller.userId, householdId: caller.householdId, staff: isStaff(caller) };
  }

  /** Every product command runs in the catalogue household; keys are unique per calling household. */
  function meta(ctx: RequestContext, caller: TokenClaims): CommandMeta {
    return {
      householdId: CATALOGUE_HOUSEHOLD_ID,
      actorId: caller.userId,
      now: core.now(),
      clientId: ctx.clientId,
      correlationId: ctx.requestId,
      idempotencyKey: ctx.idempotencyKey,
      idempotencyScope: `products:${caller.householdId}`,
    };
  }

  async function run(tx: EventTransaction, command: ProductCommand & { productId: string }) {
    const stream = productStream(command.productId);
    const { state, version } = await tx.load(stream, evolveProduct, initialProductState);
    await tx.append(stream, version, decide(state, command));
  }

  /** The product as this caller may see it (staff see every product), or 404. */
  async function readFor(caller: TokenClaims | null, productId: string): Promise<ProductRow> {
    const row = await em().findOne(ProductEntity, { id: validProductId(productId) }, { disableIdentityMap: true });
    if (!row) throw notFound(PRODUCT_NOT_FOUND);
    if (caller && isStaff(caller)) return row;
    if (row.status === "merged") {
      const survivor = await survivorOf(em(), row);
      if (survivor && isVisible(survivor, caller?.householdId ?? null)) return row;
      throw notFound(PRODUCT_NOT_FOUND);
    }
    if (!isVisible(row, caller?.householdId ?? null)) throw notFound(PRODUCT_NOT_FOUND);
    return row;
  }

  return {
    actorOf,
    readFor,

    /** The catalogue household's latest sequence: read it with the products, then subscribe from it. */
    async syncPoint(): Promise<number> {
      return core.store.headOf(CATALOGUE_HOUSEHOLD_ID);
    },

    async list(caller: TokenClaims, filter: ProductListFilter): Promise<ProductPage> {
      const and: Record<string, unknown>[] = [];
      if (filter.mine) and.push({ ownerHouseholdId: caller.householdId, status: { $ne: "merged" } });
      else and.push(visibleFilter(caller.householdId));
      if (filter.text?.trim()) {
        const pattern = likePattern(filter.text);
        and.push({ $or: [{ nameKey: { $like: pattern } }, { brand: { $ilike: pattern } }, { subcategory: { $ilike: pattern } }] });
      }
      if (filter.category?.trim()) and.push({ category: filter.category.trim() });
      for (const tag of filter.dietTags ?? []) and.push({ dietTags: { $contains: [tag] } });
      for (const allergen of filter.withoutAllergens ?? []) and.push({ $not: { allergens: { $contains: [allergen] } } });
      const offset = Math.max(filter.offset ?? 0, 0);
      const limit = Math.min(Math.max(filter.limit ?? 50, 1), 200);
      const [items, total] = await em().findAndCount(ProductEntity, { $and: and }, {
        orderBy: searchOrder(filter.text),
        offset,
        limit,
        disableIdentityMap: true,
      });
      return { items, total, offset };
    },

    /** The moderators' queue: products waiting for a decision, oldest first. */
    async queue(): Promise<ProductRow[]> {
      return em().find(ProductEntity, { status: "pending" }, { orderBy: { createdAt: "asc", id: "asc" }, limit: 500, disableIdentityMap: true });
    },

    /** Verified products only, for the public product picker (no household involved). */
    async publicCatalogue(filter: { text?: string; category?: string; offset?: number; limit?: number }): Promise<ProductPage> {
      const and: Record<string, unknown>[] = [{ status: "verified" }];
      if (filter.text?.trim()) and.push({ nameKey: { $like: likePattern(filter.text) } });
      if (filter.category?.trim()) and.push({ category: filter.category.trim() });
      const offset = Math.max(filter.offset ?? 0, 0);
      const [items, total] = await em().findAndCount(ProductEntity, { $and: and }, {
        orderBy: searchOrder(filter.text),
        offset,
        limit: Math.min(Math.max(filter.limit ?? 60, 1), 200),
        disableIdentityMap: true,
      });
      return { items, total, offset };
    },

    /** Verified categories with how many products each has. */
    async categories(): Promise<{ name: string; count: number }[]> {
      const rows = await em().execute<{ category: string; count: string }[]>(
        "select category, count(*) as count from products where status = 'verified' group by category order by category",
      );
      return rows.map((r) => ({ name: r.category, count: Number(r.count) }));
    },

    async create(ctx: RequestContext, caller: TokenClaims, details: ProductDetails, id?: string, source?: ProductSource): Promise<ProductRow> {
      const productId = (id ?? randomUUID()).toLowerCase();
      const existing = await em().findOne(ProductEntity, { id: productId }, { disableIdentityMap: true });
      // A retry of a create made offline answers the product it made (another household's id is a 404).
      if (existing && existing.ownerHouseholdId === caller.householdId) return existing;
      if (existing) throw notFound(PRODUCT_NOT_FOUND);
      // A retry with the same idempotency key answers the product the first delivery made.
      const createdId = await core.store.execute(meta(ctx, caller), async (tx) => {
        await run(tx, { type: "CreateProduct", productId, actor: actorOf(caller), details, source: source ?? { kind: "household", ref: null } });
        return productId;
      });
      return readFor(caller, createdId);
    },

    async update(ctx: RequestContext, caller: TokenClaims, productId: string, changes: ProductChanges): Promise<ProductRow> {
      const id = validProductId(productId);
      await core.store.execute(meta(ctx, caller), (tx) => run(tx, { type: "UpdateProduct", productId: id, actor: actorOf(caller), changes }));
      return readFor(caller, id);
    },

    async verify(ctx: RequestContext, caller: TokenClaims, productId: string): Promise<ProductRow> {
      const id = validProductId(productId);
      await core.store.execute(meta(ctx, caller), (tx) => run(tx, { type: "VerifyProduct", productId: id, actor: actorOf(caller) }));
      return readFor(caller, id);
    },

    async reject(ctx: RequestContext, caller: TokenClaims, productId: string, reason: string): Promise<ProductRow> {
      const id = validProductId(productId);
      await core.store.execute(meta(ctx, caller), (tx) => run(tx, { type: "RejectProduct", productId: id, actor: actorOf(caller), reason }));
      return readFor(caller, id);
    },

    /** Merges a duplicate into the product that stays; answers the survivor. */
    async merge(ctx: RequestContext, caller: TokenClaims, productId: string, intoId: string): Promise<ProductRow> {
      const from = validProductId(productId);
      const into = validProductId(intoId);
      await core.store.execute(meta(ctx, caller), async (tx) => {
        const target = await tx.load(productStream(into), evolveProduct, initialProductState);
        await run(tx, { type: "MergeProduct", productId: from, into, target: target.state, actor: actorOf(caller) });
      });
      return readFor(caller, into);
    },

    async setImage(ctx: RequestContext, caller: TokenClaims, productId: string, bytes: Buffer): Promise<ProductRow> {
      const id = validProductId(productId);
      // Refuse before the work: the product must be one the caller may change.
      await readFor(caller, id);
      const image = await processProductImage(bytes);
      await core.store.execute(meta(ctx, caller), async (tx) => {
        const ref = await storeProductImage(tx.em, image, tx.meta.now);
        await run(tx, { type: "SetProductImage", productId: id, actor: actorOf(caller), image: ref });
      });
      return readFor(caller, id);
    },

    /**
     * One of a product's two stored sizes, by the hash in its URL (the hash must be the product's). A
     * verified product's photo is everyone's; any other follows the product's visibility (its household,
     * staff), so `public` tells caches whether they may keep it.
     */
    async image(productId: string, kind: "image" | "thumbnail", hash: string, caller: TokenClaims | null) {
      const row = await em().findOne(ProductEntity, { id: validProductId(productId) }, { disableIdentityMap: true });
      const expected = kind === "image" ? row?.image?.displaySha256 : row?.image?.thumbnailSha256;
      if (!row || !expected || expected !== hash) throw notFound("Image not found");
      const isPublic = row.status === "verified";
      if (!isPublic) await readFor(caller, productId).catch(() => Promise.reject(notFound("Image not found")));
      const image = await readProductImage(em(), hash);
      if (!image) throw notFound("Image not found");
      return { ...image, isPublic };
    },

    /**
     * A scanned or typed barcode: the catalogue first; when it does not know it and Open Food Facts is
     * configured, a new unverified product of the household filled from there.
     */
    async lookupBarcode(ctx: RequestContext, caller: TokenClaims, rawBarcode: string): Promise<BarcodeLookup> {
      const barcode = validate(barcodeSchema, rawBarcode);
      const known = await deps.catalog.findByBarcode(caller.householdId, barcode);
      if (known) return { barcode, product: await readFor(caller, known.id), source: "catalogue" };
      const off = offClient();
      if (!off) return { barcode, product: null, source: "none" };
      let details: ProductDetails | null;
      try {
        details = await off.lookup(barcode);
      } catch (error) {
        core.logger.warn({ err: error, barcode }, "Open Food Facts lookup failed");
        return { barcode, product: null, source: "unavailable" };
      }
      if (!details) return { barcode, product: null, source: "none" };
      const product = await this.create(ctx, caller, details, undefined, { kind: "open-food-facts", ref: barcode });
      return { barcode, product, source: "open-food-facts" };
    },

    /** Records the starter catalogue's missing products; a second run (or a second instance) adds nothing. */
    async seed(entries: SeedEntry[]): Promise<number> {
      return core.store.execute(
        { householdId: CATALOGUE_HOUSEHOLD_ID, actorId: null, now: core.now(), correlationId: "starter-catalogue" },
        async (tx) => {
          // Read under the catalogue's lock: two instances starting together seed once.
          const rows = await tx.em.execute<{ stream_id: string }[]>(
            "select distinct stream_id from events where household_id = ? and type = 'ProductSeeded'",
            [CATALOGUE_HOUSEHOLD_ID],
          );
          const seeded = new Set(rows.map((r) => r.stream_id));
          let added = 0;
          for (const entry of entries) {
            const productId = seedProductId(entry.key);
            if (seeded.has(productStream(productId))) continue;
            const events = decide(initialProductState, { type: "SeedProduct", productId, details: entry.details, source: entry.source });
            await tx.append(productStream(productId), 0, events);
            added += events.length;
          }
          return added;
        },
      );
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
