import type { StoredEvent } from "../../../core/event-store.js";
import { rowChangeProjection, type Row, type RowChange, type Table } from "../../../core/row-changes.js";
import { nameKey, PRODUCT_EVENT_TYPES, type ProductDetails, type ProductEvent, type ProductSource } from "../products.events.js";

const PRODUCTS: Table = {
  name: "products",
  key: ["id"],
  json: ["barcodes", "package_size", "shelf_life_days", "nutrition_per100", "allergens", "diet_tags", "image"],
};

/** Column of each product detail. */
const COLUMN: Record<keyof ProductDetails, string> = {
  name: "name",
  brand: "brand",
  category: "category",
  subcategory: "subcategory",
  barcodes: "barcodes",
  defaultUnit: "default_unit",
  packageSize: "package_size",
  shelfLifeDays: "shelf_life_days",
  nutritionPer100: "nutrition_per100",
  allergens: "allergens",
  dietTags: "diet_tags",
  densityGPerMl: "density_g_per_ml",
};

function detailColumns(details: Partial<ProductDetails>): Row {
  const row: Row = {};
  for (const field in COLUMN) row[COLUMN[field as keyof ProductDetails]] = details[field as keyof ProductDetails];
  if (details.name !== undefined) {
    row.name = details.name.trim();
    row.name_key = nameKey(details.name);
  }
  return row;
}

function newRow(
  stored: StoredEvent,
  productId: string,
  details: ProductDetails,
  source: ProductSource,
  extra: { owner_household_id: string | null; created_by_user_id: string | null; status: string; verified_at: string | null },
): Row {
  const at = stored.recordedAt;
  return {
    id: productId,
    merged_into: null,
    rejection_reason: null,
    ...detailColumns(details),
    source_kind: source.kind,
    source_ref: source.ref,
    image: null,
    revision: stored.sequence,
    created_at: at,
    updated_at: at,
    ...extra,
  };
}

/** The catalogue read model. Times and ids come from the events, so a rebuild is identical. */
export function productChanges(stored: StoredEvent): RowChange[] {
  const event = stored as unknown as ProductEvent;
  const at = stored.recordedAt;
  const update = (id: string, set: Row): RowChange => ({
    op: "update",
    table: PRODUCTS,
    where: { id },
    set: { ...set, revision: stored.sequence, updated_at: at },
  });
  switch (event.type) {
    case "ProductCreated":
      return [
        {
          op: "insert",
          table: PRODUCTS,
          row: newRow(stored, event.data.productId, event.data.details, event.data.source, {
            owner_household_id: event.data.ownerHouseholdId,
            created_by_user_id: event.data.createdByUserId,
            status: "pending",
            verified_at: null,
          }),
        },
      ];
    case "ProductSeeded":
      return [
        {
          op: "insert",
          table: PRODUCTS,
          row: newRow(stored, event.data.productId, event.data.details, event.data.source, {
            owner_household_id: null,
            created_by_user_id: null,
            status: "verified",
            verified_at: at,
          }),
        },
      ];
    case "ProductUpdated":
      return [
        update(event.data.productId, {
          ...detailColumns(event.data.changes),
          ...(event.data.resubmitted ? { status: "pending", rejection_reason: null } : {}),
        }),
      ];
    case "ProductVerified":
      return [update(event.data.productId, { status: "verified", verified_at: at, rejection_reason: null })];
    case "ProductRejected":
      return [update(event.data.productId, { status: "rejected", rejection_reason: event.data.reason })];
    case "ProductImageSet":
      return [update(event.data.productId, { image: event.data.image })];
    case "ProductMerged": {
      const { from, into } = event.data;
      return [
        {
          op: "derive",
          table: PRODUCTS,
          keys: [from, into],
          then: ([source, target]) => [
            update(from, { status: "merged", merged_into: into }),
            // Products merged into `from` earlier now lead straight to the survivor.
            { op: "update", table: PRODUCTS, where: { merged_into: from }, set: { merged_into: into } },
            // The survivor answers to the duplicate's barcodes too, and takes its image if it had none.
            ...(source && target
              ? [
                  update(into, {
                    barcodes: [...new Set([...((target.barcodes as string[] | undefined) ?? []), ...((source.barcodes as string[] | undefined) ?? [])])],
                    ...(target.image ? {} : { image: source.image }),
                  }),
                ]
              : []),
          ],
        },
      ];
    }
    default:
      return [];
  }
}

export const productsProjection = rowChangeProjection({
  name: "products",
  tables: [PRODUCTS],
  handles: PRODUCT_EVENT_TYPES,
  changes: productChanges,
});
