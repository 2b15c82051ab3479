import type { ProductDetails } from "./products.events.js";
import type { SeedEntry } from "./products.service.js";
import { STARTER_CATALOGUE, type StarterItem } from "./starter-catalogue.js";

/** Turns the starter catalogue's compact rows into product details (nutrition per 100 g, USDA FDC). */
export function toSeedEntry(item: StarterItem): SeedEntry {
  const [kcal, protein, carbohydrate, sugars, fat, saturatedFat, fibre, sodiumMg] = item.n;
  const [pantry, fridge, freezer, opened] = item.shelf;
  const details: ProductDetails = {
    name: item.name,
    brand: null,
    category: item.category,
    subcategory: item.sub ?? null,
    barcodes: [],
    defaultUnit: item.unit,
    packageSize: null,
    shelfLifeDays: { pantry, fridge, freezer, opened },
    nutritionPer100: {
      basis: item.basis ?? "g",
      energyKcal: kcal,
      proteinG: protein,
      carbohydrateG: carbohydrate,
      sugarsG: sugars,
      fatG: fat,
      saturatedFatG: saturatedFat,
      fibreG: fibre,
      sodiumMg,
      // Salt = sodium × 2.5 (the EU labelling convention), in grams.
      saltG: sodiumMg === null ? null : Math.round(sodiumMg * 2.5) / 1000,
    },
    allergens: item.allergens ?? [],
    dietTags: item.diet ?? [],
    densityGPerMl: item.density ?? null,
  };
  return { key: item.key, details, source: { kind: "usda-fdc", ref: String(item.fdcId) } };
}

export const starterEntries = (): SeedEntry[] => STARTER_CATALOGUE.map(toSeedEntry);
