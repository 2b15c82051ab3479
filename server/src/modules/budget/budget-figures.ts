/**
 * A category's month against its budget: the one reckoning behind the server's month views and the
 * app's offline overlay (the client imports this file by path, so a change waiting to sync shows the
 * figures the server will answer). Pure: no Node modules, no database.
 */

export const cents = (value: number) => Math.round(value * 100) / 100;

/** What a category's month is made of. */
export interface CategoryMoney {
  purchases: number;
  expenses: number;
  refunds: number;
}

/** Purchases + expenses − refunds, to the cent. */
export const spentOf = (money: CategoryMoney) => cents(money.purchases + money.expenses - money.refunds);

export interface BudgetCategoryView {
  category: string;
  /** The month's budget, or null when the category has none. */
  limit: number | null;
  /** Purchases + expenses − refunds. */
  spent: number;
  purchases: number;
  expenses: number;
  refunds: number;
  remaining: number | null;
  /** spent / limit (1 = all of it), or null without a budget. */
  progress: number | null;
  /** What the month will come to at this pace (this month), or what it came to (past months). */
  projected: number;
  /** under, warning (80% or more) or over (100% or more); none without a budget. */
  status: "none" | "under" | "warning" | "over";
  ownCategory: boolean;
}

/** `pace`: the days of the month gone and in all (a past month has all of them gone, so its projection is what it came to). */
export function categoryView(
  category: string,
  money: CategoryMoney,
  limit: number | null,
  pace: { elapsed: number; days: number },
  ownCategory: boolean,
): BudgetCategoryView {
  const spent = spentOf(money);
  const projected = pace.elapsed > 0 && pace.elapsed < pace.days ? cents((spent / pace.elapsed) * pace.days) : spent;
  const progress = limit !== null && limit > 0 ? spent / limit : limit === 0 && spent > 0 ? Infinity : null;
  return {
    category,
    limit,
    spent,
    purchases: cents(money.purchases),
    expenses: cents(money.expenses),
    refunds: cents(money.refunds),
    remaining: limit === null ? null : cents(limit - spent),
    progress: progress === null ? null : Number.isFinite(progress) ? Math.round(progress * 1000) / 1000 : 999,
    projected,
    status: progress === null ? "none" : progress >= 1 ? "over" : progress >= 0.8 ? "warning" : "under",
    ownCategory,
  };
}
