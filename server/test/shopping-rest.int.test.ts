import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkPostgres } from "./support/services.js";
import { api, registerUser, startTestApp, type TestApp } from "./support/test-app.js";

// The REST contract of spec section 7 for /api/shopping-lists and /api/products-enhanced (plus rename,
// archive, restore and reorder, which have no spec path), success and failure, on both databases.
const pg = await checkPostgres();

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

for (const backend of ["embedded", "postgres"] as const) {
  describe.skipIf(backend === "postgres" && !pg.available)(`REST shopping contract (${backend})`, () => {
    let app: TestApp;
    let token: string;
    let otherToken: string;

    beforeAll(async () => {
      app = await startTestApp({ backend });
      token = (await registerUser(app)).token;
      otherToken = (await registerUser(app)).token;
    });

    afterAll(async () => {
      await app?.stop();
    });

    const call = (method: string, path: string, body?: unknown, as = token, headers?: Record<string, string>) =>
      api(app, method, path, { body, token: as, headers });

    async function newList(name = "Weekly shop", as = token): Promise<{ id: string; name: string }> {
      const res = await call("POST", "/api/shopping-lists", { name }, as);
      expect(res.status).toBe(201);
      return res.body;
    }

    async function newItem(listId: string, body: Record<string, unknown> = { name: "Milk" }, as = token) {
      const res = await call("POST", `/api/shopping-lists/${listId}/items`, body, as);
      expect(res.status).toBe(201);
      return res.body;
    }

    describe("authentication", () => {
      it.each([
        ["GET", "/api/shopping-lists"],
        ["POST", "/api/shopping-lists"],
        ["GET", `/api/shopping-lists/${randomUUID()}`],
        ["DELETE", `/api/shopping-lists/${randomUUID()}`],
        ["POST", `/api/shopping-lists/${randomUUID()}/items`],
        ["PATCH", `/api/shopping-lists/${randomUUID()}/items/${randomUUID()}/toggle`],
        ["GET", "/api/products-enhanced"],
      ])("%s %s without a token answers 401", async (method, path) => {
        const res = await api(app, method, path, { body: method === "GET" || method === "DELETE" ? undefined : {} });
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ error: "Authentication required" });
      });
    });

    describe("GET /api/shopping-lists", () => {
      it("answers an empty array for a new household", async () => {
        const fresh = await registerUser(app);
        const res = await call("GET", "/api/shopping-lists", undefined, fresh.token);
        expect(res.status).toBe(200);
        expect(res.body).toEqual([]);
      });

      it("filters by status: active by default, archived, or all", async () => {
        const { token: own } = await registerUser(app);
        const kept = await newList("Groceries", own);
        const archived = await newList("Last week", own);
        expect((await call("POST", `/api/shopping-lists/${archived.id}/archive`, undefined, own)).status).toBe(200);

        const ids = async (query: string) =>
          ((await call("GET", `/api/shopping-lists${query}`, undefined, own)).body as { id: string }[]).map((l) => l.id);
        expect(await ids("")).toEqual([kept.id]);
        expect(await ids("?status=active")).toEqual([kept.id]);
        expect(await ids("?status=archived")).toEqual([archived.id]);
        expect(await ids("?status=all")).toEqual([kept.id, archived.id]);
      });

      it("answers every list with its items in the spec's shape", async () => {
        const { token: own } = await registerUser(app);
        const list = await newList("Party", own);
        const item = await newItem(list.id, { name: "Crisps", category: "Snacks", estimatedPrice: "2.50", quantity: 3 }, own);
        const res = await call("GET", "/api/shopping-lists", undefined, own);
        expect(res.body).toEqual([
          {
            id: list.id,
            name: "Party",
            status: "active",
            items: [item],
            revision: expect.any(Number),
            createdAt: expect.stringMatching(ISO),
            updatedAt: expect.stringMatching(ISO),
          },
        ]);
      });

      it("refuses an unknown status with 400", async () => {
        const res = await call("GET", "/api/shopping-lists?status=deleted");
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error: "status must be active, archived or all" });
      });

      it("never shows another household's lists", async () => {
        const mine = await newList("Only ours");
        const theirs = (await call("GET", "/api/shopping-lists?status=all", undefined, otherToken)).body as { id: string }[];
        expect(theirs.map((l) => l.id)).not.toContain(mine.id);
      });
    });

    describe("POST /api/shopping-lists", () => {
      it("creates an active, empty list and answers 201 with it", async () => {
        const res = await call("POST", "/api/shopping-lists", { name: "  Farmers market  " });
        expect(res.status).toBe(201);
        expect(res.body).toMatchObject({ id: expect.any(String), name: "Farmers market", status: "active", items: [] });
        expect((await call("GET", `/api/shopping-lists/${res.body.id}`)).body.name).toBe("Farmers market");
      });

      it.each([
        [{}, "List name is required"],
        [{ name: "   " }, "List name is required"],
        [{ name: 42 }, "List name is required"],
        [{ name: "x".repeat(81) }, "List name must be at most 80 characters"],
      ])("refuses %j with 400", async (body, error) => {
        const res = await call("POST", "/api/shopping-lists", body);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error });
      });

      it("refuses a body that is not a JSON object", async () => {
        const res = await api(app, "POST", "/api/shopping-lists", { rawBody: "[1,2]", token });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error: "Request body must be a JSON object" });
        const broken = await api(app, "POST", "/api/shopping-lists", { rawBody: "{name:", token });
        expect(broken.status).toBe(400);
      });

      it("creates the list once for a repeated Idempotency-Key", async () => {
        const { token: own } = await registerUser(app);
        const key = randomUUID();
        const first = await call("POST", "/api/shopping-lists", { name: "Once" }, own, { "Idempotency-Key": key });
        const again = await call("POST", "/api/shopping-lists", { name: "Once" }, own, { "Idempotency-Key": key });
        expect(again.status).toBe(201);
        expect(again.body).toEqual(first.body);
        expect((await call("GET", "/api/shopping-lists", undefined, own)).body).toHaveLength(1);
      });
    });

    describe("GET /api/shopping-lists/{listId}", () => {
      it("answers the list", async () => {
        const list = await newList("Hardware");
        const res = await call("GET", `/api/shopping-lists/${list.id}`);
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ id: list.id, name: "Hardware", items: [] });
      });

      it.each([["an unknown id", randomUUID()], ["a malformed id", "not-a-list"]])("answers 404 for %s", async (_label, id) => {
        const res = await call("GET", `/api/shopping-lists/${id}`);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ error: "Shopping list not found" });
      });

      it("answers 404 for another household's list", async () => {
        const list = await newList("Ours");
        expect((await call("GET", `/api/shopping-lists/${list.id}`, undefined, otherToken)).status).toBe(404);
      });
    });

    describe("PATCH /api/shopping-lists/{listId} (rename)", () => {
      it("renames the list", async () => {
        const list = await newList("Groceries");
        const res = await call("PATCH", `/api/shopping-lists/${list.id}`, { name: "Big shop" });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ id: list.id, name: "Big shop" });
      });

      it("refuses a blank name (400) and a foreign list (404)", async () => {
        const list = await newList("Groceries");
        expect((await call("PATCH", `/api/shopping-lists/${list.id}`, { name: "" })).body).toEqual({
          error: "List name is required",
        });
        expect((await call("PATCH", `/api/shopping-lists/${list.id}`, { name: "Mine now" }, otherToken)).status).toBe(404);
      });
    });

    describe("POST /api/shopping-lists/{listId}/archive and /restore", () => {
      it("archives and restores, answering the list each time (again is a no-op)", async () => {
        const list = await newList("Seasonal");
        const archived = await call("POST", `/api/shopping-lists/${list.id}/archive`);
        expect(archived.status).toBe(200);
        expect(archived.body.status).toBe("archived");
        expect((await call("POST", `/api/shopping-lists/${list.id}/archive`)).body.status).toBe("archived");
        const restored = await call("POST", `/api/shopping-lists/${list.id}/restore`);
        expect(restored.status).toBe(200);
        expect(restored.body.status).toBe("active");
      });

      it("answers 404 for unknown and foreign lists", async () => {
        const list = await newList("Ours");
        expect((await call("POST", `/api/shopping-lists/${randomUUID()}/archive`)).status).toBe(404);
        expect((await call("POST", `/api/shopping-lists/${list.id}/restore`, undefined, otherToken)).status).toBe(404);
      });
    });

    describe("DELETE /api/shopping-lists/{listId}", () => {
      it("deletes the list with its items and answers 204", async () => {
        const list = await newList("Short-lived");
        const item = await newItem(list.id);
        const res = await call("DELETE", `/api/shopping-lists/${list.id}`);
        expect(res.status).toBe(204);
        expect(res.body).toBeNull();
        expect((await call("GET", `/api/shopping-lists/${list.id}`)).status).toBe(404);
        // A delete wins over a later edit: the item of a deleted list is gone too.
        expect((await call("PATCH", `/api/shopping-lists/${list.id}/items/${item.id}/toggle`)).status).toBe(404);
      });

      it("answers 404 for an already deleted, unknown or foreign list", async () => {
        const list = await newList("Gone");
        expect((await call("DELETE", `/api/shopping-lists/${list.id}`)).status).toBe(204);
        expect((await call("DELETE", `/api/shopping-lists/${list.id}`)).body).toEqual({ error: "Shopping list not found" });
        expect((await call("DELETE", `/api/shopping-lists/nope`)).status).toBe(404);
        const ours = await newList("Ours");
        expect((await call("DELETE", `/api/shopping-lists/${ours.id}`, undefined, otherToken)).status).toBe(404);
        expect((await call("GET", `/api/shopping-lists/${ours.id}`)).status).toBe(200);
      });
    });

    describe("POST /api/shopping-lists/{listId}/items", () => {
      it("creates the item with the spec's defaults and answers 201 with it", async () => {
        const list = await newList();
        const res = await call("POST", `/api/shopping-lists/${list.id}/items`, { name: "Bread" });
        expect(res.status).toBe(201);
        expect(res.body).toEqual({
          id: expect.any(String),
          listId: list.id,
          name: "Bread",
          category: null,
          quantity: 1,
          estimatedPrice: null,
          actualPrice: null,
          orderPosition: null,
          store: null,
          aisle: null,
          department: null,
          notes: null,
          productId: null,
          completedAt: null,
          purchased: false,
          revision: expect.any(Number),
          createdAt: expect.stringMatching(ISO),
          updatedAt: expect.stringMatching(ISO),
        });
      });

      it("takes the legacy client's text values: an empty price as '0', numbers as text", async () => {
        const list = await newList();
        const item = await newItem(list.id, {
          name: "Apples",
          category: "Produce",
          quantity: "6",
          estimatedPrice: "0",
          actualPrice: "",
          store: "Corner Grocer",
          aisle: 4,
          department: "Fruit",
          notes: "Crisp ones",
          orderPosition: 2,
        });
        expect(item).toMatchObject({
          name: "Apples",
          category: "Produce",
          quantity: 6,
          estimatedPrice: 0,
          actualPrice: 0,
          store: "Corner Grocer",
          aisle: "4",
          department: "Fruit",
          notes: "Crisp ones",
          orderPosition: 2,
        });
        const priced = await newItem(list.id, { name: "Cheese", estimatedPrice: "4.499" });
        expect(priced.estimatedPrice).toBe(4.5);
      });

      it.each([
        [{}, "Item name is required"],
        [{ name: "  " }, "Item name is required"],
        [{ name: "Eggs", quantity: 0 }, "quantity must be a number above 0 and at most 10000"],
        [{ name: "Eggs", quantity: "a dozen" }, "quantity must be a number above 0 and at most 10000"],
        [{ name: "Eggs", estimatedPrice: -1 }, "estimatedPrice must be a number from 0 to 1000000"],
        [{ name: "Eggs", actualPrice: "cheap" }, "actualPrice must be a number from 0 to 1000000"],
        [{ name: "Eggs", store: ["a"] }, "store must be text"],
        [{ name: "Eggs", orderPosition: 1.5 }, "orderPosition must be a whole number from 0 to 100000"],
      ])("refuses %j with 400", async (body, error) => {
        const list = await newList();
        const res = await call("POST", `/api/shopping-lists/${list.id}/items`, body);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error });
      });

      it("answers 404 for an unknown or foreign list", async () => {
        const list = await newList();
        expect((await call("POST", `/api/shopping-lists/${randomUUID()}/items`, { name: "Tea" })).body).toEqual({
          error: "Shopping list not found",
        });
        expect((await call("POST", `/api/shopping-lists/${list.id}/items`, { name: "Tea" }, otherToken)).status).toBe(404);
      });

      it("adds the item once for a repeated Idempotency-Key", async () => {
        const list = await newList();
        const headers = { "Idempotency-Key": `add-${randomUUID()}` };
        const first = await call("POST", `/api/shopping-lists/${list.id}/items`, { name: "Rice" }, token, headers);
        const retry = await call("POST", `/api/shopping-lists/${list.id}/items`, { name: "Rice" }, token, headers);
        expect(retry.status).toBe(201);
        expect(retry.body).toEqual(first.body);
        expect((await call("GET", `/api/shopping-lists/${list.id}`)).body.items).toHaveLength(1);
      });
    });

    describe("PATCH /api/shopping-lists/{listId}/items/{itemId}/toggle", () => {
      it("marks the item purchased (completedAt set), then unpurchased", async () => {
        const list = await newList();
        const item = await newItem(list.id);
        const on = await call("PATCH", `/api/shopping-lists/${list.id}/items/${item.id}/toggle`);
        expect(on.status).toBe(200);
        expect(on.body).toMatchObject({ id: item.id, completedAt: expect.stringMatching(ISO), purchased: true });
        const off = await call("PATCH", `/api/shopping-lists/${list.id}/items/${item.id}/toggle`);
        expect(off.body).toMatchObject({ id: item.id, completedAt: null, purchased: false });
      });

      it("toggles once for a repeated Idempotency-Key", async () => {
        const list = await newList();
        const item = await newItem(list.id);
        const headers = { "Idempotency-Key": randomUUID() };
        await call("PATCH", `/api/shopping-lists/${list.id}/items/${item.id}/toggle`, undefined, token, headers);
        const retry = await call("PATCH", `/api/shopping-lists/${list.id}/items/${item.id}/toggle`, undefined, token, headers);
        expect(retry.body.completedAt).not.toBeNull();
        expect((await call("GET", `/api/shopping-lists/${list.id}`)).body.items[0].completedAt).toBe(retry.body.completedAt);
      });

      it("answers 404 for an unknown item, an item of another list and another household's item", async () => {
        const list = await newList();
        const other = await newList("Other");
        const item = await newItem(list.id);
        expect((await call("PATCH", `/api/shopping-lists/${list.id}/items/${randomUUID()}/toggle`)).body).toEqual({
          error: "Shopping item not found",
        });
        expect((await call("PATCH", `/api/shopping-lists/${other.id}/items/${item.id}/toggle`)).status).toBe(404);
        expect((await call("PATCH", `/api/shopping-lists/${list.id}/items/${item.id}/toggle`, undefined, otherToken)).status).toBe(
          404,
        );
      });
    });

    describe("PATCH /api/shopping-lists/{listId}/items/{itemId}", () => {
      it.each([
        [{ quantity: 3 }, { quantity: 3 }],
        [{ quantity: "2.5" }, { quantity: 2.5 }],
        [{ estimatedPrice: "3.49" }, { estimatedPrice: 3.49 }],
        [{ actualPrice: 3.2 }, { actualPrice: 3.2 }],
        [{ actualPrice: "" }, { actualPrice: 0 }],
        [{ notes: "  the big bag " }, { notes: "the big bag" }],
        [{ notes: null }, { notes: null }],
      ])("changes %j and answers the updated item", async (body, expected) => {
        const list = await newList();
        const item = await newItem(list.id, { name: "Flour", notes: "any" });
        const res = await call("PATCH", `/api/shopping-lists/${list.id}/items/${item.id}`, body);
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ id: item.id, ...expected });
      });

      it.each([
        [{}, "Send one of quantity, estimatedPrice, actualPrice or notes"],
        [{ quantity: -2 }, "quantity must be a number above 0 and at most 10000"],
        [{ estimatedPrice: "free" }, "estimatedPrice must be a number from 0 to 1000000"],
        [{ store: "Aldi" }, "Change store with PATCH /api/shopping-lists/{listId}/items/{itemId}/store"],
        [{ colour: "red" }, 'Unknown field "colour". Send one of quantity, estimatedPrice, actualPrice or notes'],
      ])("refuses %j with 400", async (body, error) => {
        const list = await newList();
        const item = await newItem(list.id);
        const res = await call("PATCH", `/api/shopping-lists/${list.id}/items/${item.id}`, body);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error });
      });

      it("answers 404 for unknown and foreign items", async () => {
        const list = await newList();
        const item = await newItem(list.id);
        expect((await call("PATCH", `/api/shopping-lists/${list.id}/items/${randomUUID()}`, { quantity: 2 })).status).toBe(404);
        expect((await call("PATCH", `/api/shopping-lists/${list.id}/items/${item.id}`, { quantity: 2 }, otherToken)).status).toBe(
          404,
        );
      });
    });

    describe("PATCH .../items/{itemId}/store, /aisle and /department", () => {
      it.each([
        ["store", { store: "Market Hall" }, { store: "Market Hall" }],
        ["aisle", { aisle: "7B" }, { aisle: "7B" }],
        ["aisle", { aisle: 12 }, { aisle: "12" }],
        ["department", { department: "Bakery" }, { department: "Bakery" }],
        ["store", { store: "" }, { store: null }],
      ])("PATCH /%s %j answers the updated item", async (field, body, expected) => {
        const list = await newList();
        const item = await newItem(list.id, { name: "Baguette", store: "Old" });
        const res = await call("PATCH", `/api/shopping-lists/${list.id}/items/${item.id}/${field}`, body);
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ id: item.id, ...expected });
      });

      it.each([
        ["store", {}, "store is required"],
        ["aisle", { aisle: { n: 1 } }, "aisle must be text"],
        ["department", { department: "x".repeat(61) }, "department must be at most 60 characters"],
      ])("PATCH /%s %j answers 400", async (field, body, error) => {
        const list = await newList();
        const item = await newItem(list.id);
        const res = await call("PATCH", `/api/shopping-lists/${list.id}/items/${item.id}/${field}`, body);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error });
      });

      it("answers 404 for an unknown item or list", async () => {
        const list = await newList();
        const item = await newItem(list.id);
        expect((await call("PATCH", `/api/shopping-lists/${list.id}/items/${randomUUID()}/store`, { store: "A" })).status).toBe(404);
        expect((await call("PATCH", `/api/shopping-lists/${randomUUID()}/items/${item.id}/aisle`, { aisle: "1" })).status).toBe(404);
        expect(
          (await call("PATCH", `/api/shopping-lists/${list.id}/items/${item.id}/department`, { department: "X" }, otherToken)).status,
        ).toBe(404);
      });
    });

    describe("DELETE /api/shopping-lists/{listId}/items/{itemId}", () => {
      it("removes the item and answers 204", async () => {
        const list = await newList();
        const item = await newItem(list.id);
        const res = await call("DELETE", `/api/shopping-lists/${list.id}/items/${item.id}`);
        expect(res.status).toBe(204);
        expect((await call("GET", `/api/shopping-lists/${list.id}`)).body.items).toEqual([]);
      });

      it("answers 404 for a removed, unknown or foreign item", async () => {
        const list = await newList();
        const item = await newItem(list.id);
        await call("DELETE", `/api/shopping-lists/${list.id}/items/${item.id}`);
        expect((await call("DELETE", `/api/shopping-lists/${list.id}/items/${item.id}`)).body).toEqual({
          error: "Shopping item not found",
        });
        // An edit to a removed item is dropped: the delete wins.
        expect((await call("PATCH", `/api/shopping-lists/${list.id}/items/${item.id}`, { quantity: 4 })).status).toBe(404);
        const kept = await newItem(list.id);
        expect((await call("DELETE", `/api/shopping-lists/${list.id}/items/${kept.id}`, undefined, otherToken)).status).toBe(404);
      });
    });

    describe("POST /api/shopping-lists/{sourceListId}/items/{itemId}/move", () => {
      it("moves the item to the destination list", async () => {
        const source = await newList("Groceries");
        const destination = await newList("Party");
        const item = await newItem(source.id, { name: "Lemonade", orderPosition: 3 });
        const res = await call("POST", `/api/shopping-lists/${source.id}/items/${item.id}/move`, {
          destinationListId: destination.id,
        });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ id: item.id, listId: destination.id, name: "Lemonade", orderPosition: null });
        expect((await call("GET", `/api/shopping-lists/${source.id}`)).body.items).toEqual([]);
        expect((await call("GET", `/api/shopping-lists/${destination.id}`)).body.items.map((i: { id: string }) => i.id)).toEqual([
          item.id,
        ]);
      });

      it("refuses a missing or same destination with 400", async () => {
        const source = await newList();
        const item = await newItem(source.id);
        expect((await call("POST", `/api/shopping-lists/${source.id}/items/${item.id}/move`, {})).body).toEqual({
          error: "destinationListId is required",
        });
        const same = await call("POST", `/api/shopping-lists/${source.id}/items/${item.id}/move`, { destinationListId: source.id });
        expect(same.status).toBe(400);
        expect(same.body.error).toMatch(/already on that list/);
      });

      it("answers 404 for an unknown or foreign destination, and for an unknown item", async () => {
        const source = await newList();
        const item = await newItem(source.id);
        const foreign = await newList("Theirs", otherToken);
        for (const destinationListId of [randomUUID(), foreign.id, "not-a-list"]) {
          const res = await call("POST", `/api/shopping-lists/${source.id}/items/${item.id}/move`, { destinationListId });
          expect(res.status).toBe(404);
          expect(res.body).toEqual({ error: "Destination list not found" });
        }
        const destination = await newList();
        const unknown = await call("POST", `/api/shopping-lists/${source.id}/items/${randomUUID()}/move`, {
          destinationListId: destination.id,
        });
        expect(unknown.body).toEqual({ error: "Shopping item not found" });
      });
    });

    describe("POST /api/shopping-lists/{listId}/items/reorder", () => {
      it("sets positions 1, 2, ... in the given order and answers the list", async () => {
        const list = await newList();
        const a = await newItem(list.id, { name: "A" });
        const b = await newItem(list.id, { name: "B" });
        const c = await newItem(list.id, { name: "C" });
        const res = await call("POST", `/api/shopping-lists/${list.id}/items/reorder`, { itemIds: [c.id, a.id, randomUUID()] });
        expect(res.status).toBe(200);
        // Reordered items first by position; the untouched one keeps the default (999).
        expect(res.body.items.map((i: { name: string; orderPosition: number | null }) => [i.name, i.orderPosition])).toEqual([
          ["C", 1],
          ["A", 2],
          ["B", null],
        ]);
        void b;
      });

      it("refuses bad bodies (400) and unknown lists (404)", async () => {
        const list = await newList();
        expect((await call("POST", `/api/shopping-lists/${list.id}/items/reorder`, { itemIds: [] })).body).toEqual({
          error: "itemIds must name at least one item",
        });
        const id = randomUUID();
        expect((await call("POST", `/api/shopping-lists/${list.id}/items/reorder`, { itemIds: [id, id] })).body).toEqual({
          error: "itemIds must not repeat an item",
        });
        expect((await call("POST", `/api/shopping-lists/${randomUUID()}/items/reorder`, { itemIds: [id] })).status).toBe(404);
      });
    });

    describe("GET /api/products-enhanced", () => {
      it("lists the household's products from its shopping history, most used first", async () => {
        const { token: own } = await registerUser(app);
        const list = await newList("History", own);
        await newItem(list.id, { name: "Oat milk", category: "Dairy" }, own);
        await newItem(list.id, { name: "Coffee" }, own);
        await newItem(list.id, { name: "  oat   MILK " }, own);
        const res = await call("GET", "/api/products-enhanced", undefined, own);
        expect(res.status).toBe(200);
        expect(res.body).toEqual([
          {
            id: expect.stringMatching(/^[0-9a-f-]{36}$/),
            name: "oat   MILK",
            brand: null,
            category: "Dairy",
            subcategory: null,
            thumbnailUrl: null,
            imageUrl: null,
            lastUsed: expect.stringMatching(ISO),
            useCount: 2,
          },
          expect.objectContaining({ name: "Coffee", category: "General", useCount: 1 }),
        ]);
        // Another household's history stays its own.
        const theirs = (await call("GET", "/api/products-enhanced", undefined, otherToken)).body as { name: string }[];
        expect(theirs.map((p) => p.name)).not.toContain("Coffee");
      });

      it("answers an empty array without history", async () => {
        const fresh = await registerUser(app);
        expect((await call("GET", "/api/products-enhanced", undefined, fresh.token)).body).toEqual([]);
      });
    });
  });
}
