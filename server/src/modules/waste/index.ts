import type { ModuleDefinition } from "../../core/module.js";
import type { SpendingService } from "../budget/index.js";
import { WasteMigration } from "./migrations/20261123-080-waste.js";
import { WasteAnalyticsIndexesMigration } from "./migrations/20261126-081-waste-analytics-indexes.js";
import { wasteProjection } from "./projections/waste.projection.js";
import { WasteResolver } from "./waste.resolver.js";
import { createWasteService, type WasteService } from "./waste.service.js";

export type { WasteService } from "./waste.service.js";

/** Waste: food thrown away from the pantry, leftovers or by hand, in money and quantity, and its trend. */
export const wasteModule: ModuleDefinition<{ spending: SpendingService }, { waste: WasteService }> = {
  name: "waste",
  entities: [],
  projections: [wasteProjection],
  migrations: [
    { name: "20261123-080-waste", class: WasteMigration },
    { name: "20261126-081-waste-analytics-indexes", class: WasteAnalyticsIndexesMigration },
  ],
  create(core, deps) {
    const waste = createWasteService(core, deps);
    return { resolvers: [{ type: WasteResolver, instance: new WasteResolver(waste) }], exports: { waste } };
  },
};
