import { DEFAULT_PRODUCT_CATEGORY } from "./products.events.js";

/** The catalogue's aisles, in the order the screens offer them. A product may name another; these are the usual ones. */
export const PRODUCT_CATEGORIES = [
  "Produce",
  "Dairy & Eggs",
  "Meat & Seafood",
  "Bakery",
  "Grains & Pasta",
  "Legumes",
  "Nuts & Seeds",
  "Canned & Jarred",
  "Baking",
  "Oils & Vinegars",
  "Condiments & Sauces",
  "Spices & Herbs",
  "Snacks & Sweets",
  "Beverages",
  "Frozen",
  DEFAULT_PRODUCT_CATEGORY,
] as const;

export const ALLERGENS = [
  "gluten",
  "crustaceans",
  "eggs",
  "fish",
  "peanuts",
  "soybeans",
  "milk",
  "nuts",
  "celery",
  "mustard",
  "sesame",
  "sulphites",
  "lupin",
  "molluscs",
] as const;

export const DIET_TAGS = ["vegan", "vegetarian", "gluten-free", "dairy-free", "nut-free", "halal", "kosher", "organic", "low-sugar"] as const;

const CATEGORY_HINTS: [RegExp, (typeof PRODUCT_CATEGORIES)[number]][] = [
  [/frozen/, "Frozen"],
  [/beverage|drink|juice|water|coffee|tea|soda/, "Beverages"],
  [/dair|milk|cheese|yogh?urt|butter|cream|egg/, "Dairy & Eggs"],
  [/meat|poultry|chicken|beef|pork|fish|seafood/, "Meat & Seafood"],
  [/bread|bakery|pastr|biscuit|cake/, "Bakery"],
  [/cereal|pasta|rice|grain|flour|noodle/, "Grains & Pasta"],
  [/legume|bean|lentil|chickpea/, "Legumes"],
  [/nut|seed/, "Nuts & Seeds"],
  [/canned|tinned/, "Canned & Jarred"],
  [/oil|vinegar/, "Oils & Vinegars"],
  [/sauce|condiment|ketchup|mayonnaise|mustard|dressing/, "Condiments & Sauces"],
  [/spice|herb|seasoning|salt/, "Spices & Herbs"],
  [/snack|chocolate|candy|confection|sweet|chips|crisps/, "Snacks & Sweets"],
  [/fruit|vegetable|produce/, "Produce"],
];

/** Picks the catalogue category that best matches a free-text category list (e.g. Open Food Facts'). */
export function categoryFromText(text: string | null | undefined): string {
  const lower = (text ?? "").toLowerCase();
  for (const [pattern, category] of CATEGORY_HINTS) if (pattern.test(lower)) return category;
  return DEFAULT_PRODUCT_CATEGORY;
}
