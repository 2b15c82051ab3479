import type { CoreServices, ModuleDefinition, ModuleParts } from "../core/module.js";
import { accountsModule } from "./accounts/index.js";
import { budgetModule } from "./budget/index.js";
import { leftoversModule } from "./leftovers/index.js";
import { wasteModule } from "./waste/index.js";
import { billingModule } from "./billing/index.js";
import { householdsModule } from "./households/index.js";
import { shoppingModule } from "./shopping/index.js";
import { pantryModule } from "./pantry/index.js";
import { convertQuantity, recipesModule } from "./recipes/index.js";
import { marketingModule } from "./marketing/index.js";
import { supportModule } from "./support/index.js";
import { productsModule } from "./products/index.js";
import { choresModule } from "./chores/index.js";
import { calendarModule } from "./calendar/index.js";
import { fitnessModule } from "./fitness/index.js";
import { dietaryModule } from "./dietary/index.js";
import { mealPlansModule } from "./meal-plans/index.js";

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
  fitnessModule,
  recipesModule,
  leftoversModule,
  wasteModule,
  mealPlansModule,
  dietaryModule,
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
  const leftovers = leftoversModule.create(core, {});
  const recipes = recipesModule.create(core, { catalog: products.exports.catalog, pantry: pantry.exports.pantry, leftovers: leftovers.exports.leftovers });
  const waste = wasteModule.create(core, { spending: budget.exports.spending });
  const mealPlans = mealPlansModule.create(core, {
    recipes: recipes.exports.recipes,
    catalog: products.exports.catalog,
    pantry: pantry.exports.pantry,
    shopping: shopping.exports.shopping,
    households: households.exports.households,
    leftovers: leftovers.exports.leftovers,
  });
  const calendar = calendarModule.create(core, {
    households: households.exports.households,
    overlays: [chores.exports.calendarOverlay, pantry.exports.calendarOverlay, billing.exports.calendarOverlay, mealPlans.exports.calendarOverlay],
  });
  const fitness = fitnessModule.create(core, { households: households.exports.households, intake: mealPlans.exports.intake });
  const dietary = dietaryModule.create(core, {
    households: households.exports.households,
    pantry: pantry.exports.pantry,
    catalog: products.exports.catalog,
    recipes: recipes.exports.recipes,
    convert: convertQuantity,
    mealPlans: mealPlans.exports.mealPlans,
  });
  return [billing, accounts, households, marketing, support, budget, products, pantry, shopping, chores, calendar, fitness, recipes, leftovers, waste, mealPlans, dietary];
}
