import { describe, expect, it } from "vitest";
import convert from "convert-units";
import { amountIn, nutrientsOf } from "./dietary.nutrition.js";
import { conflictsOf, type Food } from "./dietary.rules.js";

const product = (name: string, fields: Partial<Food> = {}): Food => ({
  name,
  matched: true,
  allergens: [],
  dietTags: [],
  category: null,
  sugarsPer100: null,
  basis: "g",
  ...fields,
});
const typed = (name: string): Food => ({ name, matched: false, allergens: [], dietTags: [], category: null, sugarsPer100: null, basis: null });

describe("dietary rules", () => {
  it("flags a nut allergy against a product tagged nuts", () => {
    expect(conflictsOf({ diets: [], allergies: ["nuts"] }, product("Walnuts", { allergens: ["nuts"] }))).toEqual([
      { kind: "allergy", tag: "nuts", via: "tag", detail: "nuts" },
    ]);
  });

  it("trusts a matched product's tags over its name", () => {
    expect(conflictsOf({ diets: [], allergies: ["milk"] }, product("Almond milk", { dietTags: ["vegan"] }))).toEqual([]);
  });

  it("reads allergens from the name of a line typed by hand, without plant milks or eggplant", () => {
    expect(conflictsOf({ diets: [], allergies: ["nuts"] }, typed("chopped walnuts"))).toEqual([
      { kind: "allergy", tag: "nuts", via: "name", detail: "nuts" },
    ]);
    expect(conflictsOf({ diets: [], allergies: ["milk"] }, typed("coconut milk"))).toEqual([]);
    expect(conflictsOf({ diets: [], allergies: ["eggs"] }, typed("eggplant"))).toEqual([]);
    expect(conflictsOf({ diets: [], allergies: ["nuts"] }, typed("butternut squash"))).toEqual([]);
  });

  it("flags meat for vegetarians by aisle unless tagged vegetarian", () => {
    expect(conflictsOf({ diets: ["vegetarian"], allergies: [] }, product("Chicken breast", { category: "Meat & Seafood" }))).toEqual([
      { kind: "diet", tag: "vegetarian", via: "category", detail: "Meat & Seafood" },
    ]);
    expect(conflictsOf({ diets: ["vegetarian"], allergies: [] }, product("Eggs", { allergens: ["eggs"], dietTags: ["vegetarian"] }))).toEqual([]);
  });

  it("flags animal products for vegans and gluten for gluten-free", () => {
    expect(conflictsOf({ diets: ["vegan"], allergies: [] }, product("Eggs", { allergens: ["eggs"], dietTags: ["vegetarian"] }))).toEqual([
      { kind: "diet", tag: "vegan", via: "tag", detail: "eggs" },
    ]);
    expect(conflictsOf({ diets: ["gluten-free"], allergies: [] }, typed("plain flour"))).toEqual([
      { kind: "diet", tag: "gluten-free", via: "name", detail: "gluten" },
    ]);
  });

  it("flags high sugar for low-sugar (more than 22.5 g per 100 g)", () => {
    expect(conflictsOf({ diets: ["low-sugar"], allergies: [] }, product("Jam", { sugarsPer100: 48.5 }))).toHaveLength(1);
    expect(conflictsOf({ diets: ["low-sugar"], allergies: [] }, product("Apples", { sugarsPer100: 10.4 }))).toEqual([]);
  });
});

describe("pantry nutrition", () => {
  const convertQuantity = (q: number, from: string | null, to: string | null) => {
    const units: Record<string, convert.Unit> = { g: "g", kg: "kg", ml: "ml", l: "l", cup: "cup" };
    if (!from || !to || !units[from] || !units[to]) return null;
    try {
      return convert(q).from(units[from]).to(units[to]);
    } catch {
      return null;
    }
  };
  const nutrition = { basis: "g" as const, energyKcal: 654, proteinG: 15.2, carbohydrateG: 13.7, sugarsG: 2.6, fatG: 65.2, fibreG: 6.7 };

  it("turns kilograms into grams of the basis", () => {
    const amount = amountIn({ quantity: 0.5, unit: "kg", nutrition, densityGPerMl: null, packageSize: null }, convertQuantity);
    expect(amount).toBe(500);
    expect(nutrientsOf(nutrition, amount!).energyKcal).toBeCloseTo(3270);
  });

  it("counts packages by the product's package size, and knows nothing of pieces without one", () => {
    expect(amountIn({ quantity: 2, unit: "bag", nutrition, densityGPerMl: null, packageSize: { quantity: 200, unit: "g" } }, convertQuantity)).toBe(400);
    expect(amountIn({ quantity: 2, unit: "piece", nutrition, densityGPerMl: null, packageSize: null }, convertQuantity)).toBeNull();
  });
});
