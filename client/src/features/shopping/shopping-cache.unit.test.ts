import { InMemoryCache } from "@apollo/client";
import { describe, expect, it, vi } from "vitest";
import { prepareShoppingCache, writeLists } from "./shopping-cache";
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
});
