/**
 * The month this device shows: the server's, with the changes still waiting in the shared outbox laid over
 * it (offline too, and after a reload). Pure, so it is tested without rendering. Once the server applied
 * a change it leaves the outbox and the server's answer shows instead; laying a change over an answer that
 * already holds it changes nothing (an expense is counted once, by its id), so the hand-over never counts twice.
 *
 * What the overlay shows while changes wait: the expenses list as it will be (a recorded or corrected
 * expense marked waiting, a deleted one hidden); the month's totals, each category and "Paid by" with the
 * waiting expenses counted and the waiting budgets applied, worked out as the server does (spent,
 * remaining, progress, pace); a new category as a row of its own, a removed one gone when nothing keeps it.
 * Alerts and the history stay as the server last said: the server raises alerts and sums past months.
 * A new time zone shows at once, but the months are not counted again on the device.
 */
import { categoryView, cents, type CategoryMoney } from "../../../../server/src/modules/budget/budget-figures";
import { categoryKey } from "../../../../server/src/modules/budget/budget.events";
import type { BudgetMonthQuery } from "../../gql/graphql";
import type { BudgetChange, ExpenseFields } from "./budget-sync";

/** The outbox's queue as the overlay reads it (oldest first). */
export type Waiting = readonly { change: BudgetChange }[];

type ServerMonth = BudgetMonthQuery["budgetMonth"];
type ServerCategory = ServerMonth["total"];
type ServerExpense = ServerMonth["expenses"][number];

export type ShownCategory = ServerCategory & {
  /** A waiting change touches this row (its money or its budget). */
  waiting?: boolean;
};

export type ShownExpense = ServerExpense & {
  /** What is waiting for this expense: shown on its row until the server has it. */
  waiting?: "added" | "edited";
};

export type ShownMonth = Omit<ServerMonth, "total" | "categories" | "expenses"> & {
  total: ShownCategory;
  categories: ShownCategory[];
  expenses: ShownExpense[];
  /** The time zone shown is waiting to sync. */
  timeZoneWaiting: boolean;
};

const signed = (e: { kind: string; amount: number }) => (e.kind === "refund" ? -e.amount : e.amount);

type Money = CategoryMoney;


/** Each touched expense as the waiting changes leave it: its fields (null once deleted) and what to call it. */
function expensesAfter(waiting: Waiting): Map<string, { fields: ExpenseFields | null; waiting: "added" | "edited" }> {
  const after = new Map<string, { fields: ExpenseFields | null; waiting: "added" | "edited" }>();
  for (const { change } of waiting) {
    if (change.kind === "recordExpense") after.set(change.expenseId, { fields: change.expense, waiting: "added" });
    else if (change.kind === "correctExpense") {
      after.set(change.expenseId, { fields: change.expense, waiting: after.get(change.expenseId)?.waiting === "added" ? "added" : "edited" });
    } else if (change.kind === "deleteExpense") after.set(change.expenseId, { fields: null, waiting: "edited" });
  }
  return after;
}

const shownExpense = (id: string, fields: ExpenseFields, waiting: "added" | "edited"): ShownExpense => ({
  id,
  kind: fields.kind,
  date: fields.date,
  amount: fields.amount,
  category: fields.category,
  store: fields.store,
  note: fields.note,
  paidByMemberId: fields.paidByMemberId,
  paidByName: fields.paidByName,
  waiting,
});

/** The month with the waiting changes laid over it (see the top of this file for what is and is not). */
export function applyPendingBudget(view: ServerMonth, waiting: Waiting): ShownMonth {
  const month = view.month;
  const pace = { elapsed: view.daysElapsed, days: view.daysInMonth };

  // Expenses: take each touched one's server amount out, put its waiting version in (when it falls in this month).
  const money = new Map<string, { name: string; delta: Money }>();
  const payers = new Map<string, number>();
  const moneyOf = (category: string) => {
    const key = categoryKey(category);
    const entry = money.get(key) ?? { name: category.trim(), delta: { purchases: 0, expenses: 0, refunds: 0 } };
    money.set(key, entry);
    return entry.delta;
  };
  const count = (e: { kind: string; amount: number; category: string; paidByName: string }, sign: 1 | -1) => {
    const delta = moneyOf(e.category);
    if (e.kind === "refund") delta.refunds += sign * e.amount;
    else delta.expenses += sign * e.amount;
    payers.set(e.paidByName, (payers.get(e.paidByName) ?? 0) + sign * signed(e));
  };
  const touched = expensesAfter(waiting);
  const added: ShownExpense[] = [];
  const expenses: ShownExpense[] = [];
  for (const expense of view.expenses) {
    const after = touched.get(expense.id);
    if (!after) {
      expenses.push(expense);
      continue;
    }
    count(expense, -1);
    if (after.fields && after.fields.date.slice(0, 7) === month) {
      count(after.fields, 1);
      expenses.push(shownExpense(expense.id, after.fields, after.waiting));
    }
  }
  const onServer = new Set(view.expenses.map((e) => e.id));
  for (const [id, after] of touched) {
    if (onServer.has(id) || !after.fields || after.fields.date.slice(0, 7) !== month) continue;
    count(after.fields, 1);
    added.unshift(shownExpense(id, after.fields, after.waiting));
  }
  // Newest day first, as the server orders them; a waiting new expense before the day's others (the newest recorded).
  const shownExpenses = [...added, ...expenses].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));

  // The plan: own categories and budgets that hold in this month (a later change wins).
  const own = new Map<string, string | null>();
  const limits = new Map<string, { name: string | null; amount: number | null }>();
  let timeZone: string | null = null;
  for (const { change } of waiting) {
    if (change.kind === "addCategory") own.set(categoryKey(change.name), change.name.trim());
    else if (change.kind === "removeCategory") own.set(categoryKey(change.name), null);
    else if ((change.kind === "setLimit" || change.kind === "clearLimit") && change.fromMonth <= month) {
      limits.set(categoryKey(change.category), { name: change.category?.trim() ?? null, amount: change.kind === "setLimit" ? change.amount : null });
    } else if (change.kind === "setTimeZone") timeZone = change.timeZone;
  }

  const rows = new Map(view.categories.map((c) => [categoryKey(c.category), c as ShownCategory]));
  const keys = new Set([...money.keys(), ...own.keys(), ...[...limits.keys()].filter((key) => key !== "")]);
  for (const key of keys) {
    const row = rows.get(key);
    const delta = money.get(key)?.delta ?? { purchases: 0, expenses: 0, refunds: 0 };
    const ownName = own.get(key);
    const limit = limits.get(key);
    const name = row?.category ?? ownName ?? limit?.name ?? money.get(key)?.name ?? key;
    const next = categoryView(
      name,
      { purchases: row?.purchases ?? 0, expenses: (row?.expenses ?? 0) + delta.expenses, refunds: (row?.refunds ?? 0) + delta.refunds },
      limit ? limit.amount : (row?.limit ?? null),
      pace,
      ownName === undefined ? (row?.ownCategory ?? false) : ownName !== null,
    );
    // The server lists a category with money in the month, a budget, or as one of the household's own.
    const kept = next.purchases > 0 || next.expenses > 0 || next.refunds > 0 || next.limit !== null || next.ownCategory;
    if (kept) rows.set(key, { ...next, waiting: true });
    else rows.delete(key);
  }
  const categories = [...rows.values()].sort(
    (a, b) => (b.limit ?? -1) - (a.limit ?? -1) || b.spent - a.spent || a.category.localeCompare(b.category),
  );

  const sum = [...money.values()].reduce(
    (s, { delta }) => ({ purchases: s.purchases, expenses: s.expenses + delta.expenses, refunds: s.refunds + delta.refunds }),
    { purchases: view.total.purchases, expenses: view.total.expenses, refunds: view.total.refunds },
  );
  const totalLimit = limits.get("");
  const totalTouched = money.size > 0 || totalLimit !== undefined;
  const total: ShownCategory = totalTouched
    ? { ...categoryView(view.total.category, sum, totalLimit ? totalLimit.amount : view.total.limit, pace, false), waiting: true }
    : view.total;

  const byPayer = view.byPayer.map((p) => ({ ...p }));
  for (const [name, delta] of payers) {
    const payer = byPayer.find((p) => p.name === name);
    if (payer) payer.amount = cents(payer.amount + delta);
    else byPayer.push({ name, amount: cents(delta) });
  }
  const shownPayers = byPayer
    .filter((p) => !payers.has(p.name) || Math.abs(p.amount) >= 0.005)
    .sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name));

  return {
    ...view,
    timeZone: timeZone ?? view.timeZone,
    timeZoneWaiting: timeZone !== null,
    total,
    categories,
    expenses: shownExpenses,
    byPayer: shownPayers,
  };
}

/** The categories the expense form offers: the server's, with waiting new ones and expenses' categories added. */
export function pendingCategoryNames(names: readonly string[], waiting: Waiting): string[] {
  const shown = new Map(names.map((name) => [categoryKey(name), name]));
  for (const { change } of waiting) {
    const name = change.kind === "addCategory" ? change.name : change.kind === "recordExpense" || change.kind === "correctExpense" ? change.expense.category : null;
    if (name && name.trim() && !shown.has(categoryKey(name))) shown.set(categoryKey(name), name.trim());
  }
  return [...shown.values()];
}
