import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rebuildReadModels, readModelTables, snapshotReadModels } from "../src/core/rebuild.js";
import { collect, wsClient } from "./support/ws-client.js";
import { api, gql, registerUser, startTestApp, type TestApp } from "./support/test-app.js";

// The budget through GraphQL and its CSV export over REST: limits per category and in total, purchases
// from the shopping list, manual expenses and refunds, the 80% and 100% alerts (once, live, naming the
// device that caused them), months in the household's time zone, history, isolation between
// households, and read models that rebuild from events into exactly the live tables.

const CATEGORY = "category limit spent purchases expenses refunds remaining progress projected status ownCategory";
const MONTH = `month timeZone daysElapsed daysInMonth total { ${CATEGORY} } categories { ${CATEGORY} }
  expenses { id kind date amount category store note paidByMemberId paidByName } alerts { month category threshold spent limit } byPayer { name amount }`;

const Q = {
  month: `query($month: String) { budgetMonth(month: $month) { ${MONTH} } }`,
  history: `query($from: String!, $to: String!) { budgetHistory(fromMonth: $from, toMonth: $to) { month spent limit byCategory { category spent } } }`,
  categories: `{ budgetCategories }`,
  alerts: `{ budgetAlerts { month category threshold spent limit } }`,
  setLimit: `mutation($input: BudgetLimitInput!, $key: String) { setBudgetLimit(input: $input, idempotencyKey: $key) { ${MONTH} } }`,
  clearLimit: `mutation($category: String, $from: String!) { clearBudgetLimit(category: $category, fromMonth: $from) { ${MONTH} } }`,
  timeZone: `mutation($tz: String!) { setBudgetTimeZone(timeZone: $tz) { month timeZone } }`,
  addCategory: `mutation($name: String!) { addBudgetCategory(name: $name) }`,
  record: `mutation($input: BudgetExpenseInput!, $key: String) { recordExpense(input: $input, idempotencyKey: $key) { id kind date amount category store note paidByName } }`,
  correct: `mutation($id: ID!, $input: BudgetExpenseInput!) { correctExpense(id: $id, input: $input) { id amount category } }`,
  remove: `mutation($id: ID!) { deleteExpense(id: $id) }`,
  createList: `mutation($input: CreateShoppingListInput!) { createShoppingList(input: $input) { id } }`,
  addItem: `mutation($listId: ID!, $input: AddShoppingItemInput!) { addShoppingItem(listId: $listId, input: $input) { item { id } } }`,
  toggle: `mutation($itemId: ID!, $purchased: Boolean) { toggleShoppingItem(itemId: $itemId, purchased: $purchased) { item { id purchased } } }`,
};

const CHANGES = `subscription($since: Int) { budgetChanged(since: $since) { sequence type sourceClientId alert { month category threshold spent limit } } }`;

// A fixed clock in the middle of a month, so "this month" and the pace are known.
const NOW = new Date("2026-11-15T18:00:00Z");

describe("budget over GraphQL and CSV", () => {
  let app: TestApp;
  let family: Awaited<ReturnType<typeof registerUser>>;
  let other: Awaited<ReturnType<typeof registerUser>>;

  const as = (who: { token: string }, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    gql(app, query, variables, who.token, headers);

  async function ok(who: { token: string }, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    const res = await as(who, query, variables, headers);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data;
  }

  /** Adds an item with a price to a fresh list and marks it purchased from the device `clientId`. */
  async function buy(who: { token: string }, name: string, category: string, price: number, clientId = "kitchen-tablet") {
    const listId = randomUUID();
    await ok(who, Q.createList, { input: { id: listId, name: `Trip for ${name}` } });
    const { addShoppingItem } = await ok(who, Q.addItem, { listId, input: { name, category, quantity: 1, estimatedPrice: price } });
    await ok(who, Q.toggle, { itemId: addShoppingItem.item.id, purchased: true }, { "X-Hearth-Client": clientId });
    return addShoppingItem.item.id as string;
  }

  beforeAll(async () => {
    app = await startTestApp({ backend: "embedded", now: () => NOW });
    family = await registerUser(app);
    other = await registerUser(app);
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("starts empty for a new household, in UTC, with the month's pace", async () => {
    const { budgetMonth } = await ok(family, Q.month);
    expect(budgetMonth).toMatchObject({ month: "2026-11", timeZone: "UTC", daysElapsed: 15, daysInMonth: 30, categories: [], expenses: [], alerts: [] });
    expect(budgetMonth.total).toMatchObject({ limit: null, spent: 0, status: "none" });
  });

  it("sets and clears the total budget when the operation leaves the category out", async () => {
    const household = await registerUser(app);
    const set = await ok(household, Q.setLimit, { input: { amount: 600, fromMonth: "2026-11" }, key: randomUUID() });
    expect(set.setBudgetLimit.total).toMatchObject({ limit: 600, spent: 0 });
    const cleared = await ok(household, `mutation { clearBudgetLimit(fromMonth: "2026-11") { total { limit } } }`);
    expect(cleared.clearBudgetLimit.total.limit).toBeNull();
  });

  it("counts months in the household's time zone", async () => {
    const { setBudgetTimeZone } = await ok(family, Q.timeZone, { tz: "America/Chicago" });
    expect(setBudgetTimeZone).toEqual({ month: "2026-11", timeZone: "America/Chicago" });
    const bad = await as(family, Q.timeZone, { tz: "Mars/Olympus" });
    expect(bad.errors?.[0].message).toMatch(/IANA/);
  });

  it("raises the 80% alert once, live, naming the device whose purchase caused it, then 100%", async () => {
    const { setBudgetLimit } = await ok(family, Q.setLimit, { input: { category: "Groceries", amount: 100, fromMonth: "2026-11" }, key: randomUUID() });
    expect(setBudgetLimit.categories).toContainEqual(expect.objectContaining({ category: "Groceries", limit: 100, spent: 0, status: "under" }));

    const socket = wsClient(app, family.token, "phone");
    const live = collect(socket, CHANGES, {});
    try {
      await buy(family, "Weekly veg box", "Groceries", 50);
      await buy(family, "Olive oil", "groceries", 32);
      const { budgetMonth } = await ok(family, Q.month);
      const groceries = budgetMonth.categories.find((c: { category: string }) => c.category === "Groceries");
      expect(groceries).toMatchObject({ limit: 100, spent: 82, purchases: 82, remaining: 18, status: "warning", progress: 0.82 });
      // 82 spent in 15 of 30 days: at this pace the month comes to 164.
      expect(groceries.projected).toBe(164);
      expect(budgetMonth.alerts).toEqual([{ month: "2026-11", category: "Groceries", threshold: 80, spent: 82, limit: 100 }]);

      await buy(family, "Coffee beans", "Groceries", 10);
      expect((await ok(family, Q.month)).budgetMonth.alerts).toHaveLength(1);
      await buy(family, "Birthday cake", "Groceries", 20, "laptop");
      const after = await ok(family, Q.month);
      expect(after.budgetMonth.alerts.map((a: { threshold: number }) => a.threshold)).toEqual([100, 80]);

      const alerts = await waitFor(() => live.results.filter((r) => r.budgetChanged.type === "BudgetThresholdCrossed"), 2);
      expect(alerts.map((r) => [r.budgetChanged.alert.threshold, r.budgetChanged.sourceClientId])).toEqual([
        [80, "kitchen-tablet"],
        [100, "laptop"],
      ]);
    } finally {
      live.dispose();
      await socket.dispose();
    }
  });

  it("un-marking a purchase takes its money back out, and alerts already raised stay", async () => {
    const itemId = await buy(family, "Too much cheese", "Dairy", 15);
    expect((await ok(family, Q.month)).budgetMonth.categories).toContainEqual(expect.objectContaining({ category: "Dairy", spent: 15 }));
    await ok(family, Q.toggle, { itemId, purchased: false });
    const { budgetMonth } = await ok(family, Q.month);
    expect(budgetMonth.categories).not.toContainEqual(expect.objectContaining({ category: "Dairy" }));
  });

  it("records, corrects and deletes expenses and refunds; a retry with the same key records once", async () => {
    const key = randomUUID();
    const input = { id: null, kind: "expense", date: "2026-11-03", amount: 40, category: "Household", store: "Hardware store", note: "Light bulbs", paidByMemberId: null };
    const first = await ok(family, Q.record, { input, key });
    const again = await ok(family, Q.record, { input, key });
    expect(again.recordExpense.id).toBe(first.recordExpense.id);
    expect(first.recordExpense).toMatchObject({ kind: "expense", amount: 40, category: "Household", paidByName: expect.any(String) });

    await ok(family, Q.record, { input: { ...input, kind: "refund", amount: 12.5, note: "Returned one pack" } });
    let month = (await ok(family, Q.month)).budgetMonth;
    expect(month.categories).toContainEqual(expect.objectContaining({ category: "Household", expenses: 40, refunds: 12.5, spent: 27.5 }));
    expect(month.expenses).toHaveLength(2);

    await ok(family, Q.correct, { id: first.recordExpense.id, input: { ...input, amount: 45 } });
    month = (await ok(family, Q.month)).budgetMonth;
    expect(month.categories).toContainEqual(expect.objectContaining({ category: "Household", spent: 32.5 }));

    expect((await ok(family, Q.remove, { id: first.recordExpense.id })).deleteExpense).toBe(true);
    expect((await ok(family, Q.remove, { id: first.recordExpense.id })).deleteExpense).toBe(true);
    month = (await ok(family, Q.month)).budgetMonth;
    expect(month.expenses).toHaveLength(1);
  });

  it("refuses bad expenses with clear messages", async () => {
    const base = { id: null, kind: "expense", date: "2026-11-03", amount: 5, category: "Fun", store: null, note: null, paidByMemberId: null };
    expect((await as(family, Q.record, { input: { ...base, amount: 0 } })).errors?.[0].message).toBe("Amount must be above 0 and at most 10,000,000");
    expect((await as(family, Q.record, { input: { ...base, kind: "gift" } })).errors?.[0].message).toBe("kind must be expense or refund");
    expect((await as(family, Q.record, { input: { ...base, date: "next tuesday" } })).errors?.[0].message).toBe("Date must look like 2026-11-23");
    expect((await as(family, Q.record, { input: { ...base, paidByMemberId: randomUUID() } })).errors?.[0].message).toBe("Paid by must be a member of your family");
    expect((await as(family, Q.setLimit, { input: { category: "Fun", amount: -5, fromMonth: "2026-11" } })).errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("keeps a total budget, own categories and history by month", async () => {
    await ok(family, Q.setLimit, { input: { category: null, amount: 600, fromMonth: "2026-10" } });
    const { addBudgetCategory } = await ok(family, Q.addCategory, { name: "School lunches" });
    expect(addBudgetCategory).toEqual(expect.arrayContaining(["Groceries", "Household", "School lunches"]));
    await ok(family, Q.record, { input: { id: null, kind: "expense", date: "2026-10-20", amount: 70, category: "School lunches", store: null, note: null, paidByMemberId: null } });
    const { budgetHistory } = await ok(family, Q.history, { from: "2026-10", to: "2026-11" });
    expect(budgetHistory).toEqual([
      { month: "2026-10", spent: 70, limit: 600, byCategory: [{ category: "School lunches", spent: 70 }] },
      expect.objectContaining({ month: "2026-11", limit: 600 }),
    ]);
    const { budgetMonth } = await ok(family, Q.month, { month: "2026-10" });
    expect(budgetMonth.daysElapsed).toBe(31);
    expect(budgetMonth.total).toMatchObject({ limit: 600, spent: 70, projected: 70 });
    expect((await as(family, Q.history, { from: "2026-11", to: "2026-10" })).errors?.[0].message).toBe("fromMonth must not be after toMonth");
  });

  it("exports a date range as CSV, quoting text and defusing formulas", async () => {
    await ok(family, Q.record, {
      input: { id: null, kind: "expense", date: "2026-11-10", amount: 9.5, category: "Treats", store: "Corner shop, Main St", note: "=cmd()", paidByMemberId: null },
    });
    const res = await api(app, "GET", "/api/budget/export.csv?from=2026-11-01&to=2026-11-30", { token: family.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toContain("hearth-budget-2026-11-01-to-2026-11-30.csv");
    const lines = String(res.body).trim().split("\r\n");
    expect(lines[0]).toBe("Date,Type,Description,Category,Store,Amount (USD),Paid by");
    expect(lines).toContainEqual(expect.stringMatching(/^2026-11-15,purchase,Weekly veg box,Groceries,,50\.00,/));
    expect(lines).toContainEqual(expect.stringContaining(`2026-11-10,expense,'=cmd(),Treats,"Corner shop, Main St",9.50,`));
    expect(lines.some((l) => l.startsWith("2026-10-20"))).toBe(false);

    expect((await api(app, "GET", "/api/budget/export.csv?from=2026-11-30&to=2026-11-01", { token: family.token })).status).toBe(400);
    expect((await api(app, "GET", "/api/budget/export.csv?from=yesterday&to=2026-11-01", { token: family.token })).body).toEqual({
      error: "from and to must be days like 2026-11-01",
    });
    expect((await api(app, "GET", "/api/budget/export.csv?from=2026-11-01&to=2026-11-30")).status).toBe(401);
  });

  it("keeps each household's budget to itself", async () => {
    const mine = (await ok(family, Q.month)).budgetMonth;
    const expenseId = mine.expenses[0].id;
    const theirs = (await ok(other, Q.month)).budgetMonth;
    expect(theirs.categories).toEqual([]);
    expect(theirs.expenses).toEqual([]);
    expect((await ok(other, Q.alerts)).budgetAlerts).toEqual([]);
    expect((await as(other, Q.correct, { id: expenseId, input: { id: null, kind: "expense", date: "2026-11-01", amount: 1, category: "X", store: null, note: null, paidByMemberId: null } })).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await as(other, Q.remove, { id: expenseId })).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    const stolen = await as(other, Q.record, { input: { id: expenseId, kind: "expense", date: "2026-11-01", amount: 1, category: "X", store: null, note: null, paidByMemberId: null } });
    expect(stolen.errors?.[0].extensions?.code).toBe("CONFLICT");
    const csv = await api(app, "GET", "/api/budget/export.csv?from=2026-01-01&to=2026-12-31", { token: other.token });
    expect(String(csv.body).trim().split("\r\n")).toHaveLength(1);
    expect((await ok(family, Q.month)).budgetMonth.expenses.map((e: { id: string }) => e.id)).toContain(expenseId);
  });

  it("rebuilds the budget's read models from events into exactly the live tables", async () => {
    const tables = readModelTables(app.store);
    expect(tables).toEqual(expect.arrayContaining(["budget_limits", "budget_expenses", "budget_alerts", "budget_settings", "budget_categories"]));
    const live = await snapshotReadModels(app.db.em(), tables);
    await rebuildReadModels(app.db, app.store);
    expect(await snapshotReadModels(app.db.em(), tables)).toEqual(live);
  });
});

async function waitFor<T>(read: () => T[], count: number, ms = 10_000): Promise<T[]> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = read();
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`waited for ${count}, have ${found.length}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
