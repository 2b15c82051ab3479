import { auditServer } from "graphql-http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser, startTestApp, type TestApp } from "./support/test-app.js";

// GraphQL over HTTP (https://graphql.github.io/graphql-over-http/) as graphql-http's own audit checks it,
// plus the CSRF rule that lets GET run queries without opening the door to other sites.

describe("GraphQL over HTTP", () => {
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    app = await startTestApp({ backend: "embedded" });
    token = (await registerUser(app)).token;
  }, 180_000);

  afterAll(async () => {
    await app?.stop();
  });

  it("passes graphql-http's audit with no errors, warnings or notices for a signed-in client", async () => {
    // The audit's requests introspect (__type), which needs sign-in here: it runs as a signed-in client.
    const fetchFn = (url: string, init: RequestInit = {}) =>
      fetch(url, { ...init, headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` } });
    const results = await auditServer({ url: `${app.url}/graphql`, fetchFn });
    expect(results.length).toBeGreaterThan(50);
    const problems = results.filter((r) => r.status !== "ok").map((r) => `${r.status} ${r.id} ${r.name}: ${"reason" in r ? r.reason : ""}`);
    expect(problems).toEqual([]);
  });

  it("has no errors or warnings for an anonymous client besides introspection, which needs sign-in", async () => {
    const results = await auditServer({ url: `${app.url}/graphql` });
    const failing = results.filter((r) => r.status === "error" || r.status === "warn").map((r) => r.id);
    // BF61, 28B9 and 2EA1 query __type: anonymous introspection answers 401 by design.
    expect(failing.sort()).toEqual(["28B9", "2EA1", "BF61"]);
  });

  const get = (query: string, headers: Record<string, string> = {}, variables?: object) => {
    const url = new URL(`${app.url}/graphql`);
    url.searchParams.set("query", query);
    if (variables) url.searchParams.set("variables", JSON.stringify(variables));
    return fetch(url, { headers });
  };

  it("runs a query over GET for a signed-in client and answers graphql-response+json when asked", async () => {
    const res = await get("query Me { me { email } }", {
      authorization: `Bearer ${token}`,
      accept: "application/graphql-response+json",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/graphql-response\+json/);
    expect((await res.json()).data.me.email).toMatch(/@example\.com$/);
  });

  it("never runs a mutation over GET: 405 with Allow: POST", async () => {
    const res = await get("mutation { setMealPlanView(view: weekly) { id } }", {
      authorization: `Bearer ${token}`,
      accept: "application/graphql-response+json",
    });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
  });

  it("refuses a GET that a page on another site could send (no Authorization, no preflight header) as CSRF", async () => {
    // Accept is CORS-safelisted: it does not make a request safe, so it does not let one through.
    const res = await get("{ __typename }", { accept: "application/graphql-response+json" });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toMatch(/Cross-Site Request Forgery/);
    const preflighted = await get("{ __typename }", { "apollo-require-preflight": "true" });
    expect(preflighted.status).toBe(200);
  });

  it.each([
    ["a parse error", "{", undefined],
    ["a validation error", "{ noSuchField }", undefined],
    ["a variable coercion error", "query ($view: MealPlanView!) { __typename }", { view: 7 }],
  ])("answers %s with 400 as graphql-response+json and 200 as application/json", async (_label, query, variables) => {
    const send = (accept: string) =>
      fetch(`${app.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", accept, authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
    const modern = await send("application/graphql-response+json");
    expect(modern.status).toBe(400);
    expect(modern.headers.get("content-type")).toMatch(/^application\/graphql-response\+json/);
    expect((await modern.json()).errors.length).toBeGreaterThan(0);
    const legacy = await send("application/json");
    expect(legacy.status).toBe(200);
    expect(legacy.headers.get("content-type")).toMatch(/^application\/json/);
    const body = await legacy.json();
    expect(body.data).toBeUndefined();
    expect(body.errors.length).toBeGreaterThan(0);
  });
});
