import { describe, expect, it } from "vitest";
import type { BudgetMonthQuery } from "../../gql/graphql";
import { categoryView } from "../../../../server/src/modules/budget/budget-figures";
import { applyPendingBudget, pendingCategoryNames, type Waiting } from "./budget-pending";
import { isBudgetChange, type BudgetChange, type ExpenseFields } from "./budget-sync";

type Month = BudgetMonthQuery["budgetMonth"];

const pace = { elapsed: 10, days: 30 };
const money = (purchases: number, expenses = 0, refunds = 0) => ({ purchases, expenses, refunds });

/** November 2026, ten days in: groceries bought for $60 against $100, a $40 hardware expense paid by Ana. */
function november(): Month {
  return {
    month: "2026-11",
    timeZone: "America/Chicago",
    daysElapsed: 10,
    daysInMonth: 30,
    total: categoryView("Total", money(60, 40), 500, pace, false),
    categories: [categoryView("Groceries", money(60), 100, pace, false), categoryView("Household", money(0, 40), null, pace, false)],
    expenses: [
      { id: "bulbs", kind: "expense", date: "2026-11-03", amount: 40, category: "Household", store: "Hardware store", note: "Light bulbs", paidByMemberId: "ana", paidByName: "Ana" },
    ],
    alerts: [],
    byPayer: [
      { name: "Sam", amount: 60 },
      { name: "Ana", amount: 40 },
    ],
  };
}

const expense = (fields: Partial<ExpenseFields> = {}): ExpenseFields => ({
  kind: "expense",
  date: "2026-11-08",
  amount: 25,
  category: "Groceries",
  store: null,
  note: "Market stall",
  paidByMemberId: null,
  paidByName: "Sam",
  ...fields,
});

const queue = (...changes: BudgetChange[]): Waiting => changes.map((change) => ({ change }));

describe("applyPendingBudget", () => {
  it("shows the server's month untouched when nothing waits", () => {
    const view = november();
    const shown = applyPendingBudget(view, []);
    expect(shown.categories).toEqual(view.categories);
    expect(shown.total).toBe(view.total);
    expect(shown.expenses).toEqual(view.expenses);
    expect(shown.timeZoneWaiting).toBe(false);
  });

  it("lists a waiting expense first among its day's, marked, and counts it in its category, the total and who paid", () => {
    const shown = applyPendingBudget(november(), queue({ kind: "recordExpense", expenseId: "stall", expense: expense() }));
    expect(shown.expenses.map((e) => [e.id, e.waiting])).toEqual([
      ["stall", "added"],
      ["bulbs", undefined],
    ]);
    const groceries = shown.categories.find((c) => c.category === "Groceries")!;
    expect(groceries).toMatchObject({ spent: 85, purchases: 60, expenses: 25, remaining: 15, progress: 0.85, status: "warning", projected: 255, waiting: true });
    expect(shown.total).toMatchObject({ spent: 125, limit: 500, remaining: 375, waiting: true });
    expect(shown.categories.find((c) => c.category === "Household")!.waiting).toBeUndefined();
    expect(shown.byPayer).toEqual([
      { name: "Sam", amount: 85 },
      { name: "Ana", amount: 40 },
    ]);
  });

  it("takes a refund off what was spent", () => {
    const shown = applyPendingBudget(november(), queue({ kind: "recordExpense", expenseId: "back", expense: expense({ kind: "refund", amount: 10 }) }));
    expect(shown.categories.find((c) => c.category === "Groceries")).toMatchObject({ spent: 50, refunds: 10 });
    expect(shown.total.spent).toBe(90);
  });

  it("hides a deleted expense and takes its money out; a category left with nothing in it goes", () => {
    const shown = applyPendingBudget(november(), queue({ kind: "deleteExpense", expenseId: "bulbs", expense: expense({ amount: 40, category: "Household" }) }));
    expect(shown.expenses).toEqual([]);
    expect(shown.categories.map((c) => c.category)).toEqual(["Groceries"]);
    expect(shown.total).toMatchObject({ spent: 60, expenses: 0 });
    expect(shown.byPayer).toEqual([{ name: "Sam", amount: 60 }]);
  });

  it("counts an expense once when the server's answer already holds it (the hand-over from the outbox)", () => {
    const recorded = applyPendingBudget(november(), queue({ kind: "recordExpense", expenseId: "stall", expense: expense() }));
    const answer: Month = { ...november(), ...recorded, categories: recorded.categories, expenses: recorded.expenses.map(({ waiting: _w, ...e }) => e) };
    const again = applyPendingBudget(answer, queue({ kind: "recordExpense", expenseId: "stall", expense: expense() }));
    expect(again.total.spent).toBe(125);
    expect(again.categories.find((c) => c.category === "Groceries")!.spent).toBe(85);
    expect(again.expenses.filter((e) => e.id === "stall")).toHaveLength(1);
    // A deletion the server already made takes nothing out again.
    const deleted = applyPendingBudget({ ...november(), expenses: [] }, queue({ kind: "deleteExpense", expenseId: "bulbs", expense: expense() }));
    expect(deleted.total.spent).toBe(100);
  });

  it("corrects an expense in place, moving its money to the new category, and follows one moved out of the month", () => {
    const shown = applyPendingBudget(november(), queue({ kind: "correctExpense", expenseId: "bulbs", expense: expense({ amount: 45, category: "Garden", paidByName: "Ana" }) }));
    expect(shown.expenses).toMatchObject([{ id: "bulbs", amount: 45, category: "Garden", waiting: "edited" }]);
    expect(shown.categories.map((c) => [c.category, c.spent])).toEqual([
      ["Groceries", 60],
      ["Garden", 45],
    ]);
    expect(shown.total.spent).toBe(105);
    const moved = applyPendingBudget(november(), queue({ kind: "correctExpense", expenseId: "bulbs", expense: expense({ date: "2026-10-30", category: "Household" }) }));
    expect(moved.expenses).toEqual([]);
    expect(moved.total.spent).toBe(60);
  });

  it("folds an expense recorded and then corrected or deleted before it was sent", () => {
    const corrected = applyPendingBudget(
      november(),
      queue({ kind: "recordExpense", expenseId: "stall", expense: expense() }, { kind: "correctExpense", expenseId: "stall", expense: expense({ amount: 30 }) }),
    );
    expect(corrected.expenses[0]).toMatchObject({ id: "stall", amount: 30, waiting: "added" });
    expect(corrected.total.spent).toBe(130);
    const gone = applyPendingBudget(
      november(),
      queue({ kind: "recordExpense", expenseId: "stall", expense: expense() }, { kind: "deleteExpense", expenseId: "stall", expense: expense() }),
    );
    expect(gone.expenses.map((e) => e.id)).toEqual(["bulbs"]);
    expect(gone.total.spent).toBe(100);
    expect(gone.byPayer).toEqual(november().byPayer);
  });

  it("shows a waiting budget for a category and for the month, and a removed budget, from their month on", () => {
    const shown = applyPendingBudget(
      november(),
      queue(
        { kind: "setLimit", category: "household", amount: 50, fromMonth: "2026-11" },
        { kind: "clearLimit", category: "Groceries", fromMonth: "2026-10" },
        { kind: "setLimit", category: null, amount: 120, fromMonth: "2026-11" },
        { kind: "setLimit", category: "Fun", amount: 30, fromMonth: "2026-12" },
      ),
    );
    expect(shown.categories.map((c) => [c.category, c.limit, c.status, c.waiting])).toEqual([
      ["Household", 50, "warning", true],
      ["Groceries", null, "none", true],
    ]);
    expect(shown.total).toMatchObject({ limit: 120, spent: 100, remaining: 20, waiting: true });
  });

  it("shows a new category as a row of its own and drops a removed one that nothing else keeps", () => {
    const view = november();
    view.categories.push(categoryView("School lunches", money(0), null, pace, true));
    const shown = applyPendingBudget(view, queue({ kind: "addCategory", name: " Pets " }, { kind: "removeCategory", name: "school lunches" }, { kind: "removeCategory", name: "Groceries" }));
    expect(shown.categories.map((c) => [c.category, c.ownCategory])).toEqual([
      ["Groceries", false],
      ["Household", false],
      ["Pets", true],
    ]);
    expect(shown.categories.find((c) => c.category === "Pets")).toMatchObject({ spent: 0, limit: null, waiting: true });
  });

  it("shows a waiting time zone at once", () => {
    const shown = applyPendingBudget(november(), queue({ kind: "setTimeZone", timeZone: "Europe/Lisbon" }));
    expect(shown).toMatchObject({ timeZone: "Europe/Lisbon", timeZoneWaiting: true, total: november().total });
  });
});

describe("pendingCategoryNames", () => {
  it("offers waiting new categories and those of waiting expenses, once each whatever their case", () => {
    const names = pendingCategoryNames(
      ["Groceries", "Household"],
      queue({ kind: "addCategory", name: "Pets" }, { kind: "recordExpense", expenseId: "x", expense: expense({ category: "groceries" }) }, { kind: "recordExpense", expenseId: "y", expense: expense({ category: "Garden" }) }),
    );
    expect(names).toEqual(["Groceries", "Household", "Pets", "Garden"]);
  });
});

describe("isBudgetChange", () => {
  it("accepts every change the screen queues and skips entries it cannot send", () => {
    const changes: BudgetChange[] = [
      { kind: "recordExpense", expenseId: "a", expense: expense() },
      { kind: "correctExpense", expenseId: "a", expense: expense() },
      { kind: "deleteExpense", expenseId: "a", expense: expense() },
      { kind: "addCategory", name: "Pets" },
      { kind: "removeCategory", name: "Pets" },
      { kind: "setLimit", category: null, amount: 400, fromMonth: "2026-11" },
      { kind: "clearLimit", category: "Pets", fromMonth: "2026-11" },
      { kind: "setTimeZone", timeZone: "Europe/Lisbon" },
    ];
    for (const change of changes) expect(isBudgetChange(JSON.parse(JSON.stringify(change)))).toBe(true);
    expect(isBudgetChange({ kind: "recordExpense", expenseId: "a", expense: { ...expense(), amount: "25" } })).toBe(false);
    expect(isBudgetChange({ kind: "setLimit", category: null, fromMonth: "2026-11" })).toBe(false);
    expect(isBudgetChange({ kind: "dropEverything" })).toBe(false);
  });
});
