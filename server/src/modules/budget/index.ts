import type { ModuleDefinition } from "../../core/module.js";
import type { AccountsApi } from "../accounts/index.js";
import type { HouseholdsService } from "../households/index.js";
import { createBudgetService, type BudgetService } from "./budget-plan.service.js";
import { BudgetResolver } from "./budget.resolver.js";
import { budgetRoutes } from "./budget.rest.js";
import { createSpendingService, type SpendingService } from "./budget.service.js";
import { BudgetPlansExpensesAlertsMigration } from "./migrations/20261123-050-budget-plans-expenses-alerts.js";
import { BudgetSpendingIndexesMigration } from "./migrations/20261126-051-budget-spending-indexes.js";
import { BudgetSpendingMonthsMigration } from "./migrations/20261126-052-budget-spending-months.js";
import { BudgetPayersMigration } from "./migrations/20261127-053-budget-payers.js";
import {
  budgetAlertsProjection,
  budgetMemberAccountsProjection,
  budgetPlanProjection,
  expensesProjection,
} from "./projections/budget-plan.projection.js";
import { spendingProjection } from "./projections/budget.projection.js";
import { SpendingEntryEntity } from "./projections/budget.read-model.js";

export type { PurchasedItem, SpendingService } from "./budget.service.js";
export type { BudgetService } from "./budget-plan.service.js";

/**
 * Budget: what the household spends (purchases from shopping, manual expenses and refunds) against
 * monthly budgets per category, with alerts at 80% and 100%.
 */
export const budgetModule: ModuleDefinition<
  { accounts: AccountsApi; households: HouseholdsService },
  { spending: SpendingService; budget: BudgetService }
> = {
  name: "budget",
  entities: [SpendingEntryEntity],
  projections: [spendingProjection, budgetPlanProjection, expensesProjection, budgetAlertsProjection, budgetMemberAccountsProjection],
  migrations: [
    { name: "20261123-050-budget-plans-expenses-alerts", class: BudgetPlansExpensesAlertsMigration },
    { name: "20261126-051-budget-spending-indexes", class: BudgetSpendingIndexesMigration },
    { name: "20261126-052-budget-spending-months", class: BudgetSpendingMonthsMigration },
    { name: "20261127-053-budget-payers", class: BudgetPayersMigration },
  ],
  create(core, deps) {
    const budget = createBudgetService(core, deps);
    const spending = createSpendingService(core, budget.checkSpendingAt);
    return {
      resolvers: [{ type: BudgetResolver, instance: new BudgetResolver(spending, budget) }],
      routes: budgetRoutes(budget),
      exports: { spending, budget },
    };
  },
};
