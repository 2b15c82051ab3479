import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { checkChromium } from "../server/test/support/services.js";
import { api, gql, registerUser } from "../server/test/support/test-app.js";
import { browserSuite } from "./support/suite.js";

// Changes made offline reach the family once the device is back online, whichever screen it is on then.
// A parent adds milk to the shopping list and records a market-stall expense with the connection gone,
// moves on to the home screen, even reloads it, still offline. Back online, neither screen is open, yet
// both changes are sent (once each), the family's other device shows them live, and the parent is told.

const chromium = checkChromium();

describe.skipIf(!chromium.available)("changes made offline are sent from any screen", () => {
  const suite = browserSuite();

  const toast = (page: Page, text: string) => page.getByRole("region", { name: "Notifications" }).locator("li").filter({ hasText: text }).first();
  const shoppingItem = (page: Page, name: string) => page.getByRole("listitem", { name, exact: true });
  const savedExpense = (page: Page, note: string) => page.locator(".budget-expense:not([data-waiting])").filter({ hasText: note });
  /** Moves within the app through its navigation bar (no page load). */
  const go = async (page: Page, group: string, link: string) => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: group }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: link }).click();
  };

  it("a shopping item and an expense queued offline are sent from the home screen once back online", async () => {
    const family = await registerUser(suite.app, { username: "Okafor" });
    const created = await api(suite.app, "POST", "/api/shopping-lists", { token: family.token, body: { name: "Weekly shop" } });
    expect(created.status).toBeLessThan(300);

    const kitchen = await suite.open(family, { path: "/app/shopping-list", heading: "Shopping List" });
    await kitchen.page.getByRole("heading", { name: "Weekly shop", level: 2 }).waitFor();
    const phone = await suite.open(family, { path: "/app/shopping-list", heading: "Shopping List", ownLink: true });
    const { page } = phone;
    await page.getByRole("heading", { name: "Weekly shop", level: 2 }).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.offlineReady === "true");
    // The budget and home screens once, online, so their code and data are on the device.
    await go(page, "Shop", "Budget");
    await page.getByRole("heading", { name: "Budget", level: 1 }).waitFor();
    await page.getByRole("link", { name: "Hearth" }).click();
    await page.waitForURL((url) => url.pathname === "/app" || url.pathname === "/app/");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await go(page, "Shop", "Shopping List");
    await page.getByRole("heading", { name: "Weekly shop", level: 2 }).waitFor();

    const sent: string[] = [];
    page.on("response", (response) => {
      const operation = /"operationName":"(AddShoppingItem|RecordExpense)"/.exec(response.request().postData() ?? "")?.[1];
      if (operation && response.ok()) sent.push(operation);
    });

    await phone.setOffline(true);
    await page.getByText("You're offline").first().waitFor();
    await page.getByLabel("Item name", { exact: true }).fill("Milk");
    await page.getByRole("button", { name: "Add item" }).click();
    await shoppingItem(page, "Milk").waitFor();

    await go(page, "Shop", "Budget");
    await page.getByRole("heading", { name: "Budget", level: 1 }).waitFor();
    const form = page.getByRole("form", { name: "Add an expense or refund" });
    await form.getByLabel("Amount (USD)").fill("25");
    await form.getByLabel("Category").fill("Groceries");
    await form.getByLabel("Note").fill("Market stall");
    await form.getByRole("button", { name: "Add Expense" }).click();
    await page.locator('.budget-expense[data-waiting="true"]').filter({ hasText: "Market stall" }).waitFor();

    // Off to the home screen, and a reload there, all still offline: no screen of either change is open.
    await page.getByRole("link", { name: "Hearth" }).click();
    await page.waitForURL((url) => url.pathname === "/app" || url.pathname === "/app/");
    await page.reload();
    await page.getByText("You're offline").first().waitFor();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => /-outbox:/.test(k)).length)).toBe(2);
    expect(sent).toEqual([]);

    await phone.setOffline(false);
    await shoppingItem(kitchen.page, "Milk").waitFor();
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => /-outbox:/.test(k)).length)).toBe(0);
    await toast(page, "made offline reached your family").waitFor();
    expect(sent.sort()).toEqual(["AddShoppingItem", "RecordExpense"]);

    // The other device's budget shows the expense; the server holds each change once.
    await go(kitchen.page, "Shop", "Budget");
    await savedExpense(kitchen.page, "Market stall").waitFor();
    const [list] = (await api(suite.app, "GET", "/api/shopping-lists", { token: family.token })).body;
    expect(list.items.map((i: { name: string }) => i.name)).toEqual(["Milk"]);
    const month = await gql(suite.app, `{ budgetMonth { expenses { note amount category } } }`, {}, family.token);
    expect(month.data?.budgetMonth.expenses).toEqual([{ note: "Market stall", amount: 25, category: "Groceries" }]);
  }, 180_000);
});
