import { describe, expect, it } from "vitest";
import type { ShoppingItem, ShoppingList } from "./shopping-changes";
import { shoppingItem } from "./testing/shopping-fixtures";
import { formatUsd, groupItems, listsWithStatus, listTotals, numberText, pickList, priceText, reorderedIds } from "./shopping-view";

let n = 0;
function item(overrides: Partial<ShoppingItem>): ShoppingItem {
  n += 1;
  return shoppingItem(`i${n}`, "l", { name: `Item ${n}`, createdAt: `2026-11-21T10:00:${String(n).padStart(2, "0")}.000Z`, ...overrides });
}

describe("grouping and sorting", () => {
  it("groups by category A to Z with Other (no category) last, by orderPosition with 999 for missing", () => {
    const groups = groupItems(
      [
        item({ name: "Soap", category: null }),
        item({ name: "Milk", category: "Dairy", orderPosition: 5 }),
        item({ name: "Butter", category: "Dairy" }),
        item({ name: "Cheese", category: "Dairy", orderPosition: 1000 }),
        item({ name: "Yoghurt", category: "Dairy", orderPosition: 2 }),
        item({ name: "Apples", category: "  " }),
        item({ name: "Bread", category: "Bakery" }),
      ],
      "category",
    );
    expect(groups.map((g) => [g.title, g.items.map((i) => i.name)])).toEqual([
      ["Bakery", ["Bread"]],
      ["Dairy", ["Yoghurt", "Milk", "Butter", "Cheese"]],
      ["Other", ["Soap", "Apples"]],
    ]);
  });

  it("groups by store with aisles in natural order, or lists everything by name", () => {
    const items = [
      item({ name: "Tea", store: "Corner shop", aisle: "10" }),
      item({ name: "Rice", store: "Corner shop", aisle: "2" }),
      item({ name: "Salt", store: "Corner shop" }),
      item({ name: "Candles" }),
      item({ name: "apples", store: "Market" }),
    ];
    expect(groupItems(items, "store").map((g) => [g.title, g.items.map((i) => i.name)])).toEqual([
      ["Corner shop", ["Rice", "Tea", "Salt"]],
      ["Market", ["apples"]],
      ["Any store", ["Candles"]],
    ]);
    expect(groupItems(items, "name")[0].items.map((i) => i.name)).toEqual(["apples", "Candles", "Rice", "Salt", "Tea"]);
    expect(groupItems([], "name")).toEqual([]);
  });
});

describe("totals (spec: price × quantity, a missing price counts 0 and a missing quantity 1)", () => {
  it("sums estimated and actual prices separately", () => {
    expect(
      listTotals([
        { estimatedPrice: 2.5, actualPrice: 2.25, quantity: 2 },
        { estimatedPrice: null, actualPrice: 4, quantity: 1 },
        { estimatedPrice: 0.1, actualPrice: null, quantity: 3 },
        { estimatedPrice: 1, actualPrice: null, quantity: null as unknown as number },
      ]),
    ).toEqual({ estimated: 6.3, actual: 8.5 });
  });

  it("formats USD the en-US way", () => {
    expect(formatUsd(1234.5)).toBe("$1,234.50");
    expect(formatUsd(0)).toBe("$0.00");
  });
});

describe("list picking and reordering", () => {
  const lists = [{ id: "a", status: "active" }, { id: "b", status: "archived" }] as ShoppingList[];

  it("filters by status and keeps the chosen list while it is shown", () => {
    expect(listsWithStatus(lists, "active").map((l) => l.id)).toEqual(["a"]);
    expect(listsWithStatus(lists, "archived").map((l) => l.id)).toEqual(["b"]);
    expect(listsWithStatus(lists, "all")).toHaveLength(2);
    expect(pickList(lists, "b")?.id).toBe("b");
    expect(pickList(listsWithStatus(lists, "active"), "b")?.id).toBe("a");
    expect(pickList([], "b")).toBeNull();
  });

  it("moves an id onto another's place or by an offset", () => {
    expect(reorderedIds(["a", "b", "c", "d"], "a", { beforeId: "c" })).toEqual(["b", "c", "a", "d"]);
    expect(reorderedIds(["a", "b", "c", "d"], "d", { beforeId: "b" })).toEqual(["a", "d", "b", "c"]);
    expect(reorderedIds(["a", "b", "c"], "b", { offset: -1 })).toEqual(["b", "a", "c"]);
    expect(reorderedIds(["a", "b", "c"], "c", { offset: 1 })).toEqual(["a", "b", "c"]);
  });

  it("shows numbers without float noise and prices with cents", () => {
    expect(numberText(2.5000000001)).toBe("2.5");
    expect(numberText(null)).toBe("");
    expect(priceText(3.5)).toBe("3.50");
    expect(priceText(0)).toBe("");
  });
});
