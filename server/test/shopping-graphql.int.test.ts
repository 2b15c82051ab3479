import { randomUUID } from "node:crypto";
import type { Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rebuildReadModels, snapshotReadModels } from "../src/core/rebuild.js";
import { collect, wsClient } from "./support/ws-client.js";
import { api, gql, graphqlCaller, registerUser, startTestApp, type TestApp } from "./support/test-app.js";

// The shopping and spending operations through GraphQL: queries, mutations (client-chosen ids,
// idempotency keys, errors), spending from purchases, live changes with `since`, household isolation,
// and that the read models rebuild from events into exactly the live tables.

const ITEM = "id listId name category quantity estimatedPrice actualPrice orderPosition store aisle department notes completedAt purchased revision";
const LIST = `id name status revision items { ${ITEM} }`;
const RESULT = `item { ${ITEM} } lists { ${LIST} }`;

const Q = {
  lists: `query($status: ShoppingListStatusFilter) { shoppingLists(status: $status) { ${LIST} } }`,
  list: `query($id: ID!) { shoppingList(id: $id) { ${LIST} } }`,
  syncPoint: `{ shoppingSyncPoint }`,
  products: `{ productsEnhanced { id name category useCount lastUsed } }`,
  create: `mutation($input: CreateShoppingListInput!, $key: String) { createShoppingList(input: $input, idempotencyKey: $key) { ${LIST} } }`,
  rename: `mutation($id: ID!, $name: String!) { renameShoppingList(id: $id, name: $name) { ${LIST} } }`,
  archive: `mutation($id: ID!) { archiveShoppingList(id: $id) { ${LIST} } }`,
  restore: `mutation($id: ID!) { restoreShoppingList(id: $id) { ${LIST} } }`,
  remove: `mutation($id: ID!) { deleteShoppingList(id: $id) }`,
  reorder: `mutation($listId: ID!, $itemIds: [ID!]!) { reorderShoppingItems(listId: $listId, itemIds: $itemIds) { ${LIST} } }`,
  add: `mutation($listId: ID!, $input: AddShoppingItemInput!, $key: String) { addShoppingItem(listId: $listId, input: $input, idempotencyKey: $key) { ${RESULT} } }`,
  update: `mutation($itemId: ID!, $input: UpdateShoppingItemInput!, $key: String) { updateShoppingItem(itemId: $itemId, input: $input, idempotencyKey: $key) { ${RESULT} } }`,
  toggle: `mutation($itemId: ID!, $purchased: Boolean, $key: String) { toggleShoppingItem(itemId: $itemId, purchased: $purchased, idempotencyKey: $key) { ${RESULT} } }`,
  move: `mutation($itemId: ID!, $to: ID!) { moveShoppingItem(itemId: $itemId, destinationListId: $to) { ${RESULT} } }`,
  removeItem: `mutation($itemId: ID!) { removeShoppingItem(itemId: $itemId) { ${RESULT} } }`,
  spending: `query($from: DateTimeISO, $to: DateTimeISO) { spending(from: $from, to: $to) { total count byCategory { category total count } entries { description category quantity unitPrice amount priceSource } } }`,
};

const CHANGES = `subscription($since: Int) { shoppingListsChanged(since: $since) { sequence type listId itemId destinationListId sourceClientId lists { id name items { id name purchased } } deletedListIds } }`;
const LIST_CHANGES = `subscription($listId: ID!, $since: Int) { shoppingListChanged(listId: $listId, since: $since) { sequence type listId itemId lists { id items { id } } } }`;

interface Change {
  sequence: number;
  type: string;
  listId: string;
  itemId: string | null;
  destinationListId: string | null;
  sourceClientId: string | null;
  lists: { id: string; name: string; items: { id: string; name: string; purchased: boolean }[] }[];
  deletedListIds: string[];
}

describe("shopping over GraphQL", () => {
  let app: TestApp;
  let token: string;
  let otherToken: string;
  const sockets: Client[] = [];

  beforeAll(async () => {
    app = await startTestApp({ backend: "embedded" });
    token = (await registerUser(app)).token;
    otherToken = (await registerUser(app)).token;
  });

  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.dispose()));
    await app?.stop();
  });

  /** Runs an operation and answers its data, failing the test on any error. */
  const { run, fails } = graphqlCaller(() => app, () => token);

  const newList = async (name = "Weekly shop", as = token) => (await run(Q.create, { input: { name } }, as)).createShoppingList;
  const newItem = async (listId: string, input: Record<string, unknown> = { name: "Milk" }, as = token) =>
    (await run(Q.add, { listId, input }, as)).addShoppingItem.item;

  function socket(as = token, clientId = "test-client") {
    const client = wsClient(app, as, clientId);
    sockets.push(client);
    return client;
  }

  describe("queries", () => {
    it("reads lists by status (active by default) and one list by id", async () => {
      const { token: own } = await registerUser(app);
      const active = await newList("Groceries", own);
      const archived = await newList("Old", own);
      await run(Q.archive, { id: archived.id }, own);
      expect((await run(Q.lists, {}, own)).shoppingLists.map((l: { id: string }) => l.id)).toEqual([active.id]);
      expect((await run(Q.lists, { status: "archived" }, own)).shoppingLists.map((l: { id: string }) => l.id)).toEqual([archived.id]);
      expect((await run(Q.lists, { status: "all" }, own)).shoppingLists).toHaveLength(2);
      expect((await run(Q.list, { id: active.id }, own)).shoppingList).toMatchObject({ id: active.id, name: "Groceries" });
    });

    it("answers NOT_FOUND for another household's list and UNAUTHENTICATED without a token", async () => {
      const list = await newList();
      expect(await fails(Q.list, { id: list.id }, otherToken)).toMatchObject({
        message: "Shopping list not found",
        extensions: { code: "NOT_FOUND" },
      });
      const anonymous = await gql(app, Q.lists, {});
      expect(anonymous.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    });

    it("answers the household's sync point, which grows with every change", async () => {
      const before = (await run(Q.syncPoint)).shoppingSyncPoint;
      await newList();
      expect((await run(Q.syncPoint)).shoppingSyncPoint).toBe(before + 1);
    });

    it("answers the enhanced product list like REST", async () => {
      const { token: own } = await registerUser(app);
      const list = await newList("History", own);
      await newItem(list.id, { name: "Tahini", category: "Pantry" }, own);
      expect((await run(Q.products, {}, own)).productsEnhanced).toEqual([
        { id: expect.any(String), name: "Tahini", category: "Pantry", useCount: 1, lastUsed: expect.any(String) },
      ]);
    });
  });

  describe("mutations", () => {
    it("creates a list and an item with ids the (offline) client chose", async () => {
      const listId = randomUUID();
      const itemId = randomUUID();
      const list = (await run(Q.create, { input: { id: listId, name: "Camping" } })).createShoppingList;
      expect(list).toMatchObject({ id: listId, name: "Camping", status: "active", items: [] });
      const result = (await run(Q.add, { listId, input: { id: itemId, name: "Tent pegs", quantity: 12, estimatedPrice: 0.25 } }))
        .addShoppingItem;
      expect(result.item).toMatchObject({ id: itemId, listId, name: "Tent pegs", quantity: 12, estimatedPrice: 0.25, purchased: false });
      expect(result.lists).toEqual([expect.objectContaining({ id: listId, items: [result.item], revision: result.item.revision })]);
    });

    it("refuses ids in use (CONFLICT), also by another household, and ids that are not UUIDs", async () => {
      const list = await newList();
      expect((await fails(Q.create, { input: { id: list.id, name: "Again" } })).extensions?.code).toBe("CONFLICT");
      expect((await fails(Q.create, { input: { id: list.id, name: "Theirs" } }, otherToken)).extensions?.code).toBe("CONFLICT");
      const item = await newItem(list.id);
      const theirs = await newList("Theirs", otherToken);
      expect(await fails(Q.add, { listId: theirs.id, input: { id: item.id, name: "Milk" } }, otherToken)).toMatchObject({
        message: "This id is already in use; choose another",
        extensions: { code: "CONFLICT" },
      });
      expect((await run(Q.list, { id: theirs.id }, otherToken)).shoppingList.items).toEqual([]);
      expect(await fails(Q.create, { input: { id: "list-1", name: "Bad" } })).toMatchObject({
        message: "id must be a UUID",
        extensions: { code: "BAD_USER_INPUT" },
      });
    });

    it("answers the stored result for a repeated idempotency key, applying the change once", async () => {
      const list = await newList();
      const key = randomUUID();
      const first = (await run(Q.add, { listId: list.id, input: { name: "Eggs" }, key })).addShoppingItem;
      const again = (await run(Q.add, { listId: list.id, input: { name: "Eggs" }, key })).addShoppingItem;
      expect(again).toEqual(first);
      expect((await run(Q.list, { id: list.id })).shoppingList.items).toHaveLength(1);

      const toggleKey = randomUUID();
      await run(Q.toggle, { itemId: first.item.id, key: toggleKey });
      const replay = (await run(Q.toggle, { itemId: first.item.id, key: toggleKey })).toggleShoppingItem;
      expect(replay.item.purchased).toBe(true);
      expect((await run(Q.list, { id: list.id })).shoppingList.items[0].purchased).toBe(true);
    });

    it("refuses an idempotency key sent again with another change, through either door, and keeps the first", async () => {
      const list = await newList();
      const key = randomUUID();
      const first = (await run(Q.add, { listId: list.id, input: { name: "Oats" }, key })).addShoppingItem;
      // Another mutation with the same key: not the first one's answer (which has another shape), a 422.
      const reused = await fails(Q.create, { input: { name: "Other list" }, key });
      expect(reused).toMatchObject({ extensions: { code: "IDEMPOTENCY_KEY_REUSED", status: 422 } });
      const rest = await api(app, "POST", "/api/shopping-lists", { token, body: { name: "Other list" }, headers: { "Idempotency-Key": key } });
      expect(rest.status).toBe(422);
      expect(rest.body.error).toMatch(/already used for a different change/);
      // The same change with the same key still answers what it answered.
      expect((await run(Q.add, { listId: list.id, input: { name: "Oats" }, key })).addShoppingItem).toEqual(first);
      expect((await run(Q.lists)).shoppingLists.map((l: { name: string }) => l.name)).not.toContain("Other list");
    });

    it("answers the item alone to a mutation that selects no lists, the same item a full answer holds, and a keyed retry the stored item with the lists as they are now", async () => {
      const list = await newList();
      await newItem(list.id, { name: "Bread" });
      const itemOnly = `mutation($listId: ID!, $input: AddShoppingItemInput!, $key: String) { addShoppingItem(listId: $listId, input: $input, idempotencyKey: $key) { item { ${ITEM} } } }`;
      const inFragment = `mutation($itemId: ID!) { toggleShoppingItem(itemId: $itemId) { ...Answer } } fragment Answer on ShoppingItemResult { item { id purchased } ... on ShoppingItemResult { lists { id items { id purchased } } } }`;
      const added = (await run(itemOnly, { listId: list.id, input: { name: "Jam", quantity: 2 } })).addShoppingItem;
      expect(added).toEqual({ item: expect.objectContaining({ name: "Jam", quantity: 2, listId: list.id, purchased: false }) });
      const stored = (await run(Q.list, { id: list.id })).shoppingList.items.find((i: { id: string }) => i.id === added.item.id);
      expect(added.item).toEqual(stored);
      // `lists` asked for inside fragments: the lists are read.
      const toggled = (await run(inFragment, { itemId: added.item.id })).toggleShoppingItem;
      expect(toggled.item).toEqual({ id: added.item.id, purchased: true });
      expect(toggled.lists).toEqual([{ id: list.id, items: expect.arrayContaining([{ id: added.item.id, purchased: true }]) }]);
      expect(toggled.lists[0].items).toHaveLength(2);
      // Removed, selecting the item alone: null, as in the full answer.
      expect((await run(`mutation($itemId: ID!) { removeShoppingItem(itemId: $itemId) { item { id } } }`, { itemId: added.item.id })).removeShoppingItem).toEqual({ item: null });
      // With a key the answer the first delivery read is stored (the item and the lists' own fields): a
      // retry that selects the lists gets the stored item and the lists as they are now.
      const key = randomUUID();
      const first = (await run(itemOnly, { listId: list.id, input: { name: "Honey" }, key })).addShoppingItem;
      await newItem(list.id, { name: "Butter" });
      const retry = (await run(Q.add, { listId: list.id, input: { name: "Honey" }, key })).addShoppingItem;
      expect(retry.item).toEqual(first.item);
      expect(retry.lists.map((l: { items: { name: string }[] }) => l.items.map((i) => i.name))).toEqual([["Bread", "Honey", "Butter"]]);
      // And a keyed first delivery that read the whole lists answers a retry with exactly those.
      const wholeKey = randomUUID();
      const whole = (await run(Q.add, { listId: list.id, input: { name: "Tea" }, key: wholeKey })).addShoppingItem;
      await newItem(list.id, { name: "Sugar" });
      expect((await run(Q.add, { listId: list.id, input: { name: "Tea" }, key: wholeKey })).addShoppingItem).toEqual(whole);
    });

    it("updates several fields at once and refuses an empty change", async () => {
      const list = await newList();
      const item = await newItem(list.id);
      const updated = (
        await run(Q.update, { itemId: item.id, input: { quantity: 4, store: "Market", aisle: "3", notes: "organic", category: "Dairy" } })
      ).updateShoppingItem.item;
      expect(updated).toMatchObject({ quantity: 4, store: "Market", aisle: "3", notes: "organic", category: "Dairy" });
      expect(updated.revision).toBeGreaterThan(item.revision);
      expect(await fails(Q.update, { itemId: item.id, input: {} })).toMatchObject({
        message: "Give at least one field to change",
        extensions: { code: "BAD_USER_INPUT" },
      });
      expect((await fails(Q.update, { itemId: item.id, input: { quantity: 0 } })).extensions?.code).toBe("BAD_USER_INPUT");
    });

    it("sets the purchased state when asked, so a replayed change converges", async () => {
      const list = await newList();
      const item = await newItem(list.id);
      for (let i = 0; i < 2; i++) {
        expect((await run(Q.toggle, { itemId: item.id, purchased: true })).toggleShoppingItem.item.purchased).toBe(true);
      }
      expect((await run(Q.toggle, { itemId: item.id })).toggleShoppingItem.item).toMatchObject({ purchased: false, completedAt: null });
    });

    it("moves an item and answers both lists as they are now", async () => {
      const source = await newList("Groceries");
      const destination = await newList("Party");
      const item = await newItem(source.id, { name: "Balloons" });
      const result = (await run(Q.move, { itemId: item.id, to: destination.id })).moveShoppingItem;
      expect(result.item.listId).toBe(destination.id);
      const byId = Object.fromEntries(result.lists.map((l: { id: string; items: unknown[] }) => [l.id, l.items.length]));
      expect(byId).toEqual({ [source.id]: 0, [destination.id]: 1 });
    });

    it("renames, reorders, removes an item and deletes a list", async () => {
      const list = await newList("Before");
      expect((await run(Q.rename, { id: list.id, name: "After" })).renameShoppingList.name).toBe("After");
      const a = await newItem(list.id, { name: "A" });
      const b = await newItem(list.id, { name: "B" });
      const reordered = (await run(Q.reorder, { listId: list.id, itemIds: [b.id, a.id] })).reorderShoppingItems;
      expect(reordered.items.map((i: { name: string }) => i.name)).toEqual(["B", "A"]);
      const removed = (await run(Q.removeItem, { itemId: a.id })).removeShoppingItem;
      expect(removed.item).toBeNull();
      expect(removed.lists[0].items.map((i: { id: string }) => i.id)).toEqual([b.id]);
      expect((await run(Q.restore, { id: list.id })).restoreShoppingList.status).toBe("active");
      expect((await run(Q.remove, { id: list.id })).deleteShoppingList).toBe(list.id);
      expect((await fails(Q.toggle, { itemId: b.id })).message).toBe("Shopping item not found");
    });

    it("refuses another household's items with NOT_FOUND", async () => {
      const list = await newList();
      const item = await newItem(list.id);
      for (const [query, variables] of [
        [Q.toggle, { itemId: item.id }],
        [Q.update, { itemId: item.id, input: { notes: "x" } }],
        [Q.removeItem, { itemId: item.id }],
        [Q.rename, { id: list.id, name: "Ours now" }],
      ] as const) {
        expect((await fails(query, variables, otherToken)).extensions?.code).toBe("NOT_FOUND");
      }
    });
  });

  describe("spending from purchases", () => {
    it("counts a purchase at actual (else estimated) price times quantity, corrects it and reverses it", async () => {
      const { token: own } = await registerUser(app);
      const list = await newList("Groceries", own);
      const oil = await newItem(list.id, { name: "Olive oil", category: "Pantry", quantity: 2, estimatedPrice: 6.25 }, own);
      const bread = await newItem(list.id, { name: "Bread", estimatedPrice: 3 }, own);
      const spending = async () => (await run(Q.spending, {}, own)).spending;

      expect(await spending()).toMatchObject({ total: 0, count: 0, entries: [] });
      await run(Q.toggle, { itemId: oil.id, purchased: true }, own);
      await run(Q.toggle, { itemId: bread.id, purchased: true }, own);
      expect(await spending()).toMatchObject({
        total: 15.5,
        count: 2,
        byCategory: [
          { category: "Pantry", total: 12.5, count: 1 },
          { category: "Other", total: 3, count: 1 },
        ],
      });

      // The receipt says 5.99 each: the counted entry is replaced.
      await run(Q.update, { itemId: oil.id, input: { actualPrice: 5.99 } }, own);
      expect((await spending()).entries).toContainEqual({
        description: "Olive oil",
        category: "Pantry",
        quantity: 2,
        unitPrice: 5.99,
        amount: 11.98,
        priceSource: "actual",
      });
      expect((await spending()).total).toBe(14.98);

      await run(Q.toggle, { itemId: bread.id, purchased: false }, own);
      expect(await spending()).toMatchObject({ total: 11.98, count: 1 });

      const future = new Date(Date.now() + 3_600_000).toISOString();
      expect((await run(Q.spending, { from: future }, own)).spending.total).toBe(0);
      expect((await gql(app, Q.spending, { from: future, to: new Date(0).toISOString() }, own)).errors?.[0].message).toBe(
        "from must not be after to",
      );
      // Another household's spending is its own.
      expect((await run(Q.spending, {}, otherToken)).spending.entries.map((e: { description: string }) => e.description)).not.toContain(
        "Olive oil",
      );
    });
  });

  describe("live changes", () => {
    it("pushes every change of the household, with the lists as they are now, and nothing to another household", async () => {
      const { token: own } = await registerUser(app);
      const { token: stranger } = await registerUser(app);
      const mine = collect<{ shoppingListsChanged: Change }>(socket(own, "kitchen-tablet"), CHANGES);
      const theirs = collect<{ shoppingListsChanged: Change }>(socket(stranger, "their-phone"), CHANGES);
      await new Promise((resolve) => setTimeout(resolve, 300));

      const list = (await run(Q.create, { input: { name: "Live" } }, own, { "X-Hearth-Client": "phone-1" })).createShoppingList;
      const party = await newList("Party", own);
      const item = await newItem(list.id, { name: "Cake" }, own);
      await run(Q.toggle, { itemId: item.id, purchased: true }, own);
      await run(Q.move, { itemId: item.id, to: party.id }, own);
      await run(Q.remove, { id: list.id }, own);
      const theirList = await newList("Their own", stranger);

      const changes = (await mine.next(6)).map((r) => r.shoppingListsChanged);
      expect(changes.map((c) => c.type)).toEqual([
        "ShoppingListCreated",
        "ShoppingListCreated",
        "ShoppingItemAdded",
        "ShoppingItemToggled",
        "ShoppingItemMoved",
        "ShoppingListDeleted",
      ]);
      expect(changes[0].sourceClientId).toBe("phone-1");
      expect(changes[4]).toMatchObject({ itemId: item.id, listId: list.id, destinationListId: party.id });
      expect(changes[5]).toMatchObject({ listId: list.id, lists: [], deletedListIds: [list.id] });
      // In household order (the purchase's SpendingRecorded and PantryItemAdded take the sequences after the toggle).
      expect(changes.map((c) => c.sequence - changes[0].sequence)).toEqual([0, 1, 2, 3, 6, 7]);

      const strangers = (await theirs.next(1)).map((r) => r.shoppingListsChanged);
      expect(strangers).toHaveLength(1);
      expect(strangers[0].lists.map((l) => l.id)).toEqual([theirList.id]);
      expect(theirs.results).toHaveLength(1);
      mine.dispose();
      theirs.dispose();
    });

    it("carries the touched lists' own fields and the touched item instead of whole lists when the subscription selects them", async () => {
      const DELTAS = `subscription($since: Int) { shoppingListsChanged(since: $since) { sequence type lists { id name revision } deletedListIds items { id listId name purchased revision } removedItemIds } }`;
      interface Delta {
        sequence: number;
        type: string;
        lists: { id: string; name: string; revision: number; items?: unknown }[];
        deletedListIds: string[];
        items: { id: string; listId: string; name: string; purchased: boolean; revision: number }[];
        removedItemIds: string[];
      }
      const { token: own } = await registerUser(app);
      const since = (await run(Q.syncPoint, {}, own)).shoppingSyncPoint;
      const live = collect<{ shoppingListsChanged: Delta }>(socket(own), DELTAS, { since });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const list = await newList("Deltas", own);
      const party = await newList("Party", own);
      // Through GraphQL with the lists in the answer and through REST, which answers the item with
      // the lists' own fields: either way the push takes what it carries from the command's answer.
      const figs = await newItem(list.id, { name: "Figs" }, own);
      await newItem(list.id, { name: "Dates" }, own);
      const viaRest = await api(app, "PATCH", `/api/shopping-lists/${list.id}/items/${figs.id}/toggle`, { token: own });
      expect(viaRest.status).toBe(200);
      await api(app, "POST", `/api/shopping-lists/${list.id}/items/${figs.id}/move`, { token: own, body: { destinationListId: party.id } });
      await api(app, "DELETE", `/api/shopping-lists/${party.id}/items/${figs.id}`, { token: own });
      await run(Q.remove, { id: party.id }, own);
      const check = (changes: Delta[]) => {
        expect(changes.map((c) => c.type)).toEqual([
          "ShoppingListCreated",
          "ShoppingListCreated",
          "ShoppingItemAdded",
          "ShoppingItemAdded",
          "ShoppingItemToggled",
          "ShoppingItemMoved",
          "ShoppingItemRemoved",
          "ShoppingListDeleted",
        ]);
        // A list's own fields only, never its items; a deleted list is named, not sent.
        expect(changes[0]).toMatchObject({ lists: [{ id: list.id, name: "Deltas" }], items: [], removedItemIds: [] });
        expect(changes.every((c) => c.lists.every((l) => !("items" in l)))).toBe(true);
        expect(changes[7]).toMatchObject({ lists: [], deletedListIds: [party.id] });
        // The touched item as it is now, on the list it is on now, and gone once removed.
        expect(changes[2].items.map((i) => i.name)).toEqual(["Figs"]);
        expect(changes[3].items.map((i) => i.name)).toEqual(["Dates"]);
        expect(changes[6]).toMatchObject({ items: [], removedItemIds: [figs.id] });
        return changes;
      };
      const pushed = check((await live.next(8)).map((r) => r.shoppingListsChanged));
      // Live, each as it was right after its change.
      expect(pushed[4].items).toMatchObject([{ id: figs.id, listId: list.id, purchased: true, revision: pushed[4].sequence }]);
      expect(pushed[5].lists.map((l) => l.id).sort()).toEqual([list.id, party.id].sort());
      expect(pushed[5].items).toMatchObject([{ id: figs.id, listId: party.id }]);
      live.dispose();
      // Replayed later: as its command answered it while this instance holds that answer, else as it
      // is now (the removed item gone); either way the same changes, and no list older than its change.
      const replay = collect<{ shoppingListsChanged: Delta }>(socket(own), DELTAS, { since });
      const replayed = check((await replay.next(8)).map((r) => r.shoppingListsChanged));
      expect([...replayed[4].items.map((i) => i.id), ...replayed[4].removedItemIds]).toEqual([figs.id]);
      expect(replayed.every((c) => c.lists.every((l) => l.revision >= c.sequence))).toBe(true);
      replay.dispose();
    });

    it("replays what was missed after `since`, then continues live", async () => {
      const { token: own } = await registerUser(app);
      const since = (await run(Q.syncPoint, {}, own)).shoppingSyncPoint;
      const list = await newList("Missed", own);
      await newItem(list.id, { name: "Figs" }, own);
      const feed = collect<{ shoppingListsChanged: Change }>(socket(own), CHANGES, { since });
      const replayed = (await feed.next(2)).map((r) => r.shoppingListsChanged);
      expect(replayed.map((c) => c.type)).toEqual(["ShoppingListCreated", "ShoppingItemAdded"]);
      expect(replayed[0].sequence).toBe(since + 1);
      await newItem(list.id, { name: "Dates" }, own);
      expect((await feed.next(3))[2].shoppingListsChanged.lists[0].items.map((i) => i.name)).toEqual(["Figs", "Dates"]);
      feed.dispose();
    });

    it("follows one list, including items moved into it", async () => {
      const { token: own } = await registerUser(app);
      const watched = await newList("Watched", own);
      const other = await newList("Other", own);
      const feed = collect<{ shoppingListChanged: Change }>(socket(own), LIST_CHANGES, { listId: watched.id });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const elsewhere = await newItem(other.id, { name: "Not here" }, own);
      await newItem(watched.id, { name: "Here" }, own);
      await run(Q.move, { itemId: elsewhere.id, to: watched.id }, own);
      const changes = (await feed.next(2)).map((r) => r.shoppingListChanged);
      expect(changes.map((c) => [c.type, c.itemId])).toEqual([
        ["ShoppingItemAdded", expect.any(String)],
        ["ShoppingItemMoved", elsewhere.id],
      ]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(feed.results).toHaveLength(2);
      feed.dispose();
    });
  });

  it("rebuilds the shopping, product and spending read models from events into exactly the live tables", async () => {
    const tables = ["shopping_lists", "shopping_items", "shopping_products", "spending_entries"];
    const live = await snapshotReadModels(app.db.em(), tables);
    expect(live.shopping_items.length).toBeGreaterThan(0);
    expect(live.spending_entries.length).toBeGreaterThan(0);
    await rebuildReadModels(app.db, app.store);
    expect(await snapshotReadModels(app.db.em(), tables)).toEqual(live);
  });
});
