import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { checkChromium } from "../server/test/support/services.js";
import { gql, registerUser } from "../server/test/support/test-app.js";
import { browserSuite } from "./support/suite.js";

// /app/meal-planner in real browsers: a family plans a recipe for three dinners of this week from the
// recipe picker, reads a member's nutrition for the day, generates the shopping list with the pantry
// subtracted (an item fully in stock does not appear, a half-covered one appears with the difference,
// the estimated total is shown), generates again and nothing doubles, and a second device sees a move live;
// a note ("Eating out") is written in the slot's own form, by keyboard on a phone and by mouse on a computer.

const chromium = checkChromium();
type Account = Awaited<ReturnType<typeof registerUser>>;

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe.skipIf(!chromium.available)("meal planner, live across a family's devices", () => {
  const suite = browserSuite();

  async function device(account: Account, path: string, heading: string, viewport = { width: 1280, height: 2000 }): Promise<Page> {
    // Tall enough that the week (and the open list panel above it) fits: the pointer drag below then needs
    // no scrolling between picking the meal up and dropping it.
    return (await suite.open(account, { path, heading, context: { timezoneId: "UTC", viewport } })).page;
  }
  const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

  it("plans three dinners, shows a member's day, generates the list minus the pantry once, and follows a move live", { timeout: 240_000 }, async () => {
    const family = await registerUser(suite.app, { username: "Okafor" });
    const run = async (query: string, variables: Record<string, unknown> = {}) => {
      const res = await gql(suite.app, query, variables, family.token);
      if (res.errors) throw new Error(res.errors.map((e) => e.message).join("; "));
      return res.data;
    };
    const ann = (await run(`mutation { addFamilyMember(input: { name: "Ann", defaultPortionMultiplier: 1 }) { id } }`)).addFamilyMember.id as string;
    const product = async (input: Record<string, unknown>) => (await run(`mutation($input: CreateProductInput!) { createProduct(input: $input) { id } }`, { input })).createProduct.id as string;
    // USDA FoodData Central figures per 100 g / 100 ml (flour 169761, whole milk 171265, butter 173410).
    const flour = await product({ name: "Wheat flour", defaultUnit: "g", nutritionPer100: { basis: "g", energyKcal: 364, proteinG: 10.3, carbohydrateG: 76.3, fatG: 1 } });
    const milk = await product({ name: "Whole milk", defaultUnit: "ml", nutritionPer100: { basis: "ml", energyKcal: 64, proteinG: 3.3, carbohydrateG: 4.8, fatG: 3.6 } });
    const butter = await product({ name: "Salted butter", defaultUnit: "g", nutritionPer100: { basis: "g", energyKcal: 717, proteinG: 0.85, carbohydrateG: 0.06, fatG: 81 } });
    await run(`mutation($input: RecipeInput!) { createRecipe(input: $input) { id } }`, {
      input: {
        title: "Buttermilk pancakes",
        servings: 4,
        ingredients: [
          { quantity: 200, unit: "g", name: "flour", productId: flour },
          { quantity: 300, unit: "ml", name: "milk", productId: milk },
          { quantity: 50, unit: "g", name: "butter", productId: butter },
          { quantity: 1, unit: "pinch", name: "salt" },
        ],
      },
    });
    // Three dinners of one serving need 150 g flour, 225 ml milk, 37.5 g butter.
    const pantry = `mutation($input: AddPantryItemInput!) { addPantryItem(input: $input) { id } }`;
    await run(pantry, { input: { productId: butter, quantity: 500, unit: "g" } });
    await run(pantry, { input: { productId: flour, quantity: 75, unit: "g", pricePaid: 0.15 } });
    const listId = (await run(`mutation { createShoppingList(input: { name: "Weekly shop" }) { id } }`)).createShoppingList.id as string;
    await run(`mutation { setMealPlanView(view: weekly) { id } }`);

    const now = Date.now();
    const monday = iso(now - ((new Date(now).getUTCDay() + 6) % 7) * DAY_MS);
    const [tuesday, wednesday, thursday, friday] = [1, 2, 3, 4].map((n) => iso(Date.parse(monday) + n * DAY_MS));

    const planner = await device(family, `/app/meal-planner?date=${monday}`, "Meal Plan");
    for (const day of [monday, tuesday, wednesday]) {
      await planner.getByTestId(`slot-${day}-dinner`).getByRole("link", { name: /^Add to Dinner/ }).click();
      await planner.getByRole("heading", { name: "Choose a meal", level: 1 }).waitFor();
      await planner.getByRole("button", { name: /Buttermilk pancakes/ }).click();
      await planner.getByTestId(`slot-${day}-dinner`).getByText("Buttermilk pancakes").waitFor();
    }
    // All three on the plan (the page re-reads the week after coming back from the picker).
    for (const day of [monday, tuesday, wednesday]) await planner.getByTestId(`slot-${day}-dinner`).getByText("Buttermilk pancakes").waitFor();

    // Ann's day: one serving (portion ×1) of (728 + 192 + 358.5) kcal / 4, salt unknown.
    const annsDay = planner.getByTestId(`member-nutrition-${ann}`);
    await annsDay.getByText(/320 kcal/).waitFor();
    await annsDay.getByText("nutrition known for 3 of 4 ingredients").waitFor();

    await planner.getByRole("button", { name: "Generate shopping list" }).click();
    const panel = planner.getByTestId("generate-shopping");
    await panel.getByLabel("Shopping list").selectOption(listId);
    await panel.getByTestId("shopping-line").filter({ hasText: "Wheat flour" }).getByRole("cell", { name: "75 g", exact: true }).first().waitFor();
    await panel.getByTestId("shopping-line").filter({ hasText: "Whole milk" }).getByRole("cell", { name: "225 ml", exact: true }).first().waitFor();
    expect(await panel.getByTestId("shopping-line").filter({ hasText: "Salted butter" }).count()).toBe(0);
    await panel.getByText("Already covered: Salted butter.").waitFor();
    await panel.getByTestId("estimated-total").getByText("Estimated total: $0.15").waitFor();

    await panel.getByRole("button", { name: "Add to shopping list" }).click();
    await panel.getByTestId("generate-result").getByText(/3 added, 0 updated, 0 removed on Weekly shop/).waitFor();
    await panel.getByRole("button", { name: "Add to shopping list" }).click();
    await panel.getByTestId("generate-result").getByText(/0 added, 0 updated, 0 removed on Weekly shop/).waitFor();
    const list = await run(`query($id: ID!) { shoppingList(id: $id) { items { name quantity } } }`, { id: listId });
    expect(list.shoppingList.items.map((i: { name: string; quantity: number }) => `${i.name} ${i.quantity}`).sort()).toEqual(["Wheat flour 75", "Whole milk 225", "salt 1"]);

    // A second device of the family sees a move (keyboard: Move, then Move here) at once.
    const other = await device(family, `/app/meal-planner?date=${monday}`, "Meal Plan");
    await other.getByTestId(`slot-${wednesday}-dinner`).getByText("Buttermilk pancakes").waitFor();
    await planner.getByTestId(`slot-${wednesday}-dinner`).getByRole("button", { name: "Move", exact: true }).click();
    await planner.getByTestId(`slot-${thursday}-lunch`).getByRole("button", { name: /^Move here/ }).click();
    await other.getByTestId(`slot-${thursday}-lunch`).getByText("Buttermilk pancakes").waitFor();
    expect(await other.getByTestId(`slot-${wednesday}-dinner`).getByText("Buttermilk pancakes").count()).toBe(0);
    // And a drag with the pointer, once the keyboard move has settled on this device: its "Move here"
    // targets gone and the moved entry sent (no layout shift under the pointer mid-drag).
    await expect.poll(() => planner.getByRole("button", { name: /^Move here/ }).count()).toBe(0);
    await planner.getByTestId(`slot-${thursday}-lunch`).locator(".plan-entry:not(.plan-entry--pending)").waitFor();
    await planner.getByTestId(`slot-${tuesday}-dinner`).getByTestId("plan-entry").dragTo(planner.getByTestId(`slot-${friday}-breakfast`), { sourcePosition: { x: 6, y: 6 } });
    await planner.getByTestId(`slot-${friday}-breakfast`).getByText("Buttermilk pancakes").waitFor();
    await other.getByTestId(`slot-${friday}-breakfast`).getByText("Buttermilk pancakes").waitFor();
  });

  it("writes a note in the slot's own form (phone: keyboard, computer: mouse) and each device sees the other's live", { timeout: 120_000 }, async () => {
    const family = await registerUser(suite.app, { username: "Haddad" });
    const now = Date.now();
    const monday = iso(now - ((new Date(now).getUTCDay() + 6) % 7) * DAY_MS);
    const tuesday = iso(Date.parse(monday) + DAY_MS);

    // The family's computer shows the week; the phone shows Tuesday.
    const computer = await device(family, `/app/meal-planner?date=${monday}`, "Meal Plan");
    await computer.getByRole("button", { name: "Weekly", exact: true }).click();
    await computer.getByTestId(`slot-${tuesday}-dinner`).waitFor();
    const phone = await device(family, `/app/meal-planner?date=${tuesday}`, "Meal Plan", { width: 390, height: 844 });
    await phone.getByRole("button", { name: "Daily", exact: true }).click();
    const dinner = phone.getByTestId(`slot-${tuesday}-dinner`);
    const noteButton = dinner.getByRole("button", { name: /^Add a note to Dinner/ });
    const form = phone.getByRole("form", { name: /^Note for Dinner/ });
    const text = form.getByLabel("Note for this meal");

    // Keyboard only: Enter on the slot's Note button opens the form with the focus in its field.
    await noteButton.focus();
    await phone.keyboard.press("Enter");
    await form.waitFor();
    expect(await noteButton.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => isFocused(text)).toBe(true);
    expect(await text.getAttribute("maxlength")).toBe("200");
    expect(await text.getAttribute("placeholder")).toBe("For example: Eating out");
    // It fits the phone's screen: nothing sticks out, nothing scrolls sideways.
    const fits = await form.evaluate((el) => ({
      inside: [el, ...el.querySelectorAll("input, button")].every((c) => c.getBoundingClientRect().right <= document.documentElement.clientWidth),
      scrolls: document.documentElement.scrollWidth > document.documentElement.clientWidth,
    }));
    expect(fits).toEqual({ inside: true, scrolls: false });

    // Escape cancels: the form closes, nothing is added, the focus is back on the Note button.
    await phone.keyboard.type("Picnic in the park");
    await phone.keyboard.press("Escape");
    await form.waitFor({ state: "detached" });
    await expect.poll(() => isFocused(noteButton)).toBe(true);
    expect(await noteButton.getAttribute("aria-expanded")).toBe("false");
    expect(await dinner.getByTestId("plan-entry").count()).toBe(0);

    // Opened again it starts empty; a blank note cannot be saved, neither with Save nor with Enter.
    await phone.keyboard.press("Enter");
    await form.waitFor();
    expect(await text.inputValue()).toBe("");
    expect(await form.getByRole("button", { name: "Save" }).isDisabled()).toBe(true);
    await phone.keyboard.type("   ");
    expect(await form.getByRole("button", { name: "Save" }).isDisabled()).toBe(true);
    await phone.keyboard.press("Enter");
    expect(await form.isVisible()).toBe(true);
    expect(await text.inputValue()).toBe("   ");
    expect(await dinner.getByTestId("plan-entry").count()).toBe(0);

    // Enter saves: the note is on the phone's plan at once, and on the computer live.
    await text.fill("Eating out at Nana's");
    await phone.keyboard.press("Enter");
    await form.waitFor({ state: "detached" });
    await expect.poll(() => isFocused(noteButton)).toBe(true);
    await dinner.getByTestId("plan-entry").filter({ hasText: "Eating out at Nana's" }).waitFor();
    await computer.getByTestId(`slot-${tuesday}-dinner`).getByTestId("plan-entry").filter({ hasText: "Eating out at Nana's" }).waitFor();

    // On the computer one note form is open at a time: opening another slot's closes the first.
    await computer.getByTestId(`slot-${monday}-lunch`).getByRole("button", { name: /^Add a note to Lunch/ }).click();
    await computer.getByRole("form", { name: /^Note for Lunch/ }).waitFor();
    await computer.getByTestId(`slot-${tuesday}-lunch`).getByRole("button", { name: /^Add a note to Lunch/ }).click();
    const computerForm = computer.getByTestId(`slot-${tuesday}-lunch`).getByRole("form", { name: /^Note for Lunch/ });
    await computerForm.waitFor();
    expect(await computer.getByRole("form", { name: /^Note for / }).count()).toBe(1);
    // Inside its day's column of the week.
    const column = await computerForm.evaluate((el) => {
      const day = el.closest(".plan-day")!.getBoundingClientRect();
      const boxes = [el, ...el.querySelectorAll("input, button")].map((c) => c.getBoundingClientRect());
      return boxes.every((box) => box.left >= day.left && box.right <= day.right);
    });
    expect(column).toBe(true);
    await computerForm.getByLabel("Note for this meal").fill("Leftover soup");
    await computerForm.getByRole("button", { name: "Save" }).click();
    await computerForm.waitFor({ state: "detached" });
    await phone.getByTestId(`slot-${tuesday}-lunch`).getByTestId("plan-entry").filter({ hasText: "Leftover soup" }).waitFor();

    // The household's plan holds exactly the two notes: nothing from the cancelled or blank attempts.
    await phone.getByText(/waiting to sync/).waitFor({ state: "detached" });
    await computer.getByText(/waiting to sync/).waitFor({ state: "detached" });
    const plan = `query($from: String!, $to: String!) { mealPlan(from: $from, to: $to) { entries { date slot kind title } } }`;
    const res = await gql(suite.app, plan, { from: monday, to: tuesday }, family.token);
    expect(res.errors).toBeUndefined();
    type Entry = { date: string; slot: string; kind: string; title: string };
    expect(res.data.mealPlan.entries.map((e: Entry) => `${e.date} ${e.slot} ${e.kind} ${e.title}`).sort()).toEqual([
      `${tuesday} dinner note Eating out at Nana's`,
      `${tuesday} lunch note Leftover soup`,
    ]);
  });
});
