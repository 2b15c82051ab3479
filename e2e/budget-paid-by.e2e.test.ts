import { randomUUID } from "node:crypto";
import { describe, it } from "vitest";
import type { Page } from "playwright-core";
import { checkChromium } from "../server/test/support/services.js";
import { gql, registerUser } from "../server/test/support/test-app.js";
import { browserSuite } from "./support/suite.js";

// /app/budget's "Paid by" line in a real browser: the account holder ticks Bread as purchased on the
// shopping list and adds an expense paid by "Me" on the budget screen; the line names them once with
// both amounts added up, and after a new display name it names them by it, still once.

const chromium = checkChromium();

describe.skipIf(!chromium.available)("budget, paid by", () => {
  const suite = browserSuite();

  const toast = (page: Page, text: string) =>
    page.getByRole("region", { name: "Notifications" }).locator("li").filter({ hasText: text }).first();

  it("credits a purchase and an expense to one person, named as they are called now", { timeout: 120_000 }, async () => {
    const parker = await registerUser(suite.app, { email: `parker.family.${randomUUID().slice(0, 8)}@example.com`, username: "Parker" });
    const run = async (query: string, variables: Record<string, unknown> = {}) => {
      const res = await gql(suite.app, query, variables, parker.token);
      if (res.errors) throw new Error(res.errors.map((e) => e.message).join("; "));
      return res.data;
    };
    const listId = randomUUID();
    await run(`mutation($input: CreateShoppingListInput!) { createShoppingList(input: $input) { id } }`, { input: { id: listId, name: "Weekly shop" } });
    await run(`mutation($listId: ID!, $input: AddShoppingItemInput!) { addShoppingItem(listId: $listId, input: $input) { item { id } } }`, {
      listId,
      input: { name: "Bread", category: "Groceries", quantity: 1, estimatedPrice: 3.2 },
    });

    const shop = (await suite.open(parker, { path: "/app/shopping-list", heading: "Shopping List", context: { timezoneId: "UTC" } })).page;
    await shop.getByLabel("Purchased: Bread").check();
    await toast(shop, "Item marked as purchased").waitFor();

    const budget = (await suite.open(parker, { path: "/app/budget", heading: "Budget", context: { timezoneId: "UTC" } })).page;
    const form = budget.getByRole("form", { name: "Add an expense or refund" });
    await form.getByLabel("Amount (USD)").fill("42.50");
    await form.getByLabel("Category").fill("Groceries");
    await form.getByLabel("Paid by").selectOption({ label: "Me" });
    await form.getByRole("button", { name: "Add Expense" }).click();
    await toast(budget, "Expense recorded").waitFor();
    // One entry for the one person: the bread's $3.20 and the expense's $42.50.
    await budget.locator(".budget-payers").filter({ hasText: /^Paid by: [^·]+ \$45\.70$/ }).waitFor();

    await run(`mutation { updateProfile(input: { displayName: "Parker Family" }) { displayName } }`);
    await budget.reload();
    await budget.locator(".budget-payers").filter({ hasText: /^Paid by: Parker Family \$45\.70$/ }).waitFor();
  });
});
