import { describe, expect, it } from "vitest";
import { fromGroups, type WasteGroup } from "./waste.analytics.js";

// Merging the grouped query's rows into the screen's buckets. That the whole SQL path equals adding
// the entries up one by one is checked on random data in server/test/analytics.property.int.test.ts.

const group = (dim: WasteGroup["dim"], key: string | null, value: number, entries: number, firstAt: number, extra: Partial<WasteGroup> = {}): WasteGroup => ({
  dim,
  key,
  name: null,
  firstName: null,
  firstAt,
  value,
  entries,
  withoutValue: 0,
  ...extra,
});

describe("waste analytics from grouped rows", () => {
  it("merges categories case-blind, uncategorised as Other, labelled by the group whose entry came first", () => {
    const result = fromGroups([
      group("category", "produce", 1.1, 1, 9),
      group("category", "Produce", 2.2, 2, 2),
      group("category", null, 0.3, 1, 10),
      group("category", "", 0.4, 1, 11),
      group("category", "other", 0.5, 1, 12),
      group("total", null, 4.5, 6, 2, { withoutValue: 2 }),
    ]);
    expect(result.byCategory).toEqual([
      { key: "Produce", value: 3.3, entries: 3 },
      { key: "Other", value: 1.2, entries: 3 },
    ]);
    expect(result).toMatchObject({ totalValue: 4.5, entries: 6, entriesWithoutValue: 2 });
  });

  it("merges products without an id by trimmed, case-blind name, keeps ids apart, and keeps the top ten", () => {
    const result = fromGroups([
      group("product", null, 1, 1, 31, { name: " spinach", firstName: " spinach" }),
      group("product", null, 2, 1, 30, { name: "Spinach", firstName: "Spinach" }),
      group("product", "p-1", 0.5, 2, 20, { firstName: "Milk" }),
      ...Array.from({ length: 10 }, (_, i) => group("product", null, 0.01, 1, i, { name: `Item ${i}`, firstName: `Item ${i}` })),
    ]);
    expect(result.topProducts).toHaveLength(10);
    expect(result.topProducts.slice(0, 2)).toEqual([
      { key: "Spinach", value: 3, entries: 2 },
      { key: "Milk", value: 0.5, entries: 2 },
    ]);
  });

  it("orders by value, then entries, then name", () => {
    const result = fromGroups([
      group("reason", "spoiled", 1, 1, 1),
      group("reason", "expired", 1, 2, 2),
      group("reason", "too_much", 2, 1, 3),
      group("reason", "other", 1, 1, 4),
    ]);
    expect(result.byReason.map((b) => b.key)).toEqual(["too_much", "expired", "other", "spoiled"]);
  });
});
