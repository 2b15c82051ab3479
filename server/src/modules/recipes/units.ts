/**
 * Units of recipe amounts: metric and US measures converted by `convert-units` (no home-made factor
 * table), volume ↔ weight through a product's density when it is known. The server is the one place
 * that converts: GraphQL hands the client both measures of every ingredient, and nutrition and
 * shopping generation use these functions through the recipes module's exports.
 */
import convert from "convert-units";

/** The units Hearth converts between (spelled as the screens show them). */
export const MASS_UNITS = ["g", "kg", "oz", "lb"] as const;
export const VOLUME_UNITS = ["ml", "l", "tsp", "tbsp", "cup", "fl oz"] as const;
export type MassUnit = (typeof MASS_UNITS)[number];
export type VolumeUnit = (typeof VOLUME_UNITS)[number];
export type MeasureUnit = MassUnit | VolumeUnit;
export type UnitSystem = "metric" | "us";

/** Our spelling → convert-units' abbreviation. */
const LIBRARY: Record<MeasureUnit, convert.Unit> = {
  g: "g",
  kg: "kg",
  oz: "oz",
  lb: "lb",
  ml: "ml",
  l: "l",
  tsp: "tsp",
  tbsp: "Tbs",
  cup: "cup",
  "fl oz": "fl-oz",
};

/** Spellings people and recipe sites use for each unit (names, plurals, parse-ingredient's ids). */
const SPELLINGS: Record<MeasureUnit, string[]> = {
  g: ["g", "gr", "gram", "grams", "gramme", "grammes"],
  kg: ["kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "kilogramme"],
  oz: ["oz", "ounce", "ounces"],
  lb: ["lb", "lbs", "pound", "pounds"],
  ml: ["ml", "milliliter", "milliliters", "millilitre", "millilitres", "cc"],
  l: ["l", "liter", "liters", "litre", "litres"],
  tsp: ["tsp", "tsps", "teaspoon", "teaspoons", "t"],
  tbsp: ["tbsp", "tbsps", "tbs", "tbl", "tablespoon", "tablespoons"],
  cup: ["cup", "cups", "c"],
  "fl oz": ["fl oz", "fl. oz.", "fl. oz", "floz", "fl-oz", "fluid ounce", "fluid ounces", "fluid-ounce"],
};

const BY_SPELLING = new Map<string, MeasureUnit>();
for (const [unit, spellings] of Object.entries(SPELLINGS) as [MeasureUnit, string[]][]) {
  for (const s of spellings) BY_SPELLING.set(s, unit);
}

/** The unit a spelling means, or null for counts and anything else ("clove", "pinch", "can"). */
export function normaliseUnit(raw: string | null | undefined): MeasureUnit | null {
  if (!raw) return null;
  const key = raw.trim().replace(/\.$/, "").replace(/\s+/g, " ");
  // "T" is a tablespoon and "t" a teaspoon in older cookbooks; everything else is case-blind.
  if (key === "T") return "tbsp";
  return BY_SPELLING.get(key.toLowerCase()) ?? null;
}

export function measureOf(unit: MeasureUnit): "mass" | "volume" {
  return (MASS_UNITS as readonly string[]).includes(unit) ? "mass" : "volume";
}

/**
 * `quantity` of `from` in `to`; crossing volume ↔ weight needs the density (g per ml). Null when the
 * units are not both measures, or the crossing has no density.
 */
export function convertQuantity(
  quantity: number,
  from: string | null,
  to: string | null,
  densityGPerMl?: number | null,
): number | null {
  const a = normaliseUnit(from);
  const b = normaliseUnit(to);
  if (!a || !b) return from !== null && to !== null && from.trim().toLowerCase() === to.trim().toLowerCase() ? quantity : null;
  if (measureOf(a) === measureOf(b)) return convert(quantity).from(LIBRARY[a]).to(LIBRARY[b]);
  if (!densityGPerMl || densityGPerMl <= 0) return null;
  if (measureOf(a) === "volume") {
    const grams = convert(quantity).from(LIBRARY[a]).to("ml") * densityGPerMl;
    return convert(grams).from("g").to(LIBRARY[b]);
  }
  const ml = convert(quantity).from(LIBRARY[a]).to("g") / densityGPerMl;
  return convert(ml).from("ml").to(LIBRARY[b]);
}

/** Grams of an amount (for nutrition per 100 g), or null when it cannot be known. */
export function gramsOf(quantity: number, unit: string | null, densityGPerMl?: number | null): number | null {
  return convertQuantity(quantity, unit, "g", densityGPerMl);
}

const CHOICES: Record<UnitSystem, Record<"mass" | "volume", MeasureUnit[]>> = {
  // Smallest first; the largest that still gives at least 1 wins.
  metric: { mass: ["g", "kg"], volume: ["ml", "l"] },
  us: { mass: ["oz", "lb"], volume: ["tsp", "tbsp", "cup"] },
};

export interface Measure {
  quantity: number | null;
  unit: string | null;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * The amount as a cook in `system` would write it: 1000 g → 1 kg, 3 tsp → 1 tbsp, 500 g → 17.64 oz.
 * Counts and unknown units come back unchanged; quantities are rounded to 2 decimals.
 */
export function inSystem(quantity: number | null, unit: string | null, system: UnitSystem): Measure {
  const known = normaliseUnit(unit);
  if (quantity === null || !known) return { quantity, unit };
  const choices = CHOICES[system][measureOf(known)];
  let best: Measure = { quantity: round(convertQuantity(quantity, known, choices[0]!)!, 2), unit: choices[0]! };
  for (const choice of choices.slice(1)) {
    const value = convertQuantity(quantity, known, choice)!;
    if (value >= 1) best = { quantity: round(value, 2), unit: choice };
  }
  return best;
}
