import { randomUUID } from "node:crypto";
import { createClient } from "graphql-ws";
import { decodeJwt } from "jose";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, gql, registerUser, startTestApp, type TestApp } from "./support/test-app.js";

// Refresh rotation with a grace period and reuse detection (docs/architecture.md, docs/security.md):
// a token retired by a refresh keeps working for REFRESH_GRACE_SECONDS (30 s); refreshing it again
// meanwhile answers the same successor; presenting it after that ends the whole session chain.

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;
const sidOf = (token: string) => (decodeJwt(token) as { sid: string }).sid;

async function until(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("refresh rotation", () => {
  let app: TestApp;
  let clock = Date.now();

  beforeAll(async () => {
    app = await startTestApp({ backend: "embedded", now: () => new Date(clock) });
  });
  afterAll(async () => {
    await app?.stop();
  });

  /** Session events of one session's stream, oldest first. */
  async function sessionEvents(sid: string): Promise<{ type: string; data: Record<string, unknown> }[]> {
    return app.db
      .em()
      .execute(`select type, data from events where stream_id = ? order by stream_version`, [`session-${sid}`]);
  }

  const check = (token: string) => api(app, "GET", "/api/auth/check", { token });
  const refresh = (token: string) => api(app, "POST", "/api/auth/refresh", { token });

  it("lets requests in flight with the old token succeed while a refresh retires it", async () => {
    const account = await registerUser(app, { email: uniqueEmail("in-flight") });
    const [refreshed, ...parallel] = await Promise.all([
      refresh(account.token),
      check(account.token),
      api(app, "GET", "/api/user/profile", { token: account.token }),
      gql(app, "{ profile { id } }", {}, account.token),
      api(app, "GET", "/api/shopping-lists", { token: account.token }),
    ]);
    expect(refreshed.status).toBe(200);
    expect(parallel.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    // And just after it, too (a legacy client's parallel call that arrives late).
    expect((await api(app, "GET", "/api/user/profile", { token: account.token })).status).toBe(200);
    expect((await check(refreshed.body.token)).status).toBe(200);
  });

  it("answers the same successor token when the retired token is refreshed again within the grace", async () => {
    const account = await registerUser(app, { email: uniqueEmail("idempotent") });
    const first = await refresh(account.token);
    clock += 5_000;
    try {
      const again = await refresh(account.token);
      expect(again.status).toBe(200);
      expect(again.body.token).toBe(first.body.token);
      // Two tabs refreshing at once get one successor, not a fork.
      const both = await Promise.all([refresh(account.token), refresh(account.token)]);
      expect(both.map((r) => r.body.token)).toEqual([first.body.token, first.body.token]);
      const events = await sessionEvents(sidOf(account.token));
      expect(events.map((e) => e.type)).toEqual(["SessionStarted", "SessionRefreshed"]);
      expect(events[1].data).toMatchObject({ successorId: sidOf(first.body.token) });
    } finally {
      clock = Date.now();
    }
  });

  it("gives two first refreshes of one token sent at once the same successor (the household's lock orders them)", async () => {
    const account = await registerUser(app, { email: uniqueEmail("first-race") });
    const both = await Promise.all([refresh(account.token), refresh(account.token), gql(app, "mutation { refreshToken }", {}, account.token)]);
    expect(both.map((r) => r.status)).toEqual([200, 200, 200]);
    const [rest1, rest2, graphql] = both as [Awaited<ReturnType<typeof refresh>>, Awaited<ReturnType<typeof refresh>>, Awaited<ReturnType<typeof gql>>];
    const tokens = [rest1.body.token, rest2.body.token, graphql.data.refreshToken];
    expect(new Set(tokens).size).toBe(1);
    expect((await check(tokens[0])).status).toBe(200);
    const events = await sessionEvents(sidOf(account.token));
    expect(events.map((e) => e.type)).toEqual(["SessionStarted", "SessionRefreshed"]);
  });

  it("follows the chain to its live tip, and an ended tip ends the retired token's refresh too", async () => {
    const account = await registerUser(app, { email: uniqueEmail("chain") });
    const second = (await refresh(account.token)).body.token as string;
    const third = (await refresh(second)).body.token as string;
    expect(sidOf(third)).not.toBe(sidOf(second));
    expect((await refresh(account.token)).body.token).toBe(third);

    // Logging out with the newest token ends the retired ones still in their grace period.
    expect((await api(app, "POST", "/api/auth/logout", { token: third })).status).toBe(200);
    for (const token of [account.token, second, third]) expect((await check(token)).status).toBe(401);
    expect((await refresh(account.token)).status).toBe(401);
  });

  it("ends the whole chain when a retired token comes back after the grace period, and records it", async () => {
    const account = await registerUser(app, { email: uniqueEmail("reuse") });
    const other = await api(app, "POST", "/api/login", { body: { email: account.email, password: account.password } });
    const second = (await refresh(account.token)).body.token as string;
    const third = (await refresh(second)).body.token as string;
    clock += 31_000;
    try {
      // The holder of the newest token is fine until the stale one shows up.
      expect((await check(third)).status).toBe(200);
      expect((await check(account.token)).status).toBe(401);
      for (const token of [second, third]) expect((await check(token)).status).toBe(401);
      // Another device's separate session is not part of the chain.
      expect((await check(other.body.token)).status).toBe(200);

      const first = await sessionEvents(sidOf(account.token));
      expect(first.map((e) => e.type)).toEqual(["SessionStarted", "SessionRefreshed", "SessionReuseDetected", "SessionEnded"]);
      expect(first[2].data).toMatchObject({ chain: [sidOf(second), sidOf(third)] });
      expect(first[3].data).toMatchObject({ reason: "reuse_detected" });
      for (const token of [second, third]) {
        const events = await sessionEvents(sidOf(token));
        expect(events.at(-1)).toMatchObject({ type: "SessionEnded", data: { reason: "reuse_detected" } });
      }
      // Presenting it again records nothing more.
      expect((await check(account.token)).status).toBe(401);
      expect(await sessionEvents(sidOf(account.token))).toHaveLength(4);
    } finally {
      clock = Date.now();
    }
  });

  it("answers the session check with validUntil: the grace end for a retired token, the expiry otherwise", async () => {
    const account = await registerUser(app, { email: uniqueEmail("valid-until") });
    const fresh = (await refresh(account.token)).body.token as string;
    const retired = await app.tokens.authenticate(account.token);
    const live = await app.tokens.authenticate(fresh);
    expect(retired?.validUntil).toBeGreaterThan(clock);
    expect(retired?.validUntil).toBeLessThanOrEqual(clock + 30_000);
    const exp = decodeJwt(fresh).exp! * 1000;
    expect(live?.validUntil).toBeGreaterThanOrEqual(exp);
    expect(live?.validUntil).toBeLessThan(exp + 1000);
  });

  it("closes a socket still on a retired token after the grace, without counting its re-check as reuse", async () => {
    const account = await registerUser(app, { email: uniqueEmail("ws-grace") });
    let closeCode: number | undefined;
    const client = createClient({
      url: app.url.replace("http", "ws") + "/graphql",
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${account.token}` },
      retryAttempts: 0,
      lazy: false,
      onNonLazyError: () => undefined,
      on: { closed: (event) => void (closeCode = (event as { code?: number }).code) },
    });
    let connected = false;
    client.on("connected", () => void (connected = true));
    try {
      await until("the socket to connect", () => connected);
      const fresh = (await refresh(account.token)).body.token as string;
      clock += 31_000;
      await until("the socket to close", () => closeCode !== undefined);
      expect(closeCode).toBe(4401);
      // The re-check refused the stale token but did not end the chain: the new token still works.
      expect((await check(fresh)).status).toBe(200);
      expect((await sessionEvents(sidOf(account.token))).map((e) => e.type)).toEqual(["SessionStarted", "SessionRefreshed"]);
    } finally {
      clock = Date.now();
      await client.dispose();
    }
  });
});
