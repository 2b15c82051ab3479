import type { ModuleDefinition } from "../../core/module.js";
import { RecipesReadModelsMigration } from "./migrations/20261123-200-recipes-read-models.js";
import { RecipesCookPantryMigration } from "./migrations/20261123-205-recipes-cook-pantry.js";
import { RecipesPhotosMigration } from "./migrations/20261123-206-recipes-photos.js";
import { recipesProjection } from "./projections/recipes.projection.js";
import { RecipeCookEntity, RecipeEntity, RecipeShareLinkEntity } from "./projections/recipes.read-model.js";
import { RecipesResolver } from "./recipes.resolver.js";
import { recipesPublicRoutes } from "./recipes.rest.js";
import { createRecipesService, type RecipesDependencies, type RecipesService } from "./recipes.service.js";
import { recipesSharePage } from "./recipes.share-page.js";

export type { RecipesService, RecipesDependencies, RecipeView, RecipeIngredientView, CookView } from "./recipes.service.js";
export type { RecipeContent, RecipeIngredient, RecipeEvent } from "./recipes.events.js";
/** The Recipe GraphQL type, for other modules' field resolvers (the meal plan's nutrition per serving). */
export { RecipeType } from "./recipes.types.js";
/** Unit conversion (convert-units) for nutrition and shopping generation. */
export { convertQuantity, gramsOf, inSystem, normaliseUnit, measureOf, type Measure, type UnitSystem } from "./units.js";

/**
 * Recipes: capture (typed, imported from a page or text, shared), bookmarks, share links (with a public
 * server-rendered page), "what can I cook now" against the pantry, and cooks (which take from the
 * pantry and keep leftovers, through those modules' exports).
 */
export const recipesModule: ModuleDefinition<RecipesDependencies, { recipes: RecipesService }> = {
  name: "recipes",
  entities: [RecipeEntity, RecipeShareLinkEntity, RecipeCookEntity],
  projections: [recipesProjection],
  migrations: [
    { name: "20261123-200-recipes-read-models", class: RecipesReadModelsMigration },
    { name: "20261123-205-recipes-cook-pantry", class: RecipesCookPantryMigration },
    { name: "20261123-206-recipes-photos", class: RecipesPhotosMigration },
  ],
  create(core, deps) {
    const recipes = createRecipesService(core, deps);
    return {
      resolvers: [{ type: RecipesResolver, instance: new RecipesResolver(recipes) }],
      routes: recipesPublicRoutes(recipes),
      pageRoutes: recipesSharePage(recipes, () => core.tokens),
      exports: { recipes },
    };
  },
};
