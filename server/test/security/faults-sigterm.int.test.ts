import http from "node:http";
import net from "node:net";
import { createClient } from "graphql-ws";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { startChildApp, type ChildApp } from "../support/child-app.js";
import { checkPostgres, createTestDatabase } from "../support/services.js";
import { api, registerUser } from "../support/test-app.js";

// SIGTERM to a server process started the way `npm run dev` starts it (its own process, real
// signal), with 200 mutations and 100 subscription sockets in flight. The mutations are held inside
// Postgres (a table lock) when the signal arrives, so they are truly in flight. Promised: new
// connections are refused at once while the held requests still finish (201, or a clean 503),
// every socket gets a WebSocket close frame (1001 Going away), the process exits 0 within 15 s, and
// every acknowledged mutation is in the database.

const pgService = await checkPostgres();
const REQUESTS = 200;
const SOCKETS = 100;
const EXIT_WITHIN_MS = 15_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Whether a brand-new TCP connection to the port is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });
}

describe.skipIf(!pgService.available)("SIGTERM drain (a real server process)", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let child: ChildApp | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await child?.stop(0);
    await database?.drop();
  });

  it("finishes what is in flight, refuses new connections, closes sockets with a frame and exits 0", async () => {
    // LOG_LEVEL info: the drain's own log lines are part of what a failure prints.
    child = await startChildApp({ DATABASE_URL: database.url, LOG_LEVEL: "info" }, 60_000);
    const { url, port, exited } = child;

    const app = { url };
    const { token } = await registerUser(app);
    const list = (await api(app, "POST", "/api/shopping-lists", { token, body: { name: "Before the signal" } })).body as { id: string };

    // 100 subscription sockets, each its own WebSocket, recording how it closes.
    const closes: { code: number; reason: string }[] = [];
    const delivered: number[] = [];
    const clients = [];
    for (let i = 0; i < SOCKETS; i += 1) {
      const client = createClient({
        url: `ws://127.0.0.1:${port}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${token}`, clientId: `socket-${i}` },
        retryAttempts: 0,
        lazy: false,
        onNonLazyError: () => undefined,
      });
      client.on("closed", (event) => {
        const e = event as { code: number; reason: string };
        closes.push({ code: e.code, reason: String(e.reason) });
      });
      await new Promise<void>((resolve) => {
        const off = client.on("connected", () => {
          off();
          resolve();
        });
      });
      client.subscribe<{ householdEvents: { sequence: number } }>(
        { query: "subscription { householdEvents { sequence } }" },
        { next: (v) => void delivered.push(v.data?.householdEvents.sequence ?? -1), error: () => undefined, complete: () => undefined },
      );
      clients.push(client);
    }
    await sleep(300);

    // Hold every write inside Postgres so the 200 requests are in flight when the signal arrives.
    const locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    await locker.query("begin");
    await locker.query("lock table events in share row exclusive mode");

    // Each request on its own connection, as 200 separate callers would be.
    const results: { name: string; status: number; error?: string; at: number }[] = [];
    const requests = Array.from({ length: REQUESTS }, (_, i) => {
      const name = `in-flight-${i}`;
      return new Promise<void>((resolve) => {
        const body = JSON.stringify({ name });
        const req = http.request(
          `${url}/api/shopping-lists/${list.id}/items`,
          {
            method: "POST",
            agent: false,
            headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "content-length": Buffer.byteLength(body) },
          },
          (res) => {
            res.resume();
            res.on("end", () => {
              results.push({ name, status: res.statusCode ?? 0, at: Date.now() });
              resolve();
            });
          },
        );
        req.on("error", (error) => {
          results.push({ name, status: 0, error: error.message, at: Date.now() });
          resolve();
        });
        req.end(body);
      });
    });
    // Wait until the server has taken them in: writers queue up behind the lock.
    const waitStarted = Date.now();
    for (;;) {
      const { rows } = await locker.query<{ n: string }>(
        "select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
      );
      if (Number(rows[0].n) >= 5 || Date.now() - waitStarted > 10_000) break;
      await sleep(50);
    }
    await sleep(1000); // the rest wait for a pool connection inside the server

    const signalledAt = Date.now();
    child.process.kill("SIGTERM");

    // New connections are refused while the held requests are still open.
    let refusedAfter = -1;
    while (Date.now() - signalledAt < 3000) {
      if (await refused(port)) {
        refusedAfter = Date.now() - signalledAt;
        break;
      }
      await sleep(20);
    }
    const settledBeforeRelease = results.length;
    await sleep(500);
    await locker.query("commit");
    await locker.end();

    await Promise.all(requests);
    const exit = await Promise.race([exited, sleep(EXIT_WITHIN_MS + 5000).then(() => null)]);
    for (const client of clients) await client.dispose();

    const byStatus = results.reduce<Record<string, number>>((acc, r) => ((acc[r.status] = (acc[r.status] ?? 0) + 1), acc), {});
    console.log(
      `[faults] SIGTERM with ${REQUESTS} requests and ${SOCKETS} sockets in flight: new connections refused ${refusedAfter} ms after the signal; ` +
        `answers ${JSON.stringify(byStatus)}; close codes ${JSON.stringify([...new Set(closes.map((c) => c.code))])}; ` +
        `exit ${exit ? `${exit.code} after ${exit.at - signalledAt} ms` : "none"}`,
    );

    if (process.env.FAULT_PROGRESS) {
      console.log(results.map((r) => `${r.status}@${r.at - signalledAt}`).join(" "));
      console.log(child.output().slice(-4000));
    }
    expect(exit, child.output().slice(-3000)).not.toBeNull();
    expect(exit!.code, child.output().slice(-3000)).toBe(0);
    expect(exit!.at - signalledAt).toBeLessThanOrEqual(EXIT_WITHIN_MS);
    expect(refusedAfter).toBeGreaterThanOrEqual(0);
    expect(settledBeforeRelease).toBe(0);
    // Every request that reached the server before the signal finishes: acknowledged, or a clean 503.
    expect(results.filter((r) => r.status !== 201 && r.status !== 503)).toEqual([]);
    expect(results.length).toBe(REQUESTS);
    // Every socket got a close frame saying the server is going away (1006 would mean no frame).
    expect(closes.length).toBe(SOCKETS);
    expect(closes.filter((c) => c.code !== 1001)).toEqual([]);

    // Nothing acknowledged is lost; nothing refused was written.
    const direct = new pg.Client({ connectionString: database.url });
    await direct.connect();
    const rows = await direct.query<{ name: string }>("select name from shopping_items where list_id = $1", [list.id]);
    await direct.end();
    const stored = new Set(rows.rows.map((r) => r.name));
    expect(results.filter((r) => r.status === 201 && !stored.has(r.name)).map((r) => r.name)).toEqual([]);
    expect(results.filter((r) => r.status !== 201 && stored.has(r.name)).map((r) => r.name)).toEqual([]);
  }, 120_000);
});
