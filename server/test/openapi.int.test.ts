import { validate, compileErrors } from "@readme/openapi-parser";
import { Router } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildOpenApiDocument, routeOn } from "../src/core/api-docs.js";
import { expressRoutes, undocumentedRoutes } from "./support/express-routes.js";
import { OpenApiResponseChecker } from "./support/openapi-check.js";
import { api, registerUser, startTestApp, type TestApp } from "./support/test-app.js";

// GET /api/openapi.json: valid OpenAPI 3.1 (checked by an independent validator), describing every
// route the running app serves under /api, including the spec's exact paths (section 7).

/** The paths of spec section 7, exactly as written there ({param} as OpenAPI writes parameters). */
const SPEC_PATHS: [string, string][] = [
  ["post", "/api/login"],
  ["post", "/api/register"],
  ["post", "/api/auth/google"],
  ["get", "/api/auth/check"],
  ["post", "/api/auth/refresh"],
  ["get", "/api/user/profile"],
  ["patch", "/api/user/profile"],
  ["get", "/api/family-members"],
  ["get", "/api/products-enhanced"],
  ["get", "/api/subscription/status"],
  ["get", "/api/shopping-lists"],
  ["post", "/api/shopping-lists"],
  ["delete", "/api/shopping-lists/{listId}"],
  ["post", "/api/shopping-lists/{listId}/items"],
  ["patch", "/api/shopping-lists/{listId}/items/{itemId}/toggle"],
  ["delete", "/api/shopping-lists/{listId}/items/{itemId}"],
  ["post", "/api/shopping-lists/{sourceListId}/items/{itemId}/move"],
  ["patch", "/api/shopping-lists/{listId}/items/{itemId}"],
  ["patch", "/api/shopping-lists/{listId}/items/{itemId}/store"],
  ["patch", "/api/shopping-lists/{listId}/items/{itemId}/aisle"],
  ["patch", "/api/shopping-lists/{listId}/items/{itemId}/department"],
  ["post", "/api/bug-reports"],
];

/** The Express app serving the test app's requests. */
const expressApp = (app: TestApp) => app.httpServer.listeners("request").find((l) => "router" in l);

type Doc = { openapi: string; paths: Record<string, Record<string, any>>; components: Record<string, any> };

describe("the OpenAPI document", () => {
  let app: TestApp;
  let document: Doc;

  beforeAll(async () => {
    app = await startTestApp({ backend: "embedded", checkResponses: true });
    const res = await api(app, "GET", "/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    document = res.body;
  }, 180_000);

  afterAll(async () => {
    await app?.stop();
  });

  it("is valid OpenAPI 3.1 by @readme/openapi-parser", async () => {
    expect(document.openapi).toBe("3.1.0");
    // validate() dereferences in place: give it a copy.
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? "" : compileErrors(result)).toBe(true);
    expect(result.warnings).toEqual([]);
  });

  it("describes every route the app serves under /api", () => {
    const routes = expressRoutes(expressApp(app));
    // The walk itself works: it finds the routes of every module, the raw-body ones included.
    expect(routes.length).toBeGreaterThan(30);
    expect(routes).toContainEqual({ method: "post", path: "/api/webhooks/stripe" });
    expect(routes).toContainEqual({ method: "post", path: "/api/bug-reports" });
    expect(undocumentedRoutes(expressApp(app), document)).toEqual([]);
  });

  it("documents nothing the app does not serve", () => {
    const served = new Set(
      expressRoutes(expressApp(app)).map((r) => `${r.method} ${r.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}")}`),
    );
    const documented = Object.entries(document.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`));
    expect(documented.filter((op) => !served.has(op))).toEqual([]);
  });

  it.each(SPEC_PATHS)("has the spec's %s %s", (method, path) => {
    expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });

  it("gives every operation its auth, its answers and the shared error shape", () => {
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: "http", scheme: "bearer" });
    expect(document.components.schemas.Error.required).toEqual(["error"]);
    for (const [path, ops] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const where = `${method} ${path}`;
        expect(op.summary, where).toBeTruthy();
        expect(Array.isArray(op.security), where).toBe(true);
        const statuses = Object.keys(op.responses);
        expect(statuses.some((s) => s.startsWith("2")), where).toBe(true);
        for (const status of statuses.filter((s) => Number(s) >= 400)) {
          expect(op.responses[status].content["application/json"].schema, `${where} ${status}`).toEqual({
            $ref: "#/components/schemas/Error",
          });
        }
        if (op.security.some((s: object) => "bearer" in s) && op.security.every((s: object) => Object.keys(s).length > 0)) {
          expect(op.responses["401"], `${where} needs a token, so it lists 401`).toBeDefined();
        }
        if (op.requestBody) expect(op.responses["400"], `${where} takes a body, so it lists 400`).toBeDefined();
      }
    }
    const addItem = document.paths["/api/shopping-lists/{listId}/items"].post;
    expect(addItem.security).toEqual([{ bearer: [] }]);
    expect(addItem.requestBody.content["application/json"].schema.required).toEqual(["name"]);
    expect(addItem.parameters).toContainEqual(expect.objectContaining({ in: "header", name: "Idempotency-Key" }));
    expect(addItem.responses["201"].content["application/json"].schema).toEqual({ $ref: "#/components/schemas/ShoppingItem" });
    expect(document.paths["/api/login"].post.responses["429"]).toBeDefined();
    expect(document.paths["/api/login"].post.security).toEqual([]);
  });

  it("checks the answers of the live app: a signed-in round trip matches the document", async () => {
    const { token } = await registerUser(app);
    const list = await api(app, "POST", "/api/shopping-lists", { body: { name: "Documented" }, token });
    expect(list.status).toBe(201);
    const item = await api(app, "POST", `/api/shopping-lists/${list.body.id}/items`, { body: { name: "Milk", quantity: "2" }, token });
    expect(item.status).toBe(201);
    expect((await api(app, "GET", "/api/shopping-lists", { token })).status).toBe(200);
    expect((await api(app, "GET", "/api/subscription/status", { token })).status).toBe(200);
  });

  it("is the same document on every request", async () => {
    expect((await api(app, "GET", "/api/openapi.json")).body).toEqual(document);
  });
});

describe("the documentation checks", () => {
  it("find a route registered without a documentation entry", () => {
    const documented = Router();
    routeOn(documented, "Test")(
      { method: "get", path: "/things/:id", summary: "A thing", auth: "required", responses: { 200: { description: "It" } } },
      (_req, res) => {
        res.end();
      },
    );
    const plain = Router();
    plain.post("/things", (_req, res) => {
      res.end();
    });
    const express = { router: { stack: [] as unknown[] } };
    // Mounted the way createHttpApp mounts module routers.
    express.router.stack.push({ rawPath: "/api", handle: documented }, { rawPath: "/api", handle: plain });
    const document = buildOpenApiDocument([documented, plain], { version: "test" });
    expect(undocumentedRoutes(express, document as never)).toEqual(["POST /api/things"]);
  });

  it("refuse an answer whose status or body the document does not describe", async () => {
    const router = Router();
    routeOn(router, "Test")(
      {
        method: "get",
        path: "/things/:id",
        summary: "A thing",
        auth: "none",
        responses: { 200: { description: "It", schema: z.object({ id: z.string(), count: z.number().int() }) } },
      },
      (_req, res) => {
        res.end();
      },
    );
    const checker = new OpenApiResponseChecker(buildOpenApiDocument([router], { version: "test" }) as never);
    expect(() => checker.check("GET", "/api/things/1", 200, "application/json", { id: "1", count: 2 })).not.toThrow();
    expect(() => checker.check("GET", "/api/things/1", 200, "application/json", { id: "1", count: "2" })).toThrow(/does not match/);
    expect(() => checker.check("GET", "/api/things/1", 418, "application/json", { error: "teapot" })).toThrow(/does not list/);
    expect(() => checker.check("GET", "/api/things/1", 404, "application/json", { error: "Not found" })).not.toThrow();
    expect(() => checker.check("GET", "/api/things/1", 404, "application/json", { message: "Not found" })).toThrow(/does not match/);
  });


});
