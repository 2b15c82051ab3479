import { describe, expect, it } from "vitest";
import type { ProductSummary } from "../products/index.js";
import { lessGeneratedItems, shoppingLines, type GeneratedItemOnList, type ListItem, type Need, type PantryLot, type PriceGuide, type ShoppingLine } from "./shopping-lines.js";

function product(id: string, name: string, defaultUnit: string): ProductSummary {
  return {
    id,
    name,
    brand: null,
    category: "pantry",
    subcategory: null,
    barcodes: [],
    defaultUnit,
    packageSize: null,
    shelfLifeDays: {} as ProductSummary["shelfLifeDays"],
    nutritionPer100: null,
    allergens: [],
    dietTags: [],
    densityGPerMl: null,
    verified: true,
    thumbnailUrl: null,
    imageUrl: null,
  };
}

const eggs = product("p-eggs", "Eggs", "piece");
const tomatoes = product("p-tomatoes", "Chopped tomatoes", "can");
const flour = product("p-flour", "Flour", "g");
const products = new Map([eggs, tomatoes, flour].map((p) => [p.id, p]));

/** A recipe's ingredient scaled to the planned servings, as the service hands it in. */
const need = (quantity: number, unit: string | null, name: string, productId: string | null = null, date = "2026-11-23"): Need => ({
  date,
  productId,
  name,
  quantity,
  unit,
});

/** given the pantry, the list and the prices, when the plan needs this, then these lines. */
function given(state: { pantry?: PantryLot[]; list?: ListItem[]; prices?: Map<string, PriceGuide> } = {}) {
  return {
    when: (...needs: Need[]) => {
      const lines = shoppingLines({ needs, pantry: state.pantry ?? [], list: state.list ?? [], products, prices: state.prices ?? new Map() });
      return {
        then: (expected: Partial<ShoppingLine>[]) => expect(lines).toMatchObject(expected),
        lines,
      };
    },
  };
}

describe("shopping lines: what a family can buy", () => {
  it("asks for whole eggs: a recipe for 4 with 3 eggs planned for 2 servings buys 2, not 1.5", () => {
    given()
      .when(need(3 * (2 / 4), null, "eggs"))
      .then([{ name: "eggs", quantity: 2, unit: null, needed: 1.5, inPantry: 0 }]);
  });

  it("a whole number stays whole: 3.0000000000000004 eggs (0.6 + 2.4) is 3, and 2.0000001 is 2", () => {
    // A recipe for 5 with 3 eggs, planned for 1 serving on Monday and 4 on Tuesday.
    given()
      .when(need(3 * (1 / 5), null, "eggs", null, "2026-11-23"), need(3 * (4 / 5), null, "eggs", null, "2026-11-24"))
      .then([{ quantity: 3, needed: 3 }]);
    given().when(need(2.0000001, null, "eggs")).then([{ quantity: 2, needed: 2 }]);
    given().when(need(2, null, "eggs")).then([{ quantity: 2 }]);
  });

  it("asks for whole cans, of the product's own unit and of a count unit without a product", () => {
    // A recipe for 6 with 1 can, planned for 2 servings: a third of a can is one can.
    given()
      .when(need(1 / 3, "can", "tomatoes", tomatoes.id), need(2 * (3 / 4), "clove", "garlic"))
      .then([
        { name: "Chopped tomatoes", quantity: 1, unit: "can", needed: 0.33 },
        { name: "garlic", quantity: 2, unit: "clove", needed: 1.5 },
      ]);
  });

  it("grams and millilitres keep the hundredth, and a large amount reads in kg with needed and in pantry in kg too", () => {
    given()
      .when(need(100 * (2 / 3), "g", "flour", flour.id), need(450 / 3, "ml", "stock"))
      .then([
        { name: "Flour", quantity: 66.67, unit: "g", needed: 66.67 },
        { name: "stock", quantity: 150, unit: "ml", needed: 150 },
      ]);
    given({ pantry: [{ productId: null, name: "Tomatoes", quantity: 200, unit: "g", expiresOn: null }] })
      .when(need(1234, "g", "tomatoes"))
      .then([{ name: "tomatoes", quantity: 1.04, unit: "kg", needed: 1.234, inPantry: 0.2 }]);
  });

  it("a pantry holding 1 egg when 1.5 are needed leaves 1 to buy", () => {
    given({ pantry: [{ productId: eggs.id, name: "Eggs", quantity: 1, unit: "piece", expiresOn: null }] })
      .when(need(1.5, null, "eggs", eggs.id))
      .then([{ name: "Eggs", quantity: 1, unit: "piece", needed: 1.5, inPantry: 1 }]);
  });

  it("the family's own half egg on the list counts, and the rest still rounds up", () => {
    given({ list: [{ productId: eggs.id, name: "Eggs", quantity: 0.5 }] })
      .when(need(2.5, null, "eggs", eggs.id))
      .then([{ quantity: 2, onList: 0.5, needed: 2.5 }]);
  });

  it("the estimated cost follows the rounded quantity: 2 eggs at $0.30, 1 can at $0.89", () => {
    const prices = new Map<string, PriceGuide>([
      [eggs.id, { last: { unitPrice: 0.3, unit: "piece" }, average: null }],
      [tomatoes.id, { last: null, average: { unitPrice: 0.89, unit: "can" } }],
    ]);
    given({ prices })
      .when(need(1.5, null, "eggs", eggs.id), need(1 / 3, "can", "tomatoes", tomatoes.id))
      .then([
        { name: "Chopped tomatoes", quantity: 1, estimatedPrice: 0.89, estimatedCost: 0.89, priceSource: "average" },
        { name: "Eggs", quantity: 2, estimatedPrice: 0.3, estimatedCost: 0.6, priceSource: "last" },
      ]);
  });
});

describe("less the items an earlier generation put on the list", () => {
  const generated = (line: ShoppingLine, quantity: number): GeneratedItemOnList => ({ key: line.key, quantity, unit: line.unit });

  it("given 2 eggs generated for 1.5 needed, when the preview counts them, then nothing more is to buy", () => {
    const [line] = given({ prices: new Map([[eggs.id, { last: { unitPrice: 0.3, unit: "piece" }, average: null }]]) }).when(need(1.5, null, "eggs", eggs.id)).lines;
    expect(lessGeneratedItems([line!], [generated(line!, 2)], products)).toEqual([{ ...line, quantity: 0, onList: 2, estimatedCost: 0 }]);
  });

  it("given 1 egg on the list of the 2 the plan asks for, then 1 more, priced for 1", () => {
    const [line] = given({ prices: new Map([[eggs.id, { last: { unitPrice: 0.3, unit: "piece" }, average: null }]]) }).when(need(1.5, null, "eggs", eggs.id)).lines;
    expect(lessGeneratedItems([line!], [generated(line!, 1)], products)).toMatchObject([{ quantity: 1, onList: 1, estimatedCost: 0.3 }]);
  });

  it("given an older generation's 1.5 eggs on the list, then 1 more (the rest of the 2), never half an egg", () => {
    const [line] = given().when(need(1.5, null, "eggs")).lines;
    expect(lessGeneratedItems([line!], [generated(line!, 1.5)], products)).toMatchObject([{ quantity: 1, onList: 1.5 }]);
  });

  it("given 1.2 kg of tomatoes generated, then nothing is left and on the list reads in kg like the rest of the line", () => {
    const [line] = given().when(need(1200, "g", "tomatoes")).lines;
    expect(line).toMatchObject({ quantity: 1.2, unit: "kg", needed: 1.2, onList: 0 });
    expect(lessGeneratedItems([line!], [generated(line!, 1.2)], products)).toMatchObject([{ quantity: 0, onList: 1.2 }]);
  });
});
