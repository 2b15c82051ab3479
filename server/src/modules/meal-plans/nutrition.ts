/**
 * Nutrition is computed, never typed: from the catalogue's figures per 100 g (or 100 ml) of each
 * product, through the recipes module's unit conversion (convert-units, with the product's density for
 * volume ↔ weight). Every figure carries its coverage: how many of the lines it sums had known data
 * ("nutrition known for 7 of 9 ingredients"), so a low number is never mistaken for a light meal.
 */
import type { ProductSummary } from "../products/index.js";
import { convertQuantity, gramsOf } from "../recipes/index.js";

export interface Nutrients {
  energyKcal: number;
  proteinG: number;
  carbohydrateG: number;
  fatG: number;
}

export interface NutritionFigure extends Nutrients {
  /** Lines whose nutrition is known. */
  known: number;
  /** Lines counted (optional ingredients are left out). */
  total: number;
}

/** The parts of an ingredient line nutrition needs. */
export interface NutritionLine {
  productId: string | null;
  quantity: number | null;
  unit: string | null;
  optional?: boolean;
}

export interface NutritionRecipe {
  servings: number;
  ingredients: NutritionLine[];
}

export const ZERO: NutritionFigure = { energyKcal: 0, proteinG: 0, carbohydrateG: 0, fatG: 0, known: 0, total: 0 };

const NUTRIENTS = ["energyKcal", "proteinG", "carbohydrateG", "fatG"] as const;

/** Rounds for display: energy to whole kcal, grams to one decimal. */
export function rounded(figure: NutritionFigure): NutritionFigure {
  return {
    energyKcal: Math.round(figure.energyKcal),
    proteinG: Math.round(figure.proteinG * 10) / 10,
    carbohydrateG: Math.round(figure.carbohydrateG * 10) / 10,
    fatG: Math.round(figure.fatG * 10) / 10,
    known: figure.known,
    total: figure.total,
  };
}

export function add(a: NutritionFigure, b: NutritionFigure): NutritionFigure {
  return {
    energyKcal: a.energyKcal + b.energyKcal,
    proteinG: a.proteinG + b.proteinG,
    carbohydrateG: a.carbohydrateG + b.carbohydrateG,
    fatG: a.fatG + b.fatG,
    known: a.known + b.known,
    total: a.total + b.total,
  };
}

/** Scales the nutrients (not the coverage, which counts lines). */
export function scale(figure: NutritionFigure, factor: number): NutritionFigure {
  const out = { ...figure };
  for (const n of NUTRIENTS) out[n] = figure[n] * factor;
  return out;
}

/**
 * The nutrients of an amount of a product, or null when they cannot be known: no product, no figures,
 * no amount, or a unit that does not convert to the figures' basis (a "clove", a volume without density).
 */
export function lineNutrients(line: NutritionLine, product: ProductSummary | null | undefined): Nutrients | null {
  const per100 = product?.nutritionPer100;
  if (!product || !per100 || line.quantity === null || !(line.quantity > 0)) return null;
  if (per100.energyKcal === null && per100.proteinG === null && per100.carbohydrateG === null && per100.fatG === null) return null;
  let amount: number | null;
  if (per100.basis === "ml") amount = convertQuantity(line.quantity, line.unit, "ml", product.densityGPerMl);
  else amount = gramsOf(line.quantity, line.unit, product.densityGPerMl);
  // An amount in the product's own unit that is its package ("1 can" of a 400 g can).
  if (amount === null && product.packageSize && line.unit && line.unit.trim().toLowerCase() === product.defaultUnit.trim().toLowerCase()) {
    const pack = convertQuantity(product.packageSize.quantity, product.packageSize.unit, per100.basis, product.densityGPerMl);
    amount = pack === null ? null : pack * line.quantity;
  }
  if (amount === null) return null;
  const factor = amount / 100;
  return {
    energyKcal: (per100.energyKcal ?? 0) * factor,
    proteinG: (per100.proteinG ?? 0) * factor,
    carbohydrateG: (per100.carbohydrateG ?? 0) * factor,
    fatG: (per100.fatG ?? 0) * factor,
  };
}

/** Sums lines into one figure with its coverage (optional lines are not counted). */
export function linesNutrition(lines: NutritionLine[], products: Map<string, ProductSummary>): NutritionFigure {
  let figure = ZERO;
  for (const line of lines) {
    if (line.optional) continue;
    const nutrients = lineNutrients(line, line.productId ? products.get(line.productId) : null);
    figure = add(figure, nutrients ? { ...nutrients, known: 1, total: 1 } : { ...ZERO, total: 1 });
  }
  return figure;
}

/** One serving of a recipe. */
export function recipePerServing(recipe: NutritionRecipe, products: Map<string, ProductSummary>): NutritionFigure {
  const whole = linesNutrition(recipe.ingredients, products);
  return scale(whole, 1 / Math.max(recipe.servings, 0.01));
}

/** What one member eats of a meal: one serving scaled by the member's portion multiplier (none counts as 1). */
export function memberPortion(perServing: NutritionFigure, multiplier: number | null | undefined): NutritionFigure {
  const m = multiplier !== null && multiplier !== undefined && Number.isFinite(multiplier) && multiplier > 0 ? multiplier : 1;
  return scale(perServing, m);
}

/** A meal on the plan: per serving, for all its servings, and which members eat it. */
export interface PlannedMeal {
  date: string;
  perServing: NutritionFigure | null;
  servings: number;
  memberIds: string[];
}

export interface MemberDay {
  memberId: string;
  figure: NutritionFigure;
}

export interface DayNutrition {
  date: string;
  /** Every planned serving of the day. */
  total: NutritionFigure;
  /** Per member, what the meals they eat give them by their portion. */
  members: MemberDay[];
}

/** Per day (in date order), with each member's share of the meals they eat. */
export function daysNutrition(meals: PlannedMeal[], multipliers: Map<string, number | null>): DayNutrition[] {
  const days = new Map<string, DayNutrition>();
  for (const meal of meals) {
    if (!meal.perServing) continue;
    const day = days.get(meal.date) ?? { date: meal.date, total: ZERO, members: [...multipliers.keys()].map((memberId) => ({ memberId, figure: ZERO })) };
    day.total = add(day.total, scale(meal.perServing, meal.servings));
    for (const member of day.members) {
      if (meal.memberIds.includes(member.memberId)) member.figure = add(member.figure, memberPortion(meal.perServing, multipliers.get(member.memberId)));
    }
    days.set(meal.date, day);
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** "nutrition known for 7 of 9 ingredients" */
export function coverageText(figure: Pick<NutritionFigure, "known" | "total">): string {
  if (figure.total === 0) return "no ingredients to count";
  return `nutrition known for ${figure.known} of ${figure.total} ${figure.total === 1 ? "ingredient" : "ingredients"}`;
}
