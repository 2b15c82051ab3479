import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { checkChromium } from "../server/test/support/services.js";
import { gql, registerUser } from "../server/test/support/test-app.js";
import { browserSuite } from "./support/suite.js";

// /app/budget in real browsers: a family sets a grocery budget on one device, buys items on the
// shopping list on another until groceries pass 80%, and that device gets the alert as a toast while the
// first device's budget screen and the home screen show the spending and the alert without a reload.

const chromium = checkChromium();

type Account = Awaited<ReturnType<typeof registerUser>>;

describe.skipIf(!chromium.available)("budget, live across a family's devices", () => {
  const suite = browserSuite();

  /** A browser (own storage, own tab id) signed in as `account`, opened at `path`. */
  async function device(account: Account, path: string, heading: string): Promise<Page> {
    return (await suite.open(account, { path, heading, context: { timezoneId: "America/Chicago" }, stepTimeoutMs: 15_000 })).page;
  }

  const toast = (page: Page, text: string) =>
    page.getByRole("region", { name: "Notifications" }).locator("li").filter({ hasText: text }).first();

  it("sets a grocery budget, warns the buying device at 80%, and every screen follows live", async () => {
    const family = await registerUser(suite.app, { username: "Nakamura" });
    // The list the family shops from, with prices (the shopping screens have their own tests).
    const listId = randomUUID();
    await gql(suite.app, `mutation($input: CreateShoppingListInput!) { createShoppingList(input: $input) { id } }`, { input: { id: listId, name: "Saturday shop" } }, family.token);
    for (const [name, price] of [["Rice", "30"], ["Chicken thighs", "25"], ["Strawberries", "30"]] as const) {
      await gql(
        suite.app,
        `mutation($listId: ID!, $input: AddShoppingItemInput!) { addShoppingItem(listId: $listId, input: $input) { item { id } } }`,
        { listId, input: { name, category: "Groceries", quantity: 1, estimatedPrice: Number(price) } },
        family.token,
      );
    }

    const budget = await device(family, "/app/budget", "Budget");
    // Months follow the family's own time zone.
    await budget.getByRole("button", { name: "Use America/Chicago" }).click();
    await toast(budget, "Time zone saved").waitFor();

    await budget.getByLabel("New category").fill("Groceries");
    await budget.getByRole("button", { name: "Add Category" }).click();
    await toast(budget, "Category added").waitFor();
    await budget.getByRole("button", { name: "Set a budget for Groceries" }).click();
    await budget.getByLabel("Monthly budget (USD)").fill("100");
    await budget.getByRole("button", { name: "Save" }).click();
    await toast(budget, "Budget saved").waitFor();
    /** Waits (up to the page's timeout) until the Groceries bar says this. */
    const groceries = (text: string) => budget.locator(`[role=meter][aria-valuetext="${text}"]`).waitFor();
    await groceries("$0.00 of $100.00 · $100.00 left");

    const shop = await device(family, "/app/shopping-list", "Shopping List");
    await shop.getByText("Budget left this month").waitFor();
    await shop.getByLabel("Purchased: Rice").check();
    await toast(shop, "Item marked as purchased").waitFor();
    // 30 of 100: no alert yet; the budget screen follows live.
    await groceries("$30.00 of $100.00 · $70.00 left");
    await shop.getByLabel("Purchased: Chicken thighs").check();
    await groceries("$55.00 of $100.00 · $45.00 left");
    expect(await toast(shop, "Groceries budget at 80%").count()).toBe(0);

    // 85 of 100: the device that bought it hears about it; the other one shows it on its screen.
    await shop.getByLabel("Purchased: Strawberries").check();
    await toast(shop, "Groceries budget at 80%").waitFor();
    await groceries("$85.00 of $100.00 · $15.00 left");
    await budget.getByRole("region", { name: "Alerts" }).getByText("Groceries budget at 80%").waitFor();
    expect(await toast(budget, "Groceries budget at 80%").count()).toBe(0);

    // The home screen tells the rest of the family.
    const home = await device(family, "/app", "Welcome, Nakamura");
    await home.getByRole("list", { name: "Budget alerts" }).getByText("Groceries passed 80%").waitFor();
  }, 120_000);
});
