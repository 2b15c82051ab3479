import { describe, it } from "vitest";
import type { Page } from "playwright-core";
import { checkChromium } from "../server/test/support/services.js";
import { gql, registerUser } from "../server/test/support/test-app.js";
import { browserSuite } from "./support/suite.js";

// Leftovers and waste in real browsers: a family keeps two portions of a dish, plans one for tomorrow (found
// on the meal planner through the card's link) and throws the other away on one device while a second device follows the leftovers live; a pantry item
// thrown away shows its value in Waste Analytics, and so does the leftover, on both devices.

const chromium = checkChromium();
type Account = Awaited<ReturnType<typeof registerUser>>;

describe.skipIf(!chromium.available)("leftovers and waste, live across devices", () => {
  const suite = browserSuite();

  async function device(account: Account, path: string, heading: string): Promise<Page> {
    return (await suite.open(account, { path, heading, stepTimeoutMs: 15_000 })).page;
  }

  const toast = (page: Page, text: string) => page.getByRole("region", { name: "Notifications" }).locator("li").filter({ hasText: text }).first();

  it("keeps, plans and throws away leftovers, and shows waste in money on every device", async () => {
    const family = await registerUser(suite.app, { username: "Osei" });
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

    // The plan is a real meal-plan entry: the link on the card opens tomorrow in the meal planner, where it is.
    await card.getByRole("link", { name: "See it in the meal planner (Jollof rice)" }).click();
    await kitchen.getByRole("heading", { name: "Meal Plan", level: 1 }).waitFor();
    const tomorrow = await kitchen.evaluate(() => {
      const d = new Date();
      d.setDate(d.getDate() + 1);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    });
    if (!kitchen.url().includes(`date=${tomorrow}`)) throw new Error(`expected the meal planner on ${tomorrow}, got ${kitchen.url()}`);
    await kitchen.getByTestId(`slot-${tomorrow}-lunch`).getByText("Jollof rice").waitFor();
    await kitchen.goBack();
    await kitchen.getByRole("heading", { name: "Leftover Management", level: 1 }).waitFor();

    // The other one is thrown away: the phone sees one portion left.
    await card.getByRole("button", { name: "Throw away Jollof rice" }).click();
    await card.getByLabel("Why").selectOption("too_much");
    await card.getByRole("button", { name: "Throw away", exact: true }).click();
    await toast(kitchen, "Thrown away and counted as waste").waitFor();
    await onPhone.getByText("1 portion · Fridge").waitFor();

    // A pantry item thrown away (through the pantry's own API; its screens have their own tests).
    const { data } = await gql(
      suite.app,
      `mutation($input: AddPantryItemInput!) { addPantryItem(input: $input) { id } }`,
      { input: { name: "Spinach", category: "Produce", quantity: 1, unit: "bag", pricePaid: 3.8, location: "fridge" } },
      family.token,
    );
    const analytics = await device(family, "/app/waste-analytics", "Waste Analytics");
    const summary = analytics.getByRole("region", { name: "Summary" });
    await summary.getByText("1 time, 1 without a known price").waitFor();
    await gql(suite.app, `mutation($id: ID!) { discardPantryItem(id: $id, reason: "spoiled") { id } }`, { id: data.addPantryItem.id }, family.token);
    // Live: the analytics follow without a reload.
    await summary.getByText("2 times, 1 without a known price").waitFor();
    await summary.getByText("$3.80").waitFor();
    const top = analytics.getByRole("region", { name: "Most wasted" });
    await top.getByRole("row", { name: /Spinach \$3\.80 1/ }).waitFor();
    await analytics.getByRole("region", { name: "By reason" }).getByRole("row", { name: /Too much \$0\.00 1/ }).waitFor();
  }, 120_000);
});
