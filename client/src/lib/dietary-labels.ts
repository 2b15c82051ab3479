/**
 * How the screens name the products' allergen and diet tags (the family members, dietary analysis
 * and recipe screens all show them). The tags themselves come from the server's vocabulary.
 */
const LABELS: Record<string, string> = {
  gluten: "Gluten",
  crustaceans: "Crustaceans (shrimp, crab)",
  eggs: "Eggs",
  fish: "Fish",
  peanuts: "Peanuts",
  soybeans: "Soy",
  milk: "Milk",
  nuts: "Tree nuts",
  celery: "Celery",
  mustard: "Mustard",
  sesame: "Sesame",
  sulphites: "Sulphites",
  lupin: "Lupin",
  molluscs: "Molluscs (mussels, squid)",
  vegan: "Vegan",
  vegetarian: "Vegetarian",
  "gluten-free": "Gluten-free",
  "dairy-free": "Dairy-free",
  "nut-free": "Nut-free",
  halal: "Halal",
  kosher: "Kosher",
  organic: "Organic",
  "low-sugar": "Low sugar",
};

export function dietaryLabel(tag: string): string {
  return LABELS[tag] ?? tag.charAt(0).toUpperCase() + tag.slice(1).replace(/-/g, " ");
}

/** "Tree nuts allergy", "Vegetarian diet": what a conflict is about. */
export function conflictLabel(conflict: { kind: string; tag: string }): string {
  return conflict.kind === "allergy" ? `${dietaryLabel(conflict.tag)} allergy` : `${dietaryLabel(conflict.tag)} diet`;
}

/** Why, in words: "tagged nuts", "its name suggests milk", "Meat & Seafood aisle", "48 g sugars per 100 g". */
export function conflictReason(conflict: { via: string; detail: string; source: string }): string {
  switch (conflict.via) {
    case "tag":
      return `${conflict.source} is tagged ${dietaryLabel(conflict.detail).toLowerCase()}`;
    case "category":
      return `${conflict.source} is in ${conflict.detail}`;
    case "nutrition":
      return `${conflict.source} has ${conflict.detail}`;
    default:
      return `${conflict.source} sounds like it contains ${dietaryLabel(conflict.detail).toLowerCase()}`;
  }
}
