import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { checkChromium } from "../server/test/support/services.js";
import { api, registerUser } from "../server/test/support/test-app.js";
import { browserSuite } from "./support/suite.js";

// /app/shopping-list in real browsers: two devices of one household see each other's changes without
// reloading while a third household sees nothing; and a device that goes offline keeps working, survives
// a reload while offline, and syncs on reconnect so both devices end with the same list.

const chromium = checkChromium();

type Account = Awaited<ReturnType<typeof registerUser>>;

describe.skipIf(!chromium.available)("shopping list, live and offline", () => {
  const suite = browserSuite();

  /**
   * A browser (own storage, own tab id) signed in as `account`, on the shopping list; with `ownLink`, one
   * whose network the test can take away (`DeviceLink`). A step that does not happen fails with its own
   * locator, well inside the test's timeout.
   */
  const device = (account: Account, ownLink = false) =>
    suite.open(account, { path: "/app/shopping-list", heading: "Shopping List", stepTimeoutMs: 15_000, ownLink });

  /** A notification (role status, or alert for failures) with this text. */
  const toast = (page: Page, text: string) =>
    page.getByRole("region", { name: "Notifications" }).locator("li").filter({ hasText: text }).first();
  const item = (page: Page, name: string) => page.getByRole("listitem", { name, exact: true });
  const syncStatus = (page: Page) => page.locator(".shopping-sync");

  async function createList(page: Page, name: string) {
    await page.getByLabel("New list name").fill(name);
    await page.getByRole("button", { name: "Create list" }).click();
    await page.getByRole("heading", { name, level: 2 }).waitFor();
  }

  async function addItem(page: Page, name: string, price?: string) {
    await page.getByLabel("Item name", { exact: true }).fill(name);
    if (price !== undefined) await page.getByLabel("Estimated price", { exact: true }).fill(price);
    await page.getByRole("button", { name: "Add item" }).click();
    await item(page, name).waitFor();
  }

  /** Names and purchased states of the shown list, in screen order. */
  async function shownItems(page: Page): Promise<string[]> {
    return page.locator(".shopping-item").evaluateAll((rows) =>
      rows.map((row) => {
        const checked = (row.querySelector("input[type=checkbox]") as HTMLInputElement).checked;
        return `${row.getAttribute("aria-label")}${checked ? " ✓" : ""}`;
      }),
    );
  }

  it("shows every change made on one device on the other without a reload, and nothing to another household", async () => {
    const family = await registerUser(suite.app, { username: "Okafor" });
    const neighbours = await registerUser(suite.app, { username: "Lindqvist" });
    const { page: kitchen } = await device(family);
    const { page: phone } = await device(family);
    const { page: other } = await device(neighbours);

    await kitchen.getByText("You have no shopping lists yet").waitFor();
    await createList(kitchen, "Weekly shop");
    await toast(kitchen, "List created successfully").waitFor();
    // The phone shows the new list (its first) without reloading.
    await phone.getByRole("heading", { name: "Weekly shop", level: 2 }).waitFor();

    await addItem(kitchen, "Milk", "3.49");
    await toast(kitchen, "Item added to shopping list").waitFor();
    await item(phone, "Milk").waitFor();
    await expect.poll(() => phone.getByLabel("Estimated price of Milk").inputValue()).toBe("3.49");

    await kitchen.getByLabel("Purchased: Milk").check();
    await toast(kitchen, "Item marked as purchased").waitFor();
    await expect.poll(() => phone.getByLabel("Purchased: Milk").isChecked()).toBe(true);

    const price = kitchen.getByLabel("Estimated price of Milk");
    await price.fill("2.99");
    await price.press("Enter");
    await toast(kitchen, "Item updated").waitFor();
    await expect.poll(() => phone.getByLabel("Estimated price of Milk").inputValue()).toBe("2.99");
    await phone.getByText("$2.99").first().waitFor();

    // And the other way round: the phone's change reaches the kitchen.
    const quantity = phone.getByLabel("Quantity of Milk");
    await quantity.fill("2");
    await quantity.press("Enter");
    await toast(phone, "Item updated").waitFor();
    await expect.poll(() => kitchen.getByLabel("Quantity of Milk").inputValue()).toBe("2");
    await kitchen.getByText("$5.98").first().waitFor();

    await addItem(kitchen, "Bread");
    await item(phone, "Bread").waitFor();
    await kitchen.locator(".shopping-item", { hasText: "Bread" }).getByText("Details").click();
    await kitchen.getByRole("button", { name: "Remove Bread" }).click();
    await toast(kitchen, "Item removed successfully").waitFor();
    await item(phone, "Bread").waitFor({ state: "detached" });

    // A second list, then Milk moves there.
    await createList(kitchen, "Party");
    await kitchen.getByLabel("Shopping list").selectOption({ label: "Weekly shop" });
    await kitchen.locator(".shopping-item", { hasText: "Milk" }).getByText("Details").click();
    await kitchen.getByLabel("Move Milk to").selectOption({ label: "Party" });
    await toast(kitchen, "Item moved successfully").waitFor();
    await item(phone, "Milk").waitFor({ state: "detached" });
    await phone.getByLabel("Shopping list").selectOption({ label: "Party" });
    await item(phone, "Milk").waitFor();
    expect(await phone.getByLabel("Purchased: Milk").isChecked()).toBe(true);

    // The other household saw none of it.
    expect(await other.getByText("You have no shopping lists yet").isVisible()).toBe(true);
    expect(await other.getByText("Weekly shop").count()).toBe(0);
    expect(await other.locator(".shopping-item").count()).toBe(0);
    const theirs = await api(suite.app, "GET", "/api/shopping-lists?status=all", { token: neighbours.token });
    expect(theirs.body).toEqual([]);
  }, 90_000);

  it("keeps working offline, survives a reload while offline, and syncs on reconnect without losing or doubling anything", async () => {
    const family = await registerUser(suite.app, { username: "Moreau" });
    const offline = await device(family, true);
    const trolley = offline.page;
    const { page: home } = await device(family);

    await createList(trolley, "Market");
    await addItem(trolley, "Rice", "2.20");
    await item(home, "Rice").waitFor();
    await syncStatus(trolley).getByText("All changes saved").waitFor();
    // The app's own files are kept for offline use, and the cache holds the list.
    await trolley.waitForFunction(() => document.documentElement.dataset.offlineReady === "true");
    await trolley.waitForFunction(() =>
      Object.keys(localStorage).some((k) => k.startsWith("hearth:offline:apollo-cache:") && localStorage.getItem(k)!.includes("Rice")),
    );

    await offline.setOffline(true);
    await trolley.getByText("You're offline").waitFor();
    await addItem(trolley, "Apples", "0.80");
    await addItem(trolley, "Pears");
    await trolley.getByLabel("Purchased: Apples").check();
    await syncStatus(trolley).getByText("3 changes will sync when you're back online").waitFor();
    expect(await shownItems(home)).toEqual(["Rice"]);

    // Reload while still offline: the page, the lists and the queued changes all come back.
    await trolley.reload();
    await trolley.getByRole("heading", { name: "Market", level: 2 }).waitFor();
    // Served by the offline shell (without it Chromium shows ERR_INTERNET_DISCONNECTED).
    expect(await trolley.evaluate(() => navigator.serviceWorker.controller !== null && !navigator.onLine)).toBe(true);
    await syncStatus(trolley).getByText("3 changes will sync when you're back online").waitFor();
    expect(await shownItems(trolley)).toEqual(["Rice", "Apples ✓", "Pears"]);

    await offline.setOffline(false);
    await syncStatus(trolley).getByText("All changes saved").waitFor({ timeout: 20_000 });
    await toast(trolley, "Offline changes synced").waitFor();
    // The synced changes went straight to the network: the worker's static routes keep /graphql and
    // /api from waking it (no fetch event), while the app's files came through its fetch handler.
    const timings = await trolley.evaluate(() =>
      (performance.getEntriesByType("resource") as (PerformanceResourceTiming & { workerMatchedSourceType?: string })[])
        .filter((e) => e.responseStart > 0)
        .map((e) => ({ path: new URL(e.name).pathname, route: e.workerMatchedSourceType, viaWorker: e.workerStart > 0 })),
    );
    const sent = timings.filter((t) => t.path === "/graphql");
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((t) => t.route === "network")).toBe(true);
    expect(timings.some((t) => t.path.startsWith("/assets/") && t.viaWorker && t.route === "")).toBe(true);
    await item(home, "Pears").waitFor();
    await expect.poll(() => home.getByLabel("Purchased: Apples").isChecked()).toBe(true);

    expect(await shownItems(home)).toEqual(["Rice", "Apples ✓", "Pears"]);
    expect(await shownItems(trolley)).toEqual(await shownItems(home));
    const [market] = (await api(suite.app, "GET", "/api/shopping-lists", { token: family.token })).body;
    expect(market.items.map((i: { name: string; purchased: boolean }) => `${i.name}${i.purchased ? " ✓" : ""}`)).toEqual([
      "Rice",
      "Apples ✓",
      "Pears",
    ]);

    // The reloaded device is live again: its socket reconnected when the browser came back online.
    await addItem(home, "Bananas");
    await item(trolley, "Bananas").waitFor();
  }, 60_000);
  it("groups, sorts, totals, suggests, reorders by dragging, and reverts an edit the server refuses", async () => {
    const family = await registerUser(suite.app, { username: "Nakamura" });
    const { page } = await device(family);

    // Adding needs a list first.
    await page.getByLabel("Item name", { exact: true }).fill("Milk");
    await page.getByRole("button", { name: "Add item" }).click();
    await toast(page, "No list selected").waitFor();

    await createList(page, "Groceries");
    await page.getByLabel("Category", { exact: true }).fill("Dairy");
    await page.getByLabel("Quantity", { exact: true }).fill("2");
    await addItem(page, "Milk", "1.50");
    await page.getByLabel("Category", { exact: true }).fill("Dairy");
    await addItem(page, "Cheese", "4");
    await page.getByLabel("Category", { exact: true }).fill("");
    await addItem(page, "Soap", "");
    await syncStatus(page).getByText("All changes saved").waitFor();

    // Grouped by category (Other last), estimated and actual totals by the spec's formula, in USD.
    const groupTitles = () => page.locator(".shopping-group").evaluateAll((groups) => groups.map((g) => g.getAttribute("aria-label")));
    expect(await groupTitles()).toEqual(["Dairy", "Other"]);
    expect(await shownItems(page)).toEqual(["Milk", "Cheese", "Soap"]);
    await page.locator(".shopping-totals").getByText("$7.00").waitFor();
    const actual = page.getByLabel("Actual price of Soap");
    await actual.fill("2.5");
    await actual.press("Enter");
    await page.locator(".shopping-totals").getByText("$2.50").waitFor();

    // Drag Cheese above Milk within Dairy; the order is kept by the server.
    await page.locator('li[aria-label="Cheese"] .shopping-item__grip').dragTo(page.locator('li[aria-label="Milk"]'));
    await expect.poll(() => shownItems(page)).toEqual(["Cheese", "Milk", "Soap"]);
    await syncStatus(page).getByText("All changes saved").waitFor();
    const [groceries] = (await api(suite.app, "GET", "/api/shopping-lists", { token: family.token })).body;
    expect(groceries.items.map((i: { name: string; orderPosition: number | null }) => [i.name, i.orderPosition])).toEqual([
      ["Cheese", 1],
      ["Milk", 2],
      ["Soap", null],
    ]);

    // The keyboard's way: Milk back up, from its Details (the rows' actions read the order as shown now).
    const milk = page.locator('li[aria-label="Milk"]');
    await milk.getByText("Details").click();
    await milk.getByRole("button", { name: "Move Milk up" }).click();
    await expect.poll(() => shownItems(page)).toEqual(["Milk", "Cheese", "Soap"]);
    await syncStatus(page).getByText("All changes saved").waitFor();
    const [reordered] = (await api(suite.app, "GET", "/api/shopping-lists", { token: family.token })).body;
    expect(reordered.items.map((i: { name: string }) => i.name)).toEqual(["Milk", "Cheese", "Soap"]);
    await milk.getByText("Details").click();

    // Other sort options.
    await page.getByLabel("Sort by").selectOption("name");
    expect(await groupTitles()).toEqual(["All items"]);
    expect(await shownItems(page)).toEqual(["Cheese", "Milk", "Soap"]);
    await page.getByLabel("Sort by").selectOption("store");
    expect(await groupTitles()).toEqual(["Any store"]);
    await page.getByLabel("Sort by").selectOption("category");

    // Suggestions come from what the household bought before, with their category.
    const name = page.getByLabel("Item name", { exact: true });
    await name.focus();
    await page.locator('datalist option[value="Cheese"]').waitFor({ state: "attached" });
    await name.fill("Cheese");
    expect(await page.getByLabel("Category", { exact: true }).inputValue()).toBe("Dairy");
    await name.fill("");
    await page.getByLabel("Category", { exact: true }).fill("");

    // Shown at once, refused by the server (above 10,000), reverted by reading the lists again.
    const quantity = page.getByLabel("Quantity of Soap");
    await quantity.fill("20000");
    await quantity.press("Enter");
    await toast(page, "Failed to update quantity").waitFor();
    await expect.poll(() => quantity.inputValue()).toBe("1");

    // Rename, archive (it leaves the active lists), find it under Archived, restore.
    await page.getByRole("button", { name: "Rename list" }).click();
    await page.getByLabel("List name", { exact: true }).fill("Big shop");
    await page.getByRole("button", { name: "Save name" }).click();
    await page.getByRole("heading", { name: "Big shop", level: 2 }).waitFor();
    await page.getByRole("button", { name: "Archive list" }).click();
    await toast(page, "List archived").waitFor();
    await page.getByText("No lists match this filter").waitFor();
    await page.getByLabel("Show").selectOption("archived");
    await page.getByRole("heading", { name: "Big shop", level: 2 }).waitFor();
    await page.getByRole("button", { name: "Restore list" }).click();
    await toast(page, "List restored").waitFor();
    await page.getByLabel("Show").selectOption("active");
    await page.getByRole("heading", { name: "Big shop", level: 2 }).waitFor();

    await page.getByRole("button", { name: "Delete list" }).click();
    await page.getByRole("button", { name: "Yes, delete" }).click();
    await toast(page, "List deleted successfully").waitFor();
    await page.getByText("You have no shopping lists yet").waitFor();
  }, 90_000);

  it("starts every new item afresh: a category filled in from a catalogue product, or typed, does not carry over to the next item", async () => {
    const family = await registerUser(suite.app, { username: "Brennan" });
    // Eggs bought before, so the catalogue's product (Dairy & Eggs) is suggested.
    const last = await api(suite.app, "POST", "/api/shopping-lists", { token: family.token, body: { name: "Last week" } });
    await api(suite.app, "POST", `/api/shopping-lists/${last.body.id}/items`, { token: family.token, body: { name: "Eggs" } });
    const { page } = await device(family);
    await createList(page, "Weekend");
    const name = page.getByLabel("Item name", { exact: true });
    const category = page.getByLabel("Category", { exact: true });
    await name.focus();
    await page.locator('datalist option[value="Eggs"]').waitFor({ state: "attached" });

    await name.fill("Eggs");
    await expect.poll(() => category.inputValue()).toBe("Dairy & Eggs");
    await page.getByRole("button", { name: "Add item" }).click();
    await item(page, "Eggs").waitFor();
    expect(await category.inputValue()).toBe("");
    await addItem(page, "Dish soap");
    expect(await category.inputValue()).toBe("");
    // One the person typed is for that item only, like the quantity and price.
    await category.fill("Bakery");
    await addItem(page, "Bread");
    expect(await category.inputValue()).toBe("");
    await addItem(page, "Sponges");

    const groupOf = (itemName: string) => page.locator(".shopping-group", { has: item(page, itemName) }).getAttribute("aria-label");
    expect(await groupOf("Eggs")).toBe("Dairy & Eggs");
    expect(await groupOf("Dish soap")).toBe("Other");
    expect(await groupOf("Bread")).toBe("Bakery");
    expect(await groupOf("Sponges")).toBe("Other");
    await syncStatus(page).getByText("All changes saved").waitFor();
    const lists = (await api(suite.app, "GET", "/api/shopping-lists", { token: family.token })).body as { name: string; items: { name: string; category: string | null }[] }[];
    const weekend = lists.find((l) => l.name === "Weekend")!;
    expect(Object.fromEntries(weekend.items.map((i) => [i.name, i.category || "Other"]))).toEqual({
      Eggs: "Dairy & Eggs",
      "Dish soap": "Other",
      Bread: "Bakery",
      Sponges: "Other",
    });
  }, 60_000);

  it("drops an offline change to an item another device removed meanwhile, and says so (a delete wins)", async () => {
    const family = await registerUser(suite.app, { username: "Haddad" });
    const offline = await device(family, true);
    const away = offline.page;
    const { page: home } = await device(family);
    await createList(away, "Bakery");
    await addItem(away, "Eggs");
    await addItem(away, "Flour");
    await item(home, "Flour").waitFor();
    await syncStatus(away).getByText("All changes saved").waitFor();

    await offline.setOffline(true);
    await away.getByLabel("Purchased: Eggs").check();
    await syncStatus(away).getByText("1 change will sync when you're back online").waitFor();

    await home.locator(".shopping-item", { hasText: "Eggs" }).getByText("Details").click();
    await home.getByRole("button", { name: "Remove Eggs" }).click();
    await toast(home, "Item removed successfully").waitFor();

    await offline.setOffline(false);
    const notice = away.getByRole("alert").filter({ hasText: "Failed to toggle item" });
    await notice.waitFor({ timeout: 20_000 });
    expect(await notice.textContent()).toContain("It was removed on another device");
    await item(away, "Eggs").waitFor({ state: "detached" });
    expect(await shownItems(away)).toEqual(["Flour"]);
    expect(await shownItems(home)).toEqual(["Flour"]);
  }, 60_000);
});
