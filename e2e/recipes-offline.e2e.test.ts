import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { checkChromium } from "../server/test/support/services.js";
import { gql, registerUser } from "../server/test/support/test-app.js";
import { browserSuite } from "./support/suite.js";

// /app/recipes offline, in real browsers: a device that opened the family's recipe list loses its
// connection, adds a recipe and edits one it never opened. The editor opens offline (its code came with
// the list, the recipe from the list it read); both changes show at once in the list and on the recipe
// page, marked 'Waiting to sync', and are still there after an offline reload. Back online they are sent
// once each, and the family's other device, open on the list all along, shows them live.

const chromium = checkChromium();

describe.skipIf(!chromium.available)("recipes offline", () => {
  const suite = browserSuite();

  it("adds and edits recipes offline, shown waiting, kept over a reload, sent once online and seen on another device", { timeout: 240_000 }, async () => {
    const family = await registerUser(suite.app, { username: "Moreau" });
    const run = async (query: string, variables: Record<string, unknown> = {}) => {
      const res = await gql(suite.app, query, variables, family.token);
      if (res.errors) throw new Error(res.errors.map((e) => e.message).join("; "));
      return res.data;
    };
    await run(`mutation { createRecipe(input: { title: "Lentil soup", servings: 4, ingredients: [{ name: "red lentils", quantity: 300, unit: "g" }] }) { id } }`);

    const open = (ownLink = false) => suite.open(family, { path: "/app/recipes", heading: "My Recipes", ownLink });
    const card = (page: Page, title: string) => page.locator(".recipe-card").filter({ has: page.getByRole("link", { name: title, exact: true }) });
    const waitingCard = (page: Page, title: string) => card(page, title).filter({ hasText: "Waiting to sync" });
    const toast = (page: Page, text: string) => page.getByRole("region", { name: "Notifications" }).locator("li").filter({ hasText: text }).first();

    const other = (await open()).page;
    await card(other, "Lentil soup").waitFor();
    const device = await open(true);
    const { page } = device;
    await card(page, "Lentil soup").waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.offlineReady === "true");

    await device.setOffline(true);
    await page.getByText("You're offline").waitFor();

    // A new recipe: the editor opens offline and the recipe page shows it at once, waiting.
    await page.getByRole("link", { name: "Add recipe" }).click();
    await page.getByRole("heading", { name: "Add Recipe", level: 1 }).waitFor();
    await page.getByLabel("Title").fill("Tomato soup");
    await page.getByRole("button", { name: "Add ingredient" }).click();
    await page.getByLabel("Ingredient", { exact: true }).last().fill("tomatoes");
    await page.getByRole("button", { name: "Save recipe" }).click();
    await page.getByRole("heading", { name: "Tomato soup", level: 1 }).waitFor();
    await page.getByRole("status").filter({ hasText: "Waiting to sync" }).waitFor();

    // The page opens again offline, the list too, with the new recipe first and waiting.
    await page.reload();
    await page.getByRole("heading", { name: "Tomato soup", level: 1 }).waitFor();
    await page.goto(`${device.url}/app/recipes`);
    await page.getByRole("heading", { name: "My Recipes", level: 1 }).waitFor();
    await waitingCard(page, "Tomato soup").waitFor();

    // Edit a recipe this device never opened: it opens from the list it read.
    await page.getByRole("link", { name: "Lentil soup", exact: true }).click();
    await page.getByRole("heading", { name: "Lentil soup", level: 1 }).waitFor();
    await page.getByRole("link", { name: "Edit", exact: true }).click();
    await page.getByRole("heading", { name: "Edit Recipe", level: 1 }).waitFor();
    await expect.poll(() => page.getByLabel("Title").inputValue()).toBe("Lentil soup");
    await page.getByLabel("Title").fill("Lentil and carrot soup");
    await page.getByRole("button", { name: "Save recipe" }).click();
    await page.getByRole("heading", { name: "Lentil and carrot soup", level: 1 }).waitFor();
    await page.getByRole("status").filter({ hasText: "Waiting to sync" }).waitFor();

    await page.goto(`${device.url}/app/recipes`);
    await waitingCard(page, "Lentil and carrot soup").waitFor();
    await waitingCard(page, "Tomato soup").waitFor();
    expect(await card(page, "Lentil soup").count()).toBe(0);
    // The other device has seen neither change.
    expect(await card(other, "Tomato soup").count()).toBe(0);
    expect(await card(other, "Lentil and carrot soup").count()).toBe(0);

    // Back online: both are sent, in order, once; the marks go and the other device shows them live.
    await device.setOffline(false);
    await toast(page, "2 changes made offline reached your family.").waitFor();
    await page.locator(".recipe-card").filter({ hasText: "Waiting to sync" }).first().waitFor({ state: "detached" });
    await card(other, "Tomato soup").waitFor();
    await card(other, "Lentil and carrot soup").waitFor();
    expect(await card(other, "Lentil soup").count()).toBe(0);

    const recipes = await run(`{ recipes { title ingredients { name } } }`);
    expect(recipes.recipes).toEqual(
      expect.arrayContaining([
        { title: "Tomato soup", ingredients: [{ name: "tomatoes" }] },
        { title: "Lentil and carrot soup", ingredients: [{ name: "red lentils" }] },
      ]),
    );
    expect(recipes.recipes).toHaveLength(2);
  });
});
