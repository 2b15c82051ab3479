import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { checkChromium } from "../server/test/support/services.js";
import { gql, registerUser } from "../server/test/support/test-app.js";
import { browserSuite } from "./support/suite.js";

// /app/budget offline, in real browsers: with the connection gone, a parent records a market-stall expense
// and deletes the light bulbs. Both wait in the shared outbox and show at once (the new expense marked
// 'Waiting to sync', the deleted one gone, the Groceries budget and the month's total as they will be);
// the page reloads offline with them still there. When the connection comes back they are sent once, and
// the family's second device, open all along, shows them live.

const chromium = checkChromium();

const today = () => new Date().toISOString().slice(0, 10);

describe.skipIf(!chromium.available)("budget offline", () => {
  const suite = browserSuite();

  const device = (account: { token: string; user: unknown }, ownLink = false) =>
    suite.open(account, { path: "/app/budget", heading: "Budget", context: { timezoneId: "UTC", locale: "en-US" }, ownLink });

  const expenses = (page: Page) => page.getByRole("region", { name: "Expenses and refunds" }).getByRole("listitem");
  const expense = (page: Page, note: string) => expenses(page).filter({ hasText: note });
  const waitingExpense = (page: Page, note: string) => page.locator('.budget-expense[data-waiting="true"]').filter({ hasText: note });
  const savedExpense = (page: Page, note: string) => page.locator(".budget-expense:not([data-waiting])").filter({ hasText: note });
  /** The bar of a category (or "Monthly total") saying exactly this. */
  const meter = (page: Page, text: string) => page.locator(`[role=meter][aria-valuetext="${text}"]`);
  const total = (page: Page) => page.getByRole("region", { name: "This month" }).locator(".budget-row__money");

  it("an expense recorded and another deleted offline show at once, survive a reload, and reach the other device once online", async () => {
    const family = await registerUser(suite.app, { username: "Okafor" });
    const run = async (query: string, variables: Record<string, unknown>) => {
      const res = await gql(suite.app, query, variables, family.token);
      expect(res.errors).toBeUndefined();
      return res.data;
    };
    await run(`mutation($input: BudgetLimitInput!) { setBudgetLimit(input: $input) { month } }`, {
      input: { category: "Groceries", amount: 200, fromMonth: today().slice(0, 7) },
    });
    await run(`mutation($input: BudgetExpenseInput!) { recordExpense(input: $input) { id } }`, {
      input: { id: null, kind: "expense", date: today(), amount: 40, category: "Household", store: "Hardware store", note: "Light bulbs", paidByMemberId: null },
    });

    const other = await device(family);
    await savedExpense(other.page, "Light bulbs").waitFor();
    const offline = await device(family, true);
    const { page } = offline;
    await savedExpense(page, "Light bulbs").waitFor();
    await meter(page, "$0.00 of $200.00 · $200.00 left").waitFor();
    await expect(total(page).textContent()).resolves.toBe("$40.00 spent");
    // The app shell is kept for offline use before the connection goes.
    await page.waitForFunction(() => document.documentElement.dataset.offlineReady === "true");
    let recorded = 0;
    page.on("response", (response) => {
      if (response.ok() && response.request().postData()?.includes('"operationName":"RecordExpense"')) recorded += 1;
    });

    await offline.setOffline(true);
    await page.getByText("You're offline").waitFor();

    const form = page.getByRole("form", { name: "Add an expense or refund" });
    await form.getByLabel("Amount (USD)").fill("25");
    await form.getByLabel("Category").fill("Groceries");
    await form.getByLabel("Note").fill("Market stall");
    await form.getByRole("button", { name: "Add Expense" }).click();
    await waitingExpense(page, "Market stall").getByText("Waiting to sync").waitFor();
    await page.getByRole("button", { name: "Delete Light bulbs of $40.00" }).click();
    await expense(page, "Light bulbs").waitFor({ state: "detached" });

    // Both at once: the month as it will be once they are sent.
    const asItWillBe = async () => {
      await waitingExpense(page, "Market stall").waitFor();
      expect(await expense(page, "Light bulbs").count()).toBe(0);
      await page.getByRole("status").filter({ hasText: "2 changes waiting to sync." }).waitFor();
      await meter(page, "$25.00 of $200.00 · $175.00 left").waitFor();
      await expect(total(page).textContent()).resolves.toBe("$25.00 spent");
      expect(await page.getByText("You're offline, and this needs a connection").count()).toBe(0);
    };
    await asItWillBe();

    // The page opens offline: the shell from the device, the month from the kept cache, the changes from the outbox.
    await page.reload();
    await page.getByRole("heading", { name: "Budget", level: 1 }).waitFor();
    await asItWillBe();
    // The other device has seen nothing yet.
    await savedExpense(other.page, "Light bulbs").waitFor();
    expect(await expense(other.page, "Market stall").count()).toBe(0);

    // Back online: both are sent, in order; the marks go and the other device follows live.
    await offline.setOffline(false);
    await page.getByText("2 budget changes synced").waitFor();
    await savedExpense(page, "Market stall").waitFor();
    await page.getByRole("status").filter({ hasText: "waiting to sync" }).waitFor({ state: "detached" });
    await meter(page, "$25.00 of $200.00 · $175.00 left").waitFor();
    expect(await expense(page, "Light bulbs").count()).toBe(0);
    await savedExpense(other.page, "Market stall").waitFor();
    await expense(other.page, "Light bulbs").waitFor({ state: "detached" });
    await meter(other.page, "$25.00 of $200.00 · $175.00 left").waitFor();
    await expect(total(other.page).textContent()).resolves.toBe("$25.00 spent");

    // Sent once: one answer to one recording, and the budget holds just the market stall.
    expect(recorded).toBe(1);
    const month = await run(`{ budgetMonth { expenses { note amount category } total { spent } } }`, {});
    expect(month?.budgetMonth).toEqual({ expenses: [{ note: "Market stall", amount: 25, category: "Groceries" }], total: { spent: 25 } });
  }, 180_000);

  it("corrects an expense, and a correction of one deleted on another device meanwhile is refused in plain words", async () => {
    const family = await registerUser(suite.app, { username: "Lindqvist" });
    const recorded = await gql(
      suite.app,
      `mutation($input: BudgetExpenseInput!) { recordExpense(input: $input) { id } }`,
      { input: { id: null, kind: "expense", date: today(), amount: 15, category: "Kids", store: null, note: "School trip", paidByMemberId: null } },
      family.token,
    );
    const tripId = recorded.data?.recordExpense.id as string;

    const offline = await device(family, true);
    const { page } = offline;
    await savedExpense(page, "School trip").waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.offlineReady === "true");
    const correct = async (from: string, to: string) => {
      await page.getByRole("button", { name: `Edit School trip of ${from}` }).click();
      const form = page.getByRole("form", { name: "Correct the expense" });
      await form.getByLabel("Amount (USD)").fill(to);
      await form.getByRole("button", { name: "Save Changes" }).click();
    };

    // Online: saved at once.
    await correct("$15.00", "18");
    await page.getByRole("region", { name: "Notifications" }).getByText("Expense corrected").waitFor();
    await savedExpense(page, "School trip").filter({ hasText: "$18.00" }).waitFor();

    // Offline: corrected again, while another device deletes it.
    await offline.setOffline(true);
    await page.getByText("You're offline").waitFor();
    await correct("$18.00", "20");
    await waitingExpense(page, "School trip").filter({ hasText: "$20.00" }).getByText("Changed on this device · Waiting to sync").waitFor();
    const deleted = await gql(suite.app, `mutation($id: ID!) { deleteExpense(id: $id) }`, { id: tripId }, family.token);
    expect(deleted.errors).toBeUndefined();

    await offline.setOffline(false);
    const refusal = page.getByRole("region", { name: "Notifications" }).locator("li").filter({ hasText: "Couldn't correct the $20.00 expense in Kids (School trip)" });
    await refusal.getByText("It was deleted on another device, so there is nothing left to correct.").waitFor();
    await expense(page, "School trip").waitFor({ state: "detached" });
    await page.getByRole("status").filter({ hasText: "waiting to sync" }).waitFor({ state: "detached" });
  }, 180_000);
});
