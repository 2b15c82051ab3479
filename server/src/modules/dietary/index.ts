import type { ModuleDefinition } from "../../core/module.js";
import { DietaryResolver } from "./dietary.resolver.js";
import { createDietaryService, type DietaryDependencies, type DietaryService } from "./dietary.service.js";

export type { DietaryDependencies, DietaryService } from "./dietary.service.js";

/**
 * Dietary analysis: the pantry in nutrition terms and each family member's diets and allergies
 * flagged against pantry items, recipes and the week's meal plan. It reads other modules' exports
 * (households, pantry, products' catalogue, recipes and their unit conversion, the meal planner when
 * wired) and keeps nothing of its own, so it has no events, tables or migrations.
 */
export const dietaryModule: ModuleDefinition<DietaryDependencies, { dietary: DietaryService }> = {
  name: "dietary",
  entities: [],
  projections: [],
  create(core, deps) {
    const dietary = createDietaryService(core, deps);
    return { resolvers: [{ type: DietaryResolver, instance: new DietaryResolver(dietary) }], exports: { dietary } };
  },
};
