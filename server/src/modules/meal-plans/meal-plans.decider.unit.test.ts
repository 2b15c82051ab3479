import { describe, expect, it } from "vitest";
import { decideEntry, decideGeneration, decideGoal, type GenerateShoppingLines, type MealPlanCommand } from "./meal-plans.decider.js";
import { evolveEntry, evolveGeneration, evolveGoals, initialEntryState, type MealPlanEntryFields, type MealPlanEvent } from "./meal-plans.events.js";

function given(...events: MealPlanEvent[]) {
  const state = events.reduce(evolveEntry, initialEntryState);
  return {
    when: (command: MealPlanCommand) => ({
      then: (expected: MealPlanEvent[]) => expect(decideEntry(state, command)).toEqual(expected),
      thenFails: (message: string) => expect(() => decideEntry(state, command)).toThrow(message),
    }),
  };
}

const id = "e-1";
const fields: MealPlanEntryFields = {
  kind: "recipe",
  refId: "r-1",
  title: "Lentil soup",
  quantity: null,
  unit: null,
  date: "2026-11-24",
  slot: "dinner",
  servings: 4,
  memberIds: ["m-1", "m-2"],
  note: null,
};
const added: MealPlanEvent = { type: "MealPlanEntryAdded", data: { entryId: id, copiedFrom: null, ...fields } };

describe("meal plan entries", () => {
  it("plans a recipe for a dinner", () => {
    given().when({ type: "AddMealPlanEntry", entryId: id, fields: { ...fields, title: " Lentil soup " }, copiedFrom: null }).then([added]);
  });
  it("refuses a bad day, slot, servings or a missing recipe", () => {
    given().when({ type: "AddMealPlanEntry", entryId: id, fields: { ...fields, date: "2026-02-30" }, copiedFrom: null }).thenFails("Date must be a day");
    given().when({ type: "AddMealPlanEntry", entryId: id, fields: { ...fields, slot: "brunch" as never }, copiedFrom: null }).thenFails("Slot must be");
    given().when({ type: "AddMealPlanEntry", entryId: id, fields: { ...fields, servings: 0 }, copiedFrom: null }).thenFails("Servings must be above 0");
    given().when({ type: "AddMealPlanEntry", entryId: id, fields: { ...fields, refId: null }, copiedFrom: null }).thenFails("Choose a recipe");
  });
  it("a note needs text and keeps no reference", () => {
    given()
      .when({ type: "AddMealPlanEntry", entryId: id, fields: { ...fields, kind: "note", refId: null, title: "Eating out" }, copiedFrom: null })
      .then([{ type: "MealPlanEntryAdded", data: { entryId: id, copiedFrom: null, ...fields, kind: "note", refId: null, title: "Eating out" } }]);
    given().when({ type: "AddMealPlanEntry", entryId: id, fields: { ...fields, kind: "note", refId: null, title: " " }, copiedFrom: null }).thenFails("Note must not be blank");
  });
  it("a second add with the same id is a conflict, but the same copy again records nothing", () => {
    given(added).when({ type: "AddMealPlanEntry", entryId: id, fields, copiedFrom: null }).thenFails("already exists");
    given(added).when({ type: "AddMealPlanEntry", entryId: id, fields, copiedFrom: "e-0" }).then([]);
  });
  it("changes servings and members; the same values record nothing", () => {
    given(added)
      .when({ type: "ChangeMealPlanEntry", entryId: id, servings: 6, memberIds: ["m-1"] })
      .then([{ type: "MealPlanEntryChanged", data: { entryId: id, servings: 6, memberIds: ["m-1"], note: null } }]);
    given(added).when({ type: "ChangeMealPlanEntry", entryId: id, servings: 4 }).then([]);
  });
  it("moves to another day and slot (a drag); dropping in place records nothing", () => {
    given(added)
      .when({ type: "MoveMealPlanEntry", entryId: id, date: "2026-11-25", slot: "lunch" })
      .then([{ type: "MealPlanEntryMoved", data: { entryId: id, date: "2026-11-25", slot: "lunch", fromDate: "2026-11-24", fromSlot: "dinner" } }]);
    given(added).when({ type: "MoveMealPlanEntry", entryId: id, date: "2026-11-24", slot: "dinner" }).then([]);
  });
  it("removes once; a removed entry cannot be changed", () => {
    const removed: MealPlanEvent = { type: "MealPlanEntryRemoved", data: { entryId: id } };
    given(added).when({ type: "RemoveMealPlanEntry", entryId: id }).then([removed]);
    given(added, removed).when({ type: "RemoveMealPlanEntry", entryId: id }).then([]);
    given(added, removed).when({ type: "MoveMealPlanEntry", entryId: id, date: "2026-11-25", slot: "lunch" }).thenFails("Meal plan entry not found");
    given().when({ type: "RemoveMealPlanEntry", entryId: id }).thenFails("Meal plan entry not found");
  });
});

describe("nutrition goals", () => {
  it("sets a member's goals, rounded; the same again records nothing", () => {
    const goal = { energyKcal: 2000.4, proteinG: 50, carbohydrateG: null, fatG: 70 };
    const set: MealPlanEvent = { type: "NutritionGoalSet", data: { memberId: "m-1", energyKcal: 2000, proteinG: 50, carbohydrateG: null, fatG: 70 } };
    expect(decideGoal({}, { type: "SetNutritionGoal", memberId: "m-1", goal })).toEqual([set]);
    expect(decideGoal([set].reduce(evolveGoals, {}), { type: "SetNutritionGoal", memberId: "m-1", goal })).toEqual([]);
    expect(() => decideGoal({}, { type: "SetNutritionGoal", memberId: "m-1", goal: { ...goal, energyKcal: -1 } })).toThrow("Energy goal must be between 0 and 10000");
  });
});

describe("plan → shopping list lines", () => {
  const flour = { key: "p-flour|g", name: "Flour", productId: "p-flour", quantity: 500, unit: "g", estimatedPrice: 0.002 };
  const milk = { key: "p-milk|ml", name: "Milk", productId: "p-milk", quantity: 250, unit: "ml", estimatedPrice: null };
  const base: GenerateShoppingLines = {
    type: "GenerateShoppingLines",
    listId: "l-1",
    from: "2026-11-23",
    to: "2026-11-29",
    desired: [flour, milk],
    items: {},
    freshItemIds: { "p-flour|g": "i-flour", "p-milk|ml": "i-milk" },
  };
  const first: MealPlanEvent = {
    type: "MealPlanShoppingGenerated",
    data: {
      listId: "l-1",
      from: "2026-11-23",
      to: "2026-11-29",
      lines: [
        { ...flour, itemId: "i-flour" },
        { ...milk, itemId: "i-milk" },
      ],
      added: ["i-flour", "i-milk"],
      changed: [],
      removed: [],
      estimatedTotal: 1,
    },
  };
  const after = [first].reduce(evolveGeneration, { lines: [] });
  const onList = { "i-flour": { live: true, purchased: false }, "i-milk": { live: true, purchased: false } };

  it("adds every line the first time, with the estimated total", () => {
    expect(decideGeneration({ lines: [] }, base)).toEqual([first]);
  });
  it("generating again with the same plan records nothing", () => {
    expect(decideGeneration(after, { ...base, items: onList })).toEqual([]);
  });
  it("a changed plan changes only the generated lines it touches, and removes the ones no longer needed", () => {
    const [event] = decideGeneration(after, { ...base, desired: [{ ...flour, quantity: 750 }], items: onList });
    expect(event).toMatchObject({ type: "MealPlanShoppingGenerated", data: { added: [], changed: ["i-flour"], removed: ["i-milk"], estimatedTotal: 1.5 } });
  });
  it("a bought line is left alone and what is still needed is added anew; a line the family deleted comes back", () => {
    const [event] = decideGeneration(after, {
      ...base,
      items: { "i-flour": { live: true, purchased: true }, "i-milk": { live: false, purchased: false } },
      freshItemIds: { "p-flour|g": "i-flour-2", "p-milk|ml": "i-milk-2" },
    });
    expect(event).toMatchObject({ data: { added: ["i-flour-2", "i-milk-2"], changed: [], removed: [] } });
  });
  it("refuses a range that ends before it starts", () => {
    expect(() => decideGeneration(after, { ...base, from: "2026-11-29", to: "2026-11-23" })).toThrow("must not be before");
  });
});
