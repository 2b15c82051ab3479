import { InMemoryCache } from "@apollo/client";
import { describe, expect, it, vi } from "vitest";
import { forgetItem, preparePantryCache, writeItems } from "./pantry-cache";
import type { PantryItem } from "./pantry-changes";
import { PantryQuery } from "./pantry.graphql";
import { pantryItem } from "./testing/pantry-fixtures";

const item = (id: string, revision: number, patch: Partial<PantryItem> = {}): PantryItem => pantryItem(id, { revision, ...patch });

function cacheWith(items: PantryItem[], syncPoint: number): InMemoryCache {
  const cache = new InMemoryCache();
  preparePantryCache(cache);
  cache.writeQuery({
    query: PantryQuery,
    data: {
      __typename: "Query",
      pantrySyncPoint: syncPoint,
      pantrySettings: { __typename: "PantrySettings", expiryWindowDays: 3, defaultLocation: "pantry", purchaseMode: "ask", expiryDigest: true, customLocations: [], locations: ["pantry"] },
      pantryItems: items,
      pantryProposals: [],
    } as never,
  });
  return cache;
}

const read = (cache: InMemoryCache) => cache.readQuery({ query: PantryQuery })!;

describe("the cached pantry (answers and live changes)", () => {
  it("keeps the newer copy of each item, drops items no longer active and moves the sync point forward only", () => {
    const cache = cacheWith([item("rice", 3), item("oats", 4), item("milk", 2)], 4);
    writeItems(cache, [item("rice", 2, { quantity: 9 }), item("oats", 6, { quantity: 2 }), item("milk", 7, { status: "used" }), item("eggs", 7)], 7);
    expect(read(cache).pantryItems.map((i) => [i.id, i.quantity])).toEqual([
      ["rice", 1],
      ["oats", 2],
      ["eggs", 1],
    ]);
    expect(read(cache).pantrySyncPoint).toBe(7);
    writeItems(cache, [], 5);
    expect(read(cache).pantrySyncPoint).toBe(7);
  });

  it("changes one item in place: the others are read back as the same objects, and no query is written", () => {
    const items = Array.from({ length: 50 }, (_, i) => item(`item-${i}`, i + 1));
    const cache = cacheWith(items, 50);
    const before = read(cache).pantryItems;
    const writes = vi.spyOn(cache, "write");
    writeItems(cache, [item("item-7", 51, { quantity: 3 })], 51);
    const after = read(cache).pantryItems;
    expect(writes).not.toHaveBeenCalled();
    expect(after[7].quantity).toBe(3);
    expect(after.filter((row, i) => row === before[i])).toHaveLength(49);
  });

  it("forgets an item, and leaves a cache without the pantry alone", () => {
    const cache = cacheWith([item("rice", 1), item("oats", 1)], 1);
    forgetItem(cache, "rice");
    expect(read(cache).pantryItems.map((i) => i.id)).toEqual(["oats"]);
    const empty = new InMemoryCache();
    preparePantryCache(empty);
    writeItems(empty, [item("rice", 2)], 2);
    forgetItem(empty, "rice");
    expect(empty.extract()).toEqual({});
  });
});

describe("an item that left the pantry on this device", () => {
  it("is not brought back by another device's earlier change read before it left; an undo brings it back", () => {
    const cache = cacheWith([item("rice", 3), item("milk", 4)], 4);
    // This device used up the milk (answered at 9); another device's change at 7, read before, arrives after.
    writeItems(cache, [item("milk", 9, { status: "used" })]);
    writeItems(cache, [item("milk", 7, { quantity: 2 })], 7);
    expect(read(cache).pantryItems.map((i) => i.id)).toEqual(["rice"]);
    // So does a read of the pantry that left before.
    cache.writeQuery({ query: PantryQuery, data: { ...read(cache), pantrySyncPoint: 7, pantryItems: [item("rice", 3), item("milk", 7)] } });
    expect(read(cache).pantryItems.map((i) => i.id)).toEqual(["rice"]);
    // Undoing it comes at a later revision: the milk is back.
    writeItems(cache, [item("milk", 11, { quantity: 1 })], 11);
    expect(read(cache).pantryItems.map((i) => i.id)).toEqual(["rice", "milk"]);
  });

  it("stays gone for good once removed here", () => {
    const cache = cacheWith([item("rice", 3), item("oats", 4)], 4);
    forgetItem(cache, "oats");
    writeItems(cache, [item("oats", 6, { quantity: 5 })], 6);
    cache.writeQuery({ query: PantryQuery, data: { ...read(cache), pantryItems: [item("rice", 3), item("oats", 6)] } });
    expect(read(cache).pantryItems.map((i) => i.id)).toEqual(["rice"]);
  });

  it("a read keeps the newer copy this device holds, and the held object when it is the same", () => {
    const cache = cacheWith([item("rice", 3), item("oats", 4)], 4);
    writeItems(cache, [item("oats", 8, { quantity: 3 })]);
    const held = read(cache).pantryItems;
    cache.writeQuery({ query: PantryQuery, data: { ...read(cache), pantrySyncPoint: 6, pantryItems: [item("rice", 3), item("oats", 6, { quantity: 9 })] } });
    const after = read(cache).pantryItems;
    expect(after.map((i) => [i.id, i.quantity])).toEqual([
      ["rice", 1],
      ["oats", 3],
    ]);
    expect(after[0]).toBe(held[0]);
    expect(after[1]).toBe(held[1]);
  });
});
