import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, gql, registerUser, startTestApp, type TestApp } from "./support/test-app.js";

// The input rule (server/src/core/input-guard.ts, graphql-input.ts) through the public doors: text
// with control characters or lone surrogates and malformed ids are refused before any route, resolver
// or SQL sees them, with a 4xx a person can read and never a 500.

const CONTROL = "Text may not contain control characters";
const SURROGATE = "Text may not contain broken Unicode (a lone surrogate)";

describe("input rule", () => {
  let app: TestApp;
  let token: string;
  let listId: string;
  let itemId: string;

  beforeAll(async () => {
    app = await startTestApp({ backend: "embedded" });
    ({ token } = await registerUser(app));
    const list = await api(app, "POST", "/api/shopping-lists", { token, body: { name: "Groceries" } });
    expect(list.status).toBe(201);
    listId = list.body.id;
    const item = await api(app, "POST", `/api/shopping-lists/${listId}/items`, { token, body: { name: "Milk" } });
    expect(item.status).toBe(201);
    itemId = item.body.id;
  }, 60_000);

  afterAll(async () => {
    await app?.stop();
  });

  describe("REST bodies", () => {
    it("refuses a NUL in a text field with 400 naming the field (was a 500)", async () => {
      const res = await api(app, "POST", "/api/shopping-lists", { token, body: { name: "a\u0000b" } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: `${CONTROL} (name)`, field: "name" });
    });

    it.each([
      ["\u0001", "start of heading"],
      ["\u001b[31m", "escape"],
      ["\u000b", "vertical tab"],
      ["\u001f", "unit separator"],
    ])("refuses other C0 controls (%j, %s)", async (bad) => {
      const res = await api(app, "PATCH", "/api/user/profile", { token, body: { name: `Sam${bad}` } });
      expect(res.status).toBe(400);
      expect(res.body.error).toContain(CONTROL);
    });

    it("keeps tab, newline and carriage return", async () => {
      const res = await api(app, "POST", "/api/shopping-lists", { token, body: { name: "Weekly\tshop" } });
      expect(res.status).toBe(201);
      const notes = await api(app, "PATCH", `/api/shopping-lists/${listId}/items/${itemId}`, {
        token,
        body: { notes: "line one\r\nline two" },
      });
      expect(notes.status).toBe(200);
      expect(notes.body.notes).toBe("line one\r\nline two");
    });

    it("refuses lone surrogates, high or low, and accepts real pairs", async () => {
      for (const bad of ["milk \ud83e", "\udd5b milk"]) {
        const res = await api(app, "POST", `/api/shopping-lists/${listId}/items`, {
          token,
          rawBody: `{"name":${JSON.stringify(bad)}}`,
        });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error: `${SURROGATE} (name)`, field: "name" });
      }
      const ok = await api(app, "POST", `/api/shopping-lists/${listId}/items`, { token, body: { name: "Milk \ud83e\udd5b" } });
      expect(ok.status).toBe(201);
      expect(ok.body.name).toBe("Milk \ud83e\udd5b");
    });

    it("walks nested objects and arrays, and names the path", async () => {
      const res = await api(app, "POST", `/api/shopping-lists/${listId}/items/reorder`, {
        token,
        body: { itemIds: [itemId, "x\u0000"] },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: `${CONTROL} (itemIds[1])`, field: "itemIds[1]" });
      const deep = await api(app, "PATCH", "/api/user/profile", { token, body: { extra: { a: [{ b: "\u0007" }] } } });
      expect(deep.status).toBe(400);
      expect(deep.body.field).toBe("extra.a[0].b");
    });

    it("refuses control characters in keys and in the query string", async () => {
      const key = await api(app, "PATCH", "/api/user/profile", { token, rawBody: '{"na\\u0000me":"Sam"}' });
      expect(key.status).toBe(400);
      expect(key.body.error).toContain(CONTROL);
      const query = await api(app, "GET", "/api/shopping-lists?status=active%00", { token });
      expect(query.status).toBe(400);
      expect(query.body).toEqual({ error: `${CONTROL} (query.status)`, field: "query.status" });
    });

    it("holds a route that parses its own body to the same rule (bug reports)", async () => {
      const res = await api(app, "POST", "/api/bug-reports", {
        body: { title: "Crash\u0000", description: "It broke", email: "sam@example.com" },
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toContain(CONTROL);
    });

    it("refuses __proto__, constructor and prototype keys, and pollutes nothing", async () => {
      for (const key of ["__proto__", "constructor", "prototype"]) {
        const res = await api(app, "POST", "/api/shopping-lists", {
          token,
          rawBody: `{"name":"Pantry","${key}":{"isAdmin":true,"polluted":"yes"}}`,
        });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error: `Input may not use the key "${key}" (${key})`, field: key });
        const nested = await api(app, "PATCH", "/api/user/profile", { token, rawBody: `{"prefs":{"${key}":{"polluted":"yes"}}}` });
        expect(nested.status).toBe(400);
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    });

    it("refuses hostile nesting with 400, not a stack overflow", async () => {
      const deep = "[".repeat(10_000) + "]".repeat(10_000);
      const res = await api(app, "POST", "/api/shopping-lists", { token, rawBody: `{"name":${deep}}` });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/nested too deeply/);
    });
  });

  describe("REST ids", () => {
    it("answers a destinationListId that is not a UUID with the module's 404 (was a 500)", async () => {
      const res = await api(app, "POST", `/api/shopping-lists/${listId}/items/${itemId}/move`, {
        token,
        body: { destinationListId: "not-a-uuid" },
      });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: "Destination list not found" });
    });

    it.each([
      ["GET", "/api/shopping-lists/nope", "Shopping list not found"],
      ["PATCH", "/api/shopping-lists/1'%20or%201=1/items/ITEM/toggle", "Shopping item not found"],
      ["DELETE", "/api/shopping-lists/LIST/items/%00", "Shopping item not found"],
      ["POST", "/api/shopping-lists/x/items/ITEM/move", "Shopping item not found"],
      ["PATCH", "/api/family-members/12345", "Family member not found"],
      ["GET", "/api/bug-reports/not-an-id/screenshot", "Bug report not found"],
    ])("%s %s answers 404 before the route runs", async (method, rawPath, message) => {
      const path = rawPath.replace("LIST", listId).replace("ITEM", itemId);
      const res = await api(app, method, path, { token, body: method === "GET" || method === "DELETE" ? undefined : {} });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: message });
    });

    it("lets well-formed ids through to the module (unknown ids are the module's own 404)", async () => {
      const res = await api(app, "GET", `/api/shopping-lists/${randomUUID()}`, { token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: "Shopping list not found" });
      const ok = await api(app, "GET", `/api/shopping-lists/${listId.toUpperCase()}`, { token });
      expect(ok.status).toBe(200);
    });
  });

  describe("GraphQL", () => {
    const CREATE = "mutation($input: CreateShoppingListInput!) { createShoppingList(input: $input) { id name } }";

    it("refuses control characters in variables at any depth with BAD_USER_INPUT and HTTP 400", async () => {
      const res = await gql(app, CREATE, { input: { name: "a\u0000b" } }, token);
      expect(res.status).toBe(400);
      expect(res.data).toBeUndefined();
      expect(res.errors?.[0].message).toBe(`${CONTROL} ($input.name)`);
      expect(res.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    });

    it("refuses control characters and lone surrogates in literal arguments", async () => {
      const literal = await gql(app, 'mutation { createShoppingList(input: { name: "a\\u0000b" }) { id } }', {}, token);
      expect(literal.status).toBe(400);
      expect(literal.errors?.[0]).toMatchObject({ message: CONTROL, extensions: { code: "BAD_USER_INPUT" } });
      // graphql-js's lexer already refuses a lone surrogate escape in a document: a 400 too.
      const surrogate = await gql(app, 'mutation { createShoppingList(input: { name: "milk \\ud83e" }) { id } }', {}, token);
      expect(surrogate.status).toBe(400);
      expect(surrogate.errors?.[0].extensions?.code).toBe("GRAPHQL_PARSE_FAILED");
      const variable = await gql(app, CREATE, { input: { name: "\udd5b" } }, token);
      expect(variable.status).toBe(400);
      expect(variable.errors?.[0].message).toBe(`${SURROGATE} ($input.name)`);
    });

    it("checks strings carried by custom scalars, as variables and as literals", async () => {
      const variable = await gql(app, "query($from: DateTimeISO) { spending(from: $from) { total } }", { from: "2026-01-01\u0008" }, token);
      expect(variable.status).toBe(400);
      expect(variable.errors?.[0]).toMatchObject({ message: `${CONTROL} ($from)`, extensions: { code: "BAD_USER_INPUT" } });
      const literal = await gql(app, 'query { spending(from: "2026-01-01\\u0000") { total } }', {}, token);
      expect(literal.status).toBe(400);
      expect(literal.errors?.[0].extensions?.code).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
    });

    it("accepts clean text with tab and newline", async () => {
      const res = await gql(app, CREATE, { input: { name: "Party\tsnacks" } }, token);
      expect(res.errors).toBeUndefined();
      expect(res.data.createShoppingList.name).toBe("Party\tsnacks");
    });

    it("refuses malformed ID arguments, literal or variable, before any resolver runs", async () => {
      const literal = await gql(app, 'query { shoppingList(id: "1\' or 1=1") { id } }', {}, token);
      expect(literal.status).toBe(400);
      expect(literal.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
      const variable = await gql(app, "query($id: ID!) { shoppingList(id: $id) { id } }", { id: "a b" }, token);
      expect(variable.status).toBe(400);
      expect(variable.errors?.[0]).toMatchObject({ message: "$id is not a valid id", extensions: { code: "BAD_USER_INPUT" } });
      const nested = await gql(
        app,
        "mutation($items: [ID!]!, $list: ID!) { reorderShoppingItems(itemIds: $items, listId: $list) { id } }",
        { items: [itemId, "../../etc"], list: listId },
        token,
      );
      expect(nested.status).toBe(400);
      expect(nested.errors?.[0].message).toBe("$items[1] is not a valid id");
      const inInput = await gql(app, CREATE, { input: { id: "x y", name: "Ok" } }, token);
      expect(inInput.status).toBe(400);
      expect(inInput.errors?.[0].message).toBe("$input.id is not a valid id");
    });

    it("answers a well-formed id that names nothing as not found, never a 500", async () => {
      for (const id of ["not-a-uuid", "12345", randomUUID()]) {
        const res = await gql(app, "query($id: ID!) { shoppingList(id: $id) { id } }", { id }, token);
        expect(res.errors?.[0].extensions?.code).toBe("NOT_FOUND");
      }
      const move = await gql(
        app,
        "mutation($item: ID!, $dest: ID!) { moveShoppingItem(itemId: $item, destinationListId: $dest) { item { id } } }",
        { item: itemId, dest: "cs_test_123" },
        token,
      );
      expect(move.errors?.[0]).toMatchObject({ message: "Destination list not found", extensions: { code: "NOT_FOUND" } });
    });

    it("applies the same rule to subscriptions over the WebSocket", async () => {
      const { createClient } = await import("graphql-ws");
      const { default: WebSocket } = await import("ws");
      const client = createClient({
        url: app.url.replace("http", "ws") + "/graphql",
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${token}` },
        lazy: true,
        retryAttempts: 0,
      });
      try {
        const errors = await new Promise<readonly { message: string; extensions?: Record<string, unknown> }[]>((resolve, reject) => {
          client.subscribe(
            { query: "subscription($id: ID!) { shoppingListChanged(listId: $id) { listId } }", variables: { id: "a\u0000" } },
            { next: () => reject(new Error("unexpected data")), error: (e) => resolve(e as never), complete: () => reject(new Error("completed")) },
          );
        });
        expect(errors[0].message).toBe(`${CONTROL} ($id)`);
        expect(errors[0].extensions?.code).toBe("BAD_USER_INPUT");
      } finally {
        await client.dispose();
      }
    });
  });
});
