import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { checkChromium } from "../server/test/support/services.js";
import { gql, registerUser } from "../server/test/support/test-app.js";
import { browserSuite } from "./support/suite.js";

// The cook → pantry → leftovers loop in a real browser: "what can I cook now" ranks from the pantry,
// cooking mode runs a timer, finishing with 2 portions left takes the used food out of the pantry and
// keeps the leftover; then the recipe is shared through the server's public page and imported by
// another household, and the revoked link answers 404.

const chromium = checkChromium();
type Account = Awaited<ReturnType<typeof registerUser>>;

describe.skipIf(!chromium.available)("cooking from the pantry in the browser", () => {
  const suite = browserSuite();

  async function device(account: Account, path: string): Promise<Page> {
    return (await suite.open(account, { path })).page;
  }
  async function run(account: Account, query: string, variables: Record<string, unknown> = {}) {
    const res = await gql(suite.app, query, variables, account.token);
    if (res.errors) throw new Error(res.errors.map((e) => e.message).join("; "));
    return res.data;
  }
  const toast = (page: Page, text: string) =>
    page.getByRole("region", { name: "Notifications" }).locator("li").filter({ hasText: text }).first();

  it("cooks with a timer, takes the food from the pantry, keeps 2 portions as a leftover, and shares the recipe", { timeout: 180_000 }, async () => {
    const family = await registerUser(suite.app, { username: "Moreau" });
    const friends = await registerUser(suite.app, { username: "Haddad" });
    const eggs = (await run(family, `{ products(search: "Eggs") { items { id } } }`)).products.items[0].id;
    const add = (input: Record<string, unknown>) =>
      run(family, `mutation($input: AddPantryItemInput!) { addPantryItem(input: $input) { id } }`, { input }).then((d) => d.addPantryItem.id as string);
    const flourId = await add({ name: "Flour", quantity: 500, unit: "g" });
    const eggsId = await add({ productId: eggs, name: "Eggs", quantity: 6 });
    const create = (input: Record<string, unknown>) =>
      run(family, `mutation($input: RecipeInput!) { createRecipe(input: $input) { id } }`, { input }).then((d) => d.createRecipe.id as string);
    const pancakes = await create({
      title: "Sunday pancakes",
      servings: 4,
      tags: ["breakfast"],
      ingredients: [
        { id: "flour", quantity: 200, unit: "g", name: "flour" },
        { id: "eggs", quantity: 2, name: "eggs", productId: eggs },
      ],
      steps: [
        { text: "Whisk the flour and eggs into a smooth batter.", ingredientIds: ["flour", "eggs"] },
        { text: "Let the batter rest for 2 seconds, then fry.", timerSeconds: 2 },
      ],
    });
    await create({ title: "Lemon tart", servings: 8, ingredients: [{ quantity: 4, name: "lemons" }, { quantity: 200, unit: "g", name: "flour" }] });

    // What can I cook now: the pancakes are all there; the tart only half.
    const kitchen = await device(family, "/app/recipes");
    await kitchen.getByRole("heading", { name: "My Recipes", level: 1 }).waitFor();
    await kitchen.getByRole("button", { name: "What can I cook now?" }).click();
    const cards = kitchen.getByRole("list", { name: "My Recipes" }).locator("li.recipe-card");
    await cards.first().getByText("2 of 2 in the pantry (100%)").waitFor();
    await expect.poll(() => cards.allInnerTexts().then((t) => t.map((x) => x.split("\n")[0]))).toEqual(["Sunday pancakes", "Lemon tart"]);
    await cards.nth(1).getByText("Missing: lemons").waitFor();
    await kitchen.getByLabel("In the pantry").selectOption({ label: "Everything in the pantry" });
    await kitchen.getByRole("link", { name: "Lemon tart" }).waitFor({ state: "detached" });
    await kitchen.getByRole("link", { name: "Sunday pancakes" }).click();

    // Cooking mode, with a timer on step 2.
    await kitchen.getByRole("heading", { name: "Sunday pancakes", level: 1 }).waitFor();
    await kitchen.getByLabel("Cook for").fill("4");
    await kitchen.getByRole("link", { name: "Start cooking" }).click();
    await kitchen.getByRole("heading", { name: "Step 1 of 2" }).waitFor();
    await kitchen.getByRole("button", { name: "Next step" }).click();
    await kitchen.getByRole("button", { name: "Start timer (00:02)" }).click();
    await kitchen.getByText("Step 2: Done!").waitFor();
    await kitchen.getByRole("button", { name: "Stop alarm" }).click();

    // Finish: 2 eaten, 2 left; the preview names what the pantry gives.
    await kitchen.getByRole("button", { name: "Finish cooking" }).click();
    const preview = kitchen.getByRole("list", { name: "To take from the pantry" });
    await preview.getByText("200 g Flour").waitFor();
    await kitchen.getByLabel("How many portions were eaten?").fill("2");
    await kitchen.getByLabel("How many portions are left over?").fill("2");
    await kitchen.getByRole("button", { name: "Done" }).click();
    await kitchen.getByRole("heading", { name: "Enjoy your meal!" }).waitFor();
    const taken = kitchen.getByRole("list", { name: "Taken from the pantry" });
    await taken.getByText("200 g Flour").waitFor();
    await taken.getByText("2 piece Eggs").waitFor();
    await kitchen.getByText("2 portions are kept in the fridge as a leftover.").waitFor();

    const pantry = (await run(family, `{ pantryItems { id quantity } }`)).pantryItems as { id: string; quantity: number }[];
    expect(Object.fromEntries(pantry.map((i) => [i.id, i.quantity]))).toEqual({ [flourId]: 300, [eggsId]: 4 });

    // The leftover is on the leftovers screen.
    await kitchen.getByRole("link", { name: "See leftovers" }).click();
    await kitchen.getByText("Sunday pancakes").first().waitFor();
    const leftovers = (await run(family, `{ leftovers { dish portions fromRecipeId } }`)).leftovers;
    expect(leftovers).toEqual([{ dish: "Sunday pancakes", portions: 2, fromRecipeId: pancakes }]);

    // The pantry screen shows what is left.
    await kitchen.goto(`${suite.app.url}/app/pantry`);
    await kitchen.getByText("Flour").first().waitFor();
    await kitchen.getByText(/300\s*g/).first().waitFor();

    // Share it; the friends open the link: the server's page, no app code, then Add to my recipes.
    await kitchen.goto(`${suite.app.url}/app/recipes/${pancakes}`);
    await kitchen.getByRole("button", { name: "Create share link" }).click();
    await toast(kitchen, "Share link created").waitFor();
    const link = await kitchen.getByLabel("Share link", { exact: true }).inputValue();
    expect(link).toMatch(/\/app\/recipes\/import\/[\w-]+$/);
    const friend = await device(friends, new URL(link).pathname);
    await friend.getByRole("heading", { name: "Sunday pancakes", level: 1 }).waitFor();
    expect(await friend.locator("script").count()).toBe(0);
    await friend.getByText("200 g").first().waitFor();
    await friend.getByRole("link", { name: "Add to my recipes" }).click();
    await toast(friend, "Recipe added").waitFor();
    await friend.getByRole("link", { name: "Start cooking" }).waitFor();
    const copied = (await run(friends, `{ recipes { title origin { kind } } }`)).recipes;
    expect(copied).toEqual([{ title: "Sunday pancakes", origin: { kind: "shared" } }]);

    // Revoked: the link answers 404 with a clear page.
    await kitchen.getByRole("button", { name: "Revoke" }).click();
    await toast(kitchen, "Share link revoked").waitFor();
    const gone = await friend.goto(link);
    expect(gone?.status()).toBe(404);
    await friend.getByRole("heading", { name: "This share link has expired or was revoked" }).waitFor();
  });
});
