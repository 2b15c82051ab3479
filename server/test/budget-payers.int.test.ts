import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rebuildReadModels, readModelTables, snapshotReadModels } from "../src/core/rebuild.js";
import { api, gql, registerUser, startTestApp, type TestApp } from "./support/test-app.js";

// The budget month's "Paid by" through GraphQL: one entry per person, whether they bought on the
// shopping list or paid an expense, named as they are called now (not as they were when they paid),
// with purchases credited at their price; a family member's own sign-in and the expenses that name
// the member are one person; and the read models behind it rebuild into the live tables.

const NOW = new Date("2026-11-15T18:00:00Z");
const Q = {
  month: `{ budgetMonth { byPayer { name amount } total { purchases expenses refunds spent } } }`,
  record: `mutation($input: BudgetExpenseInput!) { recordExpense(input: $input) { id paidByName } }`,
  createList: `mutation($input: CreateShoppingListInput!) { createShoppingList(input: $input) { id } }`,
  addItem: `mutation($listId: ID!, $input: AddShoppingItemInput!) { addShoppingItem(listId: $listId, input: $input) { item { id } } }`,
  toggle: `mutation($itemId: ID!) { toggleShoppingItem(itemId: $itemId, purchased: true) { item { id purchased } } }`,
  profile: `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { displayName } }`,
  addMember: `mutation($input: AddFamilyMemberInput!) { addFamilyMember(input: $input) { id } }`,
  renameMember: `mutation($id: ID!, $input: UpdateFamilyMemberInput!) { updateFamilyMember(id: $id, input: $input) { id name } }`,
  invite: `mutation($id: ID!, $email: String!) { inviteFamilyMember(id: $id, email: $email) { success } }`,
  setup: `mutation($input: CompleteFamilyMemberSetupInput!) { completeFamilyMemberSetup(input: $input) { token } }`,
};

const expense = (amount: number, extra: Record<string, unknown> = {}) => ({
  id: null,
  kind: "expense",
  date: "2026-11-15",
  amount,
  category: "Groceries",
  store: null,
  note: null,
  paidByMemberId: null,
  ...extra,
});

describe("budget: what each person paid", () => {
  let app: TestApp;

  async function ok(token: string, query: string, variables: Record<string, unknown> = {}) {
    const res = await gql(app, query, variables, token);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data;
  }

  /** Puts an item with a price on a list and marks it purchased, as `token`. */
  async function buy(token: string, name: string, price: number) {
    const listId = randomUUID();
    await ok(token, Q.createList, { input: { id: listId, name: "Weekly shop" } });
    const { addShoppingItem } = await ok(token, Q.addItem, { listId, input: { name, category: "Groceries", quantity: 1, estimatedPrice: price } });
    await ok(token, Q.toggle, { itemId: addShoppingItem.item.id });
  }

  beforeAll(async () => {
    app = await startTestApp({ backend: "embedded", now: () => NOW, config: { devMailOutbox: true } });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("credits a purchase and an expense to the same account holder once, under the name they have now", async () => {
    const parker = await registerUser(app, { email: `parker.family.${randomUUID().slice(0, 8)}@example.com`, username: "Parker" });
    await buy(parker.token, "Bread", 3.2);
    await ok(parker.token, Q.record, { input: expense(42.5) });

    const before = (await ok(parker.token, Q.month)).budgetMonth;
    expect(before.total).toMatchObject({ purchases: 3.2, expenses: 42.5, spent: 45.7 });
    // Named as the profile names them: the username they registered with.
    expect(before.byPayer).toEqual([{ name: "Parker", amount: 45.7 }]);

    await ok(parker.token, Q.profile, { input: { displayName: "Parker Family" } });
    expect((await ok(parker.token, Q.month)).budgetMonth.byPayer).toEqual([{ name: "Parker Family", amount: 45.7 }]);

    // A refund paid back to them comes off their share.
    await ok(parker.token, Q.record, { input: expense(5.7, { kind: "refund" }) });
    expect((await ok(parker.token, Q.month)).budgetMonth.byPayer).toEqual([{ name: "Parker Family", amount: 40 }]);
  });

  it("counts a family member's own purchases and the expenses that name them as one person, renamed with the member", async () => {
    const holder = await registerUser(app, { username: "Robin" });
    await ok(holder.token, Q.profile, { input: { name: "Robin" } });
    const { addFamilyMember } = await ok(holder.token, Q.addMember, { input: { name: "Sam" } });
    const memberId = addFamilyMember.id as string;
    const email = `sam-${randomUUID().slice(0, 8)}@example.com`;
    expect((await ok(holder.token, Q.invite, { id: memberId, email })).inviteFamilyMember.success).toBe(true);
    const outbox = await api(app, "GET", "/dev/outbox.json");
    const mail = (outbox.body as { to: string; text: string }[]).find((m) => m.to === email)!;
    const setupToken = decodeURIComponent(/\/family-member\/setup\?token=([A-Za-z0-9_%-]+)/.exec(mail.text)![1]);
    const sam = (await ok("", Q.setup, { input: { token: setupToken, password: "sam-secret" } })).completeFamilyMemberSetup.token as string;

    await buy(sam, "Milk", 2.5); // Sam marks it purchased on their own phone
    await ok(holder.token, Q.record, { input: expense(10, { paidByMemberId: memberId }) }); // Robin notes what Sam paid
    await ok(sam, Q.record, { input: expense(4) }); // Sam records their own, paid by "me"
    await buy(holder.token, "Eggs", 6);

    expect((await ok(holder.token, Q.month)).budgetMonth.byPayer).toEqual([
      { name: "Sam", amount: 16.5 },
      { name: "Robin", amount: 6 },
    ]);

    await ok(holder.token, Q.renameMember, { id: memberId, input: { name: "Samantha" } });
    expect((await ok(sam, Q.month)).budgetMonth.byPayer).toEqual([
      { name: "Samantha", amount: 16.5 },
      { name: "Robin", amount: 6 },
    ]);
  });

  it("rebuilds the tables behind it from events into exactly the live ones", async () => {
    const tables = readModelTables(app.store);
    expect(tables).toEqual(expect.arrayContaining(["budget_expenses", "budget_member_accounts", "spending_entries"]));
    const live = await snapshotReadModels(app.db.em(), tables);
    await rebuildReadModels(app.db, app.store);
    expect(await snapshotReadModels(app.db.em(), tables)).toEqual(live);
  });
});
