import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { checkChromium } from "../server/test/support/services.js";
import { api, gql, registerUser } from "../server/test/support/test-app.js";
import { browserSuite } from "./support/suite.js";

// Dietary analysis and the home screen in real browsers: the account holder records a child's nut
// allergy on one device; the other device's dietary analysis flags the walnuts in the pantry and the
// walnut recipe at once; the recipe's page flags it too; and the home screen shows its cards, each with
// its empty state for a new household, following a new shopping list and an expiring item live. On the
// family members screen, an allergy set on one device shows on the other live, and one set offline is
// sent through the shared outbox once the device is back online.

const chromium = checkChromium();

type Account = Awaited<ReturnType<typeof registerUser>>;

describe.skipIf(!chromium.available)("dietary analysis and home, live across a family's devices", () => {
  const suite = browserSuite();

  const device = async (account: Account, path: string, heading: string): Promise<Page> =>
    (await suite.open(account, { path, heading, context: { timezoneId: "America/Chicago" } })).page;

  const toast = (page: Page, text: string) =>
    page.getByRole("region", { name: "Notifications" }).locator("li").filter({ hasText: text }).first();

  async function ok(account: Account, query: string, variables: Record<string, unknown>) {
    const res = await gql(suite.app, query, variables, account.token);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data;
  }

  it("flags a nut allergy on the analysis and the recipe, and the home screen follows live", async () => {
    const family = await registerUser(suite.app, { username: "Okoro" });
    const member = await api(suite.app, "POST", "/api/family-members", { token: family.token, body: { name: "Amara", ageGroup: "child" } });
    expect(member.status).toBe(201);
    const walnuts = await ok(family, `mutation($input: CreateProductInput!) { createProduct(input: $input) { id } }`, {
      input: {
        name: "Okoro walnuts",
        category: "Nuts & Seeds",
        defaultUnit: "g",
        allergens: ["nuts"],
        // USDA FoodData Central 170187 (walnuts, English), per 100 g.
        nutritionPer100: { basis: "g", energyKcal: 654, proteinG: 15.23, carbohydrateG: 13.71, sugarsG: 2.61, fatG: 65.21, fibreG: 6.7 },
      },
    });
    const productId = walnuts.createProduct.id as string;
    await ok(family, `mutation($input: AddPantryItemInput!) { addPantryItem(input: $input) { id } }`, {
      input: { productId, name: "Okoro walnuts", quantity: 250, unit: "g", location: "pantry" },
    });
    const recipe = await ok(family, `mutation($input: RecipeInput!) { createRecipe(input: $input) { id } }`, {
      input: {
        title: "Walnut banana bread",
        servings: 8,
        ingredients: [
          { productId, name: "Okoro walnuts", quantity: 100, unit: "g" },
          { name: "ripe bananas", quantity: 3 },
        ],
        steps: [{ text: "Mash the bananas, fold in the walnuts and bake for an hour." }],
      },
    });
    const recipeId = recipe.createRecipe.id as string;

    // The kitchen tablet has the analysis open: Amara has nothing recorded yet.
    const tablet = await device(family, "/app/pantry-dietary-analysis", "Dietary Analysis");
    const amara = tablet.getByTestId("dietary-member").filter({ hasText: "Amara" });
    await amara.getByText(/No diets or allergies recorded\./).first().waitFor();
    await tablet.getByTestId("dietary-coverage").filter({ hasText: /Known for 1 of 1 item/ }).waitFor();
    await tablet.getByRole("list", { name: "Allergens present" }).getByText(/Okoro walnuts/).first().waitFor();

    // On the phone, the account holder records Amara's nut allergy.
    const phone = await device(family, "/app/family-members", "Family Members");
    await phone.getByRole("button", { name: "Diets & Allergies" }).click();
    await phone.getByLabel("Tree nuts").check();
    await phone.getByRole("button", { name: "Save Diets and Allergies" }).click();
    await toast(phone, "Diets and Allergies Saved").waitFor();
    await phone.getByTestId("member-dietary").filter({ hasText: "Allergies: Tree nuts" }).waitFor();

    // The tablet flags the walnuts and the recipe without a reload.
    await tablet.getByRole("list", { name: "Pantry items that don't suit Amara" }).getByText("Okoro walnuts", { exact: true }).waitFor();
    const recipes = tablet.getByRole("list", { name: "Recipes that don't suit Amara" });
    await recipes.getByRole("link", { name: "Walnut banana bread" }).waitFor();
    await recipes.getByText("Tree nuts allergy", { exact: true }).waitFor();

    // The recipe's own page says so too.
    await phone.goto(`${suite.app.url}/app/recipes/${recipeId}`);
    await phone.getByRole("heading", { name: "Walnut banana bread", level: 1 }).waitFor();
    const flags = phone.getByTestId("recipe-dietary-flags");
    await flags.getByText("Amara", { exact: true }).waitFor();
    await flags.getByText(/Tree nuts allergy \(Okoro walnuts is tagged tree nuts\)/).first().waitFor();

    // Home on the tablet: every card, with its empty state where the household has nothing yet.
    await tablet.goto(`${suite.app.url}/app`);
    await tablet.getByRole("heading", { name: "Welcome, Okoro", level: 1 }).waitFor();
    for (const heading of ["Expiring soon", "Leftovers to use", "Chores due today", "Today's events", "Shopping lists", "Budget this month"]) {
      await tablet.getByRole("heading", { name: heading, level: 2 }).waitFor();
    }
    await tablet.getByText(/No open lists\. Start one for the week's shop/).waitFor();
    await tablet.getByText(/No chores yet\./).waitFor();
    await tablet.getByText(/Nothing on the family calendar today\./).waitFor();
    await tablet.getByText(/No leftovers waiting\./).waitFor();
    await tablet.getByTestId("home-expiring").filter({ hasText: "Nothing in your pantry needs using soon." }).waitFor();
    await tablet.getByRole("link", { name: "Open Shopping Lists" }).waitFor();

    // Another device starts a list and puts away milk that is about to turn: the tablet's home follows.
    const listId = randomUUID();
    await ok(family, `mutation($input: CreateShoppingListInput!) { createShoppingList(input: $input) { id } }`, { input: { id: listId, name: "Weekend shop" } });
    await ok(family, `mutation($listId: ID!, $input: AddShoppingItemInput!) { addShoppingItem(listId: $listId, input: $input) { item { id } } }`, {
      listId,
      input: { name: "Bread", quantity: 1 },
    });
    await tablet.getByRole("list", { name: "Open shopping lists" }).getByText("Weekend shop: 1 to buy").waitFor();
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await ok(family, `mutation($input: AddPantryItemInput!) { addPantryItem(input: $input) { id } }`, {
      input: { name: "Whole milk", quantity: 1, unit: "l", location: "fridge", expiresOn: tomorrow },
    });
    await tablet.getByRole("list", { name: "Expiring soon" }).getByText(/Whole milk: expires/).waitFor();
  }, 180_000);

  it("shows a member's allergy on the family's other device live, and sends one set offline once back online", async () => {
    const family = await registerUser(suite.app, { username: "Lindqvist" });
    const added = await api(suite.app, "POST", "/api/family-members", { token: family.token, body: { name: "Tomas", ageGroup: "child" } });
    expect(added.status).toBe(201);
    const memberId = (added.body as { id: string }).id;
    const allergiesOnServer = async () =>
      ((await ok(family, "{ familyMembers { id allergies } }", {})).familyMembers as { id: string; allergies: string[] }[]).find((m) => m.id === memberId)
        ?.allergies;

    const { page: phone } = await suite.open(family, { path: "/app/family-members", heading: "Family Members" });
    // The tablet's own link, so that offline is offline (`DeviceLink`).
    const tabletDevice = await suite.open(family, { path: "/app/family-members", heading: "Family Members", ownLink: true });
    const tablet = tabletDevice.page;
    const card = (page: Page) => page.locator("li.member-card").filter({ hasText: "Tomas" });
    await card(tablet).getByTestId("member-dietary").filter({ hasText: "No allergies or diets recorded" }).waitFor();

    // Device A records Tomas's milk allergy; device B's list shows it without a reload.
    await card(phone).getByRole("button", { name: "Diets & Allergies" }).click();
    await card(phone).getByLabel("Milk", { exact: true }).check();
    await card(phone).getByRole("button", { name: "Save Diets and Allergies" }).click();
    await toast(phone, "Diets and Allergies Saved").waitFor();
    await card(tablet).getByTestId("member-dietary").filter({ hasText: "Allergies: Milk" }).waitFor();

    // Device B loses its connection and adds eggs: the change waits on the device, the server has only milk.
    await tabletDevice.setOffline(true);
    await card(tablet).getByRole("button", { name: "Diets & Allergies" }).click();
    await card(tablet).getByLabel("Eggs", { exact: true }).check();
    await card(tablet).getByRole("button", { name: "Save Diets and Allergies" }).click();
    await card(tablet).getByTestId("member-dietary").filter({ hasText: "Allergies: Eggs, Milk" }).waitFor();
    await card(tablet).getByTestId("member-dietary-pending").waitFor();
    await tablet.getByRole("status").filter({ hasText: "1 change waiting to sync" }).waitFor();
    expect(await allergiesOnServer()).toEqual(["milk"]);

    // Back online, the outbox sends it (once), and device A follows live.
    await tabletDevice.setOffline(false);
    await toast(tablet, "1 dietary change synced").waitFor();
    await card(tablet).getByTestId("member-dietary-pending").waitFor({ state: "detached" });
    await card(phone).getByTestId("member-dietary").filter({ hasText: "Allergies: Eggs, Milk" }).waitFor();
    expect(await allergiesOnServer()).toEqual(["eggs", "milk"]);
  }, 180_000);
});
