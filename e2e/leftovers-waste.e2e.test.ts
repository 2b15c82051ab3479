import { afterAll, beforeAll, describe, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { checkChromium } from "../server/test/support/services.js";
import { gql, registerUser, startTestApp, type TestApp } from "../server/test/support/test-app.js";
import { assertClientBuilt, clientDist, launchBrowser } from "./support/browser.js";
import { seedSession } from "./support/session.js";

// Leftovers and waste in real browsers: a family keeps two portions of a dish, plans one for tomorrow and
// throws the other away on one device while a second device follows the leftovers live; a pantry item
// thrown away shows its value in Waste Analytics, and so does the leftover, on both devices.

const chromium = checkChromium();
type Account = Awaited<ReturnType<typeof registerUser>>;

describe.skipIf(!chromium.available)("leftovers and waste, live across devices", () => {
  let app: TestApp;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    assertClientBuilt();
    app = await startTestApp({ backend: "embedded", config: { clientDist } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    await browser?.close();
    await app?.stop();
  });

  async function device(account: Account, path: string, heading: string): Promise<Page> {
    const context = await browser.newContext();
    contexts.push(context);
    await seedSession(context, account);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${app.url}${path}`);
    await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
    return page;
  }

  const toast = (page: Page, text: string) => page.getByRole("region", { name: "Notifications" }).locator("li").filter({ hasText: text }).first();

  it("keeps, plans and throws away leftovers, and shows waste in money on every device", async () => {
    const family = await registerUser(app, { username: "Osei" });
    const kitchen = await device(family, "/app/leftover-management", "Leftover Management");
    const phone = await device(family, "/app/leftover-management", "Leftover Management");

    await kitchen.getByText("No leftovers right now").waitFor();
    await kitchen.getByLabel("Dish").fill("Jollof rice");
    await kitchen.getByLabel("Portions", { exact: true }).fill("2");
    await kitchen.getByRole("button", { name: "Add Leftover" }).click();
    await toast(kitchen, "Leftover saved").waitFor();
    const onPhone = phone.getByRole("listitem", { name: "Jollof rice" });
    await onPhone.getByText("2 portions · Fridge").waitFor();
    await onPhone.getByText("Eat within 3 days").waitFor();

    // One portion for tomorrow's lunch.
    const card = kitchen.getByRole("listitem", { name: "Jollof rice" });
    await card.getByRole("button", { name: "Plan a meal with Jollof rice" }).click();
    await card.getByLabel("Meal").selectOption("lunch");
    await card.getByRole("button", { name: "Plan it" }).click();
    await toast(kitchen, "Added to the meal plan").waitFor();
    await onPhone.getByText(/Planned for lunch on/).waitFor();

    // The other one is thrown away: the phone sees one portion left.
    await card.getByRole("button", { name: "Throw away Jollof rice" }).click();
    await card.getByLabel("Why").selectOption("too_much");
    await card.getByRole("button", { name: "Throw away", exact: true }).click();
    await toast(kitchen, "Thrown away and counted as waste").waitFor();
    await onPhone.getByText("1 portion · Fridge").waitFor();

    // A pantry item thrown away (through the pantry's own API; its screens have their own tests).
    const { data } = await gql(
      app,
      `mutation($input: AddPantryItemInput!) { addPantryItem(input: $input) { id } }`,
      { input: { name: "Spinach", category: "Produce", quantity: 1, unit: "bag", pricePaid: 3.8, location: "fridge" } },
      family.token,
    );
    const analytics = await device(family, "/app/waste-analytics", "Waste Analytics");
    const summary = analytics.getByRole("region", { name: "Summary" });
    await summary.getByText("1 time, 1 without a known price").waitFor();
    await gql(app, `mutation($id: ID!) { discardPantryItem(id: $id, reason: "spoiled") { id } }`, { id: data.addPantryItem.id }, family.token);
    // Live: the analytics follow without a reload.
    await summary.getByText("2 times, 1 without a known price").waitFor();
    await summary.getByText("$3.80").waitFor();
    const top = analytics.getByRole("region", { name: "Most wasted" });
    await top.getByRole("row", { name: /Spinach \$3\.80 1/ }).waitFor();
    await analytics.getByRole("region", { name: "By reason" }).getByRole("row", { name: /Too much \$0\.00 1/ }).waitFor();
  }, 120_000);
});
