import type { ModuleDefinition } from "../../core/module.js";
import type { SpendingService } from "../budget/index.js";
import type { PantryService } from "../pantry/index.js";
import { ShoppingItemProductMigration } from "./migrations/20261123-160-shopping-item-product.js";
import type { ProductCatalog } from "../products/index.js";
import { shoppingProductsProjection, shoppingProjection } from "./projections/shopping.projection.js";
import { ShoppingItemEntity, ShoppingListEntity, ShoppingProductEntity } from "./projections/shopping.read-model.js";
import { ShoppingResolver } from "./shopping.resolver.js";
import { shoppingRoutes } from "./shopping.rest.js";
import { createShoppingService, type ShoppingGeneratedItems } from "./shopping.service.js";

export type { ShoppingService, ShoppingGeneratedItems, ShoppingListView, ShoppingItemView } from "./shopping.service.js";
export type { ItemFields as ShoppingItemFields } from "./shopping.events.js";

/** Shopping: a household's lists and items, live across devices, purchases counted as spending. */
export const shoppingModule: ModuleDefinition<{ spending: SpendingService; catalog?: ProductCatalog; pantry?: PantryService }, { shopping: ShoppingGeneratedItems }> = {
  name: "shopping",
  entities: [ShoppingListEntity, ShoppingItemEntity, ShoppingProductEntity],
  projections: [shoppingProjection, shoppingProductsProjection],
  migrations: [{ name: "20261123-160-shopping-item-product", class: ShoppingItemProductMigration }],
  create(core, { spending, catalog, pantry }) {
    const service = createShoppingService(core, spending, catalog, pantry ?? null);
    return {
      resolvers: [{ type: ShoppingResolver, instance: new ShoppingResolver(service) }],
      routes: shoppingRoutes(service),
      exports: { shopping: service.generated },
    };
  },
};
