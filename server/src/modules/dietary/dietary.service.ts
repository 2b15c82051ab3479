import { notFound } from "../../core/errors.js";
import type { CoreServices } from "../../core/module.js";
import type { MemberDietaryView } from "../households/index.js";
import type { ProductSummary } from "../products/index.js";
import type { RecipeIngredient } from "../recipes/index.js";
import {
  addNutrients,
  amountIn,
  emptyNutrients,
  nutrientsOf,
  roundNutrients,
  type Convert,
  type Nutrients,
} from "./dietary.nutrition.js";
import { allergensOf, conflictsOf, type Conflict, type Food } from "./dietary.rules.js";

/** What the dietary analysis reads of other modules (their exports satisfy these). */
export interface DietaryDependencies {
  households: { memberDietary(householdId: string): Promise<MemberDietaryView[]> };
  pantry: {
    items(householdId: string): Promise<{ id: string; productId: string | null; name: string; category: string | null; quantity: number; unit: string }[]>;
  };
  catalog: {
    getMany(householdId: string, ids: string[]): Promise<Map<string, ProductSummary>>;
    findByNames(householdId: string, names: string[]): Promise<Map<string, ProductSummary>>;
  };
  recipes: {
    list(householdId: string, filter: { search: string | null; tag: string | null; maxTotalMinutes: number | null; savedOnly: boolean }): Promise<RecipeLike[]>;
    getMany(householdId: string, ids: string[]): Promise<RecipeLike[]>;
  };
  /** The recipes module's unit conversion (`convertQuantity`). */
  convert: Convert;
  /** The meal planner, once wired: recipe ids planned from `from` to `to` (YYYY-MM-DD, both days included). */
  mealPlans?: { plannedRecipeIds(householdId: string, from: string, to: string): Promise<string[]> } | null;
}

export interface RecipeLike {
  id: string;
  title: string;
  ingredients: RecipeIngredient[];
}

export interface FlagView {
  /** The pantry item's or recipe's id. */
  id: string;
  name: string;
  conflicts: (Conflict & { source: string })[];
}

export interface MemberAnalysisView {
  memberId: string;
  name: string;
  isActive: boolean;
  diets: string[];
  allergies: string[];
  pantry: FlagView[];
  recipes: FlagView[];
  /** Null when the meal planner is not wired. */
  plan: FlagView[] | null;
}

export interface CategoryNutritionView extends Nutrients {
  category: string;
  itemCount: number;
  knownCount: number;
}

export interface TagCountView {
  tag: string;
  itemCount: number;
  items: string[];
}

export interface DietaryAnalysisView {
  itemCount: number;
  /** Items whose nutrition and amount are both known. */
  knownCount: number;
  totals: Nutrients;
  categories: CategoryNutritionView[];
  allergens: TagCountView[];
  dietTags: TagCountView[];
  members: MemberAnalysisView[];
  planAvailable: boolean;
  planFrom: string;
  planTo: string;
}

export interface RecipeMemberFlagView {
  memberId: string;
  name: string;
  conflicts: (Conflict & { source: string })[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const nameKey = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();

function foodOf(name: string, product: ProductSummary | null): Food {
  if (!product) return { name, matched: false, allergens: [], dietTags: [], category: null, sugarsPer100: null, basis: null };
  return {
    name,
    matched: true,
    allergens: product.allergens,
    dietTags: product.dietTags,
    category: product.category,
    sugarsPer100: product.nutritionPer100?.sugarsG ?? null,
    basis: product.nutritionPer100?.basis ?? null,
  };
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Dietary analysis: computed on read from the pantry, the catalogue, recipes, family members and the
 * meal plan. It owns no events or tables: every figure follows from data other modules keep.
 */
export function createDietaryService(core: CoreServices, deps: DietaryDependencies) {
  /** Products for things by id, else by name (a pantry item or line typed by hand can still match). */
  async function productsFor(householdId: string, things: { productId: string | null; name: string }[]) {
    const byId = await deps.catalog.getMany(householdId, things.flatMap((t) => (t.productId ? [t.productId] : [])));
    const unmatched = things.filter((t) => !t.productId || !byId.has(t.productId.toLowerCase()));
    const byName = unmatched.length > 0 ? await deps.catalog.findByNames(householdId, unmatched.map((t) => t.name)) : new Map<string, ProductSummary>();
    return (t: { productId: string | null; name: string }): ProductSummary | null =>
      (t.productId ? byId.get(t.productId.toLowerCase()) : undefined) ?? byName.get(nameKey(t.name)) ?? null;
  }

  /** Each recipe with the food of each of its lines. */
  async function recipeFoods(householdId: string, recipes: RecipeLike[]) {
    const lines = recipes.flatMap((r) => r.ingredients);
    const productOf = await productsFor(householdId, lines);
    return recipes.map((r) => ({ recipe: r, foods: r.ingredients.map((i) => foodOf(i.name, productOf(i))) }));
  }

  function recipeFlag(member: MemberDietaryView, recipe: RecipeLike, foods: Food[]): FlagView | null {
    const conflicts = foods.flatMap((food) => conflictsOf(member, food).map((c) => ({ ...c, source: food.name })));
    return conflicts.length > 0 ? { id: recipe.id, name: recipe.title, conflicts } : null;
  }

  return {
    async analysis(householdId: string, range: { from?: string | null; to?: string | null }): Promise<DietaryAnalysisView> {
      const planFrom = range.from && DAY.test(range.from) ? range.from : core.now().toISOString().slice(0, 10);
      const planTo = range.to && DAY.test(range.to) && range.to >= planFrom ? range.to : addDays(planFrom, 6);
      const [members, items, recipes] = await Promise.all([
        deps.households.memberDietary(householdId),
        deps.pantry.items(householdId),
        deps.recipes.list(householdId, { search: null, tag: null, maxTotalMinutes: null, savedOnly: false }),
      ]);
      const productOf = await productsFor(householdId, items);

      // Nutrition by category, with how many items it is known for.
      const totals = emptyNutrients();
      const categories = new Map<string, CategoryNutritionView>();
      const allergens = new Map<string, Set<string>>();
      const dietTags = new Map<string, Set<string>>();
      let knownCount = 0;
      const itemFoods = items.map((item) => {
        const product = productOf(item);
        const category = item.category ?? product?.category ?? "Other";
        const entry = categories.get(category) ?? { category, itemCount: 0, knownCount: 0, ...emptyNutrients() };
        categories.set(category, entry);
        entry.itemCount += 1;
        const nutrition = product?.nutritionPer100;
        const amount = nutrition
          ? amountIn({ quantity: item.quantity, unit: item.unit, nutrition, densityGPerMl: product!.densityGPerMl, packageSize: product!.packageSize }, deps.convert)
          : null;
        if (nutrition && amount !== null) {
          const n = nutrientsOf(nutrition, amount);
          addNutrients(entry, n);
          addNutrients(totals, n);
          entry.knownCount += 1;
          knownCount += 1;
        }
        const food = foodOf(item.name, product);
        for (const a of allergensOf(food)) allergens.set(a.tag, (allergens.get(a.tag) ?? new Set()).add(item.name));
        for (const tag of food.dietTags) dietTags.set(tag, (dietTags.get(tag) ?? new Set()).add(item.name));
        return { item, food };
      });

      const planIds = deps.mealPlans ? await deps.mealPlans.plannedRecipeIds(householdId, planFrom, planTo) : null;
      const known = new Map(recipes.map((r) => [r.id, r]));
      const missing = (planIds ?? []).filter((id) => !known.has(id));
      const planned = missing.length > 0 ? await deps.recipes.getMany(householdId, missing) : [];
      for (const r of planned) known.set(r.id, r);
      const judged = new Map((await recipeFoods(householdId, [...known.values()])).map((x) => [x.recipe.id, x]));

      const tagList = (m: Map<string, Set<string>>): TagCountView[] =>
        [...m]
          .map(([tag, names]) => ({ tag, itemCount: names.size, items: [...names].sort((a, b) => a.localeCompare(b)) }))
          .sort((a, b) => b.itemCount - a.itemCount || a.tag.localeCompare(b.tag));

      return {
        itemCount: items.length,
        knownCount,
        totals: roundNutrients(totals),
        categories: [...categories.values()]
          .map((c) => ({ ...c, ...roundNutrients(c) }))
          .sort((a, b) => b.energyKcal - a.energyKcal || a.category.localeCompare(b.category)),
        allergens: tagList(allergens),
        dietTags: tagList(dietTags),
        members: members.map((member) => {
          const flagsOf = (ids: string[]) =>
            ids.flatMap((id) => {
              const x = judged.get(id);
              const flag = x ? recipeFlag(member, x.recipe, x.foods) : null;
              return flag ? [flag] : [];
            });
          return {
            memberId: member.id,
            name: member.name,
            isActive: member.isActive,
            diets: member.diets,
            allergies: member.allergies,
            pantry: itemFoods.flatMap(({ item, food }) => {
              const conflicts = conflictsOf(member, food).map((c) => ({ ...c, source: item.name }));
              return conflicts.length > 0 ? [{ id: item.id, name: item.name, conflicts }] : [];
            }),
            recipes: flagsOf(recipes.map((r) => r.id)),
            plan: planIds ? flagsOf([...new Set(planIds)]) : null,
          };
        }),
        planAvailable: deps.mealPlans != null,
        planFrom,
        planTo,
      };
    },

    /** Active members the recipe does not suit, and why (for the recipe's page). */
    async recipeFlags(householdId: string, recipeId: string): Promise<RecipeMemberFlagView[]> {
      if (!UUID.test(recipeId)) throw notFound("Recipe not found");
      const [recipe] = await deps.recipes.getMany(householdId, [recipeId.toLowerCase()]);
      if (!recipe) throw notFound("Recipe not found");
      const [{ foods }] = await recipeFoods(householdId, [recipe]);
      const members = (await deps.households.memberDietary(householdId)).filter((m) => m.isActive);
      return members.flatMap((member) => {
        const flag = recipeFlag(member, recipe, foods!);
        return flag ? [{ memberId: member.id, name: member.name, conflicts: flag.conflicts }] : [];
      });
    },

    syncPoint(householdId: string): Promise<number> {
      return core.store.headOf(householdId);
    },
  };
}

export type DietaryService = ReturnType<typeof createDietaryService>;
