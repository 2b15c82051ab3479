import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { monthRange } from "../src/modules/budget/budget.calendar.js";
import { recountSpending } from "../src/modules/budget/projections/spending-months.js";
import { gql, registerUser, startTestApp, type TestApp } from "./support/test-app.js";

// The waste and budget screens' figures are computed in SQL (grouped sums, exact in cents) rather than by
// loading every row. Here, on random read-model rows (fixed seed) of one household on the embedded
// database the bench measures, each answer through GraphQL equals the simple computation: every row
// loaded and added up one by one, as the code did before (`simpleWaste`, `simpleSpending` below).

const SEED = 20261126;
const PRODUCTS = [randomUUID(), randomUUID()];
const ANALYTICS = `query($from: String!, $to: String!) { wasteAnalytics(fromMonth: $from, toMonth: $to) {
  totalValue entries entriesWithoutValue purchases shareOfPurchasesWasted
  byMonth { key value entries } byCategory { key value entries } byReason { key value entries } topProducts { key value entries }
  trend { baselineMonths baselineMonthly recentMonths recentMonthly change } } }`;
const HISTORY = `query($from: String!, $to: String!) { budgetHistory(fromMonth: $from, toMonth: $to) { month spent limit byCategory { category spent } } }`;
const SPENDING = `query($from: DateTimeISO, $to: DateTimeISO) { spending(from: $from, to: $to) { total count byCategory { category total count } entries { id } } }`;

interface WasteRow {
  id: string;
  productId: string | null;
  name: string;
  category: string | null;
  reason: string;
  value: number | null;
  day: string;
  sequence: number;
}

interface SpendingRow {
  id: string;
  category: string | null;
  amount: number;
  spentAt: Date;
  reversed: boolean;
}

const cents = (v: number) => Math.round(v * 100) / 100;
const money = fc.integer({ min: 0, max: 9_999 }).map((c) => c / 100);
const dayArb = fc.integer({ min: 0, max: 420 }).map((n) => new Date(Date.UTC(2025, 10, 1) + n * 86_400_000).toISOString().slice(0, 10));
const wasteArb = fc.record({
  productId: fc.constantFrom(null, null, ...PRODUCTS),
  name: fc.constantFrom("Spinach", "spinach ", " SPINACH", "Milk", "Crème fraîche", "crème FRAÎCHE", "Bread"),
  category: fc.constantFrom(null, "", "Produce", "produce", "Dairy", "Other", "Leftovers"),
  reason: fc.constantFrom("spoiled", "expired", "too_much", "other"),
  value: fc.option(money, { freq: 4 }),
  day: dayArb,
});
const spendingArb = fc.record({
  category: fc.constantFrom(null, "", "Produce", "Dairy", "Bakery"),
  amount: money,
  spentAt: fc.integer({ min: 0, max: 420 * 24 }).map((h) => new Date(Date.UTC(2025, 10, 1) + h * 3_600_000)),
  reversed: fc.boolean(),
});
const monthArb = fc.integer({ min: 0, max: 11 }).map((m) => `2026-${String(m + 1).padStart(2, "0")}`);

function addMonths(month: string, count: number): string {
  const [y, m] = month.split("-").map(Number);
  const index = y! * 12 + (m! - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

function buckets(rows: WasteRow[], keyOf: (row: WasteRow) => string, label: (row: WasteRow) => string = keyOf) {
  const map = new Map<string, { key: string; value: number; entries: number }>();
  for (const row of rows) {
    const k = keyOf(row);
    const b = map.get(k) ?? { key: label(row), value: 0, entries: 0 };
    b.value = cents(b.value + (row.value ?? 0));
    b.entries += 1;
    map.set(k, b);
  }
  return [...map.values()].sort((a, b) => b.value - a.value || b.entries - a.entries || a.key.localeCompare(b.key));
}

/** wasteAnalytics the simple way: every entry of the range loaded, in order, and added up. */
function simpleWaste(all: WasteRow[], spending: SpendingRow[], fromMonth: string, toMonth: string) {
  const ordered = [...all].sort((a, b) => a.day.localeCompare(b.day) || a.sequence - b.sequence);
  const between = (from: string, to: string) => ordered.filter((r) => r.day >= from && r.day <= to);
  const rows = between(`${fromMonth}-01`, `${toMonth}-31`);
  const category = (r: WasteRow) => r.category || "Other";
  const months: string[] = [];
  for (let m = fromMonth; m <= toMonth; m = addMonths(m, 1)) months.push(m);
  const sum = (list: WasteRow[]) => cents(list.reduce((s, r) => s + (r.value ?? 0), 0));
  const totalValue = sum(rows);
  // The household's budget calendar is UTC here.
  const to = new Date(`${addMonths(toMonth, 1)}-01T00:00:00Z`);
  const purchases = cents(
    spending.filter((s) => !s.reversed && s.spentAt >= new Date(`${fromMonth}-01T00:00:00Z`) && s.spentAt < to).reduce((s, r) => s + r.amount, 0),
  );
  const firstDays = [...all.map((r) => r.day), ...spending.map((s) => s.spentAt.toISOString().slice(0, 10))].sort();
  const start = firstDays[0] ? firstDays[0].slice(0, 7) : toMonth;
  const baselineMonths = [0, 1, 2].map((i) => addMonths(start, i)).filter((m) => m <= toMonth);
  const recentMonths = [2, 1, 0].map((i) => addMonths(toMonth, -i)).filter((m) => m >= start);
  const monthly = (list: string[]) => (list.length === 0 ? 0 : cents(sum(between(`${list[0]}-01`, `${list[list.length - 1]}-31`)) / list.length));
  const baselineMonthly = monthly(baselineMonths);
  const recentMonthly = monthly(recentMonths);
  let history = 0;
  for (let m = start; m <= toMonth && history < 120; m = addMonths(m, 1)) history++;
  return {
    totalValue,
    entries: rows.length,
    entriesWithoutValue: rows.filter((r) => r.value === null).length,
    purchases,
    shareOfPurchasesWasted: purchases > 0 ? Math.round((totalValue / purchases) * 1000) / 1000 : null,
    byMonth: months.map((m) => {
      const inMonth = rows.filter((r) => r.day.startsWith(m));
      return { key: m, value: sum(inMonth), entries: inMonth.length };
    }),
    byCategory: buckets(rows, (r) => category(r).toLowerCase(), category),
    byReason: buckets(rows, (r) => r.reason),
    topProducts: buckets(rows, (r) => r.productId ?? r.name.trim().toLowerCase(), (r) => r.name).slice(0, 10),
    trend: {
      baselineMonths,
      baselineMonthly,
      recentMonths,
      recentMonthly,
      change: history >= 6 && baselineMonthly > 0 ? Math.round(((recentMonthly - baselineMonthly) / baselineMonthly) * 1000) / 1000 : null,
    },
  };
}

/** spending(from, to) the simple way: every counted entry loaded, newest first, and added up. */
function simpleSpending(spending: SpendingRow[], from: Date, to: Date) {
  const rows = spending
    .filter((s) => !s.reversed && s.spentAt >= from && s.spentAt < to)
    .sort((a, b) => b.spentAt.getTime() - a.spentAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const byCategory = new Map<string, { category: string; total: number; count: number }>();
  let total = 0;
  for (const row of rows) {
    const category = row.category || "Other";
    const bucket = byCategory.get(category) ?? { category, total: 0, count: 0 };
    bucket.total = cents(bucket.total + row.amount);
    bucket.count += 1;
    byCategory.set(category, bucket);
    total = cents(total + row.amount);
  }
  return {
    total,
    count: rows.length,
    byCategory: [...byCategory.values()].sort((a, b) => b.total - a.total || a.category.localeCompare(b.category)),
    entries: rows.slice(0, 500).map((r) => ({ id: r.id })),
  };
}

/** budgetHistory the simple way: every counted purchase between each month's local midnights, added up by category. */
function simpleHistory(spending: SpendingRow[], fromMonth: string, toMonth: string, timeZone: string) {
  const result = [];
  for (let month = fromMonth; month <= toMonth; month = addMonths(month, 1)) {
    const { from, to } = monthRange(month, timeZone);
    const byKey = new Map<string, { category: string; spent: number }>();
    for (const s of spending) {
      if (s.reversed || s.spentAt < from || s.spentAt >= to) continue;
      const category = s.category || "Other";
      const b = byKey.get(category.trim().toLowerCase()) ?? { category, spent: 0 };
      b.spent += s.amount;
      byKey.set(category.trim().toLowerCase(), b);
    }
    const byCategory = [...byKey.values()]
      .map((b) => ({ category: b.category, spent: cents(b.spent) }))
      .sort((a, b) => b.spent - a.spent || a.category.localeCompare(b.category));
    result.push({ month, spent: cents(byCategory.reduce((sum, c) => sum + c.spent, 0)), limit: null, byCategory });
  }
  return result;
}

describe("analytics in SQL equal the simple computation", () => {
  let app: TestApp;
  let family: Awaited<ReturnType<typeof registerUser>>;
  let householdId: string;

  async function ok(query: string, variables: Record<string, unknown>) {
    const res = await gql(app, query, variables, family.token);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data;
  }

  /** The household's read models hold exactly these rows. */
  async function seed(waste: WasteRow[], spending: SpendingRow[]) {
    const em = app.db.em();
    await em.execute("delete from waste_entries where household_id = ?", [householdId]);
    await em.execute("delete from spending_entries where household_id = ?", [householdId]);
    await em.execute("delete from spending_months where household_id = ?", [householdId]);
    for (const w of waste) {
      await em.execute(
        `insert into waste_entries (id, household_id, source, source_id, action_id, product_id, name, category, quantity, unit, reason, value, day, sequence, recorded_at)
         values (?, ?, 'manual', null, null, ?, ?, ?, 1, 'pcs', ?, ?, ?, ?, now())`,
        [w.id, householdId, w.productId, w.name, w.category, w.reason, w.value, w.day, w.sequence],
      );
    }
    for (const s of spending) {
      await em.execute(
        `insert into spending_entries (id, household_id, item_id, list_id, description, category, quantity, unit_price, amount, price_source, spent_at, reversed_at)
         values (?, ?, ?, ?, 'Bought', ?, 1, ?, ?, 'estimated', ?, ?)`,
        [s.id, householdId, randomUUID(), randomUUID(), s.category, s.amount, s.amount, s.spentAt, s.reversed ? s.spentAt : null],
      );
    }
  }

  beforeAll(async () => {
    app = await startTestApp({ backend: "embedded" });
    family = await registerUser(app);
    householdId = JSON.parse(Buffer.from(family.token.split(".")[1]!, "base64url").toString()).householdId;
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
  });

  it("wasteAnalytics: grouped sums merged by case-blind category and name, labels of the first entry, the trend", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(wasteArb, { maxLength: 40 }),
        fc.array(spendingArb, { maxLength: 6 }),
        monthArb,
        monthArb,
        async (wasteFields, spendingFields, a, b) => {
          const [fromMonth, toMonth] = a <= b ? [a, b] : [b, a];
          // Sequences in an order of their own, so that the day, not the insertion, decides which entry is first.
          const waste = wasteFields.map((w, i) => ({ ...w, id: randomUUID(), sequence: ((i * 7919) % 997) + i * 1000 }));
          const spending = spendingFields.map((s) => ({ ...s, id: randomUUID() }));
          await seed(waste, spending);
          await recountSpending(app.db.em(), householdId);
          const { wasteAnalytics } = await ok(ANALYTICS, { from: fromMonth, to: toMonth });
          expect(wasteAnalytics).toEqual(simpleWaste(waste, spending, fromMonth, toMonth));
        },
      ),
      { seed: SEED, numRuns: 40 },
    );
  }, 300_000);

  it("budgetHistory: purchases summed by month of the household's time zone as recorded equal each month's purchases added up", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(spendingArb, { maxLength: 40 }),
        fc.constantFrom("UTC", "America/Chicago", "Asia/Kolkata", "Pacific/Chatham", "Australia/Sydney"),
        monthArb,
        monthArb,
        async (spendingFields, timeZone, a, b) => {
          const [fromMonth, toMonth] = a <= b ? [a, b] : [b, a];
          const spending = spendingFields.map((s) => ({ ...s, id: randomUUID() }));
          await seed([], spending);
          const em = app.db.em();
          await em.execute(
            "insert into budget_settings (household_id, time_zone) values (?, ?) on conflict (household_id) do update set time_zone = excluded.time_zone",
            [householdId, timeZone],
          );
          // What the budget projection does when the time zone changes: sum the purchases again by its months.
          await recountSpending(em, householdId);
          const { budgetHistory } = await ok(HISTORY, { from: fromMonth, to: toMonth });
          expect(budgetHistory).toEqual(simpleHistory(spending, fromMonth, toMonth, timeZone));
        },
      ),
      { seed: SEED, numRuns: 30 },
    );
    await app.db.em().execute("delete from budget_settings where household_id = ?", [householdId]);
  }, 300_000);

  it("spending: sums by category in one grouped query, the newest entries, and the categories used", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(spendingArb, { maxLength: 30 }), monthArb, async (spendingFields, month) => {
        const spending = spendingFields.map((s) => ({ ...s, id: randomUUID() }));
        await seed([], spending);
        const from = new Date(`${month}-01T00:00:00Z`);
        const to = new Date(`${addMonths(month, 3)}-01T00:00:00Z`);
        const { spending: summary } = await ok(SPENDING, { from: from.toISOString(), to: to.toISOString() });
        expect(summary).toEqual(simpleSpending(spending, from, to));
        const { budgetCategories } = await ok("{ budgetCategories }", {});
        const used = [...new Set(spending.map((s) => s.category || "Other"))].sort((x, y) => x.localeCompare(y));
        expect(budgetCategories).toEqual(used);
      }),
      { seed: SEED, numRuns: 30 },
    );
  }, 300_000);
});
