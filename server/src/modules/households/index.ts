import type { ModuleDefinition } from "../../core/module.js";
import type { AccountsApi } from "../accounts/index.js";
import { HouseholdsResolver } from "./households.resolver.js";
import { householdsRoutes } from "./households.rest.js";
import { createHouseholdsService, type HouseholdsService } from "./households.service.js";
import { familyMembersProjection } from "./projections/households.projection.js";
import { FamilyMemberEntity, InvitationEntity } from "./projections/households.read-model.js";

export type { HouseholdsService } from "./households.service.js";

/** Households: the family members who share a household's data, and their own sign-ins. */
export const householdsModule: ModuleDefinition<{ accounts: AccountsApi }, { households: HouseholdsService }> = {
  name: "households",
  entities: [FamilyMemberEntity, InvitationEntity],
  projections: [familyMembersProjection],
  create(core, { accounts }) {
    const service = createHouseholdsService(core, accounts);
    return {
      resolvers: [{ type: HouseholdsResolver, instance: new HouseholdsResolver(service) }],
      routes: householdsRoutes(service),
      exports: { households: service },
    };
  },
};
