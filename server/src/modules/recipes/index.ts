import type { ModuleDefinition } from "../../core/module.js";
import type { ProductCatalog } from "../products/index.js";
import { RecipesReadModelsMigration } from "./migrations/20261123-200-recipes-read-models.js";
import { recipesProjection } from "./projections/recipes.projection.js";
import { RecipeCookEntity, RecipeEntity, RecipeShareLinkEntity } from "./projections/recipes.read-model.js";
import { RecipesResolver } from "./recipes.resolver.js";
import { recipesPublicRoutes } from "./recipes.rest.js";
import { createRecipesService, type RecipesService } from "./recipes.service.js";

export type { RecipesService, RecipeView, RecipeIngredientView } from "./recipes.service.js";
export type { RecipeContent, RecipeIngredient, RecipeEvent } from "./recipes.events.js";
/** Unit conversion (convert-units) for nutrition and shopping generation. */
export { convertQuantity, gramsOf, inSystem, normaliseUnit, measureOf, type Measure, type UnitSystem } from "./units.js";

/** Recipes: capture (typed, imported from a page or text, shared), bookmarks, share links and cooks. */
export const recipesModule: ModuleDefinition<{ catalog: ProductCatalog }, { recipes: RecipesService }> = {
  name: "recipes",
  entities: [RecipeEntity, RecipeShareLinkEntity, RecipeCookEntity],
  projections: [recipesProjection],
  migrations: [{ name: "20261123-200-recipes-read-models", class: RecipesReadModelsMigration }],
  create(core, { catalog }) {
    const recipes = createRecipesService(core, catalog);
    return {
      resolvers: [{ type: RecipesResolver, instance: new RecipesResolver(recipes) }],
      routes: recipesPublicRoutes(recipes),
      exports: { recipes },
    };
  },
};
