import { raw, type QueryOrderMap } from "@mikro-orm/core";
import type { Database, EntityManager } from "../../core/database.js";
import { nameKey, type Nutrition, type PackageSize, type ShelfLife } from "./products.events.js";
import { ProductEntity, type ProductRow } from "./projections/products.read-model.js";

/** A product as other modules (pantry, recipes, shopping) see it. */
export interface ProductSummary {
  id: string;
  name: string;
  brand: string | null;
  category: string;
  subcategory: string | null;
  barcodes: string[];
  defaultUnit: string;
  packageSize: PackageSize | null;
  shelfLifeDays: ShelfLife;
  nutritionPer100: Nutrition | null;
  allergens: string[];
  dietTags: string[];
  densityGPerMl: number | null;
  verified: boolean;
  thumbnailUrl: string | null;
  imageUrl: string | null;
}

export interface ProductSearch {
  text?: string;
  category?: string;
  limit?: number;
}

/**
 * The catalogue as other modules use it (through `index.ts`). Every read is for one household: a
 * product is visible to it when verified, or when it created it (pending or rejected). A merged
 * product answers as the product it was merged into, so old references keep working.
 */
export interface ProductCatalog {
  /** A product visible to this household (verified, or created by it), or null. Follows merges. */
  get(householdId: string, productId: string): Promise<ProductSummary | null>;
  getMany(householdId: string, ids: string[]): Promise<Map<string, ProductSummary>>;
  findByBarcode(householdId: string, barcode: string): Promise<ProductSummary | null>;
  search(householdId: string, query: ProductSearch): Promise<ProductSummary[]>;
  /** Visible products by name (compared trimmed, case- and space-insensitive), keyed by that name key. */
  findByNames(householdId: string, names: string[]): Promise<Map<string, ProductSummary>>;
  /** The surviving id of a product that was merged (itself when it was not; null when unknown). */
  resolve(productId: string): Promise<string | null>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isProductId = (id: string) => UUID.test(id);

export const productImagePath = (row: { id: string; image: { displaySha256: string } | null }) =>
  row.image ? `/api/products/${row.id}/image/${row.image.displaySha256}.webp` : null;
export const productThumbnailPath = (row: { id: string; image: { thumbnailSha256: string } | null }) =>
  row.image ? `/api/products/${row.id}/thumbnail/${row.image.thumbnailSha256}.webp` : null;

export function toSummary(row: ProductRow): ProductSummary {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    category: row.category,
    subcategory: row.subcategory,
    barcodes: row.barcodes,
    defaultUnit: row.defaultUnit,
    packageSize: row.packageSize,
    shelfLifeDays: row.shelfLifeDays,
    nutritionPer100: row.nutritionPer100,
    allergens: row.allergens,
    dietTags: row.dietTags,
    densityGPerMl: row.densityGPerMl,
    verified: row.status === "verified",
    thumbnailUrl: productThumbnailPath(row),
    imageUrl: productImagePath(row),
  };
}

/** Rows this household may see (merged ones excluded: they answer through their survivor). */
export function visibleFilter(householdId: string | null) {
  if (!householdId) return { status: "verified" };
  return {
    $or: [{ status: "verified" }, { status: { $in: ["pending", "rejected"] }, ownerHouseholdId: householdId }],
  };
}

export function isVisible(row: ProductRow, householdId: string | null): boolean {
  return row.status === "verified" || (householdId !== null && row.ownerHouseholdId === householdId && row.status !== "merged");
}

const escapeLike = (key: string) => key.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Escapes LIKE wildcards in a search text. */
export const likePattern = (text: string) => `%${escapeLike(nameKey(text))}%`;

/**
 * The order of a name search: the product named exactly so first, then names starting with the text, then
 * the rest; shorter names first within each ("egg" finds Eggs before Eggplant and Egg yolks). Without a
 * search text, by name.
 */
export function searchOrder(text: string | null | undefined): QueryOrderMap<ProductRow>[] {
  const key = nameKey(text ?? "");
  const byName: QueryOrderMap<ProductRow>[] = [{ nameKey: "asc" }, { id: "asc" }];
  if (!key) return byName;
  return [
    { [raw((alias) => `case when ${alias}.name_key = ? then 0 when ${alias}.name_key like ? then 1 else 2 end`, [key, `${escapeLike(key)}%`])]: "asc" },
    { [raw((alias) => `length(${alias}.name_key)`)]: "asc" },
    ...byName,
  ];
}

const MAX_MERGE_HOPS = 10;

/** Follows merges from a row to the surviving row. */
export async function survivorOf(em: EntityManager, row: ProductRow | null): Promise<ProductRow | null> {
  let current = row;
  for (let hop = 0; current && current.status === "merged" && current.mergedInto && hop < MAX_MERGE_HOPS; hop++) {
    current = await em.findOne(ProductEntity, { id: current.mergedInto }, { disableIdentityMap: true });
  }
  return current;
}

/** `core` is read only when a method runs (schema printing builds modules without a database). */
export function createCatalog(core: { db: Database }): ProductCatalog {
  const db = { em: () => core.db.em() };
  const rowsByIds = async (em: EntityManager, ids: string[]) =>
    em.find(ProductEntity, { id: { $in: ids } }, { disableIdentityMap: true });

  return {
    async get(householdId, productId) {
      if (!isProductId(productId)) return null;
      const em = db.em();
      const row = await survivorOf(em, await em.findOne(ProductEntity, { id: productId.toLowerCase() }, { disableIdentityMap: true }));
      return row && isVisible(row, householdId) ? toSummary(row) : null;
    },

    async getMany(householdId, ids) {
      const wanted = [...new Set(ids.filter(isProductId).map((id) => id.toLowerCase()))];
      const out = new Map<string, ProductSummary>();
      if (wanted.length === 0) return out;
      const em = db.em();
      const rows = await rowsByIds(em, wanted);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const mergedTargets = rows.filter((r) => r.status === "merged" && r.mergedInto);
      for (const row of mergedTargets) {
        const survivor = await survivorOf(em, row);
        if (survivor) byId.set(row.id, survivor);
      }
      for (const id of wanted) {
        const row = byId.get(id);
        if (row && isVisible(row, householdId)) out.set(id, toSummary(row));
      }
      return out;
    },

    async findByBarcode(householdId, barcode) {
      const code = barcode.trim();
      if (!/^\d{6,14}$/.test(code)) return null;
      const rows = await db
        .em()
        .execute<{ id: string }[]>(
          "select id from products where barcodes @> ?::jsonb and status <> 'merged' order by (status = 'verified') desc, created_at, id",
          [JSON.stringify([code])],
        );
      if (rows.length === 0) return null;
      const found = await rowsByIds(db.em(), rows.map((r) => r.id));
      const order = new Map(rows.map((r, i) => [r.id, i]));
      const visible = found.filter((r) => isVisible(r, householdId)).sort((a, b) => order.get(a.id)! - order.get(b.id)!);
      return visible[0] ? toSummary(visible[0]) : null;
    },

    async search(householdId, query) {
      const where: Record<string, unknown> = { ...visibleFilter(householdId) };
      const and: Record<string, unknown>[] = [where];
      if (query.text?.trim()) {
        const pattern = likePattern(query.text);
        and.push({ $or: [{ nameKey: { $like: pattern } }, { brand: { $ilike: pattern } }] });
      }
      if (query.category?.trim()) and.push({ category: query.category.trim() });
      const rows = await db.em().find(ProductEntity, { $and: and }, {
        orderBy: searchOrder(query.text),
        limit: Math.min(Math.max(query.limit ?? 50, 1), 200),
        disableIdentityMap: true,
      });
      return rows.map(toSummary);
    },

    async findByNames(householdId, names) {
      const keys = [...new Set(names.map(nameKey).filter(Boolean))];
      const out = new Map<string, ProductSummary>();
      if (keys.length === 0) return out;
      const rows = await db.em().find(
        ProductEntity,
        { $and: [visibleFilter(householdId), { nameKey: { $in: keys } }] },
        { orderBy: { createdAt: "asc", id: "asc" }, disableIdentityMap: true },
      );
      // A household's own product of that name comes before the shared one.
      for (const row of rows.sort((a, b) => Number(b.ownerHouseholdId === householdId) - Number(a.ownerHouseholdId === householdId))) {
        if (!out.has(row.nameKey)) out.set(row.nameKey, toSummary(row));
      }
      return out;
    },

    async resolve(productId) {
      if (!isProductId(productId)) return null;
      const em = db.em();
      const row = await survivorOf(em, await em.findOne(ProductEntity, { id: productId.toLowerCase() }, { disableIdentityMap: true }));
      return row?.id ?? null;
    },
  };
}
