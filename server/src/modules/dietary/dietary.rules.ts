/**
 * How a member's allergies and diets meet a food: pure, so the same rules judge pantry items, recipe
 * lines and planned meals. A food is what we know of it: the catalogue product's tags, category and
 * nutrition when it is matched, otherwise only its name. Tags are the products' vocabulary
 * (`products.categories.ts`): allergens "nuts", "milk", …; diets "vegan", "gluten-free", ….
 */

export interface Food {
  name: string;
  /** Matched to a catalogue product: its tags are known. */
  matched: boolean;
  allergens: string[];
  dietTags: string[];
  category: string | null;
  /** Sugars per 100 g (or ml), when known. */
  sugarsPer100: number | null;
  basis: "g" | "ml" | null;
}

export interface MemberNeeds {
  diets: string[];
  allergies: string[];
}

/** Why a food does not suit a member: an allergy or a diet, and how we know. */
export interface Conflict {
  kind: "allergy" | "diet";
  /** The member's allergy or diet tag. */
  tag: string;
  /** tag: the product is tagged so; category: its aisle (meat); nutrition: its sugars; name: its name says so. */
  via: "tag" | "category" | "nutrition" | "name";
  /** What in the food causes it ("nuts", "Meat & Seafood", "milk", "32 g sugars per 100 g"). */
  detail: string;
}

/**
 * Words that name an allergen in a free-text ingredient or item (English; EU and FDA major allergens).
 * Used only when the food is not matched to a catalogue product, and flagged as "by name".
 */
const ALLERGEN_WORDS: Record<string, RegExp> = {
  nuts: /\b(almonds?|walnuts?|pecans?|hazelnuts?|cashews?|pistachios?|macadamias?|brazil nuts?|pine nuts?|praline|marzipan|nutella)\b/,
  peanuts: /\b(peanuts?|groundnuts?|satay)\b/,
  milk: /\b(milk|butter|buttermilk|cheese|cream|yogh?urt|parmesan|mozzarella|cheddar|ricotta|ghee|whey|custard|mascarpone|feta)\b/,
  eggs: /\b(eggs?|egg yolks?|egg whites?|mayonnaise|meringue)\b/,
  gluten: /\b(flour|wheat|bread|breadcrumbs|pasta|spaghetti|noodles?|barley|rye|couscous|semolina|bulgur|spelt|tortillas?|pita|crackers?)\b/,
  fish: /\b(fish|salmon|tuna|cod|haddock|anchov(y|ies)|sardines?|trout|mackerel|tilapia|halibut)\b/,
  crustaceans: /\b(shrimps?|prawns?|crabs?|lobsters?|crayfish|langoustines?)\b/,
  molluscs: /\b(mussels?|clams?|oysters?|squid|calamari|scallops?|octopus|snails?)\b/,
  soybeans: /\b(soy|soya|tofu|edamame|miso|tempeh|soy sauce|tamari)\b/,
  sesame: /\b(sesame|tahini|halva)\b/,
  mustard: /\bmustard\b/,
  celery: /\b(celery|celeriac)\b/,
  sulphites: /\b(wine|dried apricots?|sulphites?|sulfites?)\b/,
  lupin: /\blupin/,
};

/** Plant "milks" and nut butters whose names would otherwise read as dairy. */
const NOT_DAIRY = /\b(coconut|almond|oat|soy|soya|rice|cashew|peanut)\s+(milk|butter|cream|yogh?urt)\b|\bbutternut\b|\bcream of tartar\b/g;

const MEAT_WORDS = /\b(chicken|beef|pork|bacon|ham|lamb|mutton|turkey|duck|veal|venison|sausages?|salami|pepperoni|chorizo|prosciutto|steak|mince|gelatine?|lard|anchov(y|ies))\b/;
const PORK_WORDS = /\b(pork|bacon|ham|lard|prosciutto|pancetta|salami|chorizo|pepperoni|gelatine?)\b/;
const ALCOHOL_WORDS = /\b(wine|beer|rum|brandy|vodka|whisk(e)?y|sherry|liqueur|bourbon|sake|mirin)\b/;
const ANIMAL_ALLERGENS = ["milk", "eggs", "fish", "crustaceans", "molluscs"];
const SEA_ALLERGENS = ["fish", "crustaceans", "molluscs"];
const MEAT_CATEGORY = "Meat & Seafood";

/**
 * UK Department of Health front-of-pack guidance: more than 22.5 g total sugars per 100 g of food (or
 * 11.25 g per 100 ml of drink) is "high".
 * https://www.gov.uk/government/publications/front-of-pack-nutrition-labelling-guidance
 */
export const HIGH_SUGAR_PER_100G = 22.5;
export const HIGH_SUGAR_PER_100ML = 11.25;

const lowerName = (name: string) => name.toLowerCase();

/** Allergens a food has: its tags when matched, else what its name suggests. */
export function allergensOf(food: Food): { tag: string; via: "tag" | "name" }[] {
  if (food.matched) return food.allergens.map((tag) => ({ tag, via: "tag" as const }));
  const name = lowerName(food.name);
  const dairyFree = name.replace(NOT_DAIRY, " ");
  const found: { tag: string; via: "name" }[] = [];
  for (const [tag, words] of Object.entries(ALLERGEN_WORDS)) {
    if (words.test(tag === "milk" ? dairyFree : name)) found.push({ tag, via: "name" });
  }
  return found;
}

function dietConflict(diet: string, food: Food, allergens: { tag: string; via: "tag" | "name" }[]): Conflict | null {
  const tagged = (...tags: string[]) => food.matched && tags.some((t) => food.dietTags.includes(t));
  const has = (tags: string[]) => allergens.find((a) => tags.includes(a.tag));
  const name = lowerName(food.name);
  const meatCategory = food.matched && food.category === MEAT_CATEGORY;
  const make = (via: Conflict["via"], detail: string): Conflict => ({ kind: "diet", tag: diet, via, detail });
  switch (diet) {
    case "vegan": {
      if (tagged("vegan")) return null;
      if (meatCategory) return make("category", MEAT_CATEGORY);
      const animal = has(ANIMAL_ALLERGENS);
      if (animal) return make(animal.via, animal.tag);
      if (!food.matched && MEAT_WORDS.test(name)) return make("name", "meat");
      if (!food.matched && /\bhoney\b/.test(name)) return make("name", "honey");
      return null;
    }
    case "vegetarian": {
      if (tagged("vegetarian", "vegan")) return null;
      if (meatCategory) return make("category", MEAT_CATEGORY);
      const sea = has(SEA_ALLERGENS);
      if (sea) return make(sea.via, sea.tag);
      if (!food.matched && MEAT_WORDS.test(name)) return make("name", "meat");
      return null;
    }
    case "gluten-free": {
      if (tagged("gluten-free")) return null;
      const gluten = has(["gluten"]);
      return gluten ? make(gluten.via, "gluten") : null;
    }
    case "dairy-free": {
      if (tagged("dairy-free", "vegan")) return null;
      const milk = has(["milk"]);
      return milk ? make(milk.via, "milk") : null;
    }
    case "nut-free": {
      if (tagged("nut-free")) return null;
      const nuts = has(["nuts", "peanuts"]);
      return nuts ? make(nuts.via, nuts.tag) : null;
    }
    case "low-sugar": {
      if (tagged("low-sugar") || food.sugarsPer100 === null) return null;
      const limit = food.basis === "ml" ? HIGH_SUGAR_PER_100ML : HIGH_SUGAR_PER_100G;
      return food.sugarsPer100 > limit ? make("nutrition", `${Math.round(food.sugarsPer100 * 10) / 10} g sugars per 100 ${food.basis ?? "g"}`) : null;
    }
    case "halal": {
      if (tagged("halal")) return null;
      if (PORK_WORDS.test(name)) return make("name", "pork");
      if (ALCOHOL_WORDS.test(name)) return make("name", "alcohol");
      return null;
    }
    case "kosher": {
      if (tagged("kosher")) return null;
      if (PORK_WORDS.test(name)) return make("name", "pork");
      const shellfish = has(["crustaceans", "molluscs"]);
      return shellfish ? make(shellfish.via, shellfish.tag) : null;
    }
    default:
      return null;
  }
}

/** Every way the food does not suit the member, allergies first. */
export function conflictsOf(member: MemberNeeds, food: Food): Conflict[] {
  const allergens = allergensOf(food);
  const out: Conflict[] = [];
  for (const allergy of member.allergies) {
    const hit = allergens.find((a) => a.tag === allergy);
    if (hit) out.push({ kind: "allergy", tag: allergy, via: hit.via, detail: allergy });
  }
  for (const diet of member.diets) {
    const conflict = dietConflict(diet, food, allergens);
    if (conflict) out.push(conflict);
  }
  return out;
}
