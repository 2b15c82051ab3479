import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { checkChromium } from "../server/test/support/services.js";
import { gql, registerUser } from "../server/test/support/test-app.js";
import { browserSuite } from "./support/suite.js";

// The pantry's add and edit screens offline, in real browsers, on a device that only ever opened
// /app/pantry: while online the pantry has the worker keep those screens' code; with the network gone
// for real, "Add item" opens, finds a product among those the device holds (not the catalogue, which
// needs the server), and queues the add; an item is edited too. Both show at once marked 'Waiting to
// sync', survive a reload still offline (the edit screen opens offline by its other address too), are
// sent once when the connection is back, and the family's second device, open all along, shows them live.

const chromium = checkChromium();
type Account = Awaited<ReturnType<typeof registerUser>>;

interface ServerItem {
  id: string;
  name: string;
  productId: string | null;
  quantity: number;
  unit: string;
  location: string;
  category: string | null;
}

describe.skipIf(!chromium.available)("pantry add and edit, offline", () => {
  const suite = browserSuite();

  // Generous steps: the machine these run on is shared. With `ownLink`, offline is offline (`DeviceLink`).
  const device = (account: Account, ownLink = false) => suite.open(account, { path: "/app/pantry", heading: "Pantry", stepTimeoutMs: 30_000, ownLink });

  const rows = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
  const waitingRow = (page: Page, name: string) => page.locator(".pantry-row[data-pending]").filter({ has: page.getByRole("link", { name, exact: true }) });

  const serverItems = async (account: Account): Promise<ServerItem[]> =>
    (await gql(suite.app, "{ pantryItems { id name productId quantity unit location category } }", {}, account.token)).data.pantryItems;

  /** Whether the worker holds the code of the add and edit screens (content-hashed files named after their modules). */
  const screensKept = (page: Page) =>
    page.evaluate(async () => {
      const kept: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) kept.push(new URL(request.url).pathname);
      return ["add-item.page", "edit-item.page"].every((module) => kept.some((path) => path.startsWith(`/assets/${module}-`)));
    });

  it("adds and edits an item offline from a device that only opened the pantry; sent once online, live on the other device", async () => {
    const family = await registerUser(suite.app, { username: "Marchetti" });
    const catalogue = await gql(suite.app, 'query { products(search: "Bananas", limit: 5) { items { id name } } }', {}, family.token);
    const bananas = catalogue.data.products.items.find((p: { name: string }) => p.name === "Bananas");
    expect(bananas).toBeDefined();
    const riceId = randomUUID();
    for (const input of [
      { id: riceId, name: "Rice", category: "Grains", quantity: 1, unit: "kg", location: "pantry" },
      { id: randomUUID(), productId: bananas.id, name: "Bananas", category: "Produce", quantity: 3, unit: "piece", location: "pantry" },
    ]) {
      const added = await gql(suite.app, "mutation($input: AddPantryItemInput!) { addPantryItem(input: $input) { id } }", { input }, family.token);
      expect(added.errors).toBeUndefined();
    }

    // The family's other device, online all along.
    const { page: other } = await device(family);
    await rows(other, "Rice").waitFor();

    // This device opens the pantry, never the add or edit screen, and keeps what it needs while online.
    const offline = await device(family, true);
    const { page } = offline;
    await rows(page, "Rice").waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.offlineReady === "true");
    await expect.poll(() => screensKept(page), { timeout: 30_000 }).toBe(true);

    await offline.setOffline(true);
    await page.getByText("You're offline").waitFor();

    // Add item: the screen opens, the product comes from what the device holds, the barcode steps aside.
    await page.getByRole("link", { name: "Add item" }).click();
    await page.getByRole("heading", { name: "Add Item", level: 1 }).waitFor();
    await page.getByText("Finding a product by its barcode needs a connection").waitFor();
    await page.getByLabel("Search the catalogue").fill("banan");
    await page.getByRole("list", { name: "Matching products" }).getByRole("button", { name: "Bananas", exact: true }).click();
    await page.getByText("From the catalogue:").waitFor();
    expect(await page.getByLabel("Name", { exact: true }).inputValue()).toBe("Bananas");
    expect(await page.getByLabel("Category", { exact: true }).inputValue()).toBe("Produce");
    expect(await page.getByLabel("Unit", { exact: true }).inputValue()).toBe("piece");
    await page.getByLabel("Quantity", { exact: true }).fill("6");
    await page.getByLabel("Location", { exact: true }).selectOption("fridge");
    await page.getByRole("button", { name: "Add to pantry" }).click();
    await page.getByRole("heading", { name: "Pantry", level: 1 }).waitFor();
    await waitingRow(page, "Bananas").getByText("6 piece").waitFor();
    await waitingRow(page, "Bananas").getByText("Waiting to sync").waitFor();
    await page.getByText("1 change waiting to sync").waitFor();

    // Edit an item of the cached pantry: twice as much, and into the freezer.
    await rows(page, "Rice").getByRole("link", { name: "Rice", exact: true }).click();
    await page.getByRole("heading", { name: "Edit Rice", level: 1 }).waitFor();
    await page.getByLabel("Quantity", { exact: true }).fill("2");
    await page.getByLabel("Location", { exact: true }).selectOption("freezer");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByRole("heading", { name: "Pantry", level: 1 }).waitFor();
    await waitingRow(page, "Rice").getByText("2 kg").waitFor();
    await expect(waitingRow(page, "Rice").locator(".pantry-row__meta").textContent()).resolves.toContain("Freezer");
    await page.getByText("3 changes waiting to sync").waitFor();
    expect(await page.getByRole("heading", { name: "Not available offline" }).count()).toBe(0);

    // Kept on the device: a reload still offline shows the same, and the edit screen opens by its other address.
    await page.reload();
    await page.getByRole("heading", { name: "Pantry", level: 1 }).waitFor();
    await waitingRow(page, "Bananas").getByText("6 piece").waitFor();
    await waitingRow(page, "Rice").getByText("2 kg").waitFor();
    await page.getByText("3 changes waiting to sync").waitFor();
    await page.goto(`${offline.url}/app/edit-item/${riceId}`);
    await page.getByRole("heading", { name: "Edit Rice", level: 1 }).waitFor();
    expect(await page.getByLabel("Quantity", { exact: true }).inputValue()).toBe("2");
    expect((await serverItems(family)).find((i) => i.id === riceId)?.quantity).toBe(1);
    expect(await rows(other, "Bananas").count()).toBe(1);

    // Back online, on the pantry: sent once, in order; the other device shows it live.
    await page.goto(`${offline.url}/app/pantry`);
    await page.getByRole("heading", { name: "Pantry", level: 1 }).waitFor();
    await offline.setOffline(false);
    await page.getByText(/changes? waiting to sync$/).waitFor({ state: "detached" });
    await expect.poll(() => page.locator(".pantry-row[data-pending]").count()).toBe(0);
    const items = await serverItems(family);
    expect(items.map(({ name, productId, quantity, unit, location, category }) => ({ name, productId, quantity, unit, location, category })).sort((a, b) => a.quantity - b.quantity)).toEqual([
      { name: "Rice", productId: null, quantity: 2, unit: "kg", location: "freezer", category: "Grains" },
      { name: "Bananas", productId: bananas.id, quantity: 3, unit: "piece", location: "pantry", category: "Produce" },
      { name: "Bananas", productId: bananas.id, quantity: 6, unit: "piece", location: "fridge", category: "Produce" },
    ]);
    await expect.poll(() => rows(other, "Bananas").count()).toBe(2);
    await rows(other, "Bananas").getByText("6 piece").waitFor();
    await rows(other, "Rice").getByText("2 kg").waitFor();

    // A reload after the sync sends nothing again: still exactly three.
    await page.reload();
    await rows(page, "Rice").getByText("2 kg").waitFor();
    expect(await page.locator(".pantry-row").count()).toBe(3);
    expect(await serverItems(family)).toHaveLength(3);
  }, 180_000);
});
