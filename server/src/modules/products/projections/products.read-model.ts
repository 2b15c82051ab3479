import { BigIntType, EntitySchema } from "@mikro-orm/postgresql";
import type { Nutrition, PackageSize, ProductImageRef, ShelfLife } from "../products.events.js";

/** A catalogue product as the screens and other modules read it. */
export interface ProductRow {
  id: string;
  /** The household that created it; null for the starter catalogue. */
  ownerHouseholdId: string | null;
  createdByUserId: string | null;
  status: string;
  mergedInto: string | null;
  rejectionReason: string | null;
  name: string;
  nameKey: string;
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
  sourceKind: string;
  sourceRef: string | null;
  image: ProductImageRef | null;
  /** The catalogue sequence of its last change. */
  revision: number;
  createdAt: Date;
  updatedAt: Date;
  verifiedAt: Date | null;
}

export const ProductEntity = new EntitySchema<ProductRow>({
  name: "ProductRow",
  tableName: "products",
  properties: {
    id: { type: "uuid", primary: true },
    ownerHouseholdId: { type: "uuid", nullable: true },
    createdByUserId: { type: "uuid", nullable: true },
    status: { type: "string" },
    mergedInto: { type: "uuid", nullable: true },
    rejectionReason: { type: "text", nullable: true },
    name: { type: "text" },
    nameKey: { type: "text" },
    brand: { type: "text", nullable: true },
    category: { type: "text" },
    subcategory: { type: "text", nullable: true },
    barcodes: { type: "json" },
    defaultUnit: { type: "text" },
    packageSize: { type: "json", nullable: true },
    shelfLifeDays: { type: "json" },
    nutritionPer100: { type: "json", nullable: true, fieldName: "nutrition_per100" },
    allergens: { type: "json" },
    dietTags: { type: "json" },
    densityGPerMl: { type: "double", nullable: true, fieldName: "density_g_per_ml" },
    sourceKind: { type: "string" },
    sourceRef: { type: "string", nullable: true },
    image: { type: "json", nullable: true },
    revision: { type: new BigIntType("number") },
    createdAt: { type: "Date" },
    updatedAt: { type: "Date" },
    verifiedAt: { type: "Date", nullable: true },
  },
});
