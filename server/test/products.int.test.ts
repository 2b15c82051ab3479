import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rebuildReadModels, snapshotReadModels } from "../src/core/rebuild.js";
import { api, gql, registerUser, startTestApp, type TestApp } from "./support/test-app.js";

// The product catalogue through HTTP: GraphQL and REST, visibility between households, moderation,
// barcode lookups through an Open Food Facts stand-in, images, the public picker read.
const PRODUCT = `id name brand category barcodes status verified mine editable rejectionReason mergedInto thumbnailUrl imageUrl
  shelfLifeDays { pantry fridge freezer opened } nutritionPer100 { basis energyKcal proteinG saltG sodiumMg } allergens dietTags source { kind ref }`;

const OFF_BARCODE = "3017620422003";
let offRequests: string[] = [];

function startOpenFoodFacts(): Promise<Server> {
  const server = createServer((req, res) => {
    offRequests.push(req.url ?? "");
    res.setHeader("content-type", "application/json");
    if (req.url === `/api/v2/product/${OFF_BARCODE}.json`) {
      res.end(
        JSON.stringify({
          code: OFF_BARCODE,
          status: 1,
          product: {
            product_name: "Hazelnut spread",
            brands: "Nutella,Ferrero",
            categories: "Spreads, Sweet spreads, Cocoa and hazelnuts spreads",
            quantity: "400 g",
            product_quantity: "400",
            product_quantity_unit: "g",
            allergens_tags: ["en:milk", "en:nuts", "en:soybeans"],
            labels_tags: ["en:vegetarian"],
            nutriments: {
              "energy-kcal_100g": 539,
              proteins_100g: 6.3,
              carbohydrates_100g: 57.5,
              sugars_100g: 56.3,
              fat_100g: 30.9,
              "saturated-fat_100g": 10.6,
              fiber_100g: 0,
              salt_100g: 0.107,
              sodium_100g: 0.0428,
            },
          },
        }),
      );
      return;
    }
    res.statusCode = 404;
    res.end(JSON.stringify({ status: 0, status_verbose: "product not found" }));
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

describe("products over HTTP", () => {
  let app: TestApp;
  let off: Server;
  let home: string;
  let neighbour: string;
  let staff: string;
  const adminEmail = `catalogue-admin-${Date.now()}@example.com`;

  beforeAll(async () => {
    off = await startOpenFoodFacts();
    const offUrl = `http://127.0.0.1:${(off.address() as AddressInfo).port}`;
    app = await startTestApp({ backend: "embedded", config: { adminEmails: [adminEmail], openFoodFactsUrl: offUrl } });
    home = (await registerUser(app)).token;
    neighbour = (await registerUser(app)).token;
    staff = (await registerUser(app, { email: adminEmail })).token;
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
    await new Promise((resolve) => off?.close(resolve));
  });

  const create = async (token: string, input: Record<string, unknown>, key?: string) =>
    gql(app, `mutation($input: CreateProductInput!, $key: String) { createProduct(input: $input, idempotencyKey: $key) { ${PRODUCT} } }`, { input, key }, token);

  it("answers the starter catalogue to every household, searchable by name and category", async () => {
    const res = await gql(app, `{ products(search: "egg", limit: 5) { total items { ${PRODUCT} } } }`, {}, home);
    expect(res.errors).toBeUndefined();
    expect(res.data.products.items[0]).toMatchObject({ name: "Eggs", verified: true, mine: false, editable: false, source: { kind: "usda-fdc" } });
    const categories = await gql(app, "{ productCategories { name count } }", {}, neighbour);
    expect(categories.data.productCategories.length).toBeGreaterThan(1);
  });

  it("shows a household's new product to it at once, to nobody else until staff verify it", async () => {
    const created = await create(home, { name: "Grandma's plum jam", category: "Canned & Jarred", barcodes: ["5000000000017"] }, "jam-1");
    expect(created.errors).toBeUndefined();
    const jam = created.data.createProduct;
    expect(jam).toMatchObject({ status: "pending", verified: false, mine: true, editable: true, barcodes: ["5000000000017"] });
    // The same key again records nothing and answers the same product.
    expect((await create(home, { name: "Grandma's plum jam" }, "jam-1")).data.createProduct.id).toBe(jam.id);

    // Tenant: the neighbour can neither read nor change it, by id, search, barcode or REST.
    const hidden = await gql(app, `query($id: ID!) { product(id: $id) { id } }`, { id: jam.id }, neighbour);
    expect(hidden.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await gql(app, `{ products(search: "plum jam") { total } }`, {}, neighbour)).data.products.total).toBe(0);
    expect((await api(app, "GET", `/api/products/${jam.id}`, { token: neighbour })).status).toBe(404);
    const change = await api(app, "PATCH", `/api/products/${jam.id}`, { token: neighbour, body: { name: "Mine now" } });
    expect(change.status).toBe(404);
    const lookup = await api(app, "POST", "/api/products/lookup-barcode", { token: neighbour, body: { barcode: "5000000000017" } });
    expect(lookup.body).toMatchObject({ product: null, source: "none" });
    const picker = await api(app, "GET", "/api/catalogue?q=plum%20jam");
    expect(picker.body.total).toBe(0);

    // Staff only: verifying.
    const refused = await gql(app, `mutation($id: ID!) { verifyProduct(id: $id) { id } }`, { id: jam.id }, home);
    expect(refused.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const queue = await gql(app, `{ productModerationQueue { id name } }`, {}, staff);
    expect(queue.data.productModerationQueue.map((p: { id: string }) => p.id)).toContain(jam.id);
    const verified = await gql(app, `mutation($id: ID!) { verifyProduct(id: $id, idempotencyKey: "v-1") { ${PRODUCT} } }`, { id: jam.id }, staff);
    expect(verified.data.verifyProduct).toMatchObject({ status: "verified", verified: true });

    // Now everyone finds it, but only staff may change it.
    expect((await gql(app, `{ products(search: "plum jam") { items { id } } }`, {}, neighbour)).data.products.items).toEqual([{ id: jam.id }]);
    expect((await api(app, "GET", "/api/catalogue?q=plum%20jam")).body.items[0]).toMatchObject({ id: jam.id, name: "Grandma's plum jam" });
    const ownEdit = await api(app, "PATCH", `/api/products/${jam.id}`, { token: home, body: { name: "Plum jam" } });
    expect(ownEdit.status).toBe(403);
    const staffEdit = await api(app, "PATCH", `/api/products/${jam.id}`, { token: staff, body: { name: "Plum jam", brand: "Grandma" } });
    expect(staffEdit.body).toMatchObject({ name: "Plum jam", brand: "Grandma", verified: true });
  });

  it("rejects with a reason its household sees, and a fix sends it back to the queue", async () => {
    const { data } = await create(home, { name: "Cheese thing" });
    const id = data.createProduct.id;
    const noReason = await api(app, "POST", `/api/products/${id}/reject`, { token: staff, body: { reason: " " } });
    expect(noReason.status).toBe(400);
    const rejected = await api(app, "POST", `/api/products/${id}/reject`, { token: staff, body: { reason: "Please give the cheese's name" } });
    expect(rejected.body).toMatchObject({ status: "rejected", rejectionReason: "Please give the cheese's name" });
    const seen = await gql(app, `query($id: ID!) { product(id: $id) { status rejectionReason } }`, { id }, home);
    expect(seen.data.product).toEqual({ status: "rejected", rejectionReason: "Please give the cheese's name" });
    const fixed = await gql(app, `mutation($id: ID!) { updateProduct(id: $id, input: { name: "Gouda, aged" }) { status name } }`, { id }, home);
    expect(fixed.data.updateProduct).toEqual({ status: "pending", name: "Gouda, aged" });
  });

  it("merges a duplicate: the survivor answers for it and takes its barcodes", async () => {
    const a = (await create(home, { name: "Oat drink", barcodes: ["7394376616037"] })).data.createProduct;
    const b = (await create(neighbour, { name: "Oat Drink Barista" })).data.createProduct;
    await gql(app, `mutation($id: ID!) { verifyProduct(id: $id) { id } }`, { id: b.id }, staff);
    const merged = await api(app, "POST", `/api/products/${a.id}/merge`, { token: staff, body: { into: b.id } });
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({ id: b.id, barcodes: ["7394376616037"] });
    const old = await api(app, "GET", `/api/products/${a.id}`, { token: home });
    expect(old.body).toMatchObject({ id: a.id, status: "merged", mergedInto: b.id });
    const byBarcode = await api(app, "POST", "/api/products/lookup-barcode", { token: home, body: { barcode: "7394376616037" } });
    expect(byBarcode.body).toMatchObject({ source: "catalogue", product: { id: b.id } });
    const self = await api(app, "POST", `/api/products/${b.id}/merge`, { token: staff, body: { into: b.id } });
    expect(self.status).toBe(400);
    // A rebuild folds the merge (which reads the two products' rows) into the same catalogue rows.
    const live = await snapshotReadModels(app.db.em(), ["products"]);
    await rebuildReadModels(app.db, app.store);
    expect(await snapshotReadModels(app.db.em(), ["products"])).toEqual(live);
  });

  it("fills an unknown barcode from Open Food Facts as the household's own product", async () => {
    offRequests = [];
    const res = await gql(app, `mutation { lookupBarcode(barcode: "${OFF_BARCODE}") { barcode source product { ${PRODUCT} } } }`, {}, home);
    expect(res.errors).toBeUndefined();
    expect(res.data.lookupBarcode).toMatchObject({
      source: "open-food-facts",
      product: {
        name: "Hazelnut spread",
        brand: "Nutella",
        barcodes: [OFF_BARCODE],
        status: "pending",
        mine: true,
        allergens: ["milk", "nuts", "soybeans"],
        dietTags: ["vegetarian"],
        nutritionPer100: { basis: "g", energyKcal: 539, proteinG: 6.3, saltG: 0.11, sodiumMg: 42.8 },
        source: { kind: "open-food-facts", ref: OFF_BARCODE },
      },
    });
    expect(offRequests).toEqual([`/api/v2/product/${OFF_BARCODE}.json`]);
    // Known now: the second scan asks nobody.
    const again = await api(app, "POST", "/api/products/lookup-barcode", { token: home, body: { barcode: OFF_BARCODE } });
    expect(again.body.source).toBe("catalogue");
    expect(offRequests).toHaveLength(1);
    const unknown = await api(app, "POST", "/api/products/lookup-barcode", { token: home, body: { barcode: "0000000000000" } });
    expect(unknown.body).toMatchObject({ source: "none", product: null });
    const bad = await api(app, "POST", "/api/products/lookup-barcode", { token: home, body: { barcode: "12ab" } });
    expect(bad.status).toBe(400);
  });

  it("stores an uploaded photo as two WebP sizes served with long caching, checking the bytes", async () => {
    const { data } = await create(home, { name: "Sourdough loaf" });
    const id = data.createProduct.id;
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#c08040" } }).png().toBuffer();
    const upload = await fetch(`${app.url}/api/products/${id}/image`, {
      method: "PUT",
      headers: { authorization: `Bearer ${home}`, "content-type": "image/png" },
      body: png,
    });
    expect(upload.status).toBe(200);
    const product = (await upload.json()) as { imageUrl: string; thumbnailUrl: string };
    expect(product.imageUrl).toMatch(new RegExp(`^/api/products/${id}/image/[0-9a-f]{64}\\.webp$`));
    // The product is still pending: its photo is the household's (and staff's), kept out of shared caches.
    expect((await fetch(app.url + product.imageUrl)).status).toBe(404);
    expect((await fetch(app.url + product.imageUrl, { headers: { authorization: `Bearer ${neighbour}` } })).status).toBe(404);
    const mine = { headers: { authorization: `Bearer ${home}` } };
    const image = await fetch(app.url + product.imageUrl, mine);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect(image.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 800, 600]);
    const thumb = await sharp(Buffer.from(await (await fetch(app.url + product.thumbnailUrl, mine)).arrayBuffer())).metadata();
    expect([thumb.width, thumb.height]).toEqual([160, 160]);

    const fake = await fetch(`${app.url}/api/products/${id}/image`, {
      method: "PUT",
      headers: { authorization: `Bearer ${home}`, "content-type": "image/png" },
      body: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
    });
    expect(fake.status).toBe(400);
    const tooBig = await fetch(`${app.url}/api/products/${id}/image`, {
      method: "PUT",
      headers: { authorization: `Bearer ${home}`, "content-type": "image/jpeg" },
      body: Buffer.alloc(5 * 1024 * 1024 + 10, 0xff),
    });
    expect(tooBig.status).toBe(413);
    const foreign = await fetch(`${app.url}/api/products/${id}/image`, {
      method: "PUT",
      headers: { authorization: `Bearer ${neighbour}`, "content-type": "image/png" },
      body: png,
    });
    expect(foreign.status).toBe(404);
    expect((await fetch(`${app.url}/api/products/${id}/image/${"0".repeat(64)}.webp`)).status).toBe(404);
  });

  it("answers /api/products-enhanced from the household's use joined with the catalogue", async () => {
    const { token } = await registerUser(app);
    const list = (await api(app, "POST", "/api/shopping-lists", { token, body: { name: "Week" } })).body;
    await api(app, "POST", `/api/shopping-lists/${list.id}/items`, { token, body: { name: "eggs" } });
    await api(app, "POST", `/api/shopping-lists/${list.id}/items`, { token, body: { name: "Eggs" } });
    const res = await api(app, "GET", "/api/products-enhanced", { token });
    const eggs = (await gql(app, `{ products(search: "eggs") { items { id name } } }`, {}, token)).data.products.items.find(
      (p: { name: string }) => p.name === "Eggs",
    );
    expect(res.body).toEqual([
      {
        id: eggs.id,
        name: "Eggs",
        brand: null,
        category: "Dairy & Eggs",
        subcategory: "Eggs",
        thumbnailUrl: null,
        imageUrl: null,
        lastUsed: expect.any(String),
        useCount: 2,
      },
    ]);
  });
});
