import { describe, expect, it } from "vitest";
import { compareCookable, nameKey, planRecipe, unitRatio, type StockItem } from "./cook-plan.js";
import type { RecipeIngredient } from "./recipes.events.js";

const FLOUR = "00000000-0000-4000-8000-0000000000f1";
const MILK = "00000000-0000-4000-8000-0000000000a2";
const EGG = "00000000-0000-4000-8000-0000000000e3";

const line = (id: string, quantity: number | null, unit: string | null, name: string, productId: string | null, optional = false): RecipeIngredient => ({
  id,
  quantity,
  unit,
  productId,
  name,
  note: null,
  optional,
  group: null,
});

const item = (id: string, productId: string | null, name: string, quantity: number, unit: string, expiresOn: string | null, more: Partial<StockItem> = {}): StockItem => ({
  id,
  productId,
  name,
  quantity,
  unit,
  expiresOn,
  expiryKind: "best_before",
  expiryState: "fine",
  ...more,
});

const pancakes = [
  line("flour", 200, "g", "flour", FLOUR),
  line("milk", 1, "cup", "milk", MILK),
  line("eggs", 2, null, "eggs", EGG),
  line("salt", null, null, "salt", null),
  line("syrup", 2, "tbsp", "maple syrup", null, true),
];

describe("cook plan", () => {
  it("takes each line from the items of its product, soonest expiry first, in the item's unit", () => {
    const stock = [
      item("flour-late", FLOUR, "Flour", 1, "kg", "2027-03-01"),
      item("flour-soon", FLOUR, "Flour", 150, "g", "2026-11-25"),
      item("milk", MILK, "Milk", 1, "l", "2026-11-26", { expiryState: "soon" }),
      item("eggs", EGG, "Eggs", 6, "pcs", "2026-12-01"),
      item("salt", null, "Salt", 500, "g", null),
    ];
    const plan = planRecipe(pancakes, 2, stock, new Map([[MILK, 1.03]]));
    const byId = Object.fromEntries(plan.lines.map((l) => [l.ingredientId, l]));
    expect(byId.flour!.takes.map((t) => [t.itemId, t.quantity, t.unit])).toEqual([
      ["flour-soon", 150, "g"],
      ["flour-late", 0.25, "kg"],
    ]);
    // 2 cups of milk ≈ 473.18 ml = 0.473 l
    expect(byId.milk!.takes).toMatchObject([{ itemId: "milk", quantity: 0.473, unit: "l", expiringSoon: true }]);
    expect(byId.eggs!.takes).toMatchObject([{ itemId: "eggs", quantity: 4, unit: "pcs" }]);
    // "Salt to taste" is there (matched by name), nothing is taken.
    expect(byId.salt).toMatchObject({ coverage: 1, takes: [], shortfall: null });
    expect(byId.syrup).toMatchObject({ coverage: 0, shortfall: { reason: "not_in_pantry" } });
    expect(plan).toMatchObject({ coverage: 1, requiredCount: 4, coveredCount: 4, soonestExpiry: "2026-11-25", expiringCount: 1 });
  });

  it("reports what is short, ignores items past their use-by date and shares an item between lines", () => {
    const stock = [
      item("flour", FLOUR, "Flour", 100, "g", null),
      item("milk-off", MILK, "Milk", 1, "l", "2026-11-01", { expiryKind: "use_by", expiryState: "expired" }),
      item("eggs", EGG, "Eggs", 3, "pcs", null),
    ];
    const twice = [...pancakes, line("eggs-2", 2, "pcs", "egg", EGG)];
    const plan = planRecipe(twice, 1, stock, new Map());
    const byId = Object.fromEntries(plan.lines.map((l) => [l.ingredientId, l]));
    expect(byId.flour).toMatchObject({ coverage: 0.5, shortfall: { quantity: 100, unit: "g", reason: "not_enough" } });
    expect(byId.milk).toMatchObject({ coverage: 0, shortfall: { reason: "not_in_pantry" } });
    expect(byId.eggs!.takes[0]!.quantity).toBe(2);
    expect(byId["eggs-2"]).toMatchObject({ coverage: 0.5, takes: [{ itemId: "eggs", quantity: 1 }] });
  });

  it("counts an item it cannot measure against the line as there, and takes nothing from it", () => {
    const plan = planRecipe([line("flour", 2, "cup", "flour", FLOUR)], 1, [item("bag", FLOUR, "Flour", 1, "bag", null)], new Map());
    expect(plan.lines[0]).toMatchObject({ coverage: 1, takes: [], shortfall: { reason: "units_differ" } });
  });

  it("converts volume to weight through the product's density", () => {
    expect(unitRatio("cup", "g", 0.53)).toBeCloseTo(125.4, 1);
    expect(unitRatio("cup", "g", null)).toBeNull();
    expect(unitRatio(null, "pcs", null)).toBe(1);
    expect(unitRatio("clove", "cloves", null)).toBe(1);
    expect(nameKey("Red  Onions")).toBe(nameKey("red onion"));
  });

  it("ranks by coverage, then by the soonest expiry the recipe uses up", () => {
    const plan = (coverage: number, soonestExpiry: string | null, expiringCount = 0) => ({
      lines: [],
      coverage,
      requiredCount: 1,
      coveredCount: 0,
      soonestExpiry,
      expiringCount,
    });
    const list = [
      { title: "B", plan: plan(1, null) },
      { title: "A", plan: plan(0.5, "2026-11-24") },
      { title: "C", plan: plan(1, "2026-11-24") },
      { title: "D", plan: plan(1, "2026-11-30", 1) },
    ];
    expect(list.sort(compareCookable).map((r) => r.title)).toEqual(["C", "D", "B", "A"]);
  });
});
