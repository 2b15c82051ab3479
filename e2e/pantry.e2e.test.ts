import { randomUUID } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { checkChromium } from "../server/test/support/services.js";
import { api, gql, registerUser } from "../server/test/support/test-app.js";
import { ean13Png } from "./support/ean13.js";
import { browserSuite } from "./support/suite.js";

// /app/pantry in real browsers: add items by name, see them sorted by date with the right state, use
// half, throw the rest away, with a second device of the family seeing each step live; buy on the
// shopping list and find it in the pantry with its price and date; a moderator verifies a household's new
// product and another household adds it by a photo of its barcode, and a catalogue product by search,
// with the date proposed from the product's shelf life; add offline, reload, come back online and end
// with exactly one item.

const chromium = checkChromium();
type Account = Awaited<ReturnType<typeof registerUser>>;

function isoDay(offset: number): string {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  local.setUTCDate(local.getUTCDate() + offset);
  return local.toISOString().slice(0, 10);
}

describe.skipIf(!chromium.available)("pantry, live and offline", () => {
  const adminEmail = `moderator-${randomUUID().slice(0, 8)}@example.com`;

  const suite = browserSuite({ config: { adminEmails: [adminEmail] } });
  /**
   * A device of the family open on `path`; with `ownLink`, one whose network the test can take away
   * (`DeviceLink`). Generous steps: the machine these run on is shared, and a cold first load can be slow.
   */
  const device = (account: Account, path = "/app/pantry", ownLink = false) => suite.open(account, { path, stepTimeoutMs: 30_000, ownLink });

  const row = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

  async function addItem(page: Page, values: { name: string; quantity: string; unit: string; location: string; expiresOn: string; price?: string }) {
    await page.goto(`${suite.app.url}/app/add-item`);
    await page.getByRole("heading", { name: "Add Item", level: 1 }).waitFor();
    await page.getByLabel("Name", { exact: true }).fill(values.name);
    await page.getByLabel("Quantity", { exact: true }).fill(values.quantity);
    await page.getByLabel("Unit", { exact: true }).fill(values.unit);
    await page.getByLabel("Location", { exact: true }).selectOption(values.location);
    await page.getByLabel("Date on the pack").fill(values.expiresOn);
    if (values.price) await page.getByLabel("Price paid (USD)").fill(values.price);
    await page.getByRole("button", { name: "Add to pantry" }).click();
    await page.getByRole("heading", { name: "Pantry", level: 1 }).waitFor();
    await row(page, values.name).waitFor();
  }

  const shownNames = (page: Page) => page.locator(".pantry-row").evaluateAll((rows) => rows.map((r) => `${r.getAttribute("aria-label")}:${r.getAttribute("data-state")}`));

  it("adds by name, sorts by date with the right state, uses half and throws the rest away, live on a second device", async () => {
    const family = await registerUser(suite.app, { username: "Okafor" });
    const { page: kitchen } = await device(family);
    const { page: phone } = await device(family);
    await phone.getByRole("heading", { name: "Pantry", level: 1 }).waitFor();

    await addItem(kitchen, { name: "Rice", quantity: "1", unit: "kg", location: "pantry", expiresOn: isoDay(200) });
    await addItem(kitchen, { name: "Crackers", quantity: "1", unit: "box", location: "pantry", expiresOn: isoDay(-2) });
    await addItem(kitchen, { name: "Beans", quantity: "2", unit: "cans", location: "pantry", expiresOn: isoDay(1), price: "3.00" });
    await expect.poll(() => shownNames(kitchen)).toEqual(["Crackers:expired", "Beans:soon", "Rice:fine"]);
    await expect(row(kitchen, "Beans").getByText("Expires tomorrow").isVisible()).resolves.toBe(true);
    await expect.poll(() => shownNames(phone)).toEqual(["Crackers:expired", "Beans:soon", "Rice:fine"]);

    await row(kitchen, "Beans").getByRole("button", { name: "Use half" }).click();
    await row(kitchen, "Beans").getByText("1 cans").waitFor();
    await row(phone, "Beans").getByText("1 cans").waitFor();

    await row(kitchen, "Beans").getByRole("button", { name: "Throw away" }).click();
    await row(kitchen, "Beans").getByRole("button", { name: "Spoiled" }).click();
    await row(kitchen, "Beans").waitFor({ state: "detached" });
    await row(phone, "Beans").waitFor({ state: "detached" });
    const [waste] = await suite.app.db.em().execute<{ reason: string; value: number }[]>("select reason, value from pantry_waste where name = 'Beans'");
    expect(waste).toEqual({ reason: "spoiled", value: 1.5 });
  }, 90_000);

  it("a moderator verifies a household's new product; another household adds it from a barcode photo, and one by search", async () => {
    const barcode = "4006381333931";
    const makers = await registerUser(suite.app, { username: "Brennan" });
    const { page: maker } = await device(makers, "/app/products");
    await maker.getByRole("heading", { name: "Community Products", level: 1 }).waitFor();
    await maker.getByText("Add a product", { exact: true }).click();
    await maker.getByLabel("Name", { exact: true }).fill("Hillside Oat Drink");
    await maker.getByLabel("Brand", { exact: true }).fill("Hillside Dairy Co-op");
    await maker.getByLabel("Barcodes", { exact: true }).fill(barcode);
    await maker.getByLabel("Default unit", { exact: true }).fill("carton");
    await maker.getByRole("textbox", { name: "Pantry", exact: true }).fill("2");
    await maker.getByRole("textbox", { name: "Fridge", exact: true }).fill("7");
    await maker.getByRole("button", { name: "Add product" }).click();
    // Sent through the products outbox, then opened once the server has it.
    await maker.getByRole("heading", { name: "Hillside Oat Drink", level: 1 }).waitFor();

    // Another household does not see it while it waits for a moderator.
    const neighbours = await registerUser(suite.app, { username: "Achterberg" });
    const before = await gql(suite.app, "query($q: String) { products(search: $q) { total } }", { q: "Hillside" }, neighbours.token);
    expect(before.data.products.total).toBe(0);

    const moderator = await registerUser(suite.app, { email: adminEmail, username: "Moderator" });
    const { page: queue } = await device(moderator, "/app/product-management");
    const candidate = queue.getByRole("listitem", { name: "Hillside Oat Drink", exact: true });
    await candidate.getByRole("button", { name: "Verify" }).click();
    await candidate.waitFor({ state: "detached" });

    const photo = join(tmpdir(), `hearth-ean-${randomUUID()}.png`);
    await writeFile(photo, await ean13Png(barcode));
    const { page } = await device(neighbours, "/app/add-item");
    await page.getByRole("heading", { name: "Add Item", level: 1 }).waitFor();
    await page.getByText("Read from a photo").waitFor();
    await page.locator('.barcode-scanner input[type="file"]').setInputFiles(photo);
    await page.getByText(`Found Hillside Oat Drink for barcode ${barcode}.`).waitFor();
    expect(await page.getByLabel("Name", { exact: true }).inputValue()).toBe("Hillside Oat Drink");
    expect(await page.getByLabel("Unit", { exact: true }).inputValue()).toBe("carton");
    // Kept in the pantry, it typically keeps 2 days: the date is proposed from that.
    expect(await page.getByLabel("Date on the pack").inputValue()).toBe(isoDay(2));
    await page.getByRole("button", { name: "Add to pantry" }).click();
    await row(page, "Hillside Oat Drink").waitFor();

    await page.goto(`${suite.app.url}/app/add-item`);
    await page.getByLabel("Search the catalogue").fill("Bananas");
    await page.getByRole("list", { name: "Matching products" }).getByRole("button", { name: "Bananas", exact: true }).click();
    await page.getByText("From the catalogue:").waitFor();
    expect(await page.getByLabel("Name", { exact: true }).inputValue()).toBe("Bananas");
    expect(await page.getByLabel("Date on the pack").inputValue()).toBe(isoDay(5));
    await page.getByLabel("Quantity", { exact: true }).fill("6");
    await page.getByRole("button", { name: "Add to pantry" }).click();
    await row(page, "Bananas").waitFor();
    await expect.poll(() => shownNames(page), { timeout: 10_000 }).toEqual(["Hillside Oat Drink:soon", "Bananas:fine"]);
    const items = (await gql(suite.app, "{ pantryItems { name productId expiresOn } }", {}, neighbours.token)).data.pantryItems;
    expect(items.every((i: { productId: string | null }) => i.productId)).toBe(true);
  }, 120_000);

  it("puts what was bought on the shopping list in the pantry with its price and date", async () => {
    const family = await registerUser(suite.app, { username: "Lindqvist" });
    const list = (await api(suite.app, "POST", "/api/shopping-lists", { token: family.token, body: { name: "Weekly shop" } })).body;
    await api(suite.app, "POST", `/api/shopping-lists/${list.id}/items`, { token: family.token, body: { name: "Bread", quantity: 1, actualPrice: 3.5, store: "Bakery" } });
    const { page } = await device(family, "/app/shopping-list");
    await page.getByLabel("Purchased: Bread").check();
    await expect.poll(async () => (await gql(suite.app, "{ pantryItems { name } }", {}, family.token)).data.pantryItems.length).toBe(1);
    await page.goto(`${suite.app.url}/app/pantry`);
    await row(page, "Bread").getByText("$3.50").waitFor();
    await row(page, "Bread").getByRole("link", { name: "Bread" }).click();
    await page.getByRole("heading", { name: "Edit Bread" }).waitFor();
    expect(await page.getByLabel("Bought on").inputValue()).toBe(isoDay(0));
    expect(await page.getByLabel("Price paid (USD)").inputValue()).toBe("3.5");
    expect(await page.getByLabel("Store").inputValue()).toBe("Bakery");
  }, 60_000);

  it("adds offline, survives a reload while offline, and ends with exactly one item once online", async () => {
    const family = await registerUser(suite.app, { username: "Haddad" });
    const offline = await device(family, "/app/add-item", true);
    const { page } = offline;
    await page.getByRole("heading", { name: "Add Item", level: 1 }).waitFor();
    await page.goto(`${offline.url}/app/pantry`);
    await page.getByRole("heading", { name: "Pantry", level: 1 }).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.offlineReady === "true");
    await page.getByRole("link", { name: "Add item" }).click();
    await page.getByRole("heading", { name: "Add Item", level: 1 }).waitFor();

    await offline.setOffline(true);
    await page.getByLabel("Name", { exact: true }).fill("Lentils");
    await page.getByLabel("Date on the pack").fill(isoDay(30));
    await page.getByRole("button", { name: "Add to pantry" }).click();
    await row(page, "Lentils").waitFor();
    await page.getByText("1 change waiting to sync").waitFor();

    await page.reload();
    await row(page, "Lentils").waitFor();
    await page.getByText("1 change waiting to sync").waitFor();

    await offline.setOffline(false);
    await page.getByText("1 change waiting to sync").waitFor({ state: "detached", timeout: 20_000 });
    await expect.poll(async () => (await gql(suite.app, "{ pantryItems { name } }", {}, family.token)).data.pantryItems.map((i: { name: string }) => i.name)).toEqual([
      "Lentils",
    ]);
    await page.reload();
    await row(page, "Lentils").waitFor();
    expect(await page.locator(".pantry-row").count()).toBe(1);
  }, 90_000);

  it("keeps a row's actions together on a wide screen, the Move to select sized to its content, and within the screen on a phone", async () => {
    const family = await registerUser(suite.app, { username: "Castellano" });
    const { page } = await device(family);
    await addItem(page, { name: "Oat milk", quantity: "1", unit: "l", location: "fridge", expiresOn: isoDay(10) });
    const actions = row(page, "Oat milk").locator(".pantry-row__actions");
    const move = row(page, "Oat milk").getByLabel("Move Oat milk to");
    /** The actions' distinct rows (their tops), the select's width, the actions' width and whether they stay inside the screen. */
    const layout = () =>
      actions.evaluate((box) => {
        const controls = [...box.children].filter((c) => !c.classList.contains("visually-hidden"));
        const select = box.querySelector("select")!.getBoundingClientRect();
        return {
          lines: new Set(controls.map((c) => Math.round(c.getBoundingClientRect().top))).size,
          selectWidth: select.width,
          actionsWidth: box.getBoundingClientRect().width,
          inside: controls.every((c) => c.getBoundingClientRect().right <= document.documentElement.clientWidth),
          scrolls: document.documentElement.scrollWidth > document.documentElement.clientWidth,
        };
      });

    await page.setViewportSize({ width: 1280, height: 900 });
    await move.waitFor();
    const wide = await layout();
    expect(wide.lines).toBe(1);
    expect(wide.selectWidth).toBeLessThan(wide.actionsWidth / 3);
    expect(wide.inside).toBe(true);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(async () => (await layout()).actionsWidth).toBeLessThan(390);
    const phone = await layout();
    expect(phone.inside).toBe(true);
    expect(phone.scrolls).toBe(false);
    // Still a usable control: the select is moved with and shows its location.
    await move.selectOption("freezer");
    await expect.poll(() => row(page, "Oat milk").locator(".pantry-row__meta").textContent()).toContain("Freezer");
  }, 60_000);
});
