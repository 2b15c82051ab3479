import type { ModuleDefinition } from "../../core/module.js";
import type { HouseholdsService } from "../households/index.js";
import type { LeftoversService } from "../leftovers/index.js";
import type { PantryService } from "../pantry/index.js";
import type { ProductCatalog } from "../products/index.js";
import type { RecipesService } from "../recipes/index.js";
import type { ShoppingGeneratedItems } from "../shopping/index.js";
import { MealPlansResolver, RecipeNutritionResolver } from "./meal-plans.resolver.js";
import { createMealPlansService, type MealPlansService } from "./meal-plans.service.js";
import type { CalendarOverlaySource, EnergyIntakeSource } from "./meal-plans.types.js";
import { MealPlansMigration } from "./migrations/20261123-460-meal-plans.js";
import { mealPlansProjection } from "./projections/meal-plans.projection.js";

export type { MealPlansService } from "./meal-plans.service.js";
export type { CalendarOverlayItem, CalendarOverlaySource, EnergyIntakeSource } from "./meal-plans.types.js";

export interface MealPlansDependencies {
  recipes: RecipesService;
  catalog: ProductCatalog;
  pantry: PantryService;
  shopping: ShoppingGeneratedItems;
  households: HouseholdsService;
  leftovers: LeftoversService;
}

export interface MealPlansExports {
  mealPlans: MealPlansService;
  /** For fitness: energy in, per member and day. */
  intake: EnergyIntakeSource;
  /** For the calendar: the planned meals as the "meals" layer. */
  calendarOverlay: CalendarOverlaySource;
}

const SLOT_TIME: Record<string, string> = { breakfast: "08:00", lunch: "12:30", dinner: "18:30", snack: "15:30" };
const SLOT_NAME: Record<string, string> = { breakfast: "Breakfast", lunch: "Lunch", dinner: "Dinner", snack: "Snack" };

/** Meal plans: meals per day and slot, nutrition per member against goals, and the plan → shopping list. */
export const mealPlansModule: ModuleDefinition<MealPlansDependencies, MealPlansExports> = {
  name: "meal-plans",
  entities: [],
  projections: [mealPlansProjection],
  migrations: [{ name: "20261123-460-meal-plans", class: MealPlansMigration }],
  create(core, deps) {
    const mealPlans = createMealPlansService(core, deps);
    // planLeftover (the leftovers module's API) puts the leftover on the plan as an entry, like addMealPlanEntry.
    deps.leftovers.usePlanner({
      async planLeftover(ctx, auth, input) {
        await mealPlans.addEntry(ctx, auth, { kind: "leftover", leftoverId: input.leftoverId, date: input.date, slot: input.slot, servings: input.portions, memberIds: [] });
      },
    });
    const calendarOverlay: CalendarOverlaySource = {
      layer: "meals",
      async list(householdId, from, to) {
        const plan = await mealPlans.plan(householdId, from, to);
        return plan.entries.map((e) => ({
          layer: "meals",
          id: e.id,
          title: `${SLOT_NAME[e.slot]}: ${e.title}`,
          date: e.date,
          start: SLOT_TIME[e.slot] ?? null,
          memberIds: e.memberIds,
          href: `/app/meal-planner?date=${e.date}`,
        }));
      },
    };
    return {
      resolvers: [
        { type: MealPlansResolver, instance: new MealPlansResolver(mealPlans) },
        { type: RecipeNutritionResolver, instance: new RecipeNutritionResolver(deps.catalog) },
      ],
      exports: { mealPlans, intake: { dailyEnergy: (h, m, f, t) => mealPlans.dailyEnergy(h, m, f, t) }, calendarOverlay },
    };
  },
};
