import type { ModuleDefinition } from "../../core/module.js";
import { LeftoversResolver } from "./leftovers.resolver.js";
import { createLeftoversService, type LeftoversService } from "./leftovers.service.js";
import { LeftoversMigration } from "./migrations/20261123-070-leftovers.js";
import { leftoversProjection } from "./projections/leftovers.projection.js";

export type { LeftoverMealPlanner, LeftoversService } from "./leftovers.service.js";
export { LEFTOVER_KEEPS, leftoverUseBy } from "./leftovers.safety.js";

/** Leftovers: portions kept after a cook or by hand, eaten, frozen, planned or thrown away (waste). */
export const leftoversModule: ModuleDefinition<Record<string, never>, { leftovers: LeftoversService }> = {
  name: "leftovers",
  entities: [],
  projections: [leftoversProjection],
  migrations: [{ name: "20261123-070-leftovers", class: LeftoversMigration }],
  create(core) {
    const leftovers = createLeftoversService(core);
    return { resolvers: [{ type: LeftoversResolver, instance: new LeftoversResolver(leftovers) }], exports: { leftovers } };
  },
};
