import type { ModuleDefinition } from "../../core/module.js";
import { createCatalog, type ProductCatalog } from "./products.catalog.js";
import { productsMigrations } from "./migrations/index.js";
import { createOpenFoodFactsClient } from "./products.open-food-facts.js";
import { starterEntries } from "./products.seed.js";
import { createProductsService } from "./products.service.js";
import { ProductsResolver } from "./products.resolver.js";
import { productImageUploadRoutes, productsRoutes } from "./products.rest.js";
import { productsProjection } from "./projections/products.projection.js";
import { ProductEntity } from "./projections/products.read-model.js";

export type { ProductCatalog, ProductSearch, ProductSummary } from "./products.catalog.js";
export { CATALOGUE_HOUSEHOLD_ID, type ProductEvent } from "./products.events.js";
/** The allergen and diet tag vocabulary products carry (family members' allergies and diets use it too). */
export { ALLERGENS, DIET_TAGS } from "./products.categories.js";
/** What image bytes really are (JPEG, PNG or WebP by their magic numbers), for other modules' photos. */
export { sniffImageType } from "./products.images.js";

export interface ProductsExports {
  catalog: ProductCatalog;
}

/**
 * Products: the catalogue shared by every household. A household's new product is visible to it at
 * once and to everyone once staff verify it; staff also reject, edit and merge duplicates. Other
 * modules read it through `catalog` and follow merges with `catalog.resolve` or the `ProductMerged`
 * event (in the catalogue household's feed: `{ from, into }`).
 */
export const productsModule: ModuleDefinition<Record<string, never>, ProductsExports> = {
  name: "products",
  entities: [ProductEntity],
  projections: [productsProjection],
  migrations: productsMigrations,
  create(core) {
    const catalog = createCatalog(core);
    const service = createProductsService(core, {
      catalog,
      openFoodFacts: () => (core.config.openFoodFactsUrl ? createOpenFoodFactsClient(core.config.openFoodFactsUrl) : null),
    });
    const resolver = new ProductsResolver(service);
    return {
      resolvers: [{ type: ProductsResolver, instance: resolver }],
      routes: productsRoutes(service),
      ownBodyRoutes: productImageUploadRoutes(service),
      exports: { catalog },
      async start() {
        resolver.listenOn(core.feeds);
        const added = await service.seed(starterEntries());
        if (added > 0) core.logger.info({ added }, "starter catalogue loaded");
      },
    };
  },
};
