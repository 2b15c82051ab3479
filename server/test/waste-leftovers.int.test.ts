import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rebuildReadModels, readModelTables, snapshotReadModels } from "../src/core/rebuild.js";
import { collect, wsClient } from "./support/ws-client.js";
import { gql, registerUser, startTestApp, type TestApp } from "./support/test-app.js";

// Leftovers and waste through GraphQL: a leftover kept, eaten, frozen, planned and thrown away; waste
// from the pantry (with its value from the price paid, and taken back by undo), from leftovers and by hand;
// analytics by month, category, reason and product with the share of purchases wasted; live changes;
// isolation between households; and read models that rebuild into exactly the live tables.

const LEFTOVER = "id dish portions initialPortions cookedOn location useBy status plannedDate plannedSlot plannedPortions";
const Q = {
  leftovers: `query($status: String!) { leftovers(status: $status) { ${LEFTOVER} } }`,
  add: `mutation($input: AddLeftoverInput!, $today: String, $key: String) { addLeftover(input: $input, today: $today, idempotencyKey: $key) { ${LEFTOVER} } }`,
  eat: `mutation($id: ID!, $portions: Float!, $today: String) { eatLeftover(id: $id, portions: $portions, today: $today) { ${LEFTOVER} } }`,
  freeze: `mutation($id: ID!, $today: String) { freezeLeftover(id: $id, today: $today) { ${LEFTOVER} } }`,
  throwAway: `mutation($id: ID!, $portions: Float!, $reason: String!) { throwAwayLeftover(id: $id, portions: $portions, reason: $reason) { ${LEFTOVER} } }`,
  plan: `mutation($id: ID!, $date: String!, $slot: String!, $portions: Float!) { planLeftover(id: $id, date: $date, slot: $slot, portions: $portions) { ${LEFTOVER} } }`,
  entries: `{ wasteEntries { id source name category quantity unit reason value day } }`,
  record: `mutation($input: RecordWasteInput!) { recordWaste(input: $input) { id source name category value } }`,
  remove: `mutation($id: ID!) { deleteWasteEntry(id: $id) }`,
  analytics: `query($from: String!, $to: String!) { wasteAnalytics(fromMonth: $from, toMonth: $to) {
    totalValue entries entriesWithoutValue purchases shareOfPurchasesWasted
    byMonth { key value entries } byCategory { key value entries } byReason { key value entries } topProducts { key value entries }
    trend { baselineMonths baselineMonthly recentMonths recentMonthly change } } }`,
  addPantry: `mutation($input: AddPantryItemInput!) { addPantryItem(input: $input) { id quantity } }`,
  discard: `mutation($id: ID!, $reason: String!, $quantity: Float, $key: String) { discardPantryItem(id: $id, reason: $reason, quantity: $quantity, idempotencyKey: $key) { id quantity } }`,
  undo: `mutation($id: ID!) { undoPantryAction(id: $id) { id quantity } }`,
  createList: `mutation($input: CreateShoppingListInput!) { createShoppingList(input: $input) { id } }`,
  addItem: `mutation($listId: ID!, $input: AddShoppingItemInput!) { addShoppingItem(listId: $listId, input: $input) { item { id } } }`,
  toggle: `mutation($itemId: ID!) { toggleShoppingItem(itemId: $itemId, purchased: true) { item { id } } }`,
};

const NOW = new Date("2026-11-23T15:00:00Z");

describe("leftovers and waste over GraphQL", () => {
  let app: TestApp;
  let family: Awaited<ReturnType<typeof registerUser>>;
  let other: Awaited<ReturnType<typeof registerUser>>;

  async function ok(who: { token: string }, query: string, variables: Record<string, unknown> = {}) {
    const res = await gql(app, query, variables, who.token);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data;
  }

  beforeAll(async () => {
    app = await startTestApp({ backend: "embedded", now: () => NOW });
    family = await registerUser(app);
    other = await registerUser(app);
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("keeps a leftover with its use-by day, eats some, freezes the rest, and plans it", async () => {
    const key = randomUUID();
    const { addLeftover } = await ok(family, Q.add, { input: { id: null, dish: "Chili con carne", portions: 3, cookedOn: null, location: "fridge" }, today: "2026-11-23", key });
    expect(addLeftover).toMatchObject({ dish: "Chili con carne", portions: 3, cookedOn: "2026-11-23", location: "fridge", useBy: "2026-11-26", status: "active" });
    // The same key again adds nothing.
    expect((await ok(family, Q.add, { input: { id: null, dish: "Chili con carne", portions: 3, cookedOn: null, location: "fridge" }, today: "2026-11-23", key })).addLeftover.id).toBe(addLeftover.id);

    const { eatLeftover } = await ok(family, Q.eat, { id: addLeftover.id, portions: 1, today: "2026-11-24" });
    expect(eatLeftover).toMatchObject({ portions: 2, status: "active" });
    const tooMany = await gql(app, Q.eat, { id: addLeftover.id, portions: 5 }, family.token);
    expect(tooMany.errors?.[0].message).toBe("Only 2 portions are left");

    const { freezeLeftover } = await ok(family, Q.freeze, { id: addLeftover.id, today: "2026-11-24" });
    expect(freezeLeftover).toMatchObject({ location: "freezer", useBy: "2027-02-24" });
    const { planLeftover } = await ok(family, Q.plan, { id: addLeftover.id, date: "2026-11-25", slot: "dinner", portions: 2 });
    expect(planLeftover).toMatchObject({ plannedDate: "2026-11-25", plannedSlot: "dinner", plannedPortions: 2 });
    // planLeftover puts it on the meal plan as an entry, as the meal planner's addMealPlanEntry does.
    const { mealPlan } = await ok(family, `query { mealPlan(from: "2026-11-25", to: "2026-11-25") { entries { kind refId slot servings title } } }`);
    expect(mealPlan.entries).toEqual([{ kind: "leftover", refId: addLeftover.id, slot: "dinner", servings: 2, title: addLeftover.dish }]);

    const { leftovers } = await ok(family, Q.leftovers, { status: "active" });
    expect(leftovers.map((l: { id: string }) => l.id)).toEqual([addLeftover.id]);
  });

  it("throwing a leftover away is waste, and the family's other devices hear it", async () => {
    const socket = wsClient(app, family.token, "fridge-tablet");
    const live = collect(socket, `subscription { wasteChanged { type } }`);
    try {
      const { addLeftover } = await ok(family, Q.add, { input: { id: randomUUID(), dish: "Risotto", portions: 2, cookedOn: "2026-11-20", location: "fridge" } });
      const { throwAwayLeftover } = await ok(family, Q.throwAway, { id: addLeftover.id, portions: 2, reason: "spoiled" });
      expect(throwAwayLeftover).toMatchObject({ portions: 0, status: "thrown_away" });
      const [change] = await live.next(1);
      expect(change.wasteChanged.type).toBe("LeftoverDiscarded");
    } finally {
      live.dispose();
      await socket.dispose();
    }
    const { wasteEntries } = await ok(family, Q.entries);
    expect(wasteEntries[0]).toMatchObject({ source: "leftover", name: "Risotto", category: "Leftovers", quantity: 2, unit: "portions", reason: "spoiled", value: null, day: "2026-11-23" });
    expect((await ok(family, Q.leftovers, { status: "active" })).leftovers.map((l: { dish: string }) => l.dish)).not.toContain("Risotto");
  });

  it("counts a pantry discard at its share of the price paid, under the item's category, and undo takes it back", async () => {
    const { addPantryItem } = await ok(family, Q.addPantry, { input: { name: "Strawberries", category: "Produce", quantity: 2, unit: "punnet", pricePaid: 7, location: "fridge" } });
    await ok(family, Q.discard, { id: addPantryItem.id, reason: "spoiled", quantity: 1, key: randomUUID() });
    let { wasteEntries } = await ok(family, Q.entries);
    expect(wasteEntries[0]).toMatchObject({ source: "pantry", name: "Strawberries", category: "Produce", quantity: 1, reason: "spoiled", value: 3.5 });

    await ok(family, Q.undo, { id: addPantryItem.id });
    ({ wasteEntries } = await ok(family, Q.entries));
    expect(wasteEntries.map((e: { name: string }) => e.name)).not.toContain("Strawberries");
    await ok(family, Q.discard, { id: addPantryItem.id, reason: "expired", quantity: 2, key: randomUUID() });
  });

  it("records and deletes waste by hand, with clear errors", async () => {
    const id = randomUUID();
    const { recordWaste } = await ok(family, Q.record, { input: { id, name: "Takeaway noodles", category: "Ready meals", quantity: 1, unit: "box", reason: "too_much", value: 11.5, day: "2026-11-22" } });
    expect(recordWaste).toMatchObject({ id, source: "manual", value: 11.5 });
    const bad = await gql(app, Q.record, { input: { id: null, name: "X", category: null, quantity: 1, unit: "box", reason: "boring", value: null, day: "2026-11-22" } }, family.token);
    expect(bad.errors?.[0].message).toBe("Reason must be spoiled, expired, too_much or other");
    const spare = randomUUID();
    await ok(family, Q.record, { input: { id: spare, name: "Old bread", category: "Bakery", quantity: 1, unit: "loaf", reason: "expired", value: 3, day: "2026-11-21" } });
    expect((await ok(family, Q.remove, { id: spare })).deleteWasteEntry).toBe(true);
    expect((await ok(family, Q.remove, { id: spare })).deleteWasteEntry).toBe(true);
  });

  it("analyses waste by month, category, reason and product, against what was bought", async () => {
    const listId = randomUUID();
    await ok(family, Q.createList, { input: { id: listId, name: "Market" } });
    const { addShoppingItem } = await ok(family, Q.addItem, { listId, input: { name: "Vegetables", category: "Produce", quantity: 1, estimatedPrice: 50 } });
    await ok(family, Q.toggle, { itemId: addShoppingItem.item.id });

    const { wasteAnalytics } = await ok(family, Q.analytics, { from: "2026-10", to: "2026-11" });
    // Strawberries 7.00 (both punnets, expired), noodles 11.50, risotto (no value).
    expect(wasteAnalytics).toMatchObject({ totalValue: 18.5, entries: 3, entriesWithoutValue: 1, purchases: 50, shareOfPurchasesWasted: 0.37 });
    expect(wasteAnalytics.byMonth).toEqual([
      { key: "2026-10", value: 0, entries: 0 },
      { key: "2026-11", value: 18.5, entries: 3 },
    ]);
    expect(wasteAnalytics.byCategory).toEqual([
      { key: "Ready meals", value: 11.5, entries: 1 },
      { key: "Produce", value: 7, entries: 1 },
      { key: "Leftovers", value: 0, entries: 1 },
    ]);
    expect(wasteAnalytics.byReason.map((b: { key: string }) => b.key)).toEqual(["too_much", "expired", "spoiled"]);
    expect(wasteAnalytics.topProducts[0]).toEqual({ key: "Takeaway noodles", value: 11.5, entries: 1 });
    // One month of history is not enough for a trend.
    expect(wasteAnalytics.trend).toMatchObject({ baselineMonths: ["2026-11"], change: null });
    const bad = await gql(app, Q.analytics, { from: "2026-12", to: "2026-11" }, family.token);
    expect(bad.errors?.[0].message).toBe("fromMonth must not be after toMonth");
  });

  it("keeps each household's leftovers and waste to itself", async () => {
    const mine = (await ok(family, Q.leftovers, { status: "all" })).leftovers;
    expect((await ok(other, Q.leftovers, { status: "all" })).leftovers).toEqual([]);
    expect((await ok(other, Q.entries)).wasteEntries).toEqual([]);
    expect((await ok(other, Q.analytics, { from: "2026-11", to: "2026-11" })).wasteAnalytics).toMatchObject({ totalValue: 0, entries: 0 });
    const eat = await gql(app, Q.eat, { id: mine[0].id, portions: 1 }, other.token);
    expect(eat.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    const manual = (await ok(family, Q.entries)).wasteEntries.find((e: { source: string }) => e.source === "manual");
    expect((await gql(app, Q.remove, { id: manual.id }, other.token)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    const stolen = await gql(app, Q.add, { input: { id: mine[0].id, dish: "Mine now", portions: 1, cookedOn: null, location: "fridge" } }, other.token);
    expect(stolen.errors?.[0].extensions?.code).toBe("CONFLICT");
  });

  it("rebuilds the leftovers and waste read models from events into exactly the live tables", async () => {
    const tables = readModelTables(app.store);
    expect(tables).toEqual(expect.arrayContaining(["leftovers", "waste_entries", "waste_pantry_items"]));
    const live = await snapshotReadModels(app.db.em(), tables);
    await rebuildReadModels(app.db, app.store);
    expect(await snapshotReadModels(app.db.em(), tables)).toEqual(live);
  });
});
