/**
 * What a recipe needs of the pantry: for each ingredient line, which pantry items cover it (by catalogue
 * product, else by name for free-text lines), soonest expiry first, how much of each to take in the
 * item's own unit (through `units.ts`, with the product's density for volume ↔ weight), and what is
 * missing. One pure function feeds both "what can I cook now" (coverage and ranking) and finishing a
 * cook (the quantities taken out of the pantry).
 */
import type { PantryShortfall, RecipeIngredient } from "./recipes.events.js";
import { convertQuantity, normaliseUnit } from "./units.js";

/** A pantry item with something left, as the plan needs it. */
export interface StockItem {
  id: string;
  productId: string | null;
  name: string;
  quantity: number;
  unit: string;
  expiresOn: string | null;
  /** best_before or use_by: a use-by date that has passed makes the item unusable. */
  expiryKind: string;
  /** expired, soon (within the household's window), fine or none. */
  expiryState: string;
}

export interface PlannedTake {
  itemId: string;
  name: string;
  quantity: number;
  unit: string;
  expiresOn: string | null;
  expiringSoon: boolean;
}

export interface LinePlan {
  ingredientId: string;
  name: string;
  optional: boolean;
  /** The amount needed at the cooked servings, in the line's unit (null: "to taste"). */
  need: number | null;
  unit: string | null;
  /** 0..1: how much of the line the pantry covers. */
  coverage: number;
  /** Items the amount comes from (empty for lines without an amount, or with units that cannot be compared). */
  takes: PlannedTake[];
  /** Matching items, whether or not an amount can be taken from them. */
  matches: StockItem[];
  shortfall: PantryShortfall | null;
}

export interface RecipePlan {
  lines: LinePlan[];
  /** Average coverage of the required (non-optional) lines; 0 for a recipe without any. */
  coverage: number;
  requiredCount: number;
  coveredCount: number;
  /** The soonest date among the items the recipe would use (ISO day), or null. */
  soonestExpiry: string | null;
  /** Items the recipe would use that expire within the household's window (or are past a best-before date). */
  expiringCount: number;
}

const COUNT_UNITS = new Set(["", "pc", "pcs", "piece", "pieces", "each", "ea", "whole", "item", "items", "unit", "units", "count"]);
const isCount = (unit: string | null) => COUNT_UNITS.has((unit ?? "").trim().toLowerCase().replace(/\.$/, ""));

const round3 = (value: number) => Math.round(value * 1000) / 1000;

function singular(word: string): string {
  return word.replace(/(?<=[^aeiou])ies$/, "y").replace(/(?<=(?:s|x|z|ch|sh|o))es$/, "").replace(/(?<!s)s$/, "");
}

/** "Tomatoes" and "tomato", "Red  onions" and "red onion" are the same thing; "olive oil" and "oil" are not. */
export function nameKey(name: string): string {
  const words = name.replace(/\(.*?\)/g, " ").trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "";
  words[words.length - 1] = singular(words[words.length - 1]!);
  return words.join(" ");
}

/**
 * How many of the item's units one of the line's units is (linear), or null when they cannot be
 * compared: both counts, both measures (with the density across volume and weight), or the same word.
 */
export function unitRatio(lineUnit: string | null, itemUnit: string, densityGPerMl: number | null): number | null {
  if (isCount(lineUnit) && isCount(itemUnit)) return 1;
  if (!normaliseUnit(lineUnit) && !normaliseUnit(itemUnit)) {
    if (lineUnit && nameKey(lineUnit) === nameKey(itemUnit)) return 1;
    return null;
  }
  return convertQuantity(1, lineUnit, itemUnit, densityGPerMl);
}

function usable(item: StockItem): boolean {
  if (!(item.quantity > 0)) return false;
  // Past a use-by date is unsafe; past a best-before date is the cook's call, so it still counts.
  return !(item.expiryKind === "use_by" && item.expiryState === "expired");
}

function byExpiry(a: StockItem, b: StockItem): number {
  return (a.expiresOn ?? "9999-12-31").localeCompare(b.expiresOn ?? "9999-12-31") || a.id.localeCompare(b.id);
}

/**
 * Plans a recipe against the pantry at `factor` × its own servings. Items are shared between lines
 * (two lines of butter take from the same block once), soonest expiry first.
 */
export function planRecipe(
  ingredients: readonly RecipeIngredient[],
  factor: number,
  stock: readonly StockItem[],
  densities: ReadonlyMap<string, number | null>,
): RecipePlan {
  const left = new Map(stock.map((item) => [item.id, item.quantity]));
  const sorted = stock.filter(usable).sort(byExpiry);
  const lines: LinePlan[] = ingredients.map((line) => {
    const matches = sorted.filter((item) =>
      line.productId ? item.productId === line.productId : item.productId === null && nameKey(item.name) === nameKey(line.name) && nameKey(line.name) !== "",
    );
    const need = line.quantity === null ? null : round3(line.quantity * factor);
    const base = { ingredientId: line.id, name: line.name, optional: line.optional, need, unit: line.unit, matches };
    if (matches.length === 0) {
      return { ...base, coverage: 0, takes: [], shortfall: { ingredientId: line.id, name: line.name, quantity: need, unit: line.unit, reason: "not_in_pantry" } };
    }
    if (need === null || need <= 0) return { ...base, coverage: 1, takes: [], shortfall: null };
    const density = line.productId ? (densities.get(line.productId) ?? null) : null;
    let remaining = need;
    let comparable = false;
    const takes: PlannedTake[] = [];
    for (const item of matches) {
      if (remaining <= 1e-9) break;
      const ratio = unitRatio(line.unit, item.unit, density);
      if (ratio === null || !(ratio > 0)) continue;
      comparable = true;
      const available = left.get(item.id) ?? 0;
      if (available <= 1e-9) continue;
      const wanted = round3(remaining * ratio);
      const take = round3(Math.min(wanted, available));
      if (take <= 0) continue;
      left.set(item.id, round3(available - take));
      remaining = take >= wanted ? 0 : Math.max(0, remaining - take / ratio);
      takes.push({ itemId: item.id, name: item.name, quantity: take, unit: item.unit, expiresOn: item.expiresOn, expiringSoon: item.expiryState === "soon" || item.expiryState === "expired" });
    }
    if (!comparable) {
      // The pantry has it, in a unit the line cannot be compared with ("1 bag" of flour for "2 cups"):
      // it counts as there, and nothing is taken automatically.
      return { ...base, coverage: 1, takes: [], shortfall: { ingredientId: line.id, name: line.name, quantity: need, unit: line.unit, reason: "units_differ" } };
    }
    const coverage = Math.min(1, Math.max(0, (need - remaining) / need));
    const shortfall: PantryShortfall | null =
      remaining > 1e-6 ? { ingredientId: line.id, name: line.name, quantity: round3(remaining), unit: line.unit, reason: takes.length ? "not_enough" : "not_in_pantry" } : null;
    return { ...base, coverage: round3(coverage), takes, shortfall };
  });

  const required = lines.filter((l) => !l.optional);
  const used = lines.flatMap((l) => (l.takes.length > 0 ? l.takes.map((t) => ({ expiresOn: t.expiresOn, soon: t.expiringSoon, id: t.itemId })) : l.coverage > 0 ? l.matches.slice(0, 1).map((m) => ({ expiresOn: m.expiresOn, soon: m.expiryState === "soon" || m.expiryState === "expired", id: m.id })) : []));
  const dates = used.map((u) => u.expiresOn).filter((d): d is string => d !== null).sort();
  return {
    lines,
    coverage: required.length === 0 ? 0 : round3(required.reduce((sum, l) => sum + l.coverage, 0) / required.length),
    requiredCount: required.length,
    coveredCount: required.filter((l) => l.coverage >= 0.999).length,
    soonestExpiry: dates[0] ?? null,
    expiringCount: new Set(used.filter((u) => u.soon).map((u) => u.id)).size,
  };
}

/**
 * "What can I cook now" order: the most covered first; among equals, the one that uses the pantry's
 * soonest-expiring food first, then the one using more food that is about to expire, then by title.
 */
export function compareCookable(a: { plan: RecipePlan; title: string }, b: { plan: RecipePlan; title: string }): number {
  return (
    b.plan.coverage - a.plan.coverage ||
    (a.plan.soonestExpiry ?? "9999-12-31").localeCompare(b.plan.soonestExpiry ?? "9999-12-31") ||
    b.plan.expiringCount - a.plan.expiringCount ||
    a.title.localeCompare(b.title)
  );
}
