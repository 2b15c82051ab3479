import { rawQuery, type EntityManager } from "../../../core/database.js";
import { monthOf } from "../budget.calendar.js";

/**
 * `spending_months`: counted spending summed by month of the household's budget time zone and category
 * (uncategorised as "Other"), kept by the spending projection as purchases are recorded and reversed, so
 * the budget's month and history read a few rows per month instead of every purchase. Months follow
 * the same calendar code as `monthRange`; when the household's time zone changes, its rows are summed
 * again from `spending_entries`. A row whose purchases are all reversed is removed, so a rebuild matches.
 */
export const UNCATEGORISED_SPENDING = "Other";

async function timeZoneOf(em: EntityManager, householdId: string): Promise<string> {
  const [row] = await rawQuery<{ time_zone: string }>(em, "select time_zone from budget_settings where household_id = ?", [householdId]);
  return row?.time_zone ?? "UTC";
}

/** One household's purchases summed by month of `timeZone` and category, in cents. */
export function sumSpendingByMonth(
  purchases: Iterable<{ spentAt: Date; category: string | null; amount: number }>,
  timeZone: string,
): { month: string; category: string; cents: number; entries: number }[] {
  const sums = new Map<string, { month: string; category: string; cents: number; entries: number }>();
  for (const purchase of purchases) {
    const month = monthOf(purchase.spentAt, timeZone);
    const category = purchase.category || UNCATEGORISED_SPENDING;
    const key = `${month}\u0000${category}`;
    const sum = sums.get(key) ?? { month, category, cents: 0, entries: 0 };
    sum.cents += Math.round(purchase.amount * 100);
    sum.entries += 1;
    sums.set(key, sum);
  }
  return [...sums.values()];
}

/** Sums the household's counted spending again, by month of its (new) time zone. */
export async function recountSpending(em: EntityManager, householdId: string): Promise<void> {
  const timeZone = await timeZoneOf(em, householdId);
  const rows = await em.execute<{ spent_at: Date | string; category: string | null; amount: number | string }[]>(
    "select spent_at, category, amount from spending_entries where household_id = ? and reversed_at is null",
    [householdId],
  );
  const sums = sumSpendingByMonth(
    rows.map((row) => ({ spentAt: new Date(row.spent_at), category: row.category, amount: Number(row.amount) })),
    timeZone,
  );
  await em.execute("delete from spending_months where household_id = ?", [householdId]);
  for (const sum of sums) {
    await em.execute("insert into spending_months (household_id, month, category, amount, entries) values (?, ?, ?, ?::numeric / 100, ?)", [
      householdId,
      sum.month,
      sum.category,
      String(sum.cents),
      sum.entries,
    ]);
  }
}
