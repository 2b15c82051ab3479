import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { checkChromium } from "../server/test/support/services.js";
import { gql, registerUser } from "../server/test/support/test-app.js";
import { browserSuite } from "./support/suite.js";

// /app/meal-planner offline, in real browsers: with the connection gone, the family copies a week to the
// next and repeats one of the copies (still waiting itself) for two more weeks. The copies show at once
// where the server will put them, marked 'Waiting to sync'; copying again adds nothing twice; the page
// reloads offline with them still there. Back online they are delivered once each, and the family's other
// device, open on next week all along, shows them live.

const chromium = checkChromium();
const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

describe.skipIf(!chromium.available)("meal planner: repeat and copy offline", () => {
  const suite = browserSuite();

  it("copies a week and repeats a copied meal offline, shown waiting, delivered once online, seen live elsewhere", { timeout: 240_000 }, async () => {
    const family = await registerUser(suite.app, { username: "Lindqvist" });
    const run = async (query: string, variables: Record<string, unknown> = {}) => {
      const res = await gql(suite.app, query, variables, family.token);
      if (res.errors) throw new Error(res.errors.map((e) => e.message).join("; "));
      return res.data;
    };
    // A Monday four weeks ahead, so nothing of today's week is involved.
    const today = new Date().toISOString().slice(0, 10);
    const week = addDays(today, 28 - ((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
    const next = addDays(week, 7);
    const recipeId = (await run(`mutation { createRecipe(input: { title: "Lentil soup", servings: 4, ingredients: [{ name: "red lentils", quantity: 300, unit: "g" }] }) { id } }`)).createRecipe
      .id as string;
    const add = `mutation($input: MealPlanEntryInput!) { addMealPlanEntry(input: $input) { id } }`;
    await run(add, { input: { date: week, slot: "dinner", kind: "recipe", recipeId, servings: 4, memberIds: [] } });
    await run(add, { input: { date: addDays(week, 4), slot: "dinner", kind: "note", note: "Pizza night", servings: 1, memberIds: [] } });
    await run(`mutation { setMealPlanView(view: weekly) { id } }`);

    const open = (date: string, ownLink = false) =>
      suite.open(family, { path: `/app/meal-planner?date=${date}`, heading: "Meal Plan", context: { timezoneId: "UTC", viewport: { width: 1280, height: 2000 } }, ownLink });
    const card = (page: Page, day: string, title: string) => page.getByTestId(`slot-${day}-dinner`).getByTestId("plan-entry").filter({ hasText: title });
    const waiting = (page: Page, day: string, title: string) => card(page, day, title).and(page.locator(".plan-entry--pending")).filter({ hasText: "Waiting to sync" });
    const delivered = (page: Page, day: string, title: string) => card(page, day, title).and(page.locator(".plan-entry:not(.plan-entry--pending)"));
    const go = async (page: Page, label: "Next" | "Previous", day: string) => {
      await page.getByRole("button", { name: label, exact: true }).click();
      await page.getByTestId(`day-${day}`).waitFor();
    };

    const other = (await open(next)).page;
    await other.getByTestId(`day-${next}`).waitFor();
    const device = await open(week, true);
    const { page } = device;
    await delivered(page, week, "Lentil soup").waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.offlineReady === "true");
    // The next two weeks were read once online, so the device has them (empty) when it goes offline.
    await go(page, "Next", next);
    await go(page, "Next", addDays(next, 7));
    await go(page, "Previous", next);
    await go(page, "Previous", week);

    await device.setOffline(true);
    await page.getByText("You're offline").waitFor();

    await page.getByRole("button", { name: "Copy this week to next week" }).click();
    await page.getByText("1 change is waiting to sync.").waitFor();
    await go(page, "Next", next);
    await waiting(page, next, "Lentil soup").waitFor();
    await waiting(page, addDays(next, 4), "Pizza night").waitFor();

    // Repeat the copied soup (not yet on the server) for two more weeks.
    const copy = waiting(page, next, "Lentil soup");
    await copy.getByLabel("Weeks to repeat").selectOption("2");
    await copy.getByRole("button", { name: "Repeat weekly" }).click();
    await page.getByText("2 changes are waiting to sync.").waitFor();
    await go(page, "Next", addDays(next, 7));
    await waiting(page, addDays(next, 7), "Lentil soup").waitFor();

    // Copying the same week again shows nothing twice.
    await go(page, "Previous", next);
    await go(page, "Previous", week);
    await page.getByRole("button", { name: "Copy this week to next week" }).click();
    await page.getByText("3 changes are waiting to sync.").waitFor();
    await go(page, "Next", next);
    await waiting(page, next, "Lentil soup").waitFor();
    expect(await card(page, next, "Lentil soup").count()).toBe(1);
    expect(await card(page, addDays(next, 4), "Pizza night").count()).toBe(1);

    // The page opens offline with the copies still waiting; the other device has seen none of them.
    await page.reload();
    await page.getByRole("heading", { name: "Meal Plan", level: 1 }).waitFor();
    await waiting(page, next, "Lentil soup").waitFor();
    await page.getByText("3 changes are waiting to sync.").waitFor();
    expect(await card(other, next, "Lentil soup").count()).toBe(0);

    // Back online: delivered in order, each once; the marks go and the other device shows them live.
    await device.setOffline(false);
    await page.getByText("3 changes made offline reached your family.").waitFor();
    await delivered(page, next, "Lentil soup").waitFor();
    await page.getByText(/waiting to sync\.$/).waitFor({ state: "detached" });
    await delivered(other, next, "Lentil soup").waitFor();
    await delivered(other, addDays(next, 4), "Pizza night").waitFor();
    expect(await card(other, next, "Lentil soup").count()).toBe(1);

    const plan = await run(`query($from: String!, $to: String!) { mealPlan(from: $from, to: $to) { entries { date title copiedFrom } } }`, { from: week, to: addDays(week, 34) });
    const entries = (plan.mealPlan.entries as { date: string; title: string }[]).map((e) => `${e.date} ${e.title}`).sort();
    expect(entries).toEqual(
      [
        `${week} Lentil soup`,
        `${addDays(week, 4)} Pizza night`,
        `${next} Lentil soup`,
        `${addDays(next, 4)} Pizza night`,
        `${addDays(next, 7)} Lentil soup`,
        `${addDays(next, 14)} Lentil soup`,
      ].sort(),
    );
  });
});
