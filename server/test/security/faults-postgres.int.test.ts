import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FaultProxy } from "../support/fault-proxy.js";
import { checkPostgres, createTestDatabase } from "../support/services.js";
import { api, gql, registerUser, startTestApp, type TestApp } from "../support/test-app.js";

// Postgres cut for 5 s mid-load, through a TCP fault proxy in front of the test database: every
// refused request is a clean 503 (REST `{ error }`, GraphQL errors, no stack), the instance lives,
// /readyz says not ready and then ready, the pool heals, and every write lands exactly once.
//
// A cut that falls while COMMIT is on the wire leaves the outcome in doubt: the server then asks the
// database, once it answers again, whether the write was stored, and acknowledges it if so. Only when
// the database stays away too long does it answer a 503 that says the outcome is unknown, and a write
// sent again with the same Idempotency-Key (as the app's outbox does) is stored once either way. So:
// no refused write is stored, and after the refused ones are sent again, every write is stored once.

const pgService = await checkPostgres();
const CUT_MS = 5000;
const WORKERS = 4;

function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const tick = async () => {
      if (await check().catch(() => false)) return resolve(Date.now() - started);
      if (Date.now() - started > timeoutMs) return reject(new Error(`${what} not within ${timeoutMs} ms`));
      setTimeout(tick, 100);
    };
    void tick();
  });
}

describe.skipIf(!pgService.available)("Postgres cut (fault proxy)", () => {
  let app: TestApp;
  let proxy: FaultProxy;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const proxied = await FaultProxy.forUrl(database.url);
    proxy = proxied.proxy;
    app = await startTestApp({ backend: "postgres", databaseUrl: proxied.url });
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
    await proxy?.close();
    await database?.drop();
  });

  /** A new account's list, and the names of its items as the database holds them (read past the proxy). */
  async function listInDoubt(name: string) {
    const { token } = await registerUser(app);
    const list = (await api(app, "POST", "/api/shopping-lists", { token, body: { name } })).body as { id: string };
    const names = async () => {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const rows = await client.query<{ name: string }>("select name from shopping_items where list_id = $1 order by name", [list.id]);
      await client.end();
      return rows.rows.map((r) => r.name);
    };
    return { token, list, names };
  }
  const healSoon = () => setTimeout(() => proxy.heal(), 1000);
  const untilReady = () => waitFor("/readyz ready", async () => (await api(app, "GET", "/readyz")).status === 200, 10_000);

  it("answers 503s while the database is cut, heals, and keeps exactly the acknowledged writes", async () => {
    const { token } = await registerUser(app);
    const list = (await api(app, "POST", "/api/shopping-lists", { token, body: { name: "Cut list" } })).body as { id: string };
    const acked: string[] = [];
    const refused: { name: string; key: string; status: number; body: unknown }[] = [];
    const problems: string[] = [];
    let stop = false;
    let n = 0;
    let cutAt = 0;

    const worker = async () => {
      while (!stop) {
        const name = `item-${++n}`;
        const key = `cut-${name}`;
        const res = await api(app, "POST", `/api/shopping-lists/${list.id}/items`, {
          token,
          body: { name },
          headers: { "idempotency-key": key },
        }).catch((error: Error) => ({
          status: 599,
          body: error.message,
          headers: new Headers(),
        }));
        if (res.status === 201) acked.push(name);
        else {
          refused.push({ name, key, status: res.status, body: res.body });
          const body = res.body as { error?: unknown };
          if (res.status !== 503 || typeof body?.error !== "string" || /\n\s+at\s|select |insert /i.test(JSON.stringify(body))) {
            problems.push(`${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
          }
          // A refused request is retried by a person later, not hammered: keep the load steady.
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    };
    const workers = Array.from({ length: WORKERS }, worker);

    await waitFor("some writes before the cut", async () => acked.length >= 20, 30_000);
    proxy.cut();
    cutAt = Date.now();
    const notReady = await waitFor("/readyz not ready", async () => (await api(app, "GET", "/readyz")).status === 503, CUT_MS);
    const graphqlDuringCut = await gql(app, "mutation ($id: ID!) { addShoppingItem(listId: $id, input: { name: \"during cut\" }) { item { id } } }", { id: list.id }, token);
    await new Promise((r) => setTimeout(r, Math.max(0, CUT_MS - (Date.now() - cutAt))));
    proxy.heal();
    const healed = await untilReady();
    const firstWriteAfter = acked.length;
    await waitFor("writes after healing", async () => acked.length >= firstWriteAfter + 20, 10_000);
    stop = true;
    await Promise.all(workers);
    const storedNames = async () => {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const rows = await client.query<{ name: string }>("select name from shopping_items where list_id = $1", [list.id]);
      await client.end();
      return rows.rows.map((r) => r.name).sort();
    };
    // Straight to the database (no proxy): every acknowledged write, no refused one (a 503 whose
    // outcome is unknown says so and is left to the retry below).
    const before = new Set(await storedNames());
    expect(acked.filter((name) => !before.has(name))).toEqual([]);
    const inDoubt = (r: (typeof refused)[number]) => (r.body as { outcomeUnknown?: boolean } | null)?.outcomeUnknown === true;
    expect(refused.filter((r) => !inDoubt(r) && before.has(r.name)).map((r) => r.name)).toEqual([]);

    // The refused writes, sent again with their keys now that the database is back.
    const retried: string[] = [];
    for (const write of refused) {
      const res = await api(app, "POST", `/api/shopping-lists/${list.id}/items`, {
        token,
        body: { name: write.name },
        headers: { "idempotency-key": write.key },
      });
      if (res.status === 201) retried.push(write.name);
      else problems.push(`retry of ${write.name}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    }

    console.log(
      `[faults] Postgres cut ${CUT_MS} ms: ${acked.length} writes acknowledged, ${refused.length} refused ` +
        `(${[...new Set(refused.map((r) => r.status))].join(", ")}); /readyz not ready after ${notReady} ms; ready ${healed} ms after healing`,
    );
    expect(problems).toEqual([]);
    expect(refused.length).toBeGreaterThan(0);
    expect(graphqlDuringCut.status).toBe(503);
    expect(graphqlDuringCut.errors?.[0]).toMatchObject({ extensions: { code: "SERVICE_UNAVAILABLE", status: 503 } });
    expect(JSON.stringify(graphqlDuringCut.errors)).not.toMatch(/\n\s+at\s|stacktrace/i);

    // Every write exactly once, whether it was acknowledged at once or on its retry.
    expect(await storedNames()).toEqual([...acked, ...retried].sort());
    // The read side agrees.
    const read = await api(app, "GET", `/api/shopping-lists/${list.id}`, { token });
    expect((read.body.items as { name: string }[]).length).toBe(acked.length + retried.length);
  }, 120_000);

  it("acknowledges a write whose COMMIT reached the database although the answer was lost, and refuses one whose COMMIT did not", async () => {
    const { token, list, names } = await listInDoubt("In doubt");
    const add = (name: string) =>
      api(app, "POST", `/api/shopping-lists/${list.id}/items`, { token, body: { name }, headers: { "idempotency-key": `doubt-${name}` } });

    // COMMIT reaches Postgres, then the connection is cut before its answer: stored, so acknowledged.
    proxy.cutAt(/COMMIT/, { forward: true, after: /doubt-committed/ });
    healSoon();
    const committed = await add("committed");
    expect(committed.status).toBe(201);
    expect(await names()).toEqual(["committed"]);

    // COMMIT is lost on its way: never stored, so a plain 503 (not "outcome unknown").
    await untilReady();
    proxy.cutAt(/COMMIT/, { forward: false, after: /doubt-lost/ });
    healSoon();
    const lost = await add("lost");
    expect(lost.status).toBe(503);
    expect(lost.body).toMatchObject({ error: expect.stringMatching(/cannot reach its database/) });
    expect(lost.body.outcomeUnknown).toBeUndefined();
    expect(await names()).toEqual(["committed"]);

    // Both sent again with their keys: each stored once.
    await untilReady();
    expect((await add("committed")).status).toBe(201);
    expect((await add("lost")).status).toBe(201);
    expect(await names()).toEqual(["committed", "lost"]);
  }, 60_000);

  it("settles a keyless write whose COMMIT went out with its answer's read when the connection is lost: stored and acknowledged, or refused and not stored", async () => {
    const { token, list, names } = await listInDoubt("In doubt, no key");
    // No Idempotency-Key: the item's append, the answer's read and the COMMIT leave in one round trip.
    const add = (name: string) => api(app, "POST", `/api/shopping-lists/${list.id}/items`, { token, body: { name } });

    await untilReady();
    proxy.cutAt(/COMMIT/, { forward: true, after: /nokey-committed/ });
    healSoon();
    const committed = await add("nokey-committed");
    expect(committed.status).toBe(201);
    expect(committed.body).toMatchObject({ name: "nokey-committed", listId: list.id });
    expect(await names()).toEqual(["nokey-committed"]);

    await untilReady();
    proxy.cutAt(/COMMIT/, { forward: false, after: /nokey-lost/ });
    healSoon();
    const lost = await add("nokey-lost");
    expect(lost.status).toBe(503);
    expect(lost.body).toMatchObject({ error: expect.stringMatching(/cannot reach its database/) });
    expect(lost.body.outcomeUnknown).toBeUndefined();
    expect(await names()).toEqual(["nokey-committed"]);
  }, 60_000);
});
