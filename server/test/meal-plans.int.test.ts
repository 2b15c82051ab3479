import { randomUUID } from "node:crypto";
import type { Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rebuildReadModels, snapshotReadModels } from "../src/core/rebuild.js";
import { collect, wsClient } from "./support/ws-client.js";
import { graphqlCaller, registerUser, startTestApp, type TestApp } from "./support/test-app.js";

// The meal planner through GraphQL over HTTP: planning, nutrition with its coverage per serving, meal,
// day and member against goals, the plan → shopping list minus pantry and list (idempotent, only its own
// lines change), copy and repeat, live changes, and the rebuild of the read models.

const NUTRITION = "energyKcal proteinG carbohydrateG fatG known total";
const ENTRY = `id date slot kind refId title servings memberIds copiedFrom perServing { ${NUTRITION} } meal { ${NUTRITION} }`;
const PLAN = `query($from: String!, $to: String!) { mealPlan(from: $from, to: $to) { syncPoint entries { ${ENTRY} } days { date nutrition { ${NUTRITION} } members { memberId name portionMultiplier nutrition { ${NUTRITION} } goal { energyKcal } } } } }`;
const ADD = `mutation($input: MealPlanEntryInput!, $key: String) { addMealPlanEntry(input: $input, idempotencyKey: $key) { ${ENTRY} } }`;
const LINE = "key name productId quantity unit needed inPantry onList estimatedPrice estimatedCost priceSource";
const GENERATE = `mutation($input: GenerateShoppingFromPlanInput!, $key: String) { generateShoppingListFromPlan(input: $input, idempotencyKey: $key) { listId listName added changed removed estimatedTotal lines { ${LINE} } } }`;
const LIST = `query($id: ID!) { shoppingList(id: $id) { id items { id name quantity productId notes estimatedPrice } } }`;

describe("meal plans over GraphQL", { timeout: 60_000 }, () => {
  let app: TestApp;
  let token: string;
  let otherToken: string;
  const sockets: Client[] = [];
  const ids: Record<string, string> = {};

  const { run, fails } = graphqlCaller(() => app, () => token);
  const product = async (input: Record<string, unknown>) =>
    (await run(`mutation($input: CreateProductInput!) { createProduct(input: $input) { id } }`, { input })).createProduct.id as string;
  const dinner = (date: string, extra: Record<string, unknown> = {}) => ({
    date,
    slot: "dinner",
    kind: "recipe",
    recipeId: ids.recipe,
    servings: 2,
    memberIds: [ids.ann, ids.ben],
    ...extra,
  });

  beforeAll(async () => {
    app = await startTestApp({ backend: "postgres" });
    token = (await registerUser(app)).token;
    otherToken = (await registerUser(app)).token;
    const member = async (name: string, m: number) =>
      (await run(`mutation($input: AddFamilyMemberInput!) { addFamilyMember(input: $input) { id } }`, { input: { name, defaultPortionMultiplier: m } })).addFamilyMember.id;
    ids.ann = await member("Ann", 1);
    ids.ben = await member("Ben", 0.5);
    // USDA FoodData Central figures per 100 g / 100 ml (flour 169761, whole milk 171265, butter 173410).
    ids.flour = await product({ name: "Plan flour", defaultUnit: "g", nutritionPer100: { basis: "g", energyKcal: 364, proteinG: 10.3, carbohydrateG: 76.3, fatG: 1 } });
    ids.milk = await product({ name: "Plan milk", defaultUnit: "ml", nutritionPer100: { basis: "ml", energyKcal: 64, proteinG: 3.3, carbohydrateG: 4.8, fatG: 3.6 } });
    ids.butter = await product({ name: "Plan butter", defaultUnit: "g", nutritionPer100: { basis: "g", energyKcal: 717, proteinG: 0.85, carbohydrateG: 0.06, fatG: 81 } });
    const recipe = await run(`mutation($input: RecipeInput!) { createRecipe(input: $input) { id } }`, {
      input: {
        title: "Pancakes",
        servings: 4,
        ingredients: [
          { quantity: 200, unit: "g", name: "flour", productId: ids.flour },
          { quantity: 300, unit: "ml", name: "milk", productId: ids.milk },
          { quantity: 50, unit: "g", name: "butter", productId: ids.butter },
          { quantity: 1, unit: "pinch", name: "salt" },
        ],
      },
    });
    ids.recipe = recipe.createRecipe.id;
  }, 240_000);

  afterAll(async () => {
    for (const s of sockets) await s.dispose();
    await app?.stop();
  });

  it("plans three dinners and computes nutrition per serving, meal, day and member, with its coverage", async () => {
    for (const date of ["2026-11-23", "2026-11-24", "2026-11-25"]) await run(ADD, { input: dinner(date) });
    const { mealPlan } = await run(PLAN, { from: "2026-11-23", to: "2026-11-29" });
    expect(mealPlan.entries).toHaveLength(3);
    // (728 + 192 + 358.5) kcal / 4 servings; salt has no product: 3 of 4 ingredients known.
    expect(mealPlan.entries[0]).toMatchObject({ title: "Pancakes", perServing: { energyKcal: 320, known: 3, total: 4 }, meal: { energyKcal: 639 } });
    expect(mealPlan.days).toHaveLength(7);
    const monday = mealPlan.days[0];
    expect(monday.nutrition).toMatchObject({ energyKcal: 639, known: 3, total: 4 });
    expect(monday.members).toEqual([
      expect.objectContaining({ name: "Ann", portionMultiplier: 1, nutrition: expect.objectContaining({ energyKcal: 320, known: 3, total: 4 }), goal: null }),
      expect.objectContaining({ name: "Ben", portionMultiplier: 0.5, nutrition: expect.objectContaining({ energyKcal: 160 }) }),
    ]);
    expect(mealPlan.days[3].nutrition).toMatchObject({ energyKcal: 0, known: 0, total: 0 });
    const recipe = await run(`query($id: ID!) { recipe(id: $id) { nutritionPerServing { ${NUTRITION} } } }`, { id: ids.recipe });
    expect(recipe.recipe.nutritionPerServing).toMatchObject({ energyKcal: 320, proteinG: 7.7, known: 3, total: 4 });
  });

  it("the account holder sets a member's daily goals and the day shows against them", async () => {
    const set = await run(`mutation($m: ID!) { setNutritionGoal(memberId: $m, goal: { energyKcal: 2000, proteinG: 50 }) { memberId energyKcal proteinG fatG } }`, { m: ids.ann });
    expect(set.setNutritionGoal).toEqual({ memberId: ids.ann, energyKcal: 2000, proteinG: 50, fatG: null });
    const { mealPlan } = await run(PLAN, { from: "2026-11-23", to: "2026-11-23" });
    expect(mealPlan.days[0].members[0].goal).toEqual({ energyKcal: 2000 });
    expect((await fails(`mutation($m: ID!) { setNutritionGoal(memberId: $m, goal: { energyKcal: 2000 }) { memberId } }`, { m: ids.ann }, otherToken)).message).toBe("Family member not found");
  });

  it("generates the list minus the pantry and the list's own items, priced, and generating again doubles nothing", async () => {
    const pantry = `mutation($input: AddPantryItemInput!) { addPantryItem(input: $input) { id } }`;
    await run(pantry, { input: { productId: ids.butter, quantity: 1000, unit: "g" } }); // fully in stock
    await run(pantry, { input: { productId: ids.flour, quantity: 150, unit: "g", pricePaid: 0.3, expiresOn: "2027-06-01" } }); // half of the 300 g
    await run(pantry, { input: { productId: ids.milk, quantity: 1000, unit: "ml", expiresOn: "2026-11-22" } }); // expires before the meals
    const list = (await run(`mutation { createShoppingList(input: { name: "Groceries" }) { id } }`)).createShoppingList.id;
    await run(`mutation($l: ID!, $p: ID!) { addShoppingItem(listId: $l, input: { name: "Plan milk", productId: $p, quantity: 200 }) { item { id } } }`, { l: list, p: ids.milk });

    const first = (await run(GENERATE, { input: { from: "2026-11-23", to: "2026-11-29", listId: list } })).generateShoppingListFromPlan;
    const lines = Object.fromEntries(first.lines.map((l: { name: string }) => [l.name, l]));
    expect(lines["Plan butter"]).toMatchObject({ quantity: 0, needed: 75, inPantry: 75 });
    expect(lines["Plan flour"]).toMatchObject({ quantity: 150, unit: "g", needed: 300, inPantry: 150, estimatedCost: 0.3, priceSource: "last" });
    expect(lines["Plan milk"]).toMatchObject({ quantity: 250, unit: "ml", needed: 450, inPantry: 0, onList: 200, priceSource: "none" });
    // A pinch is not a mass or a volume: 1.5 of them is asked for as 2.
    expect(lines.salt).toMatchObject({ quantity: 2, unit: "pinch", needed: 1.5 });
    expect(first).toMatchObject({ added: 3, changed: 0, removed: 0, estimatedTotal: 0.3, listName: "Groceries" });
    const items = async () => (await run(LIST, { id: list })).shoppingList.items as { id: string; name: string; quantity: number; notes: string | null }[];
    const afterFirst = await items();
    expect(afterFirst.map((i) => [i.name, i.quantity]).sort()).toEqual([
      ["Plan flour", 150],
      ["Plan milk", 200],
      ["Plan milk", 250],
      ["salt", 2],
    ]);
    expect(afterFirst.find((i) => i.name === "Plan flour")!.notes).toBe("From the meal plan: 150 g");

    const again = (await run(GENERATE, { input: { from: "2026-11-23", to: "2026-11-29", listId: list } })).generateShoppingListFromPlan;
    expect(again).toMatchObject({ added: 0, changed: 0, removed: 0, estimatedTotal: 0.3 });
    expect(await items()).toEqual(afterFirst);

    // One dinner less: only the generated lines change; the family's own milk stays as it was.
    const { mealPlan } = await run(PLAN, { from: "2026-11-25", to: "2026-11-25" });
    await run(`mutation($id: ID!) { removeMealPlanEntry(id: $id) }`, { id: mealPlan.entries[0].id });
    const changed = (await run(GENERATE, { input: { from: "2026-11-23", to: "2026-11-29", listId: list } })).generateShoppingListFromPlan;
    expect(changed).toMatchObject({ added: 0, changed: 3, removed: 0, estimatedTotal: 0.1 });
    const afterChange = await items();
    expect(afterChange.map((i) => [i.name, i.quantity]).sort()).toEqual([
      ["Plan flour", 50],
      ["Plan milk", 100],
      ["Plan milk", 200],
      ["salt", 1],
    ]);
    expect(afterChange.find((i) => i.quantity === 200)!.id).toBe(afterFirst.find((i) => i.quantity === 200)!.id);
  });

  it("previews what the list still lacks: nothing right after generating, a line again once the family takes its item off", async () => {
    const PREVIEW = `query($from: String!, $to: String!, $listId: ID) { mealPlanShoppingPreview(from: $from, to: $to, listId: $listId) { estimatedTotal lines { ${LINE} } } }`;
    const range = { from: "2026-11-23", to: "2026-11-29" };
    const list = (await run(`mutation { createShoppingList(input: { name: "Weekly shop" }) { id } }`)).createShoppingList.id;
    const preview = async () => {
      const answer = (await run(PREVIEW, { ...range, listId: list })).mealPlanShoppingPreview;
      const toBuy = Object.fromEntries(answer.lines.filter((l: { quantity: number }) => l.quantity > 0).map((l: { name: string; quantity: number }) => [l.name, l.quantity]));
      return { answer, toBuy };
    };

    // Two dinners are planned (the week's third was removed above); butter is in the pantry, half the flour too.
    const before = await preview();
    expect(before.toBuy).toEqual({ "Plan flour": 50, "Plan milk": 300, salt: 1 });
    expect(before.answer.estimatedTotal).toBe(0.1);

    const generated = (await run(GENERATE, { input: { ...range, listId: list } })).generateShoppingListFromPlan;
    expect(generated).toMatchObject({ added: 3, changed: 0, removed: 0, listName: "Weekly shop" });

    // What was just added counts as on the list: nothing is left to buy, and generating again adds nothing.
    const after = await preview();
    expect(after.toBuy).toEqual({});
    expect(after.answer.estimatedTotal).toBe(0);
    const lines = Object.fromEntries(after.answer.lines.map((l: { name: string }) => [l.name, l]));
    expect(lines["Plan flour"]).toMatchObject({ quantity: 0, needed: 200, inPantry: 150, onList: 50, estimatedCost: 0 });
    expect(lines["Plan milk"]).toMatchObject({ quantity: 0, needed: 300, onList: 300 });
    expect((await run(GENERATE, { input: { ...range, listId: list } })).generateShoppingListFromPlan).toMatchObject({ added: 0, changed: 0, removed: 0 });

    // The family takes the milk off the list (on any device): the preview asks for it again.
    const items = (await run(LIST, { id: list })).shoppingList.items as { id: string; name: string }[];
    await run(`mutation($id: ID!) { removeShoppingItem(itemId: $id) { item { id } } }`, { id: items.find((i) => i.name === "Plan milk")!.id });
    expect((await preview()).toBuy).toEqual({ "Plan milk": 300 });
  });

  it("a half recipe of eggs puts whole eggs on the list, priced for them, and generating again changes nothing", async () => {
    const PREVIEW = `query($from: String!, $to: String!, $listId: ID) { mealPlanShoppingPreview(from: $from, to: $to, listId: $listId) { estimatedTotal lines { ${LINE} } } }`;
    const range = { from: "2027-01-04", to: "2027-01-10" };
    const eggs = await product({ name: "Plan eggs", defaultUnit: "piece" });
    const shakshuka = await run(`mutation($input: RecipeInput!) { createRecipe(input: $input) { id } }`, {
      input: {
        title: "Shakshuka",
        servings: 4,
        ingredients: [
          { quantity: 3, unit: null, name: "eggs", productId: eggs },
          { quantity: 1, unit: "can", name: "chopped tomatoes" },
          { quantity: 2500, unit: "g", name: "peppers" },
        ],
      },
    });
    await run(ADD, { input: { date: "2027-01-05", slot: "lunch", kind: "recipe", recipeId: shakshuka.createRecipe.id, servings: 2, memberIds: [ids.ann] } });
    const list = (await run(`mutation { createShoppingList(input: { name: "January" }) { id } }`)).createShoppingList.id;
    const byName = (lines: { name: string }[]) => Object.fromEntries(lines.map((l) => [l.name, l]));
    const items = async () => (await run(LIST, { id: list })).shoppingList.items as { id: string; name: string; quantity: number; notes: string | null }[];

    // Half the recipe: 1.5 eggs and half a can are bought whole; 1250 g of peppers read in kg, needed too.
    const preview = byName((await run(PREVIEW, { ...range, listId: list })).mealPlanShoppingPreview.lines);
    expect(preview["Plan eggs"]).toMatchObject({ quantity: 2, unit: "piece", needed: 1.5, inPantry: 0 });
    expect(preview["chopped tomatoes"]).toMatchObject({ quantity: 1, unit: "can", needed: 0.5 });
    expect(preview.peppers).toMatchObject({ quantity: 1.25, unit: "kg", needed: 1.25, inPantry: 0 });

    const first = (await run(GENERATE, { input: { ...range, listId: list } })).generateShoppingListFromPlan;
    expect(first).toMatchObject({ added: 3, changed: 0, removed: 0 });
    const afterFirst = await items();
    expect(afterFirst.map((i) => [i.name, i.quantity]).sort()).toEqual([
      ["Plan eggs", 2],
      ["chopped tomatoes", 1],
      ["peppers", 1.25],
    ]);
    expect(afterFirst.find((i) => i.name === "Plan eggs")!.notes).toBe("From the meal plan: 2 piece");
    expect((await run(GENERATE, { input: { ...range, listId: list } })).generateShoppingListFromPlan).toMatchObject({ added: 0, changed: 0, removed: 0 });
    expect(await items()).toEqual(afterFirst);
    // The 2 eggs on the list cover the 1.5: nothing more, not half an egg.
    const covered = byName((await run(PREVIEW, { ...range, listId: list })).mealPlanShoppingPreview.lines);
    expect(covered["Plan eggs"]).toMatchObject({ quantity: 0, onList: 2, estimatedCost: null });

    // One egg turns up in the pantry (at $0.30): 0.5 left to buy is 1 egg, priced as 1; the list's item follows, once.
    const pantry = `mutation($input: AddPantryItemInput!) { addPantryItem(input: $input) { id } }`;
    await run(pantry, { input: { productId: eggs, quantity: 1, unit: "piece", pricePaid: 0.3, expiresOn: "2027-06-01" } });
    const changed = (await run(GENERATE, { input: { ...range, listId: list } })).generateShoppingListFromPlan;
    expect(changed).toMatchObject({ added: 0, changed: 1, removed: 0 });
    expect(byName(changed.lines)["Plan eggs"]).toMatchObject({ quantity: 1, needed: 1.5, inPantry: 1, estimatedPrice: 0.3, estimatedCost: 0.3, priceSource: "last" });
    const afterChange = await items();
    expect(afterChange.find((i) => i.name === "Plan eggs")).toMatchObject({ id: afterFirst.find((i) => i.name === "Plan eggs")!.id, quantity: 1 });
    expect((await run(GENERATE, { input: { ...range, listId: list } })).generateShoppingListFromPlan).toMatchObject({ added: 0, changed: 0, removed: 0 });
    expect(await items()).toEqual(afterChange);
    expect((await run(PREVIEW, { ...range, listId: list })).mealPlanShoppingPreview).toMatchObject({ estimatedTotal: 0 });
  });

  it("generates into a new list, and an idempotency key answers the same without a second list", async () => {
    const input = { from: "2026-11-23", to: "2026-11-24", newListName: "Week 48" };
    const a = (await run(GENERATE, { input, key: "gen-1" })).generateShoppingListFromPlan;
    const b = (await run(GENERATE, { input, key: "gen-1" })).generateShoppingListFromPlan;
    expect(b.listId).toBe(a.listId);
    const lists = (await run(`{ shoppingLists { name } }`)).shoppingLists.filter((l: { name: string }) => l.name === "Week 48");
    expect(lists).toHaveLength(1);
  });

  it("a device following the lists' changes gets each generated line as the item, read since no shopping answer holds it", async () => {
    const socket = wsClient(app, token, "fridge-tablet");
    sockets.push(socket);
    const since = (await run(`{ shoppingSyncPoint }`)).shoppingSyncPoint;
    const feed = collect<{ shoppingListsChanged: { type: string; lists: { id: string; name: string }[]; items: { name: string; listId: string }[]; removedItemIds: string[] } }>(
      socket,
      `subscription($since: Int) { shoppingListsChanged(since: $since) { type lists { id name } items { name listId } removedItemIds } }`,
      { since },
    );
    const generated = (await run(GENERATE, { input: { from: "2026-11-23", to: "2026-11-24", newListName: "Week 48, live" } })).generateShoppingListFromPlan;
    const changes = (await feed.next(1 + generated.added)).map((r) => r.shoppingListsChanged);
    expect(changes[0]).toMatchObject({ type: "ShoppingListCreated", lists: [{ id: generated.listId, name: "Week 48, live" }], items: [] });
    const added = changes.slice(1);
    expect(added.every((c) => c.type === "ShoppingItemAdded" && c.removedItemIds.length === 0)).toBe(true);
    expect(added.map((c) => c.items.map((i) => [i.listId, i.name])).flat()).toEqual(
      generated.lines.filter((l: { quantity: number }) => l.quantity > 0).map((l: { name: string }) => [generated.listId, l.name]),
    );
    feed.dispose();
  });

  it("copies a week and repeats an entry; doing either again adds nothing twice", async () => {
    const copy = `mutation { copyMealPlanWeek(from: "2026-11-23", to: "2026-11-30") { date copiedFrom } }`;
    expect((await run(copy)).copyMealPlanWeek.map((e: { date: string }) => e.date)).toEqual(["2026-11-30", "2026-12-01"]);
    expect((await run(copy)).copyMealPlanWeek).toEqual([]);
    const note = (await run(ADD, { input: { date: "2026-11-26", slot: "lunch", kind: "note", note: "Eating out" } })).addMealPlanEntry;
    expect(note).toMatchObject({ title: "Eating out", perServing: null });
    const repeat = `mutation($id: ID!) { repeatMealPlanEntry(id: $id, everyDays: 7, times: 3) { date } }`;
    expect((await run(repeat, { id: note.id })).repeatMealPlanEntry.map((e: { date: string }) => e.date)).toEqual(["2026-12-03", "2026-12-10", "2026-12-17"]);
    expect((await run(repeat, { id: note.id })).repeatMealPlanEntry).toEqual([]);
  });

  it("answers clear errors and keeps households apart", async () => {
    expect((await fails(ADD, { input: dinner("2026-11-31") })).message).toBe("Date must be a day like 2026-11-23");
    expect((await fails(ADD, { input: dinner("2026-11-27", { slot: "brunch" }) })).message).toBe("Slot must be breakfast, lunch, dinner or snack");
    expect((await fails(ADD, { input: dinner("2026-11-27") }, otherToken)).message).toBe("Family member not found");
    expect((await fails(ADD, { input: dinner("2026-11-27", { memberIds: [] }) }, otherToken)).message).toBe("Recipe not found");
    expect((await run(PLAN, { from: "2026-11-23", to: "2026-11-29" }, otherToken)).mealPlan.entries).toEqual([]);
    // An id a device chose that another household's entry already has is refused, not taken over.
    const chosen = randomUUID();
    const note = { id: chosen, date: "2026-11-28", slot: "snack", kind: "note", note: "Fruit" };
    expect((await run(ADD, { input: note })).addMealPlanEntry.id).toBe(chosen);
    expect((await fails(ADD, { input: note }, otherToken)).message).toBe("This id is already in use; choose another");
    expect((await fails(`query { mealPlan(from: "2026-01-01", to: "2026-12-31") { from } }`, {})).message).toBe("A range may cover at most 63 days");
  });

  it("a second device hears a move at once, and the read models rebuild to the same rows", async () => {
    const { mealPlan } = await run(PLAN, { from: "2026-11-23", to: "2026-11-23" });
    const client = wsClient(app, token, "device-b");
    sockets.push(client);
    const feed = collect(client, `subscription($since: Int) { mealPlanChanged(since: $since) { type sourceClientId entry { id date slot } } }`, { since: mealPlan.syncPoint });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const id = mealPlan.entries[0].id;
    await run(`mutation($id: ID!) { moveMealPlanEntry(id: $id, date: "2026-11-27", slot: "lunch") { id } }`, { id });
    const [change] = await feed.next(1);
    expect(change!.mealPlanChanged).toMatchObject({ type: "MealPlanEntryMoved", entry: { id, date: "2026-11-27", slot: "lunch" } });
    feed.dispose();
    const tables = ["meal_plan_entries", "meal_plan_goals"];
    const before = await snapshotReadModels(app.db.em(), tables);
    expect(before.meal_plan_entries!.length).toBeGreaterThan(0);
    await rebuildReadModels(app.db, app.store);
    expect(await snapshotReadModels(app.db.em(), tables)).toEqual(before);
  });
});
