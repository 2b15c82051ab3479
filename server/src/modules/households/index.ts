import type { ModuleDefinition } from "../../core/module.js";
import { HouseholdsResolver } from "./households.resolver.js";
import { householdsRoutes } from "./households.rest.js";
import { createHouseholdsService } from "./households.service.js";
import { familyMembersProjection } from "./projections/households.projection.js";
import { FamilyMemberEntity } from "./projections/households.read-model.js";

/** Households: the family members who share a household's data. */
export const householdsModule: ModuleDefinition = {
  name: "households",
  entities: [FamilyMemberEntity],
  projections: [familyMembersProjection],
  create(core) {
    const service = createHouseholdsService(core);
    return {
      resolvers: [{ type: HouseholdsResolver, instance: new HouseholdsResolver(service) }],
      routes: householdsRoutes(service),
      exports: {},
    };
  },
};
