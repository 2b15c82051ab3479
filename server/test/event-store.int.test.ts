import { randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BusMessage } from "../src/core/bus.js";
import { rawQueries, rawQuery, type EntityManager } from "../src/core/database.js";
import { ConcurrencyError } from "../src/core/errors.js";
import { EventStore, type EventTransaction } from "../src/core/event-store.js";
import { rebuildReadModels, readModelTables, snapshotReadModels } from "../src/core/rebuild.js";
import { createMetrics } from "../src/core/metrics.js";
import { createLogger } from "../src/core/logger.js";
import { checkPostgres, checkRedis, redisTestUrl } from "./support/services.js";
import { api, registerUser, startTestApp, type Backend, type TestApp } from "./support/test-app.js";

const pg = await checkPostgres();
const redis = pg.available ? await checkRedis() : { available: false, reason: pg.reason };

const backends: { backend: Backend; redis: boolean; available: boolean }[] = [
  { backend: "embedded", redis: false, available: true },
  { backend: "postgres", redis: true, available: pg.available && redis.available },
];

const household = () => randomUUID();

/** Takes `count` messages from a live stream, failing after `ms`. */
async function take(stream: AsyncIterableIterator<BusMessage>, count: number, ms = 10_000): Promise<BusMessage[]> {
  const out: BusMessage[] = [];
  const deadline = setTimeout(() => void stream.return?.(), ms);
  try {
    while (out.length < count) {
      const next = await stream.next();
      if (next.done) break;
      out.push(next.value);
    }
  } finally {
    clearTimeout(deadline);
  }
  return out;
}

const PgConnection = createRequire(import.meta.url)("pg/lib/connection.js") as {
  prototype: { sync(): void; query(text: string): void; bind(config: { values?: unknown[] }): void };
};

/**
 * Runs `work` (one command) and counts the round trips of the connection that took `householdId`'s lock:
 * each Sync (the end of an extended-protocol batch) and each simple query is one. Other connections'
 * traffic meanwhile (background checks) is not counted.
 */
async function roundTrips<T>(householdId: string, work: () => Promise<T>): Promise<{ result: T; roundTrips: number }> {
  const proto = PgConnection.prototype;
  const { sync, query, bind } = proto;
  const counts = new Map<object, number>();
  const lockers = new Set<object>();
  const bump = (connection: object) => counts.set(connection, (counts.get(connection) ?? 0) + 1);
  proto.sync = function (this: object) {
    bump(this);
    return sync.call(this);
  };
  proto.query = function (this: object, text: string) {
    bump(this);
    return query.call(this, text);
  };
  // The command's first statement, the lock, is bound with the household's id.
  proto.bind = function (this: object, config: { values?: unknown[] }) {
    if (lockers.size === 0 && config.values?.includes(householdId)) lockers.add(this);
    return bind.call(this, config);
  };
  try {
    const result = await work();
    const [ours] = lockers;
    if (!ours) throw new Error("no connection took the household's lock");
    return { result, roundTrips: counts.get(ours) ?? 0 };
  } finally {
    Object.assign(proto, { sync, query, bind });
  }
}

/**
 * Makes the session hold the next statement name `rawQuery` will give out, prepared as `text`, while
 * no connection's record knows it (as when a connection is lost between PGlite's Parse and its answer):
 * a probe text is sent twice to learn the last name given, and the one after it is prepared by hand.
 */
async function takeNextNameFor(em: EntityManager, text: string, tag: string): Promise<void> {
  const probe = `select 1 as probe_${tag}`;
  await rawQuery(em, probe);
  await rawQuery(em, probe);
  const [named] = await rawQuery<{ name: string }>(em, "select name from pg_prepared_statements where statement = ?", [probe]);
  const next = named.name.replace(/_(\d+)$/, (_m, n: string) => `_${Number(n) + 1}`);
  await rawQuery(em, `prepare ${next} as ${text}`);
}

function recordTest(app: TestApp, householdId: string, stream: string, n: number, key?: string, now = new Date()) {
  return app.store.execute(
    { householdId, actorId: null, now, idempotencyKey: key ?? null },
    async (tx) => {
      const events = await tx.append(stream, "any", [{ type: "TestRecorded", data: { n } }]);
      return { sequence: events[0].sequence };
    },
  );
}

for (const { backend, redis: useRedis, available } of backends) {
  const label = useRedis ? `${backend} + redis` : `${backend} + in-process bus`;

  describe.skipIf(!available)(`event store and live feeds (${label})`, () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startTestApp({ backend, redis: useRedis });
    });
    afterAll(async () => {
      await app?.stop();
    });

    it("gives concurrent writers a gapless household sequence that readers never see out of order", async () => {
      const householdId = household();
      const writers = 40;
      const seen: number[] = [];
      let writing = true;
      // A reader polling while the writers commit: every batch must continue exactly where it left off.
      const reader = (async () => {
        let last = 0;
        while (writing || last < writers) {
          // Whether every writer had answered before this read began: only then may an empty batch end
          // the loop (a read that began earlier may not see the last commit).
          const finished = !writing;
          const batch = await app.store.readHousehold(householdId, last, 100);
          for (const event of batch) {
            expect(event.sequence).toBe(last + 1);
            last = event.sequence;
            seen.push(event.sequence);
          }
          if (finished && batch.length === 0) break;
        }
      })();
      const results = await Promise.all(
        Array.from({ length: writers }, (_, i) => recordTest(app, householdId, `test-${i}`, i)),
      );
      writing = false;
      await reader;
      expect(results.map((r) => r.sequence).sort((a, b) => a - b)).toEqual(
        Array.from({ length: writers }, (_, i) => i + 1),
      );
      expect(seen).toEqual(Array.from({ length: writers }, (_, i) => i + 1));
      expect(await app.store.headOf(householdId)).toBe(writers);
    });

    it("refuses a stale expected version instead of merging", async () => {
      const householdId = household();
      const meta = { householdId, actorId: null, now: new Date() };
      await app.store.execute(meta, (tx) => tx.append("doc-1", 0, [{ type: "TestRecorded", data: { n: 1 } }]));
      await expect(
        app.store.execute(meta, (tx) => tx.append("doc-1", 0, [{ type: "TestRecorded", data: { n: 2 } }])),
      ).rejects.toBeInstanceOf(ConcurrencyError);
      const events = await app.store.readHousehold(householdId, 0);
      expect(events.map((e) => e.data.n)).toEqual([1]);
    });

    it("refuses an append that meets another household's stream when it reaches the database, and leaves the connections clean", async () => {
      const stream = `doc-taken-${randomUUID()}`;
      const owner = household();
      const other = household();
      await recordTest(app, owner, stream, 1);
      // The append goes out with the COMMIT (held on the connection): the unique (stream, version)
      // refusal arrives there and is still this append's ConcurrencyError.
      const clash = app.store.execute({ householdId: other, actorId: null, now: new Date() }, async (tx) => {
        tx.newStream(stream);
        await tx.append(stream, 0, [{ type: "TestRecorded", data: { n: 2 } }]);
        return "appended";
      });
      await expect(clash).rejects.toBeInstanceOf(ConcurrencyError);
      // A command whose work fails after its append records nothing either.
      const undone = app.store.execute({ householdId: other, actorId: null, now: new Date() }, async (tx) => {
        await tx.append(`doc-undone-${randomUUID()}`, 0, [{ type: "TestRecorded", data: { n: 3 } }]);
        throw new Error("changed its mind");
      });
      await expect(undone).rejects.toThrow("changed its mind");
      expect(await app.store.readHousehold(other, 0)).toEqual([]);
      expect((await app.store.readHousehold(owner, 0)).map((e) => e.data.n)).toEqual([1]);
      // Every connection of the pool is out of its transaction: later commands, one after another and
      // many at once, record in order.
      for (let n = 1; n <= 3; n++) await recordTest(app, other, "doc-after", n);
      await Promise.all(Array.from({ length: 12 }, (_, i) => recordTest(app, other, `doc-after-${i % 4}`, i)));
      expect((await app.store.readHousehold(other, 0)).map((e) => e.sequence)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    });

    it("reads a command's streams after it holds the lock: an event committed while it waited is in its load", async () => {
      const householdId = household();
      const stream = `doc-waited-${randomUUID()}`;
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      const first = app.store.execute({ householdId, actorId: null, now: new Date() }, async (tx) => {
        holding();
        await gate;
        await tx.append(stream, 0, [{ type: "TestRecorded", data: { n: 1 } }]);
      });
      await held;
      const second = app.store.execute(
        { householdId, actorId: null, now: new Date() },
        async (tx) => {
          const { version } = await tx.load(stream, (count: number) => count + 1, 0);
          await tx.append(stream, version, [{ type: "TestRecorded", data: { n: 2 } }]);
          return version;
        },
        { streams: [stream] },
      );
      if (backend === "postgres") {
        // The second command is queued on the household's lock before the first may commit (embedded,
        // PGlite serves only the connection inside a transaction, so the second waits for it anyway).
        for (;;) {
          const [row] = await app.db.em().execute<{ n: string }[]>("select count(*)::text as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%household_sequences%'");
          if (Number(row.n) > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      }
      release();
      await first;
      expect(await second).toBe(1);
      expect((await app.store.readHousehold(householdId, 0)).map((e) => [e.streamVersion, e.data.n])).toEqual([
        [1, 1],
        [2, 2],
      ]);
    });

    it("prepares a command's repeated statements on its connection, and they keep recording in order", async () => {
      const householdId = household();
      const prepared: string[][] = [];
      for (let n = 1; n <= 4; n++) {
        prepared.push(
          await app.store.execute({ householdId, actorId: null, now: new Date() }, async (tx) => {
            await tx.append("doc-prepared", "any", [{ type: "TestRecorded", data: { n } }]);
            const rows = await rawQuery<{ statement: string }>(tx.em, "select statement from pg_prepared_statements where name like 'hearth\\_%'");
            return rows.map((row) => row.statement);
          }),
        );
      }
      // Named from the second time a text is sent: by the third command its own connection has
      // prepared the sequence lock it began with (the same text in every command).
      expect(prepared[3].some((s) => s.includes("insert into household_sequences"))).toBe(true);
      // Many commands at once over several pool connections (one PGlite session when embedded).
      await Promise.all(Array.from({ length: 12 }, (_, i) => recordTest(app, householdId, `doc-prepared-${i % 3}`, i)));
      const events = await app.store.readHousehold(householdId, 0);
      expect(events.map((e) => e.sequence)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    });

    it("fails only one command when the session already holds a statement's name, then uses it", async () => {
      const householdId = household();
      const tag = randomUUID().slice(0, 8);
      const text = `select 4242 as answer_${tag}`;
      // The session holds a name this connection's record lacks (as when a connection is lost between
      // PGlite's Parse and its answer): the next name is taken in the session before `text` gets it.
      const failed = app.store.execute({ householdId, actorId: null, now: new Date() }, async (tx) => {
        // Seen once: the next time it is sent, it gets the name after the probe's.
        await rawQuery(tx.em, text);
        await takeNextNameFor(tx.em, text, tag);
        await rawQuery(tx.em, text);
      });
      await expect(failed).rejects.toMatchObject({ code: "42P05" });
      // Every later command may send it (embedded, every connection shares the session's record).
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          app.store.execute({ householdId, actorId: null, now: new Date() }, async (tx) => {
            const [row] = await rawQuery<Record<string, number>>(tx.em, text);
            return row[`answer_${tag}`];
          }),
        ),
      );
      expect(answers).toEqual([4242, 4242, 4242, 4242, 4242, 4242]);
    });

    it("in a batch, records only the statement that met a name the session held", async () => {
      const householdId = household();
      const tag = randomUUID().slice(0, 8);
      const text = `select 4242 as answer_${tag}`;
      const after = `select 7 as after_${tag}`;
      const failed = app.store.execute({ householdId, actorId: null, now: new Date() }, async (tx) => {
        // Both seen once: in the batch below they get the two names after the probe's, in order.
        await rawQuery(tx.em, text);
        await rawQuery(tx.em, after);
        await takeNextNameFor(tx.em, text, tag);
        // `text` meets its name in the session; `after` is never parsed, so it must not count as prepared.
        await rawQueries(tx.em, [{ sql: text }, { sql: after }]);
      });
      await expect(failed).rejects.toMatchObject({ code: "42P05" });
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          app.store.execute({ householdId, actorId: null, now: new Date() }, async (tx) => {
            const [row] = await rawQuery<Record<string, number>>(tx.em, text);
            const [later] = await rawQuery<Record<string, number>>(tx.em, after);
            return [row[`answer_${tag}`], later[`after_${tag}`]];
          }),
        ),
      );
      expect(answers).toEqual(Array.from({ length: 6 }, () => [4242, 7]));
    });

    it("never takes a statement that failed to parse in a batch for prepared: sent again, it fails the same way", async () => {
      const householdId = household();
      const tag = randomUUID().slice(0, 8);
      const broken = `selec 1 as broken_${tag}`;
      // Named from its second sending, behind a statement the batch parses unnamed: the ParseComplete
      // of that one must not be taken for the broken one's.
      for (let n = 1; n <= 3; n++) {
        const attempt = app.store.execute({ householdId, actorId: null, now: new Date() }, (tx) =>
          rawQueries(tx.em, [{ sql: `select ${n} as first_${tag}_${n}` }, { sql: broken }]),
        );
        await expect(attempt).rejects.toMatchObject({ code: "42601" });
      }
    });

    it("records a change once when the same idempotency key is applied twice, and answers the same", async () => {
      const householdId = household();
      const first = await recordTest(app, householdId, "doc-2", 1, "retry-key");
      const again = await recordTest(app, householdId, "doc-2", 1, "retry-key");
      const concurrent = await Promise.all([1, 2, 3].map(() => recordTest(app, householdId, "doc-2", 1, "other-key")));
      expect(again).toEqual(first);
      expect(new Set(concurrent.map((r) => r.sequence)).size).toBe(1);
      expect((await app.store.readHousehold(householdId, 0)).length).toBe(2);
    });

    it("sends a keyless command's answer with its COMMIT, one round trip fewer; a failing answer or a statement after it commits nothing past it", async () => {
      const householdId = household();
      const answered = (key: string | null, tail?: (tx: EventTransaction) => Promise<void>, answer = "select count(*)::int as n from events where household_id = ?") =>
        app.store.execute({ householdId, actorId: null, now: new Date(), idempotencyKey: key }, async (tx) => {
          // A new stream: its append needs no read and waits for the next statement.
          const stream = `doc-answer-${randomUUID()}`;
          tx.newStream(stream);
          await tx.append(stream, 0, [{ type: "TestRecorded", data: { n: 1 } }]);
          const [row] = await tx.answerRows<{ n: number }>(answer, answer.includes("?") ? [householdId] : []);
          await tail?.(tx);
          return row.n;
        });
      // The read sees the command's own append, and its answer is the command's.
      const keyless = await roundTrips(householdId, () => answered(null));
      expect(keyless.result).toBe(1);
      const keyed = await roundTrips(householdId, () => answered("answer-key"));
      expect(keyed.result).toBe(2);
      expect(await answered("answer-key")).toBe(2);
      // On Postgres: the lock's round trip (with the BEGIN), then the append, the answer and the COMMIT
      // together; with a key, the stored answer and the COMMIT follow. Embedded sends its BEGIN alone.
      const opening = backend === "postgres" ? 1 : 2;
      expect(keyless.roundTrips).toBe(opening + 1);
      expect(keyed.roundTrips).toBe(opening + 2);

      // A failing answer: the COMMIT behind it never ran, nothing is stored, the connection is clean.
      await expect(answered(null, undefined, "select 1 / (count(*) - count(*))::int as n from events")).rejects.toMatchObject({ code: "22012" });
      expect((await app.store.readHousehold(householdId, 0)).length).toBe(2);
      // A statement after the answer would run outside the committed transaction: it is refused.
      const after = async (tx: EventTransaction) => {
        await tx.append(`doc-answer-${randomUUID()}`, "any", [{ type: "TestRecorded", data: { n: 2 } }]);
      };
      await expect(answered(null, after)).rejects.toThrow(/after its transaction's COMMIT/);
      expect((await app.store.readHousehold(householdId, 0)).map((e) => e.data.n)).toEqual([1, 1, 1]);
      expect(await answered(null)).toBe(4);
    });

    it("forgets stored answers past the retention, and only those", async () => {
      const householdId = household();
      const day = 86_400_000;
      const recordedAt = Date.parse("2026-01-10T12:00:00Z");
      const old = await recordTest(app, householdId, "doc-retention", 1, "old-key", new Date(recordedAt));
      const kept = await recordTest(app, householdId, "doc-retention", 2, "kept-key", new Date(recordedAt + 31 * day));
      // Stored answers of other tests (recorded now) are far newer than the cut.
      expect(await app.store.pruneCommandResults(new Date(recordedAt + day), 1)).toBe(1);
      expect(await app.store.storedResult(householdId, "old-key")).toBeUndefined();
      expect(await app.store.storedResult(householdId, "kept-key")).toEqual(kept);
      // Within the retention the key still answers the first result; past it, the key is a new change.
      expect(await recordTest(app, householdId, "doc-retention", 2, "kept-key")).toEqual(kept);
      const again = await recordTest(app, householdId, "doc-retention", 1, "old-key");
      expect(again.sequence).toBeGreaterThan(old.sequence);
      expect((await app.store.readHousehold(householdId, 0)).map((e) => e.data.n)).toEqual([1, 2, 1]);
    });

    it("replays from `since`, then streams live, in order and without duplicates", async () => {
      const householdId = household();
      for (let i = 1; i <= 3; i++) await recordTest(app, householdId, "doc-3", i);
      const stream = await app.feeds.subscribe(householdId, 1);
      const live = (async () => {
        for (let i = 4; i <= 6; i++) await recordTest(app, householdId, "doc-3", i);
      })();
      const got = await take(stream, 5);
      await live;
      await stream.return?.();
      expect(got.map((m) => m.sequence)).toEqual([2, 3, 4, 5, 6]);
      expect(got.map((m) => m.data.n)).toEqual([2, 3, 4, 5, 6]);
    });

    it("reads the heads of many households in one statement; a household with no events has none", async () => {
      const [first, second, empty] = [household(), household(), household()];
      for (let i = 1; i <= 3; i++) await recordTest(app, first, "doc-heads", i);
      await recordTest(app, second, "doc-heads-2", 1);
      const heads = await app.store.headsOf([first, second, empty, "not-a-household"]);
      expect(Object.fromEntries(heads)).toEqual({ [first]: 3, [second]: 1 });
      expect(await app.store.headsOf([])).toEqual(new Map());
    });

    it("fills a gap from Postgres when a bus message never arrives", async () => {
      const householdId = household();
      const silent = new EventStore({
        db: app.db,
        projections: app.store.projections,
        logger: createLogger("silent"),
        metrics: createMetrics(),
        onCommitted: () => undefined, // this writer's messages are "lost"
      });
      const stream = await app.feeds.subscribe(householdId, null);
      await silent.execute({ householdId, actorId: null, now: new Date() }, (tx) =>
        tx.append("doc-4", "any", [{ type: "TestRecorded", data: { n: 1 } }]),
      );
      await recordTest(app, householdId, "doc-4", 2);
      const got = await take(stream, 2);
      await stream.return?.();
      expect(got.map((m) => [m.sequence, m.data.n])).toEqual([
        [1, 1],
        [2, 2],
      ]);
    });

    it("rebuilds read models from events into exactly the live tables", async () => {
      const a = await registerUser(app);
      const b = await registerUser(app);
      await api(app, "PATCH", "/api/user/profile", {
        token: a.token,
        body: { displayName: "The Okafors", preferences: { defaultMealPlanView: "weekly", householdSize: 4 } },
      });
      await api(app, "PATCH", "/api/user/profile", {
        token: b.token,
        body: { preferences: { defaultMealPlanView: "monthly", defaultPortionSize: 1.5 } },
      });
      await api(app, "PATCH", "/api/user/profile", { token: a.token, body: { preferences: { defaultMealPlanView: "daily" } } });
      const tables = readModelTables(app.store);
      expect(tables).toEqual(expect.arrayContaining(["users", "households", "subscriptions", "family_members"]));
      const live = await snapshotReadModels(app.db.em(), tables);
      expect((live.users as unknown[]).length).toBeGreaterThanOrEqual(2);
      const { events } = await rebuildReadModels(app.db, app.store);
      expect(events).toBeGreaterThan(0);
      expect(await snapshotReadModels(app.db.em(), tables)).toEqual(live);
      // The refilled tables come with planner statistics (whether or not autovacuum runs): the
      // users table's count is known again (a table never analyzed has reltuples -1, or 0 before PG 14).
      const [users] = await app.db.em().execute<{ reltuples: number }[]>("select reltuples::float8 as reltuples from pg_class where relname = 'users'");
      expect(Number(users.reltuples)).toBe((live.users as unknown[]).length);
    });
  });
}

describe.skipIf(!(pg.available && redis.available))("Redis outages (postgres + redis)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ backend: "postgres", redis: true, config: { subscriptionCatchUpMs: 60_000 } });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("a subscriber whose Redis connection is cut mid-stream resumes with nothing lost or doubled", async () => {
    const householdId = household();
    const stream = await app.feeds.subscribe(householdId, null);
    for (let i = 1; i <= 3; i++) await recordTest(app, householdId, "doc-5", i);
    expect((await take(stream, 3)).map((m) => m.sequence)).toEqual([1, 2, 3]);

    // Cut this instance's subscriber connection from the Redis side; publishes meanwhile are lost.
    const admin = new Redis(redisTestUrl);
    const clients = (await admin.client("LIST")) as string;
    const mine = clients
      .split("\n")
      .filter((line) => line.includes(`name=${app.config.redisPrefix}subscriber`))
      .map((line) => /id=(\d+)/.exec(line)![1]);
    expect(mine.length).toBe(1);
    const reconnected = new Promise<void>((resolve) => app.bus.onReconnect(resolve));
    await admin.client("KILL", "ID", mine[0]);
    for (let i = 4; i <= 6; i++) await recordTest(app, householdId, "doc-5", i);
    await reconnected;
    await recordTest(app, householdId, "doc-5", 7);
    admin.disconnect();

    const rest = await take(stream, 4);
    await stream.return?.();
    expect(rest.map((m) => m.sequence)).toEqual([4, 5, 6, 7]);
    expect(rest.map((m) => m.data.n)).toEqual([4, 5, 6, 7]);
  });
});
