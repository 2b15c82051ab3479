import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FaultProxy } from "../support/fault-proxy.js";
import { checkPostgres, checkRedis, createTestDatabase, redisTestUrl, testRedisPrefix } from "../support/services.js";
import { api, registerUser, startTestApp, type TestApp } from "../support/test-app.js";
import { wsClient } from "../support/ws-client.js";

// Redis cut mid-load, through a TCP fault proxy in front of Redis, with two server instances sharing
// one Postgres and that Redis: subscribers spread over both instances watch one household while
// mutations (each a new shopping list: its own stream, so writers do not queue on one aggregate)
// arrive at a steady rate through both instances. While Redis is gone no mutation fails
// because of it; once it returns every subscriber converges to the database within 5 s, and every
// subscriber ends with every event of the household exactly once, in sequence order. Both instances
// then answer the same read model, which holds exactly the acknowledged writes.
//
// Figures. The issue asks for 100 subscribers, 10,000 mutations at about 200/s (50 s of load) and a
// 5 s cut. Both instances, the 100 WebSocket clients and the load generator share this one test
// process, and every mutation is delivered to 100 subscribers; on the shared 2-core machine this was
// written on (load average above 15 from other work) one household took about 7 writes/s, so the
// load here is time-bound instead: FAULT_REDIS_SECONDS (default 20: 5 s before the cut, 5 s cut,
// 10 s after) at up to FAULT_REDIS_RATE (default 200) mutations per second, 64 in flight at most;
// the figures printed say how many ran. FAULT_REDIS_SECONDS=50 asks for the 10,000.

const pgService = await checkPostgres();
const redisService = pgService.available ? await checkRedis() : pgService;

const SUBSCRIBERS = Number(process.env.FAULT_REDIS_SUBSCRIBERS ?? 100);
const LOAD_SECONDS = Number(process.env.FAULT_REDIS_SECONDS ?? 20);
const RATE = Number(process.env.FAULT_REDIS_RATE ?? 200);
const CUT_MS = 5000;
const CONVERGE_MS = 5000;
const MAX_IN_FLIGHT = 64;

const progress = process.env.FAULT_PROGRESS ? (text: string) => console.log(`[faults] ${new Date().toISOString()} ${text}`) : () => undefined;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Watcher {
  instance: "A" | "B";
  sequences: number[];
  errors: unknown[];
  dispose(): Promise<void>;
}

describe.skipIf(!(pgService.available && redisService.available))("Redis cut (fault proxy, two instances)", () => {
  let a: TestApp;
  let b: TestApp;
  let proxy: FaultProxy;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let direct: pg.Client;
  const prefix = testRedisPrefix();

  beforeAll(async () => {
    database = await createTestDatabase();
    const proxied = await FaultProxy.forUrl(redisTestUrl);
    proxy = proxied.proxy;
    // The production catch-up interval (5 s), so convergence after the cut comes from the bus's reconnect.
    const config = { redisUrl: proxied.url, subscriptionCatchUpMs: 5000, wsSessionRecheckMs: 30_000 };
    a = await startTestApp({ backend: "postgres", redis: true, databaseUrl: database.url, redisPrefix: prefix.prefix, config });
    b = await startTestApp({ backend: "postgres", redis: true, databaseUrl: database.url, redisPrefix: prefix.prefix, config });
    direct = new pg.Client({ connectionString: database.url });
    await direct.connect();
  }, 120_000);
  afterAll(async () => {
    await direct?.end();
    await a?.stop();
    await b?.stop();
    await proxy?.close();
    await database?.drop();
    await prefix.cleanup();
  });

  it("keeps every mutation through the cut and converges every subscriber, each event exactly once in order", async () => {
    const user = await registerUser(a);
    const token = user.token;
    const householdId = user.user.householdId as string;
    const head = async () =>
      Number((await direct.query<{ head: string | null }>("select max(sequence) as head from events where household_id = $1", [householdId])).rows[0].head ?? 0);
    const start = await head();

    // Subscribers, half on each instance, each its own WebSocket (a device), all from `start`.
    const watchers: Watcher[] = [];
    for (let i = 0; i < SUBSCRIBERS; i += 1) {
      const instance = i % 2 === 0 ? "A" : "B";
      const client = wsClient(instance === "A" ? a : b, token, `device-${i}`);
      const watcher: Watcher = { instance, sequences: [], errors: [], dispose: async () => void (await client.dispose()) };
      await new Promise<void>((resolve) => {
        let first = true;
        client.subscribe<{ householdEvents: { sequence: number } }>(
          { query: "subscription ($since: Int) { householdEvents(since: $since) { sequence } }", variables: { since: start } },
          {
            next: (value) => {
              if (value.errors) watcher.errors.push(value.errors);
              else watcher.sequences.push(value.data!.householdEvents.sequence);
            },
            error: (error) => watcher.errors.push(error),
            complete: () => undefined,
          },
        );
        client.on("connected", () => {
          if (first) resolve();
          first = false;
        });
      });
      watchers.push(watcher);
    }
    progress(`${watchers.length} subscribers connected`);
    // Give the last subscriptions a moment to attach to their feeds.
    await sleep(500);

    const acked: string[] = [];
    const failed: string[] = [];
    let inFlight = 0;
    let issued = 0;
    let cutStarted = 0;
    let healedAt = 0;
    const began = Date.now();
    const requests: Promise<void>[] = [];
    const send = (n: number) => {
      const name = `cut-list-${n}`;
      inFlight += 1;
      const instance = n % 2 === 0 ? a : b;
      return api(instance, "POST", "/api/shopping-lists", { token, body: { name }, headers: { "idempotency-key": `redis-cut-${n}` } })
        .then((res) => {
          if (res.status === 201) acked.push(name);
          else failed.push(`${name}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        })
        .catch((error: Error) => void failed.push(`${name}: ${error.message}`))
        .finally(() => (inFlight -= 1));
    };

    let headAtHeal = 0;
    let convergedAfterHeal = -1;
    let lastProgress = 0;
    const cutAt = 5; // seconds into the load
    while (Date.now() - began < LOAD_SECONDS * 1000) {
      const due = Math.floor(((Date.now() - began) / 1000) * RATE);
      while (issued < due && inFlight < MAX_IN_FLIGHT) requests.push(send(++issued));
      const elapsed = (Date.now() - began) / 1000;
      if (!cutStarted && elapsed >= cutAt) {
        proxy.cut();
        cutStarted = Date.now();
      } else if (cutStarted && !healedAt && Date.now() - cutStarted >= CUT_MS) {
        proxy.heal();
        healedAt = Date.now();
        headAtHeal = await head();
      }
      if (healedAt && convergedAfterHeal < 0 && watchers.every((w) => (w.sequences.at(-1) ?? 0) >= headAtHeal)) {
        convergedAfterHeal = Date.now() - healedAt;
      }
      if (Date.now() - lastProgress > 1000) {
        lastProgress = Date.now();
        progress(`issued ${issued}, acked ${acked.length}, in flight ${inFlight}, cut ${cutStarted > 0 && !healedAt}`);
      }
      await sleep(5);
    }
    progress(`all issued`);
    await Promise.all(requests);
    progress(`all answered`);
    const loadSeconds = (Date.now() - began) / 1000;
    if (!healedAt) {
      proxy.heal();
      healedAt = Date.now();
      headAtHeal = await head();
    }

    const final = await head();
    const settleStarted = Date.now();
    while (Date.now() - settleStarted < 20_000) {
      if (convergedAfterHeal < 0 && watchers.every((w) => (w.sequences.at(-1) ?? 0) >= headAtHeal)) convergedAfterHeal = Date.now() - healedAt;
      if (watchers.every((w) => (w.sequences.at(-1) ?? 0) >= final)) break;
      await sleep(50);
    }
    const settledMs = Date.now() - settleStarted;
    // A little longer, so a late duplicate would show up.
    await sleep(500);
    await Promise.all(watchers.map((w) => w.dispose()));

    const expected = Array.from({ length: final - start }, (_, i) => start + 1 + i);
    const wrong = watchers
      .map((w, i) => ({ i, instance: w.instance, count: w.sequences.length, errors: w.errors.length, ok: w.sequences.join() === expected.join() }))
      .filter((w) => !w.ok || w.errors > 0);
    console.log(
      `[faults] Redis cut ${CUT_MS} ms, 2 instances, ${SUBSCRIBERS} subscribers: ${acked.length} of ${issued} mutations acknowledged in ${loadSeconds.toFixed(1)} s ` +
        `(${(issued / loadSeconds).toFixed(0)}/s), ${failed.length} failed; ${final - start} events x ${SUBSCRIBERS} subscribers; ` +
        `all subscribers at the head of the heal (${headAtHeal}) ${convergedAfterHeal} ms after Redis returned; at the final head ${settledMs} ms after the load; ` +
        `proxy saw ${proxy.connections} Redis connections`,
    );

    expect(failed).toEqual([]);
    expect(acked.length).toBe(issued);
    expect(cutStarted).toBeGreaterThan(0);
    expect(convergedAfterHeal).toBeGreaterThanOrEqual(0);
    expect(convergedAfterHeal).toBeLessThanOrEqual(CONVERGE_MS);
    expect(wrong).toEqual([]);

    // Every acknowledged write is in the database once; both instances answer the same read model.
    const rows = await direct.query<{ name: string }>("select name from shopping_lists where household_id = $1", [householdId]);
    expect(rows.rows.length).toBe(issued);
    expect(new Set(rows.rows.map((r) => r.name))).toEqual(new Set(acked));
    const fromA = await api(a, "GET", "/api/shopping-lists", { token });
    const fromB = await api(b, "GET", "/api/shopping-lists", { token });
    expect(fromA.status).toBe(200);
    expect(fromB.body).toEqual(fromA.body);
    expect(new Set((fromA.body as { name: string }[]).map((l) => l.name))).toEqual(new Set(acked));
  }, 180_000);
});
