import type { ModuleDefinition } from "../../core/module.js";
import { BudgetResolver } from "./budget.resolver.js";
import { createSpendingService, type SpendingService } from "./budget.service.js";
import { spendingProjection } from "./projections/budget.projection.js";
import { SpendingEntryEntity } from "./projections/budget.read-model.js";

export type { PurchasedItem, SpendingService } from "./budget.service.js";

/** Budget: what the household spends, recorded from purchases (shopping) for the budget screen. */
export const budgetModule: ModuleDefinition<Record<string, never>, { spending: SpendingService }> = {
  name: "budget",
  entities: [SpendingEntryEntity],
  projections: [spendingProjection],
  create(core) {
    const spending = createSpendingService(core);
    return {
      resolvers: [{ type: BudgetResolver, instance: new BudgetResolver(spending) }],
      exports: { spending },
    };
  },
};
