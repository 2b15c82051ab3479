import { InMemoryCache } from "@apollo/client";
import { describe, expect, it, vi } from "vitest";
import { prepareShoppingCache, writeAnsweredItem, writeLists, writeLiveChange } from "./shopping-cache";
import type { ShoppingItem, ShoppingList } from "./shopping-changes";
import { shoppingItem, shoppingList } from "./testing/shopping-fixtures";
import { ShoppingListsQuery } from "./shopping.graphql";

const item = (id: string, revision: number) => shoppingItem(id, "weekly", { revision });
const weekly = (revision: number, items: ShoppingItem[]) => shoppingList("weekly", items, { name: "Weekly", revision });

function cacheWith(lists: ShoppingList[], syncPoint: number): InMemoryCache {
  const cache = new InMemoryCache();
  prepareShoppingCache(cache);
  cache.writeQuery({ query: ShoppingListsQuery, data: { __typename: "Query", shoppingSyncPoint: syncPoint, shoppingLists: lists } as never });
  return cache;
}

const read = (cache: InMemoryCache) => cache.readQuery({ query: ShoppingListsQuery })!;

describe("writeLists (answers and live changes into the cached lists)", () => {
  it("writes a newer copy of a list and moves the sync point", () => {
    const cache = cacheWith([weekly(4, [item("milk", 4)])], 4);
    writeLists(cache, [weekly(5, [item("milk", 4), item("eggs", 5)])], [], 5);
    expect(read(cache).shoppingSyncPoint).toBe(5);
    expect(read(cache).shoppingLists[0].items.map((i) => i.id)).toEqual(["milk", "eggs"]);
  });

  it("only moves the sync point when the lists are already as new (a device's own change, answered, then live)", () => {
    const cache = cacheWith([weekly(4, [item("milk", 4)])], 3);
    const before = read(cache).shoppingLists;
    const writes = vi.spyOn(cache, "write");
    writeLists(cache, [weekly(4, [item("milk", 4)])], [], 4);
    const after = read(cache);
    expect(after.shoppingSyncPoint).toBe(4);
    // The lists are not written again (a write walks every list and item): the same lists are read back.
    expect(writes).not.toHaveBeenCalled();
    expect(after.shoppingLists).toBe(before);
    // An older sequence never moves it back; an older copy never replaces a newer one.
    writeLists(cache, [weekly(2, [])], [], 2);
    expect(read(cache).shoppingSyncPoint).toBe(4);
    expect(read(cache).shoppingLists[0].items.map((i) => i.id)).toEqual(["milk"]);
  });

  it("drops a deleted list", () => {
    const cache = cacheWith([weekly(4, [])], 4);
    writeLists(cache, [], ["weekly"], 6);
    expect(read(cache).shoppingLists).toEqual([]);
    expect(read(cache).shoppingSyncPoint).toBe(6);
  });

  it("changes a list in place: unchanged items are read back as the same objects, and the answer is not written again", () => {
    const items = Array.from({ length: 40 }, (_, i) => item(`item-${i}`, i + 1));
    const other = shoppingList("party", [shoppingItem("cake", "party", { revision: 2 })], { revision: 2 });
    const cache = cacheWith([weekly(40, items), other], 40);
    const before = read(cache).shoppingLists;
    const writes = vi.spyOn(cache, "write");
    // As the server sends it: new objects for every item, one changed and one added.
    const sent = [...items.map((row) => ({ ...row })), item("bread", 41)];
    sent[3] = item("item-3", 41);
    sent[3].name = "Oat milk";
    writeLists(cache, [weekly(41, sent)], [], 41);
    const after = read(cache).shoppingLists;
    expect(writes).not.toHaveBeenCalled();
    expect(after[0].items.map((row) => row.name).slice(3, 4)).toEqual(["Oat milk"]);
    expect(after[0].items).toHaveLength(41);
    expect(after[0].items.filter((row, i) => row === before[0].items[i])).toHaveLength(39);
    // The list nobody changed is the same object too.
    expect(after[1]).toBe(before[1]);
    expect(read(cache).shoppingSyncPoint).toBe(41);
  });
});

describe("writeLiveChange (a live change into the cached lists)", () => {
  it("applies a change past the sync point in place, and skips one the lists were read with", () => {
    const items = Array.from({ length: 30 }, (_, i) => item(`item-${i}`, i + 1));
    const cache = cacheWith([weekly(30, items)], 30);
    const before = read(cache).shoppingLists[0].items;
    const writes = vi.spyOn(cache, "write");
    const { items: _all, ...head } = weekly(31, []);
    writeLiveChange(cache, { sequence: 31, lists: [head], deletedListIds: [], items: [item("bread", 31)], removedItemIds: ["item-0"] });
    const after = read(cache);
    expect(writes).not.toHaveBeenCalled();
    expect(after.shoppingSyncPoint).toBe(31);
    expect(after.shoppingLists[0].revision).toBe(31);
    const ids = after.shoppingLists[0].items.map((row) => row.id);
    expect([...ids].sort()).toEqual([...items.slice(1).map((row) => row.id), "bread"].sort());
    const held = new Map(before.map((row) => [row.id, row]));
    expect(after.shoppingLists[0].items.filter((row) => row === held.get(row.id))).toHaveLength(29);
    // Replayed after a reconnect: at or below the sync point, nothing changes.
    writeLiveChange(cache, { sequence: 31, lists: [head], deletedListIds: [], items: [], removedItemIds: ["item-1"] });
    expect(read(cache).shoppingLists[0].items).toHaveLength(30);
  });
});

describe("writeAnsweredItem and the feed (this device's removal)", () => {
  it("keeps a removed item out until the feed brings the removal, through earlier changes and reads", () => {
    const cache = cacheWith([weekly(4, [item("milk", 3), item("bread", 4)])], 4);
    const { items: _all, ...head } = weekly(5, []);
    writeAnsweredItem(cache, "milk", null);
    expect(read(cache).shoppingLists[0].items.map((i) => i.id)).toEqual(["bread"]);
    // Another device's earlier change of the milk, read as of that change, arrives after the answer.
    writeLiveChange(cache, { sequence: 5, lists: [head], deletedListIds: [], items: [{ ...item("milk", 5), purchased: true }], removedItemIds: [] });
    expect(read(cache).shoppingLists[0].items.map((i) => i.id)).toEqual(["bread"]);
    // So does a read of the lists that left before the removal.
    cache.writeQuery({ query: ShoppingListsQuery, data: { __typename: "Query", shoppingSyncPoint: 5, shoppingLists: [weekly(5, [item("milk", 5), item("bread", 4)])] } as never });
    expect(read(cache).shoppingLists[0].items.map((i) => i.id)).toEqual(["bread"]);
    // The feed brings the removal: from then on the item is no longer held back (a later read has it only if it is there).
    writeLiveChange(cache, { sequence: 6, lists: [head], deletedListIds: [], items: [], removedItemIds: ["milk"] });
    cache.writeQuery({ query: ShoppingListsQuery, data: { __typename: "Query", shoppingSyncPoint: 6, shoppingLists: [weekly(7, [item("milk", 7), item("bread", 4)])] } as never });
    expect(read(cache).shoppingLists[0].items.map((i) => i.id)).toEqual(["milk", "bread"]);
  });
});
