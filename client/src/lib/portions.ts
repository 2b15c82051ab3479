/**
 * Portion scaling (spec sections 4 and 5), pure so every screen that scales (recipe, cooking mode,
 * meal planner) gives the same numbers.
 *
 * - Method 'family' (default): servings follow the family's total portions; 'household': the household size.
 * - Household size: profile preference if above 0; else local storage if a positive integer; else
 *   active family members + 1; else 1.
 * - A member without a multiplier counts as 1; the multiplier may come as a number or as text.
 * - The current user is a virtual member with id -1 and the default portion size (or 1).
 * - Suggested servings: total portions rounded to the nearest half, at least 0.5; totals to 2 decimals.
 */

export type ScalingMethod = "family" | "household";
export const DEFAULT_SCALING_METHOD: ScalingMethod = "family";
export const CURRENT_USER_MEMBER_ID = -1;

export interface PortionMember {
  id: string | number;
  name: string;
  isActive?: boolean | null;
  defaultPortionMultiplier?: number | string | null;
}

export interface PortionPreferences {
  householdSize?: number | null;
  defaultPortionSize?: number | null;
}

export const roundTo2 = (value: number) => Math.round(value * 100) / 100;
export const roundToHalf = (value: number) => Math.round(value * 2) / 2;

/** A multiplier given as a number or text ("1.5"); missing, unreadable or not above 0 counts as 1. */
export function multiplierOf(value: number | string | null | undefined): number {
  const n = typeof value === "string" ? Number(value.trim()) : value;
  return typeof n === "number" && Number.isFinite(n) && n > 0 && !(typeof value === "string" && value.trim() === "") ? n : 1;
}

/** Household size in the spec's order of sources. */
export function householdSize(
  preferences: PortionPreferences | null | undefined,
  storedValue: string | null | undefined,
  members: readonly PortionMember[],
): number {
  const pref = preferences?.householdSize;
  if (typeof pref === "number" && pref > 0) return pref;
  if (storedValue !== null && storedValue !== undefined && /^\s*\d+\s*$/.test(storedValue) && Number(storedValue) > 0) {
    return Number(storedValue);
  }
  const active = members.filter((m) => m.isActive !== false).length;
  return active > 0 ? active + 1 : 1;
}

export interface PortionLine {
  id: string | number;
  name: string;
  multiplier: number;
}

/** Who eats and how much: the current user (id -1) first, then the active family members. */
export function portionLines(
  members: readonly PortionMember[],
  preferences: PortionPreferences | null | undefined,
  currentUserName = "You",
): PortionLine[] {
  const own = preferences?.defaultPortionSize;
  const self: PortionLine = {
    id: CURRENT_USER_MEMBER_ID,
    name: currentUserName,
    multiplier: typeof own === "number" && own > 0 ? own : 1,
  };
  return [
    self,
    ...members
      .filter((m) => m.isActive !== false)
      .map((m) => ({ id: m.id, name: m.name, multiplier: multiplierOf(m.defaultPortionMultiplier) })),
  ];
}

/** Total family portions, rounded to 2 decimals. */
export function totalPortions(lines: readonly PortionLine[]): number {
  return roundTo2(lines.reduce((sum, line) => sum + line.multiplier, 0));
}

/** Suggested servings: nearest half, at least 0.5. */
export function suggestedServings(total: number): number {
  return Math.max(0.5, roundToHalf(total));
}

/** The servings a recipe opens at, by method. */
export function defaultServings(
  method: ScalingMethod,
  lines: readonly PortionLine[],
  size: number,
): number {
  return method === "household" ? suggestedServings(size) : suggestedServings(totalPortions(lines));
}

/** Factor from a recipe's own servings to the target servings. */
export function scaleFactor(recipeServings: number, targetServings: number): number {
  return recipeServings > 0 && targetServings > 0 ? targetServings / recipeServings : 1;
}

/** A quantity scaled and rounded to 2 decimals (null stays null: "to taste"). */
export function scaleQuantity(quantity: number | null | undefined, factor: number): number | null {
  return quantity === null || quantity === undefined ? null : roundTo2(quantity * factor);
}

/** How much of the dish each eater gets, in servings, when `servings` are made. */
export function shareOf(line: PortionLine, lines: readonly PortionLine[], servings: number): number {
  const total = lines.reduce((sum, l) => sum + l.multiplier, 0);
  return total > 0 ? roundTo2((servings * line.multiplier) / total) : 0;
}

/** A quantity as a cook reads it: 1.5 → "1½", 0.33 → "⅓", 2 → "2", 1.26 → "1.26". */
export function formatQuantity(quantity: number | null): string {
  if (quantity === null) return "";
  const whole = Math.floor(quantity);
  const fraction = roundTo2(quantity - whole);
  const glyph: Record<string, string> = { "0.25": "¼", "0.5": "½", "0.75": "¾", "0.33": "⅓", "0.67": "⅔" };
  const mark = glyph[String(fraction)];
  if (fraction === 0) return String(whole);
  if (mark) return whole > 0 ? `${whole}${mark}` : mark;
  return String(roundTo2(quantity));
}
