import type { CoreServices, ModuleDefinition, ModuleParts } from "../core/module.js";
import { accountsModule } from "./accounts/index.js";
import { budgetModule } from "./budget/index.js";
import { leftoversModule } from "./leftovers/index.js";
import { wasteModule } from "./waste/index.js";
import { billingModule } from "./billing/index.js";
import { householdsModule } from "./households/index.js";
import { shoppingModule } from "./shopping/index.js";
import { pantryModule } from "./pantry/index.js";
import { recipesModule } from "./recipes/index.js";
import { marketingModule } from "./marketing/index.js";
import { supportModule } from "./support/index.js";
import { productsModule } from "./products/index.js";
import { choresModule } from "./chores/index.js";
import { calendarModule } from "./calendar/index.js";

/** Every module of the server; boot composes these. */
export const modules: ModuleDefinition<any, any>[] = [
  billingModule,
  accountsModule,
  householdsModule,
  marketingModule,
  supportModule,
  budgetModule,
  productsModule,
  pantryModule,
  shoppingModule,
  choresModule,
  calendarModule,
  recipesModule,
  leftoversModule,
  wasteModule,
];

/** Creates the modules in dependency order, handing each what it needs of the others. */
export function createModules(core: CoreServices): ModuleParts<unknown>[] {
  const billing = billingModule.create(core, {});
  const accounts = accountsModule.create(core, { billing: billing.exports.billing });
  const households = householdsModule.create(core, { accounts: accounts.exports.accounts });
  const marketing = marketingModule.create(core, {});
  const support = supportModule.create(core, {});
  const budget = budgetModule.create(core, { accounts: accounts.exports.accounts, households: households.exports.households });
  const products = productsModule.create(core, {});
  const pantry = pantryModule.create(core, { catalog: products.exports.catalog, householdEmails: (id) => accounts.exports.accounts.householdEmails(id) });
  const shopping = shoppingModule.create(core, { spending: budget.exports.spending, catalog: products.exports.catalog, pantry: pantry.exports.pantry });
  const chores = choresModule.create(core, { households: households.exports.households });
  const calendar = calendarModule.create(core, { households: households.exports.households });
  const recipes = recipesModule.create(core, { catalog: products.exports.catalog });
  const leftovers = leftoversModule.create(core, {});
  const waste = wasteModule.create(core, { spending: budget.exports.spending });
  return [billing, accounts, households, marketing, support, budget, products, pantry, shopping, chores, calendar, recipes, leftovers, waste];
}
