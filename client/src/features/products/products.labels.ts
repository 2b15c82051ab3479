/** The catalogue's usual aisles, allergens and diet tags, as the screens offer them. */
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
  "General",
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

export const STATUS_LABELS: Record<string, string> = {
  pending: "Waiting for review",
  verified: "Verified",
  rejected: "Rejected",
  merged: "Merged",
};

export const SOURCE_LABELS: Record<string, string> = {
  household: "Added by a household",
  "usda-fdc": "USDA FoodData Central",
  "open-food-facts": "Open Food Facts",
};

export const isStaffRole = (role: string | undefined) => role === "admin" || role === "moderator";

export const formatDays = (days: number | null | undefined) =>
  days == null ? "—" : days >= 60 && days % 30 === 0 ? `${days / 30} months` : days === 1 ? "1 day" : `${days} days`;
