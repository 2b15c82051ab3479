/**
 * The product form's inputs (text, as typed) and the product they stand for: what a product fills in
 * when it is loaded into the form, and what the form sends. Pure, so the editor can tell which fields
 * the person changed (`changedProductFields`) from the very same conversion the form submits with.
 */
import type { CreateProductInput, ProductFieldsFragment } from "../../gql/graphql";

export type ProductFormValues = Omit<CreateProductInput, "id">;

export const NUTRIENTS = [
  ["energyKcal", "Energy (kcal)"],
  ["proteinG", "Protein (g)"],
  ["carbohydrateG", "Carbohydrate (g)"],
  ["sugarsG", "Sugars (g)"],
  ["fatG", "Fat (g)"],
  ["saturatedFatG", "Saturated fat (g)"],
  ["fibreG", "Fibre (g)"],
  ["saltG", "Salt (g)"],
  ["sodiumMg", "Sodium (mg)"],
] as const;
export const SHELF = [
  ["pantry", "Pantry"],
  ["fridge", "Fridge"],
  ["freezer", "Freezer"],
  ["opened", "Once opened"],
] as const;

export type NutrientKey = (typeof NUTRIENTS)[number][0];
export type ShelfKey = (typeof SHELF)[number][0];

/** What the form's inputs hold. */
export interface ProductFormFields {
  name: string;
  brand: string;
  category: string;
  subcategory: string;
  barcodes: string;
  defaultUnit: string;
  packageQuantity: string;
  packageUnit: string;
  shelf: Record<ShelfKey, string>;
  basis: string;
  nutrition: Record<NutrientKey, string>;
  allergens: string[];
  dietTags: string[];
}

const text = (value: number | null | undefined) => (value == null ? "" : String(value));
const num = (value: string): number | null => (value.trim() === "" ? null : Number(value));

/** The inputs as a product fills them in (empty for a new one). */
export function productFormFields(product?: ProductFieldsFragment): ProductFormFields {
  return {
    name: product?.name ?? "",
    brand: product?.brand ?? "",
    category: product?.category ?? "General",
    subcategory: product?.subcategory ?? "",
    barcodes: (product?.barcodes ?? []).join(", "),
    defaultUnit: product?.defaultUnit ?? "piece",
    packageQuantity: text(product?.packageSize?.quantity),
    packageUnit: product?.packageSize?.unit ?? "g",
    shelf: {
      pantry: text(product?.shelfLifeDays.pantry),
      fridge: text(product?.shelfLifeDays.fridge),
      freezer: text(product?.shelfLifeDays.freezer),
      opened: text(product?.shelfLifeDays.opened),
    },
    basis: product?.nutritionPer100?.basis ?? "g",
    nutrition: Object.fromEntries(NUTRIENTS.map(([key]) => [key, text(product?.nutritionPer100?.[key])])) as Record<NutrientKey, string>,
    allergens: product?.allergens ?? [],
    dietTags: product?.dietTags ?? [],
  };
}

/** The barcodes typed, separated by commas or spaces. */
export const barcodesOf = (typed: string) =>
  typed
    .split(/[\s,]+/)
    .map((c) => c.trim())
    .filter(Boolean);

/** What the form sends for these inputs (once they are valid). */
export function productFormValues(fields: ProductFormFields): ProductFormValues {
  const { nutrition, shelf } = fields;
  const hasNutrition = Object.values(nutrition).some((v) => v.trim() !== "");
  return {
    name: fields.name.trim(),
    brand: fields.brand.trim() || null,
    category: fields.category || "General",
    subcategory: fields.subcategory.trim() || null,
    barcodes: barcodesOf(fields.barcodes),
    defaultUnit: fields.defaultUnit.trim() || "piece",
    packageSize: num(fields.packageQuantity) ? { quantity: Number(fields.packageQuantity), unit: fields.packageUnit.trim() || "g" } : null,
    shelfLifeDays: {
      pantry: num(shelf.pantry),
      fridge: num(shelf.fridge),
      freezer: num(shelf.freezer),
      opened: num(shelf.opened),
    },
    nutritionPer100: hasNutrition
      ? { basis: fields.basis, ...(Object.fromEntries(NUTRIENTS.map(([key]) => [key, num(nutrition[key])])) as Record<NutrientKey, number | null>) }
      : null,
    allergens: fields.allergens,
    dietTags: fields.dietTags,
  };
}
