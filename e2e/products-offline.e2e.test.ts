import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkChromium } from "../server/test/support/services.js";
import { gql, registerUser } from "../server/test/support/test-app.js";
import { browserSuite } from "./support/suite.js";

// /app/products in real browsers, offline: a household adds a product while the page has no
// connection; the change waits in the shared outbox on the device, survives a reload while still
// offline, and is sent once when the connection comes back. The family's second device, open on the
// catalogue the whole time, sees the product arrive live, and the server ends with exactly one.
// A product corrected offline in its editor: the save opens the product's page (not a screen this
// device has no code for), is sent from there once back online, and sends only the field changed, so
// what the other device changed meanwhile stays.

const chromium = checkChromium();
type Account = Awaited<ReturnType<typeof registerUser>>;

describe.skipIf(!chromium.available)("products, offline", () => {
  const suite = browserSuite();

  // Generous: the machine these run on is shared, and a cold first load can be slow. Its own link,
  // so that offline is offline (see `DeviceLink`).
  const device = (account: Account, path: string) => suite.open(account, { path, stepTimeoutMs: 30_000, ownLink: true });

  const ours = async (account: Account, search: string) =>
    (await gql(suite.app, "query($q: String) { products(search: $q, mine: true) { total items { name status } } }", { q: search }, account.token)).data.products;

  const product = async (account: Account, id: string) =>
    (await gql(suite.app, "query($id: ID!) { product(id: $id) { name brand subcategory shelfLifeDays { pantry } } }", { id }, account.token)).data.product;

  it("adds a product offline, survives a reload while offline, and ends with exactly one that the other device sees live", async () => {
    const family = await registerUser(suite.app, { username: "Okonkwo" });
    const name = "Kestrel Rye Crispbread";

    // The second device of the family, open on the catalogue filtered to the new product's name.
    const { page: other } = await device(family, `/app/products?q=${encodeURIComponent("Kestrel")}`);
    await other.getByRole("heading", { name: "Community Products", level: 1 }).waitFor();
    await other.getByText("0 products", { exact: true }).waitFor();

    const offline = await device(family, "/app/products");
    const { page } = offline;
    await page.getByRole("heading", { name: "Community Products", level: 1 }).waitFor();
    // The app shell is cached for offline use before the connection goes.
    await page.waitForFunction(() => document.documentElement.dataset.offlineReady === "true");

    await offline.setOffline(true);
    await page.getByText("Add a product", { exact: true }).click();
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Brand", { exact: true }).fill("Kestrel Bakery");
    await page.getByLabel("Default unit", { exact: true }).fill("pack");
    await page.getByRole("textbox", { name: "Pantry", exact: true }).fill("240");
    await page.getByRole("button", { name: "Add product" }).click();
    const waiting = page.getByRole("status", { name: "Waiting to sync" });
    await waiting.getByText("1 product change waiting to sync", { exact: false }).waitFor();
    await waiting.getByText(`Add ${name}`).waitFor();

    // Kept on the device: a reload while still offline shows the same waiting change.
    await page.reload();
    await page.getByRole("heading", { name: "Community Products", level: 1 }).waitFor();
    await waiting.getByText(`Add ${name}`).waitFor();
    expect((await ours(family, "Kestrel")).total).toBe(0);

    await offline.setOffline(false);
    await waiting.waitFor({ state: "detached", timeout: 30_000 });
    await expect.poll(async () => (await ours(family, "Kestrel")).items).toEqual([{ name, status: "pending" }]);

    // The other device, untouched since it loaded, shows it live.
    await other.getByRole("link", { name, exact: true }).waitFor();
    await other.getByText("1 product", { exact: true }).waitFor();

    // A reload after the sync sends nothing again: still exactly one.
    await page.reload();
    await page.getByRole("heading", { name: "Community Products", level: 1 }).waitFor();
    expect(await page.getByRole("status", { name: "Waiting to sync" }).count()).toBe(0);
    expect((await ours(family, "Kestrel")).total).toBe(1);
  }, 120_000);

  it("corrects a product offline in its editor, lands on its page, sends only that field once online, and keeps the other device's change", async () => {
    const family = await registerUser(suite.app, { username: "Adeyemi" });
    const id = randomUUID();
    const name = "Kestrel Rye Loaf";
    const created = await gql(
      suite.app,
      "mutation($input: CreateProductInput!) { createProduct(input: $input) { id } }",
      { input: { id, name, brand: "Kestrel", category: "Bakery", defaultUnit: "loaf", shelfLifeDays: { pantry: 5 } } },
      family.token,
    );
    expect(created.errors).toBeUndefined();

    // This device opens the editor straight away: no other screen's code is loaded.
    const offline = await device(family, `/app/products/${id}/edit`);
    const { page } = offline;
    await page.getByRole("heading", { name: `Edit ${name}`, level: 1 }).waitFor();
    await page.getByLabel("Brand", { exact: true }).waitFor();

    await offline.setOffline(true);
    await page.getByLabel("Brand", { exact: true }).fill("Kestrel Bakery");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Saved on this device", { exact: true }).waitFor();
    // The product's page, from what the device has, not a dead end.
    await page.getByRole("heading", { name, level: 1, exact: true }).waitFor();
    const waiting = page.getByRole("status").filter({ hasText: "Your changes to this product are waiting to sync." });
    await waiting.waitFor();
    expect(new URL(page.url()).pathname).toBe(`/app/products/${id}`);
    expect(await page.getByRole("heading", { name: "Not available offline" }).count()).toBe(0);
    expect(await page.getByRole("heading", { name: "Something went wrong" }).count()).toBe(0);
    expect((await product(family, id)).brand).toBe("Kestrel");

    // Meanwhile the family's other device changes another field, online.
    const { page: other } = await device(family, `/app/products/${id}/edit`);
    await other.getByRole("heading", { name: `Edit ${name}`, level: 1 }).waitFor();
    await other.getByLabel("Subcategory", { exact: true }).fill("Sourdough");
    await other.getByRole("button", { name: "Save changes" }).click();
    await other.getByRole("heading", { name, level: 1, exact: true }).waitFor();
    await other.getByText("Kestrel · Bakery · Sourdough", { exact: true }).waitFor();
    await expect.poll(async () => (await product(family, id)).subcategory).toBe("Sourdough");

    // Back online, on the product's page: the change goes without opening the catalogue, and only the brand.
    await offline.setOffline(false);
    await waiting.waitFor({ state: "detached", timeout: 30_000 });
    await expect
      .poll(async () => product(family, id))
      .toEqual({ name, brand: "Kestrel Bakery", subcategory: "Sourdough", shelfLifeDays: { pantry: 5 } });
    // Both devices show the product as it now is: this one from the server's answer, the other live.
    await page.getByText("Kestrel Bakery · Bakery · Sourdough", { exact: true }).waitFor();
    await other.getByText("Kestrel Bakery · Bakery · Sourdough", { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/app/products/${id}`);
  }, 120_000);
});
