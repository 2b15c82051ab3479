import type { StoredEvent } from "../../core/event-store.js";

/**
 * The product catalogue is shared by every household, so its events belong to no family: they are all
 * recorded in this one catalogue household that no token carries (as marketing and support do). Each
 * event names the household that created the product (`ownerHouseholdId`, null for the starter
 * catalogue), which is what decides who may see an unverified product and whose devices hear of it.
 */
export const CATALOGUE_HOUSEHOLD_ID = "00000000-0000-4000-8000-000000000007";

export const DEFAULT_PRODUCT_CATEGORY = "General";

export const PRODUCT_STATUSES = ["pending", "verified", "rejected", "merged"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const NUTRITION_BASES = ["g", "ml"] as const;
export type NutritionBasis = (typeof NUTRITION_BASES)[number];

// Type aliases, not interfaces: event data must be assignable to the store's Record<string, unknown>.
export type Nutrition = {
  /** Per 100 g or per 100 ml. */
  basis: NutritionBasis;
  energyKcal: number | null;
  proteinG: number | null;
  carbohydrateG: number | null;
  sugarsG: number | null;
  fatG: number | null;
  saturatedFatG: number | null;
  fibreG: number | null;
  saltG: number | null;
  sodiumMg: number | null;
};

export type ShelfLife = {
  pantry: number | null;
  fridge: number | null;
  freezer: number | null;
  /** Once opened (where it is then kept). */
  opened: number | null;
};

export type PackageSize = { quantity: number; unit: string };

/** Where a product's figures come from. */
export type ProductSource = {
  kind: "household" | "usda-fdc" | "open-food-facts";
  /** FDC id for USDA figures, the barcode for Open Food Facts, null for a household's own entry. */
  ref: string | null;
};

export type ProductDetails = {
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
};

export type ProductField = keyof ProductDetails;
export const PRODUCT_FIELDS: readonly ProductField[] = [
  "name",
  "brand",
  "category",
  "subcategory",
  "barcodes",
  "defaultUnit",
  "packageSize",
  "shelfLifeDays",
  "nutritionPer100",
  "allergens",
  "dietTags",
  "densityGPerMl",
];

export type ProductChanges = Partial<ProductDetails>;

/** A stored image, by reference: the bytes live in `product_images`, never in the event. */
export type ProductImageRef = {
  /** SHA-256 of the display image; part of its URL, so the URL never serves other bytes. */
  displaySha256: string;
  thumbnailSha256: string;
  contentType: string;
  width: number;
  height: number;
};

type Owned = { productId: string; ownerHouseholdId: string | null };

export type ProductEvent =
  | {
      type: "ProductCreated";
      data: Owned & { createdByUserId: string; details: ProductDetails; source: ProductSource };
    }
  | { type: "ProductSeeded"; data: Owned & { details: ProductDetails; source: ProductSource } }
  | {
      type: "ProductUpdated";
      data: Owned & {
        changes: ProductChanges;
        updatedBy: string;
        /** A household changed its rejected product: it goes back to the moderators' queue. */
        resubmitted: boolean;
      };
    }
  | { type: "ProductVerified"; data: Owned & { verifiedBy: string } }
  | { type: "ProductRejected"; data: Owned & { rejectedBy: string; reason: string } }
  | { type: "ProductImageSet"; data: Owned & { image: ProductImageRef; setBy: string } }
  | {
      type: "ProductMerged";
      /** `from` is a duplicate of `into`: every reference to `from` now means `into`. */
      data: Owned & { from: string; into: string; mergedBy: string };
    };

export type ProductEventType = ProductEvent["type"];

export const PRODUCT_EVENT_TYPES: readonly ProductEventType[] = [
  "ProductCreated",
  "ProductSeeded",
  "ProductUpdated",
  "ProductVerified",
  "ProductRejected",
  "ProductImageSet",
  "ProductMerged",
];

export interface ProductState {
  exists: boolean;
  status: ProductStatus | null;
  ownerHouseholdId: string | null;
  details: ProductDetails | null;
  mergedInto: string | null;
  image: ProductImageRef | null;
}

export const initialProductState: ProductState = {
  exists: false,
  status: null,
  ownerHouseholdId: null,
  details: null,
  mergedInto: null,
  image: null,
};

export function evolveProduct(state: ProductState, event: StoredEvent | ProductEvent): ProductState {
  const e = event as ProductEvent;
  switch (e.type) {
    case "ProductCreated":
      return { ...initialProductState, exists: true, status: "pending", ownerHouseholdId: e.data.ownerHouseholdId, details: e.data.details };
    case "ProductSeeded":
      return { ...initialProductState, exists: true, status: "verified", ownerHouseholdId: null, details: e.data.details };
    case "ProductUpdated":
      return {
        ...state,
        details: state.details ? { ...state.details, ...e.data.changes } : state.details,
        status: e.data.resubmitted ? "pending" : state.status,
      };
    case "ProductVerified":
      return { ...state, status: "verified" };
    case "ProductRejected":
      return { ...state, status: "rejected" };
    case "ProductImageSet":
      return { ...state, image: e.data.image };
    case "ProductMerged":
      return { ...state, status: "merged", mergedInto: e.data.into };
    default:
      return state;
  }
}

export const productStream = (productId: string) => `product-${productId}`;

/** Lower-cased, trimmed, inner spaces collapsed: how names are compared and searched. */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}
