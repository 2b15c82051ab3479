/**
 * Live-update latency: how long after a mutation's HTTP response a subscriber receives the change,
 * with 1, 100 and 1,000 connected subscribers, next to a floor measured in the same run (a raw INSERT
 * followed by a raw pub/sub publish, timed to a raw subscriber).
 *
 *   npm run bench                                            embedded: PGlite + in-process bus
 *   DATABASE_URL=postgres://… REDIS_URL=redis://… npm run bench   Postgres + Redis
 *
 * Prints a table and writes bench/results/latest.json. See bench/README.md for what is measured.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { createClient, type Client } from "graphql-ws";
import { Redis } from "ioredis";
import pg from "pg";
import WebSocket from "ws";
import { bootstrap, type App } from "../server/src/bootstrap.js";
import { MemoryBus, type BusMessage } from "../server/src/core/bus.js";
import { armWatchdog, prepareEnvironment, quantile, REPO_ROOT, RESULTS_FILE, runBench } from "./environment.js";
import { mergeResults } from "./results-file.js";

// ── knobs ──────────────────────────────────────────────────────────────────────────────────────────
const ROUNDS: { subscribers: number; mutations: number }[] = [
  { subscribers: 1, mutations: 50 },
  { subscribers: 100, mutations: 50 },
  { subscribers: 1000, mutations: 20 },
];
const FLOOR_SAMPLES = 200;
const FLOOR_WARMUP = 20;
const CONNECT_BATCH = 100;
/** How long one mutation's fan-out may take before the missing receipts are counted as lost. */
const FANOUT_TIMEOUT_MS = 10_000;
/** The whole run stops by itself after this, cleaning up what it created. */
const WATCHDOG_MS = 100_000;
const VIEWS = ["daily", "weekly", "monthly"] as const;
type View = (typeof VIEWS)[number];

// ── statistics ─────────────────────────────────────────────────────────────────────────────────────
function summarize(samples: number[]) {
  const sorted = Float64Array.from(samples).sort();
  return { medianMs: round(quantile(sorted, 0.5)), p99Ms: round(quantile(sorted, 0.99)), samples: samples.length };
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;

// ── HTTP helpers ───────────────────────────────────────────────────────────────────────────────────
async function register(app: App): Promise<string> {
  const res = await fetch(`${app.url}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: "bench-kitchen-secret", username: "Bench" }),
  });
  const body = (await res.json()) as { token?: string };
  if (res.status !== 201 || !body.token) throw new Error(`register failed: ${res.status} ${JSON.stringify(body)}`);
  return body.token;
}

/** One `setMealPlanView` over GraphQL HTTP; answers the time the full response had arrived. */
async function setMealPlanView(app: App, token: string, view: View): Promise<{ start: number; end: number }> {
  const start = performance.now();
  const res = await fetch(`${app.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "x-hearth-client": "bench-writer" },
    body: JSON.stringify({ query: `mutation { setMealPlanView(view: ${view}) { id } }` }),
  });
  const body = (await res.json()) as { data?: unknown; errors?: { message: string }[] };
  const end = performance.now();
  if (res.status !== 200 || body.errors?.length) {
    throw new Error(`setMealPlanView failed: ${res.status} ${JSON.stringify(body.errors ?? body)}`);
  }
  return { start, end };
}

// ── subscribers ────────────────────────────────────────────────────────────────────────────────────
/** N graphql-ws clients, each subscribed to mealPlanViewChanged; records when each sees a sequence. */
class Subscribers {
  readonly clients: Client[] = [];
  private readonly disposers: (() => void)[] = [];
  /** Per subscriber: receipt time of the change awaited now (NaN until it arrives). */
  private receivedAt = new Float64Array(0);
  private awaitedView: View | null = null;
  private after = 0;
  private remaining = 0;
  private done: (() => void) | null = null;
  errors = 0;

  constructor(
    private readonly wsUrl: string,
    private readonly token: string,
    /** Highest household sequence any subscriber has seen (starts at the head before the first change). */
    private highest: number,
  ) {}

  get size(): number {
    return this.clients.length;
  }

  /** Opens clients until there are `total`, in batches; resolves when each has its connection acknowledged. */
  async grow(total: number): Promise<void> {
    while (this.clients.length < total) {
      const batch = Math.min(CONNECT_BATCH, total - this.clients.length);
      const opened: Promise<void>[] = [];
      for (let b = 0; b < batch; b++) opened.push(this.open(this.clients.length));
      await Promise.all(opened);
    }
    this.receivedAt = new Float64Array(this.clients.length).fill(Number.NaN);
  }

  private open(index: number): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const client = createClient({
        url: this.wsUrl,
        webSocketImpl: WebSocket,
        lazy: true,
        retryAttempts: 0,
        connectionParams: { authorization: `Bearer ${this.token}`, clientId: `bench-sub-${index}` },
        on: {
          connected: () => resolve(),
          closed: (event) => reject(new Error(`subscriber ${index} closed: ${JSON.stringify((event as any)?.code)}`)),
          error: (error) => reject(error instanceof Error ? error : new Error(`subscriber ${index} failed`)),
        },
      });
      this.clients.push(client);
      const dispose = client.subscribe<{ mealPlanViewChanged: { sequence: number; view: string } }>(
        { query: "subscription { mealPlanViewChanged { sequence view } }" },
        {
          next: (result) => {
            const now = performance.now();
            const change = result.data?.mealPlanViewChanged;
            if (!change || change.sequence <= this.after || change.view !== this.awaitedView) return;
            if (index < this.receivedAt.length && Number.isNaN(this.receivedAt[index])) {
              this.receivedAt[index] = now;
              this.highest = Math.max(this.highest, change.sequence);
              if (--this.remaining === 0) this.done?.();
            }
          },
          error: () => {
            this.errors += 1;
          },
          complete: () => undefined,
        },
      );
      this.disposers.push(dispose);
    });
  }

  /** Arms the receipt recorder for the next change to this view (after everything seen so far). */
  arm(view: View): void {
    this.awaitedView = view;
    this.after = this.highest;
    this.receivedAt.fill(Number.NaN);
    this.remaining = this.receivedAt.length;
    this.done = null;
  }

  /** Waits until every subscriber received the armed change, or the timeout; answers receipt times. */
  async collect(timeoutMs: number): Promise<Float64Array> {
    if (this.remaining > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        this.done = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    this.done = null;
    return this.receivedAt.slice();
  }

  async close(): Promise<void> {
    for (const dispose of this.disposers) dispose();
    await Promise.all(this.clients.map((c) => c.dispose()));
    this.clients.length = 0;
  }
}

// ── the writer: mutations cycle daily → weekly → monthly, so every one records a change ────────────
class Writer {
  private view: View = "daily"; // a new account starts on daily

  constructor(
    private readonly app: App,
    private readonly token: string,
  ) {}

  /** One change; the subscribers are armed for it before the request leaves. */
  async change(subscribers: Subscribers): Promise<{ start: number; end: number }> {
    this.view = VIEWS[(VIEWS.indexOf(this.view) + 1) % VIEWS.length];
    subscribers.arm(this.view);
    return setMealPlanView(this.app, this.token, this.view);
  }
}

/** Changes until every subscriber has received one change, so all N are known to be live. */
async function warmUp(writer: Writer, subscribers: Subscribers): Promise<void> {
  for (let attempt = 1; attempt <= 10; attempt++) {
    await writer.change(subscribers);
    const times = await subscribers.collect(attempt === 1 ? 2000 : 1000);
    if (times.every((t) => !Number.isNaN(t))) return;
  }
  throw new Error(`not all ${subscribers.size} subscribers became live`);
}

interface Round {
  subscribers: number;
  medianMs: number;
  p99Ms: number;
  samples: number;
  mutations: number;
  mutationMedianMs: number;
  mutationP99Ms: number;
  /** Receipt measured from when the mutation request was sent instead (never clamped). */
  fromRequestMedianMs: number;
  fromRequestP99Ms: number;
  /** Receipts that arrived before the mutation's response (counted as 0 ms). */
  earlyReceipts: number;
  /** Receipts that did not arrive within FANOUT_TIMEOUT_MS. */
  missed: number;
}

async function measureRound(writer: Writer, subscribers: Subscribers, mutations: number): Promise<Round> {
  const latencies: number[] = [];
  const roundTrips: number[] = [];
  const fromRequest: number[] = [];
  let early = 0;
  let missed = 0;
  for (let k = 0; k < mutations; k++) {
    const { start, end } = await writer.change(subscribers);
    roundTrips.push(end - start);
    const times = await subscribers.collect(FANOUT_TIMEOUT_MS);
    for (const t of times) {
      if (Number.isNaN(t)) {
        missed += 1;
        continue;
      }
      fromRequest.push(t - start);
      if (t < end) early += 1;
      latencies.push(Math.max(0, t - end));
    }
  }
  const rt = summarize(roundTrips);
  const sent = summarize(fromRequest);
  return {
    subscribers: subscribers.size,
    ...summarize(latencies),
    mutations,
    mutationMedianMs: rt.medianMs,
    mutationP99Ms: rt.p99Ms,
    fromRequestMedianMs: sent.medianMs,
    fromRequestP99Ms: sent.p99Ms,
    earlyReceipts: early,
    missed,
  };
}

// ── the floor: raw INSERT, then raw publish, timed to a raw subscriber ─────────────────────────────
interface Floor {
  transport: string;
  /** Publish → receipt, from after the INSERT committed (the same start point as a mutation's response). */
  medianMs: number;
  p99Ms: number;
  samples: number;
  insertMedianMs: number;
  /** INSERT start → receipt. */
  insertPublishMedianMs: number;
  insertPublishP99Ms: number;
}

interface RawBus {
  transport: string;
  subscribe(onMessage: (raw: string) => void): Promise<void>;
  publish(raw: string): Promise<void>;
  close(): Promise<void>;
}

async function rawRedisBus(url: string, channel: string): Promise<RawBus> {
  const publisher = new Redis(url, { maxRetriesPerRequest: 1 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: 1 });
  for (const r of [publisher, subscriber]) r.on("error", () => undefined);
  return {
    transport: "redis PUBLISH → raw ioredis subscriber",
    async subscribe(onMessage) {
      subscriber.on("message", (_channel: string, raw: string) => onMessage(raw));
      await subscriber.subscribe(channel);
    },
    async publish(raw) {
      await publisher.publish(channel, raw);
    },
    async close() {
      subscriber.disconnect();
      await publisher.quit().catch(() => publisher.disconnect());
    },
  };
}

/** The in-process bus the embedded server uses (an EventEmitter, delivering on a later tick). */
function memoryBus(): RawBus {
  const bus = new MemoryBus();
  const channel = "bench-floor";
  return {
    transport: "in-process EventEmitter (MemoryBus) in place of Redis",
    async subscribe(onMessage) {
      await bus.subscribe(channel, (m) => onMessage(JSON.stringify(m)));
    },
    async publish(raw) {
      await bus.publish({ ...(JSON.parse(raw) as BusMessage), householdId: channel });
    },
    close: () => bus.close(),
  };
}

async function measureFloor(app: App, bus: RawBus): Promise<Floor> {
  const db = new pg.Client({ connectionString: app.db.url });
  await db.connect();
  const table = `bench_floor_${randomUUID().replace(/-/g, "").slice(0, 8)}`;
  let waiting: ((at: number) => void) | null = null;
  try {
    await db.query(
      `create temp table ${table} (id bigserial primary key, household_id uuid not null, data jsonb not null, recorded_at timestamptz not null default now())`,
    );
    await bus.subscribe(() => {
      const at = performance.now();
      waiting?.(at);
    });
    const householdId = randomUUID();
    const publishLatency: number[] = [];
    const total: number[] = [];
    const insert: number[] = [];
    for (let k = 0; k < FLOOR_WARMUP + FLOOR_SAMPLES; k++) {
      const data = { userId: householdId, view: VIEWS[k % 3], previousView: VIEWS[(k + 2) % 3] };
      const received = new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("floor: message not received within 5 s")), 5000);
        waiting = (at) => {
          clearTimeout(timer);
          waiting = null;
          resolve(at);
        };
      });
      const start = performance.now();
      const { rows } = await db.query<{ id: string }>(
        `insert into ${table} (household_id, data) values ($1, $2::jsonb) returning id`,
        [householdId, JSON.stringify(data)],
      );
      const committed = performance.now(); // autocommit: the row is durable once the INSERT answers
      const message: BusMessage = {
        householdId,
        sequence: Number(rows[0].id),
        streamId: `user-${householdId}`,
        type: "MealPlanViewChanged",
        data,
        actorId: householdId,
        clientId: "bench-floor",
        recordedAt: new Date().toISOString(),
      };
      await bus.publish(JSON.stringify(message));
      const at = await received;
      if (k < FLOOR_WARMUP) continue; // warm-up: connections, JIT, plan cache
      insert.push(committed - start);
      publishLatency.push(at - committed);
      total.push(at - start);
    }
    await db.query(`drop table if exists ${table}`);
    const pub = summarize(publishLatency);
    const all = summarize(total);
    return {
      transport: bus.transport,
      ...pub,
      insertMedianMs: summarize(insert).medianMs,
      insertPublishMedianMs: all.medianMs,
      insertPublishP99Ms: all.p99Ms,
    };
  } finally {
    await db.end().catch(() => undefined);
    await bus.close();
  }
}

// ── output ─────────────────────────────────────────────────────────────────────────────────────────
function printTable(backend: string, floor: Floor, rounds: Round[]): void {
  const header = ["", "median ms", "p99 ms", "samples", "write median ms", "from send median/p99 ms", "early", "missed"];
  const rows: string[][] = [
    [
      "floor",
      fmt(floor.medianMs),
      fmt(floor.p99Ms),
      String(floor.samples),
      fmt(floor.insertMedianMs),
      `${fmt(floor.insertPublishMedianMs)} / ${fmt(floor.insertPublishP99Ms)}`,
      "-",
      "0",
    ],
    ...rounds.map((r) => [
      `subscribers=${r.subscribers}`,
      fmt(r.medianMs),
      fmt(r.p99Ms),
      String(r.samples),
      fmt(r.mutationMedianMs),
      `${fmt(r.fromRequestMedianMs)} / ${fmt(r.fromRequestP99Ms)}`,
      `${((100 * r.earlyReceipts) / Math.max(1, r.samples)).toFixed(1)}%`,
      String(r.missed),
    ]),
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log("");
  console.log(`backend: ${backend}`);
  console.log(`floor:   a raw INSERT (pg), then ${floor.transport}`);
  console.log("rounds:  setMealPlanView over GraphQL HTTP, pushed to every subscriber of mealPlanViewChanged");
  console.log("median/p99: from the mutation's response (floor: the INSERT's answer) to each receipt; a push that");
  console.log("         beat the response counts as 0 ms (\"early\"). write median: mutation round trip (floor: INSERT).");
  console.log("         from send: from the request (floor: the INSERT) being sent to each receipt.");
  console.log("");
  console.log(line(header));
  console.log(line(header.map((_, i) => "-".repeat(widths[i]))));
  for (const row of rows) console.log(line(row));
  console.log("");
}

const fmt = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(2) : "n/a");

// ── main ───────────────────────────────────────────────────────────────────────────────────────────
async function main(): Promise<number> {
  const started = performance.now();
  const env = await prepareEnvironment();
  let app: App | null = null;
  let booting: Promise<App> | null = null;
  let subscribers: Subscribers | null = null;

  const cleanup = async () => {
    await subscribers?.close().catch(() => undefined);
    // An abort during boot waits for the instance to finish starting, so its data dir can go.
    app ??= await booting?.catch(() => null) ?? null;
    await app?.close().catch((error: unknown) => console.error("bench: server close:", (error as Error).message));
    await env.cleanup();
  };
  const disarmWatchdog = armWatchdog(WATCHDOG_MS, cleanup);

  try {
    console.log(`backend: ${env.backend}`);
    booting = bootstrap(env.config);
    app = await booting;
    const token = await register(app);
    const claims = await app.tokens.verify(token);
    if (!claims) throw new Error("the registered token does not verify");
    const writer = new Writer(app, token);

    const floorBus = env.config.redisUrl
      ? await rawRedisBus(env.config.redisUrl, `${env.config.redisPrefix}bench-floor`)
      : memoryBus();
    const floor = await measureFloor(app, floorBus);
    console.log(`floor: median ${fmt(floor.medianMs)} ms, p99 ${fmt(floor.p99Ms)} ms (${floor.samples} samples)`);

    const head = await app.store.headOf(claims.householdId);
    subscribers = new Subscribers(`${app.url.replace(/^http/, "ws")}/graphql`, token, head);
    const rounds: Round[] = [];
    for (const { subscribers: n, mutations } of ROUNDS) {
      const opening = performance.now();
      await subscribers.grow(n);
      await warmUp(writer, subscribers);
      const setupMs = performance.now() - opening;
      const round = await measureRound(writer, subscribers, mutations);
      rounds.push(round);
      console.log(
        `subscribers=${n}: median ${fmt(round.medianMs)} ms, p99 ${fmt(round.p99Ms)} ms ` +
          `(${round.samples} samples, ${mutations} mutations; ${Math.round(setupMs)} ms to connect and warm up)`,
      );
    }
    if (subscribers.errors > 0) console.warn(`warning: ${subscribers.errors} subscription errors`);

    printTable(env.backend, floor, rounds);
    const result = {
      backend: env.backend,
      node: process.version,
      date: new Date().toISOString(),
      floor,
      rounds,
      durationMs: Math.round(performance.now() - started),
    };
    // Other benchmarks (bench/shopping.bench.ts) keep their own keys in the same file.
    await mergeResults(RESULTS_FILE, result);
    console.log(`wrote ${path.relative(REPO_ROOT, RESULTS_FILE)} (${(result.durationMs / 1000).toFixed(1)} s)`);
    return 0;
  } catch (error) {
    console.error("bench failed:", error);
    return 1;
  } finally {
    await cleanup();
    disarmWatchdog();
  }
}

await runBench(main, "bench failed");
