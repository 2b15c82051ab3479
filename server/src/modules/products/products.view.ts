import type { TokenClaims } from "../../core/tokens.js";
import { productImagePath, productThumbnailPath } from "./products.catalog.js";
import { isStaff } from "./products.service.js";
import type { ProductRow } from "./projections/products.read-model.js";
import type { ProductType } from "./products.types.js";

/** A product as a caller sees it; the rejection reason only for its household and staff. */
export function toProductView(row: ProductRow, caller: TokenClaims | null): ProductType {
  const staff = caller ? isStaff(caller) : false;
  const mine = caller !== null && row.ownerHouseholdId === caller.householdId;
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
    status: row.status,
    verified: row.status === "verified",
    mine,
    editable: row.status !== "merged" && (staff || (mine && row.status !== "verified")),
    rejectionReason: mine || staff ? row.rejectionReason : null,
    mergedInto: row.mergedInto,
    source: { kind: row.sourceKind, ref: row.sourceRef },
    thumbnailUrl: productThumbnailPath(row),
    imageUrl: productImagePath(row),
    revision: Number(row.revision),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    verifiedAt: row.verifiedAt,
  };
}

/** The public picker's shape: verified products only, nothing about who made them. */
export function toPublicProduct(row: ProductRow) {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    category: row.category,
    subcategory: row.subcategory,
    defaultUnit: row.defaultUnit,
    packageSize: row.packageSize,
    nutritionPer100: row.nutritionPer100,
    allergens: row.allergens,
    dietTags: row.dietTags,
    thumbnailUrl: productThumbnailPath(row),
    imageUrl: productImagePath(row),
  };
}
