import type { CoreServices, ModuleDefinition, ModuleParts } from "../core/module.js";
import { accountsModule } from "./accounts/index.js";
import { billingModule } from "./billing/index.js";
import { householdsModule } from "./households/index.js";

/** Every module of the server; boot composes these. */
export const modules: ModuleDefinition<any, any>[] = [billingModule, accountsModule, householdsModule];

/** Creates the modules in dependency order, handing each what it needs of the others. */
export function createModules(core: CoreServices): ModuleParts<unknown>[] {
  const billing = billingModule.create(core, {});
  const accounts = accountsModule.create(core, { billing: billing.exports.billing });
  const households = householdsModule.create(core, {});
  return [billing, accounts, households];
}
