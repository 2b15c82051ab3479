import { InMemoryCache } from "@apollo/client";
import { describe, expect, it } from "vitest";
import type { FoundProduct } from "./components/product-finder";
import type { PendingChange } from "./pantry-changes";
import { cachedProducts, knownCategories, knownProducts, nameSuggestions, searchKnownProducts, waitingItemIds } from "./pantry-offline";
import { PantryProductQuery } from "./pantry.graphql";
import { pantryItem as item } from "./testing/pantry-fixtures";

const oats: FoundProduct = {
  id: "p-oats",
  name: "Rolled oats",
  brand: "Hillside",
  category: "Grains",
  defaultUnit: "bag",
  shelfLifeDays: { pantry: 365, fridge: null, freezer: null },
};

const pending = (id: string, itemId: string): PendingChange =>
  ({ id, queuedAt: "2026-11-20T10:00:00.000Z", change: { kind: "consume", itemId, quantity: null } }) as PendingChange;

describe("what the add and edit screens work from offline", () => {
  it("knows the catalogue products read before, and the products of the pantry's items, each once", () => {
    const items = [
      item("a", { productId: "p-oats", name: "Oats", category: "Breakfast", unit: "g" }),
      item("b", { productId: "p-milk", name: "Oat milk", category: "Dairy", unit: "carton" }),
      item("c", { productId: "p-milk", name: "Oat milk", category: "Dairy", unit: "carton" }),
      item("d", { name: "Jam from Gran" }),
    ];
    expect(knownProducts([oats], items)).toEqual([
      { id: "p-milk", name: "Oat milk", brand: null, category: "Dairy", defaultUnit: "carton", shelfLifeDays: null },
      oats,
    ]);
    expect(knownProducts([], [item("e", { productId: "p-x", name: "Tea", category: null, unit: "box" })])[0]!.category).toBe("General");
  });

  it("searches them by every word of name or brand, names starting with it first", () => {
    const products = knownProducts([oats], [item("b", { productId: "p-milk", name: "Oat milk", unit: "carton" })]);
    expect(searchKnownProducts(products, "oat", 8).map((p) => p.name)).toEqual(["Oat milk", "Rolled oats"]);
    expect(searchKnownProducts(products, "hillside oats", 8).map((p) => p.name)).toEqual(["Rolled oats"]);
    expect(searchKnownProducts(products, "  ", 8)).toEqual([]);
    expect(searchKnownProducts(products, "oat", 1).map((p) => p.name)).toEqual(["Oat milk"]);
  });

  it("reads from the cache only products with every field the form needs", () => {
    const cache = new InMemoryCache();
    const product = { __typename: "Product" as const, ...oats, brand: "Hillside", shelfLifeDays: { __typename: "ShelfLife", pantry: 365, fridge: null, freezer: null } };
    cache.writeQuery({ query: PantryProductQuery, variables: { id: "p-oats" }, data: { product } });
    // Another screen's answer with less of a product: not offered.
    cache.restore({ ...cache.extract(), "Product:p-thin": { __typename: "Product", id: "p-thin", name: "Thin" } });
    expect(cachedProducts(cache)).toEqual([product]);
  });

  it("suggests the categories and names the pantry knows, each once", () => {
    const items = [item("a", { name: "Rice", category: "Grains" }), item("b", { name: "rice", category: null }), item("c", { name: "Peas", category: "frozen" })];
    expect(knownCategories(items, [oats, { ...oats, id: "x", category: "General" }])).toEqual(["frozen", "Grains"]);
    expect(nameSuggestions([{ name: "Peas", category: "General" }], items)).toEqual([
      { name: "Peas", category: "frozen" },
      { name: "Rice", category: "Grains" },
    ]);
  });

  it("marks the items with a change waiting in the outbox", () => {
    expect([...waitingItemIds([pending("1", "a"), pending("2", "b"), pending("3", "a")])]).toEqual(["a", "b"]);
  });
});
