import { describe, expect, it } from "vitest";
import { checkChromium } from "../server/test/support/services.js";
import { gql, registerUser } from "../server/test/support/test-app.js";
import { browserSuite } from "./support/suite.js";

// /app/meal-planner's "Generate shopping list" panel in a real browser: it lists what the planned meals
// need minus what is already on the list, so right after "Add to shopping list" (and when the panel is
// opened again) nothing is left to buy; when the family takes an item off the list elsewhere, the open
// panel asks for it again. Countable things are asked for whole, and every amount of a line shows its unit.

const chromium = checkChromium();

describe.skipIf(!chromium.available)("meal planner, shopping preview", () => {
  const suite = browserSuite();

  it("shows whole counts and units, nothing left to buy after adding, also when opened again, and follows the list's changes", { timeout: 120_000 }, async () => {
    const family = await registerUser(suite.app, { username: "Lindqvist" });
    const run = async (query: string, variables: Record<string, unknown> = {}) => {
      const res = await gql(suite.app, query, variables, family.token);
      if (res.errors) throw new Error(res.errors.map((e) => e.message).join("; "));
      return res.data;
    };
    const recipe = await run(`mutation($input: RecipeInput!) { createRecipe(input: $input) { id } }`, {
      input: {
        title: "Tomato soup",
        servings: 2,
        ingredients: [
          { quantity: 2400, unit: "g", name: "tomatoes" },
          { quantity: 1, unit: null, name: "onion" },
          { quantity: 500, unit: "ml", name: "stock" },
          { quantity: 1, unit: "can", name: "coconut milk" },
        ],
      },
    });
    const today = new Date().toISOString().slice(0, 10);
    // Half the recipe: 1200 g of tomatoes (200 g in the pantry), half an onion, 250 ml of stock, half a can.
    await run(`mutation($input: MealPlanEntryInput!) { addMealPlanEntry(input: $input) { id } }`, {
      input: { date: today, slot: "dinner", kind: "recipe", recipeId: recipe.createRecipe.id, servings: 1, memberIds: [] },
    });
    const keeps = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await run(`mutation($input: AddPantryItemInput!) { addPantryItem(input: $input) { id } }`, { input: { name: "tomatoes", quantity: 200, unit: "g", expiresOn: keeps } });
    const listId = (await run(`mutation { createShoppingList(input: { name: "Weekly shop" }) { id } }`)).createShoppingList.id as string;

    const planner = (await suite.open(family, { path: `/app/meal-planner?date=${today}`, heading: "Meal Plan", context: { timezoneId: "UTC" } })).page;
    await planner.getByTestId(`slot-${today}-dinner`).getByText("Tomato soup").waitFor();
    const open = async () => {
      await planner.getByRole("button", { name: "Generate shopping list" }).click();
      const panel = planner.getByTestId("generate-shopping");
      await panel.getByLabel("Shopping list").selectOption(listId);
      return panel;
    };

    let panel = await open();
    const lines = panel.getByTestId("shopping-line");
    // Item, to buy, needed, in pantry, estimated: the kg line reads in kg throughout, the counts are whole to buy.
    const cells = async (name: string) => {
      const row = lines.filter({ hasText: name });
      await row.waitFor();
      return row.locator("td").allInnerTexts();
    };
    expect(await cells("tomatoes")).toEqual(["tomatoes", "1 kg", "1.2 kg", "0.2 kg", "no price yet"]);
    expect(await cells("onion")).toEqual(["onion", "1", "0.5", "0", "no price yet"]);
    expect(await cells("stock")).toEqual(["stock", "250 ml", "250 ml", "0 ml", "no price yet"]);
    expect(await cells("coconut milk")).toEqual(["coconut milk", "1 can", "0.5 can", "0 can", "no price yet"]);

    await panel.getByRole("button", { name: "Add to shopping list" }).click();
    await panel.getByTestId("generate-result").getByText(/4 added, 0 updated, 0 removed on Weekly shop/).waitFor();
    // Everything is on the list now: the preview says so at once...
    await panel.getByText("Nothing to buy: the pantry and the list cover every planned meal.").waitFor();
    expect(await lines.count()).toBe(0);

    // ...and again when the panel is closed and opened with the same list.
    await panel.getByRole("button", { name: "Close" }).click();
    panel = await open();
    await panel.getByText("Nothing to buy: the pantry and the list cover every planned meal.").waitFor();
    await panel.getByText("Already covered: coconut milk, onion, stock, tomatoes.").waitFor();
    expect(await panel.getByTestId("shopping-line").count()).toBe(0);
    // What generating put on the list is what the preview asked for: whole counts.
    const onList = await run(`query($id: ID!) { shoppingList(id: $id) { items { name quantity } } }`, { id: listId });
    expect(onList.shoppingList.items.map((i: { name: string; quantity: number }) => `${i.name} ${i.quantity}`).sort()).toEqual([
      "coconut milk 1",
      "onion 1",
      "stock 250",
      "tomatoes 1",
    ]);

    // Someone takes the stock off the list on another device: the open panel asks for it again.
    const list = await run(`query($id: ID!) { shoppingList(id: $id) { items { id name } } }`, { id: listId });
    const stock = list.shoppingList.items.find((i: { name: string }) => i.name === "stock");
    await run(`mutation($id: ID!) { removeShoppingItem(itemId: $id) { item { id } } }`, { id: stock.id });
    expect(await cells("stock")).toEqual(["stock", "250 ml", "250 ml", "0 ml", "no price yet"]);
    expect(await panel.getByTestId("shopping-line").count()).toBe(1);
  });
});
