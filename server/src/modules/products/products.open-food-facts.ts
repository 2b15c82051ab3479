import { DEFAULT_PRODUCT_CATEGORY, type Nutrition, type ProductDetails } from "./products.events.js";
import { ALLERGENS, categoryFromText } from "./products.categories.js";

/**
 * Open Food Facts (https://world.openfoodfacts.org), product API v2: GET /api/v2/product/{barcode}.json.
 * On only when OPEN_FOOD_FACTS_URL is configured; the data is ODbL and marked as coming from there.
 */
export interface OpenFoodFactsClient {
  lookup(barcode: string): Promise<ProductDetails | null>;
}

const num = (value: unknown): number | null => {
  const n = typeof value === "string" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) && n >= 0 ? Math.round(n * 100) / 100 : null;
};

const tagName = (tag: string) => tag.replace(/^[a-z]{2}:/, "").replace(/-/g, " ");

/** Maps the v2 product JSON to the catalogue's fields (pure; exported for its tests). */
export function mapOpenFoodFactsProduct(barcode: string, product: Record<string, any>): ProductDetails | null {
  const name = String(product.product_name ?? product.product_name_en ?? product.generic_name ?? "").trim();
  if (!name) return null;
  const n = (product.nutriments ?? {}) as Record<string, unknown>;
  const values: Omit<Nutrition, "basis"> = {
    energyKcal: num(n["energy-kcal_100g"]),
    proteinG: num(n.proteins_100g),
    carbohydrateG: num(n.carbohydrates_100g),
    sugarsG: num(n.sugars_100g),
    fatG: num(n.fat_100g),
    saturatedFatG: num(n["saturated-fat_100g"]),
    fibreG: num(n.fiber_100g),
    saltG: num(n.salt_100g),
    sodiumMg: num(n.sodium_100g) === null ? null : Math.round(Number(n.sodium_100g) * 1000 * 10) / 10,
  };
  const hasNutrition = Object.values(values).some((v) => v !== null);
  const liquid = /ml|l$/i.test(String(product.product_quantity_unit ?? "")) || /\b\d+\s*(ml|cl|l)\b/i.test(String(product.quantity ?? ""));
  const quantity = num(product.product_quantity);
  const unit = String(product.product_quantity_unit ?? (liquid ? "ml" : "g")).toLowerCase();
  const allergens = ((product.allergens_tags ?? []) as string[])
    .map(tagName)
    .map((a) => (a === "soy" ? "soybeans" : a))
    .filter((a): a is (typeof ALLERGENS)[number] => (ALLERGENS as readonly string[]).includes(a));
  const labels = [...((product.labels_tags ?? []) as string[]), ...((product.ingredients_analysis_tags ?? []) as string[])].map(tagName);
  const dietTags = ["vegan", "vegetarian", "gluten free", "organic"].filter((t) => labels.includes(t)).map((t) => t.replace(" ", "-"));
  const brand = String(product.brands ?? "").split(",")[0]?.trim() || null;
  const category = categoryFromText(String(product.categories ?? (product.categories_tags ?? []).join(" ")));
  return {
    name: name.slice(0, 200),
    brand: brand?.slice(0, 120) ?? null,
    category: category || DEFAULT_PRODUCT_CATEGORY,
    subcategory: null,
    barcodes: [barcode],
    defaultUnit: liquid ? "ml" : "g",
    packageSize: quantity ? { quantity, unit: unit === "l" ? "l" : unit } : null,
    shelfLifeDays: { pantry: null, fridge: null, freezer: null, opened: null },
    nutritionPer100: hasNutrition ? { basis: liquid ? "ml" : "g", ...values } : null,
    allergens: [...new Set(allergens)],
    dietTags: [...new Set(dietTags)],
    densityGPerMl: null,
  };
}

export function createOpenFoodFactsClient(baseUrl: string, options: { timeoutMs?: number; userAgent?: string } = {}): OpenFoodFactsClient {
  const base = baseUrl.replace(/\/+$/, "");
  return {
    async lookup(barcode) {
      const res = await fetch(`${base}/api/v2/product/${encodeURIComponent(barcode)}.json`, {
        headers: { accept: "application/json", "user-agent": options.userAgent ?? "Hearth/0.1 (household kitchen manager)" },
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        redirect: "error",
      });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`Open Food Facts answered ${res.status}`);
      const body = (await res.json()) as { status?: number; product?: Record<string, unknown> };
      if (body.status !== 1 || !body.product) return null;
      return mapOpenFoodFactsProduct(barcode, body.product);
    },
  };
}
