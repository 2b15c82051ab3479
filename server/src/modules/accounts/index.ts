import type { ModuleDefinition } from "../../core/module.js";
import type { BillingService } from "../billing/index.js";
import { AccountsResolver } from "./accounts.resolver.js";
import { accountsRoutes } from "./accounts.rest.js";
import { createAccountsService } from "./accounts.service.js";
import { accountsProjection } from "./projections/accounts.projection.js";
import { HouseholdEntity, UserEntity } from "./projections/accounts.read-model.js";

export type { AccountsService } from "./accounts.service.js";

/** Accounts: registration, sign-in, tokens, the profile and its meal-plan view. */
export const accountsModule: ModuleDefinition<{ billing: BillingService }, Record<string, never>> = {
  name: "accounts",
  entities: [UserEntity, HouseholdEntity],
  projections: [accountsProjection],
  create(core, { billing }) {
    const service = createAccountsService(core, billing);
    return {
      resolvers: [{ type: AccountsResolver, instance: new AccountsResolver(service) }],
      routes: accountsRoutes(service),
      exports: {},
    };
  },
};
