import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { createClient } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { DEVELOPER_EXAMPLES, type DeveloperExample } from "../../client/src/features/developers/developer-examples.js";
import { api, registerUser, startTestApp, type TestApp } from "./support/test-app.js";

// Every example on the developer page (/developers), run as written against a live server.

const run = promisify(execFile);
const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<any>;
const example = (id: string): DeveloperExample => DEVELOPER_EXAMPLES.find((e) => e.id === id)!;

describe("the developer page's examples", () => {
  let app: TestApp;
  let account: Awaited<ReturnType<typeof registerUser>>;
  /** A fresh session's token for each example (refresh ends the one it was given). */
  /** Moves the server's clock (the refresh grace period) without waiting. */
  let clockOffset = 0;
  const freshToken = async () =>
    (await api(app, "POST", "/api/login", { body: { email: account.email, password: account.password } })).body.token as string;

  const js = async (id: string, token?: string) => {
    const { js: body } = example(id);
    const fn = new AsyncFunction("HEARTH_URL", "EMAIL", "PASSWORD", "TOKEN", "createClient", body!);
    const wsClient = (options: Parameters<typeof createClient>[0]) => createClient({ ...options, webSocketImpl: WebSocket });
    return fn(app.url, account.email, account.password, token ?? (await freshToken()), wsClient);
  };
  const curl = async (id: string, token?: string) => {
    const { stdout } = await run("bash", ["-euo", "pipefail", "-c", example(id).curl!], {
      env: { ...process.env, HEARTH_URL: app.url, EMAIL: account.email, PASSWORD: account.password, TOKEN: token ?? (await freshToken()) },
    });
    return stdout.trim();
  };

  beforeAll(async () => {
    app = await startTestApp({ backend: "embedded", now: () => new Date(Date.now() + clockOffset) });
    account = await registerUser(app);
  }, 180_000);

  afterAll(async () => {
    await app?.stop();
  });

  it("every example has something to run", () => {
    for (const e of DEVELOPER_EXAMPLES) expect(e.curl ?? e.js, e.id).toBeTruthy();
  });

  it("sign-in: curl prints a token, JavaScript answers it with the user", async () => {
    const token = await curl("sign-in");
    expect((await api(app, "GET", "/api/auth/check", { token })).status).toBe(200);
    const result = await js("sign-in");
    expect(result.status).toBe(200);
    expect(result.user.email).toBe(account.email);
    expect((await api(app, "GET", "/api/auth/check", { token: result.token })).status).toBe(200);
  });

  it("refresh: a new token works, the old one only during the grace period, and reuse after it ends the chain", async () => {
    const old = await freshToken();
    const next = await curl("refresh", old);
    expect((await api(app, "GET", "/api/auth/check", { token: next })).status).toBe(200);
    // A call already in flight with the old token still succeeds.
    expect((await api(app, "GET", "/api/auth/check", { token: old })).status).toBe(200);
    const result = await js("refresh");
    expect(result.status).toBe(200);
    expect(result.oldTokenStatus).toBe(200);
    clockOffset += 31_000;
    expect((await api(app, "GET", "/api/auth/check", { token: old })).status).toBe(401);
    expect((await api(app, "GET", "/api/auth/check", { token: next })).status).toBe(401);
  });

  it("rest-create: a retried POST with one Idempotency-Key creates one list", async () => {
    const ids = (await curl("rest-create")).split("\n");
    expect(ids).toHaveLength(2);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).toBe(ids[0]);
    const result = await js("rest-create");
    expect(result.retry.id).toBe(result.first.id);
  });

  it("graphql-query: POST and GET queries answer data", async () => {
    // Each answer on its own line (a server may end its body with a newline of its own).
    const [post, get] = (await curl("graphql-query"))
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => JSON.parse(line));
    expect(Array.isArray(post.data.shoppingLists)).toBe(true);
    expect(get.data.subscriptionStatus.subscriptionStatus).toBe("trialing");
    const result = await js("graphql-query");
    expect(result.status).toBe(200);
    expect(result.errors).toBeUndefined();
    expect(result.data.shoppingLists.some((l: { name: string }) => l.name === "Saturday market")).toBe(true);
  });

  it("graphql-mutation: the same idempotencyKey answers the same list", async () => {
    const result = await js("graphql-mutation");
    expect(result.first.name).toBe("Camping trip");
    expect(result.retry.id).toBe(result.first.id);
  });

  it("subscription: replays a change from since and gives its sequence", async () => {
    const change = await js("subscription");
    expect(change.sequence).toBeGreaterThan(0);
    expect(change.type).toMatch(/^Shopping/);
  });

  it("errors: REST { error } with its status and a GraphQL error code", async () => {
    expect(await curl("errors")).toBe('{"error":"Authentication required"} 401');
    const result = await js("errors");
    expect(result.restStatus).toBe(404);
    expect(typeof result.restBody.error).toBe("string");
    expect(result.graphqlCode).toBe("NOT_FOUND");
  });
});
