import type { ModuleDefinition } from "../../core/module.js";
import type { AccountsApi } from "../accounts/index.js";
import { HouseholdsResolver } from "./households.resolver.js";
import { householdsRoutes } from "./households.rest.js";
import { createHouseholdsService, type HouseholdsService } from "./households.service.js";
import { HouseholdsMemberDietaryMigration } from "./migrations/20261123-520-households-member-dietary.js";
import { HouseholdsMemberPositionMigration } from "./migrations/20261123-521-households-member-position.js";
import { familyMembersProjection } from "./projections/households.projection.js";
import { FamilyMemberEntity, InvitationEntity } from "./projections/households.read-model.js";

export type { HouseholdsService, MemberDietaryView } from "./households.service.js";
export { MEMBER_ALLERGIES, MEMBER_DIETS } from "./households.events.js";

/** Households: the family members who share a household's data, and their own sign-ins. */
export const householdsModule: ModuleDefinition<{ accounts: AccountsApi }, { households: HouseholdsService }> = {
  name: "households",
  entities: [FamilyMemberEntity, InvitationEntity],
  projections: [familyMembersProjection],
  migrations: [
    { name: "20261123-520-households-member-dietary", class: HouseholdsMemberDietaryMigration },
    { name: "20261123-521-households-member-position", class: HouseholdsMemberPositionMigration },
  ],
  create(core, { accounts }) {
    const service = createHouseholdsService(core, accounts);
    return {
      resolvers: [{ type: HouseholdsResolver, instance: new HouseholdsResolver(service) }],
      routes: householdsRoutes(service),
      exports: { households: service },
    };
  },
};
