/**
 * What a pantry item holds in nutrition terms: its quantity turned into grams (or ml) of the product's
 * nutrition basis through the recipes module's unit conversion, times the figures per 100.
 */

export interface NutritionPer100 {
  basis: "g" | "ml";
  energyKcal: number | null;
  proteinG: number | null;
  carbohydrateG: number | null;
  sugarsG: number | null;
  fatG: number | null;
  fibreG: number | null;
}

export interface Nutrients {
  energyKcal: number;
  proteinG: number;
  carbohydrateG: number;
  sugarsG: number;
  fatG: number;
  fibreG: number;
}

export type Convert = (quantity: number, from: string | null, to: string | null, densityGPerMl?: number | null) => number | null;

export interface AmountSource {
  quantity: number;
  unit: string;
  nutrition: NutritionPer100;
  densityGPerMl: number | null;
  /** The product's package ("500 g"): an item counted in packages holds that much each. */
  packageSize: { quantity: number; unit: string } | null;
}

export const NUTRIENT_KEYS = ["energyKcal", "proteinG", "carbohydrateG", "sugarsG", "fatG", "fibreG"] as const;

export const emptyNutrients = (): Nutrients => ({ energyKcal: 0, proteinG: 0, carbohydrateG: 0, sugarsG: 0, fatG: 0, fibreG: 0 });

/** Grams (or ml, per the basis) the item holds, or null when its unit cannot be turned into them. */
export function amountIn(source: AmountSource, convert: Convert): number | null {
  const { quantity, unit, nutrition, densityGPerMl, packageSize } = source;
  if (!(quantity > 0)) return 0;
  const direct = convert(quantity, unit, nutrition.basis, densityGPerMl);
  if (direct !== null) return direct;
  const isCount = convert(1, unit, "g") === null && convert(1, unit, "ml") === null;
  if (isCount && packageSize && packageSize.quantity > 0) {
    const perPackage = convert(packageSize.quantity, packageSize.unit, nutrition.basis, densityGPerMl);
    if (perPackage !== null) return quantity * perPackage;
  }
  return null;
}

/** The nutrients in `amount` g (or ml); a figure the product lacks counts as 0. */
export function nutrientsOf(nutrition: NutritionPer100, amount: number): Nutrients {
  const out = emptyNutrients();
  for (const key of NUTRIENT_KEYS) out[key] = ((nutrition[key] ?? 0) * amount) / 100;
  return out;
}

export function addNutrients(into: Nutrients, more: Nutrients): void {
  for (const key of NUTRIENT_KEYS) into[key] += more[key];
}

export function roundNutrients(n: Nutrients): Nutrients {
  const out = emptyNutrients();
  for (const key of NUTRIENT_KEYS) out[key] = Math.round(n[key] * 10) / 10;
  return out;
}
