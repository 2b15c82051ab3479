import type { OutboxCourier } from "../../lib/outbox/outbox-courier";
import { budgetRefusalMessage, isBudgetChange, sendBudgetChange, type BudgetChange, type BudgetSendResult } from "./budget-sync";

/** The budget's outbox, for its screen and for the courier that sends what the screen left waiting. */
export const courier: OutboxCourier<BudgetChange, BudgetSendResult> = {
  isChange: isBudgetChange,
  send: sendBudgetChange,
  refusal: (pending, failure) => budgetRefusalMessage(pending.change, failure),
};
