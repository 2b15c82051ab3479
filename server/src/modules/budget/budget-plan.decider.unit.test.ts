import { describe, expect, it } from "vitest";
import { decideAlerts, decideExpense, decidePlan, type BudgetPlanCommand, type CheckBudgetThresholds, type ExpenseCommand } from "./budget-plan.decider.js";
import {
  evolveBudgetAlerts,
  evolveBudgetPlan,
  evolveExpense,
  initialBudgetAlertState,
  initialBudgetPlanState,
  initialExpenseState,
  type BudgetAlertEvent,
  type BudgetPlanEvent,
  type ExpenseEvent,
  type ExpenseFields,
} from "./budget.events.js";

function givenPlan(...events: BudgetPlanEvent[]) {
  const state = events.reduce(evolveBudgetPlan, initialBudgetPlanState);
  return {
    when: (command: BudgetPlanCommand) => ({
      then: (expected: BudgetPlanEvent[]) => expect(decidePlan(state, command)).toEqual(expected),
      thenFails: (message: string) => expect(() => decidePlan(state, command)).toThrow(message),
    }),
  };
}

function givenExpense(...events: ExpenseEvent[]) {
  const state = events.reduce(evolveExpense, initialExpenseState);
  return {
    when: (command: ExpenseCommand) => ({
      then: (expected: ExpenseEvent[]) => expect(decideExpense(state, command)).toEqual(expected),
      thenFails: (message: string) => expect(() => decideExpense(state, command)).toThrow(message),
    }),
  };
}

function givenAlerts(...events: BudgetAlertEvent[]) {
  const state = events.reduce(evolveBudgetAlerts, initialBudgetAlertState);
  return { when: (command: CheckBudgetThresholds) => ({ then: (expected: BudgetAlertEvent[]) => expect(decideAlerts(state, command)).toEqual(expected) }) };
}

const groceries400: BudgetPlanEvent = { type: "BudgetLimitSet", data: { category: "Groceries", amount: 400, fromMonth: "2026-11" } };

describe("budget plan", () => {
  it("sets a category's monthly budget from a month on, rounded to cents", () => {
    givenPlan().when({ type: "SetBudgetLimit", category: " Groceries ", amount: 400.004, fromMonth: "2026-11" }).then([groceries400]);
  });
  it("sets the total budget with category null", () => {
    givenPlan()
      .when({ type: "SetBudgetLimit", category: null, amount: 900, fromMonth: "2026-11" })
      .then([{ type: "BudgetLimitSet", data: { category: null, amount: 900, fromMonth: "2026-11" } }]);
  });
  it("records nothing when the same budget is set again (any capitalisation of the category)", () => {
    givenPlan(groceries400).when({ type: "SetBudgetLimit", category: "groceries", amount: 400, fromMonth: "2026-11" }).then([]);
  });
  it("refuses a negative budget, a bad month and a blank category", () => {
    givenPlan().when({ type: "SetBudgetLimit", category: "Groceries", amount: -1, fromMonth: "2026-11" }).thenFails("Budget must be an amount");
    givenPlan().when({ type: "SetBudgetLimit", category: "Groceries", amount: 10, fromMonth: "2026-13" }).thenFails("Month must look like");
    givenPlan().when({ type: "SetBudgetLimit", category: "  ", amount: 10, fromMonth: "2026-11" }).thenFails("Category must not be blank");
  });
  it("clears a budget that applies in that month, and records nothing for one that does not", () => {
    givenPlan(groceries400)
      .when({ type: "ClearBudgetLimit", category: "Groceries", fromMonth: "2027-01" })
      .then([{ type: "BudgetLimitCleared", data: { category: "Groceries", fromMonth: "2027-01" } }]);
    givenPlan(groceries400).when({ type: "ClearBudgetLimit", category: "Groceries", fromMonth: "2026-10" }).then([]);
  });
  it("adds a category of the household's own once, and removes it", () => {
    const added: BudgetPlanEvent = { type: "BudgetCategoryAdded", data: { name: "School lunches" } };
    givenPlan().when({ type: "AddBudgetCategory", name: " School lunches " }).then([added]);
    givenPlan(added).when({ type: "AddBudgetCategory", name: "school LUNCHES" }).then([]);
    givenPlan(added).when({ type: "RemoveBudgetCategory", name: "School Lunches" }).then([{ type: "BudgetCategoryRemoved", data: { name: "School lunches" } }]);
    givenPlan().when({ type: "RemoveBudgetCategory", name: "Nothing" }).then([]);
  });
  it("sets the time zone months are counted in, refusing names that are not IANA zones", () => {
    givenPlan().when({ type: "SetBudgetTimeZone", timeZone: "America/Chicago" }).then([{ type: "BudgetTimeZoneSet", data: { timeZone: "America/Chicago" } }]);
    givenPlan().when({ type: "SetBudgetTimeZone", timeZone: "UTC" }).then([]);
    givenPlan().when({ type: "SetBudgetTimeZone", timeZone: "Mars/Olympus" }).thenFails("Time zone must be an IANA name");
  });
});

const fields: ExpenseFields = {
  kind: "expense",
  date: "2026-11-20",
  amount: 23.5,
  category: "Groceries",
  store: "Farmers market",
  note: null,
  paidByMemberId: null,
  paidByName: "Alex",
};
const recorded: ExpenseEvent = { type: "ExpenseRecorded", data: { expenseId: "e-1", ...fields } };

describe("expenses", () => {
  it("records an expense with trimmed text", () => {
    givenExpense()
      .when({ type: "RecordExpense", expenseId: "e-1", fields: { ...fields, store: " Farmers market ", note: "  " } })
      .then([recorded]);
  });
  it("refuses a second expense with the same id, a zero amount and an impossible date", () => {
    givenExpense(recorded).when({ type: "RecordExpense", expenseId: "e-1", fields }).thenFails("already exists");
    givenExpense().when({ type: "RecordExpense", expenseId: "e-1", fields: { ...fields, amount: 0 } }).thenFails("Amount must be above 0");
    givenExpense().when({ type: "RecordExpense", expenseId: "e-1", fields: { ...fields, date: "20/11/2026" } }).thenFails("Date must look like");
  });
  it("corrects an expense, and records nothing when nothing changed", () => {
    givenExpense(recorded)
      .when({ type: "CorrectExpense", expenseId: "e-1", fields: { ...fields, amount: 25 } })
      .then([{ type: "ExpenseCorrected", data: { expenseId: "e-1", ...fields, amount: 25 } }]);
    givenExpense(recorded).when({ type: "CorrectExpense", expenseId: "e-1", fields }).then([]);
  });
  it("deletes once; deleting again counts as done; a deleted expense cannot be corrected", () => {
    const deleted: ExpenseEvent = { type: "ExpenseDeleted", data: { expenseId: "e-1", date: "2026-11-20", category: "Groceries" } };
    givenExpense(recorded).when({ type: "DeleteExpense", expenseId: "e-1" }).then([deleted]);
    givenExpense(recorded, deleted).when({ type: "DeleteExpense", expenseId: "e-1" }).then([]);
    givenExpense(recorded, deleted).when({ type: "CorrectExpense", expenseId: "e-1", fields }).thenFails("Expense not found");
    givenExpense().when({ type: "DeleteExpense", expenseId: "e-1" }).thenFails("Expense not found");
  });
});

describe("budget alerts", () => {
  const eighty: BudgetAlertEvent = { type: "BudgetThresholdCrossed", data: { month: "2026-11", category: "Groceries", threshold: 80, spent: 320, limit: 400 } };
  it("raises 80% when spending reaches 80% of the budget", () => {
    givenAlerts().when({ type: "CheckBudgetThresholds", month: "2026-11", observations: [{ category: "Groceries", spent: 320, limit: 400 }] }).then([eighty]);
  });
  it("raises nothing below 80%, nor without a budget", () => {
    givenAlerts().when({ type: "CheckBudgetThresholds", month: "2026-11", observations: [{ category: "Groceries", spent: 319.99, limit: 400 }] }).then([]);
    givenAlerts().when({ type: "CheckBudgetThresholds", month: "2026-11", observations: [{ category: "Groceries", spent: 900, limit: null }] }).then([]);
  });
  it("raises each threshold once a month, and both at once when a purchase jumps past 100%", () => {
    givenAlerts(eighty).when({ type: "CheckBudgetThresholds", month: "2026-11", observations: [{ category: "groceries", spent: 330, limit: 400 }] }).then([]);
    givenAlerts(eighty)
      .when({ type: "CheckBudgetThresholds", month: "2026-11", observations: [{ category: "Groceries", spent: 401, limit: 400 }] })
      .then([{ type: "BudgetThresholdCrossed", data: { month: "2026-11", category: "Groceries", threshold: 100, spent: 401, limit: 400 } }]);
    givenAlerts()
      .when({ type: "CheckBudgetThresholds", month: "2026-12", observations: [{ category: null, spent: 1000, limit: 900 }] })
      .then([
        { type: "BudgetThresholdCrossed", data: { month: "2026-12", category: null, threshold: 80, spent: 1000, limit: 900 } },
        { type: "BudgetThresholdCrossed", data: { month: "2026-12", category: null, threshold: 100, spent: 1000, limit: 900 } },
      ]);
  });
  it("raises the same threshold again in a new month", () => {
    givenAlerts(eighty)
      .when({ type: "CheckBudgetThresholds", month: "2026-12", observations: [{ category: "Groceries", spent: 320, limit: 400 }] })
      .then([{ ...eighty, data: { ...eighty.data, month: "2026-12" } }]);
  });
});
