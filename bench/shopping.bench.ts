/**
 * Shopping write throughput: mutations per second through GraphQL and through REST with 1, 8 and 32
 * concurrent clients, next to raw INSERTs per second at the same concurrency, all in one run.
 *
 *   npm run bench                                                 (runs latency.bench.ts, then this)
 *   node --import @swc-node/register/esm-register bench/shopping.bench.ts        this one alone
 *   DATABASE_URL=postgres://… REDIS_URL=redis://… npm run bench                  Postgres + Redis
 *
 * Prints a table and writes the `shopping` key of bench/results/latest.json. See bench/README.md.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { bootstrap, type App } from "../server/src/bootstrap.js";
import { armWatchdog, prepareEnvironment, quantile, REPO_ROOT, RESULTS_FILE, runBench } from "./environment.js";
import { mergeResults } from "./results-file.js";

// ── knobs ──────────────────────────────────────────────────────────────────────────────────────────
const CONCURRENCY = [1, 8, 32];
/** How long each cell (one door at one concurrency) runs; BENCH_CELL_MS overrides. */
const CELL_MS = Number(process.env.BENCH_CELL_MS ?? 3000);
const WARMUP_MS = 400;
/** PGlite's socket takes 32 connections; the server's own pool keeps some. */
const EMBEDDED_MAX_RAW_CONNECTIONS = 24;
const WATCHDOG_MS = 240_000;

// ── statistics ─────────────────────────────────────────────────────────────────────────────────────
const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;

interface Cell {
  /** Completed operations per second over the cell (all clients together). */
  opsPerSec: number;
  ops: number;
  errors: number;
  medianMs: number;
  p99Ms: number;
}

function cellOf(latencies: number[], errors: number, elapsedMs: number): Cell {
  const sorted = Float64Array.from(latencies).sort();
  return {
    opsPerSec: round((latencies.length / elapsedMs) * 1000, 1),
    ops: latencies.length,
    errors,
    medianMs: round(quantile(sorted, 0.5)),
    p99Ms: round(quantile(sorted, 0.99)),
  };
}

/** Runs `workers` loops of `op` for `ms` (after a warm-up), timing each call. */
async function drive(workers: number, ms: number, op: (worker: number) => Promise<void>): Promise<Cell> {
  const run = async (duration: number, record: boolean) => {
    const latencies: number[] = [];
    let errors = 0;
    const started = performance.now();
    const deadline = started + duration;
    await Promise.all(
      Array.from({ length: workers }, async (_, worker) => {
        while (performance.now() < deadline) {
          const t0 = performance.now();
          try {
            await op(worker);
            if (record) latencies.push(performance.now() - t0);
          } catch (error) {
            errors += 1;
            if (errors <= 3) console.warn(`  error: ${(error as Error).message}`);
          }
        }
      }),
    );
    return cellOf(latencies, errors, performance.now() - started);
  };
  await run(WARMUP_MS, false);
  return run(ms, true);
}

// ── clients: each its own household (or all in one), its own list, cycling four real changes ──────
interface Household {
  token: string;
  listId: string;
}

async function json(res: Response, what: string): Promise<any> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${what}: ${res.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : null;
}

async function newHousehold(app: App, index: number): Promise<Household> {
  const register = await fetch(`${app.url}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: `bench-shop-${index}-${randomUUID().slice(0, 8)}@example.com`, password: "bench-kitchen-secret" }),
  });
  const { token } = await json(register, "register");
  const list = await fetch(`${app.url}/api/shopping-lists`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: `Bench list ${index}` }),
  });
  return { token, listId: (await json(list, "create list")).id };
}

/** One change per call, in the order add → change price → mark purchased (records spending) → remove. */
interface Door {
  name: string;
  next(worker: number): Promise<void>;
}

class Cycle {
  private items: (string | null)[] = [];
  private steps: number[] = [];

  constructor(private readonly households: (worker: number) => Household) {}

  state(worker: number) {
    this.items[worker] ??= null;
    this.steps[worker] ??= 0;
    return {
      household: this.households(worker),
      item: this.items[worker],
      step: this.steps[worker] % 4,
      advance: (item: string | null) => {
        this.items[worker] = item;
        this.steps[worker] += 1;
      },
    };
  }
}

function graphqlDoor(app: App, households: (worker: number) => Household): Door {
  const cycle = new Cycle(households);
  const call = async (token: string, query: string, variables: Record<string, unknown>) => {
    const res = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "x-hearth-client": "bench-shopping" },
      body: JSON.stringify({ query, variables }),
    });
    const body = await json(res, "graphql");
    if (body.errors?.length) throw new Error(`graphql: ${body.errors[0].message}`);
    return body.data;
  };
  return {
    name: "GraphQL",
    async next(worker) {
      const { household, item, step, advance } = cycle.state(worker);
      const { token, listId } = household;
      switch (step) {
        case 0: {
          const data = await call(
            token,
            "mutation($listId: ID!, $input: AddShoppingItemInput!) { addShoppingItem(listId: $listId, input: $input) { item { id } } }",
            { listId, input: { name: `Oat milk ${worker}`, category: "Dairy", quantity: 2, estimatedPrice: 1.99 } },
          );
          return advance(data.addShoppingItem.item.id);
        }
        case 1:
          await call(token, "mutation($id: ID!, $input: UpdateShoppingItemInput!) { updateShoppingItem(itemId: $id, input: $input) { item { id } } }", {
            id: item,
            input: { estimatedPrice: 2.49 },
          });
          return advance(item);
        case 2:
          await call(token, "mutation($id: ID!) { toggleShoppingItem(itemId: $id, purchased: true) { item { id } } }", { id: item });
          return advance(item);
        default:
          await call(token, "mutation($id: ID!) { removeShoppingItem(itemId: $id) { item { id } } }", { id: item });
          return advance(null);
      }
    },
  };
}

function restDoor(app: App, households: (worker: number) => Household): Door {
  const cycle = new Cycle(households);
  const call = async (token: string, method: string, path: string, body?: unknown) => {
    const res = await fetch(`${app.url}/api/shopping-lists/${path}`, {
      method,
      headers: { ...(body ? { "content-type": "application/json" } : {}), authorization: `Bearer ${token}` },
      body: body ? JSON.stringify(body) : undefined,
    });
    return json(res, `${method} ${path}`);
  };
  return {
    name: "REST",
    async next(worker) {
      const { household, item, step, advance } = cycle.state(worker);
      const { token, listId } = household;
      switch (step) {
        case 0: {
          const created = await call(token, "POST", `${listId}/items`, { name: `Oat milk ${worker}`, category: "Dairy", quantity: 2, estimatedPrice: "1.99" });
          return advance(created.id);
        }
        case 1:
          await call(token, "PATCH", `${listId}/items/${item}`, { estimatedPrice: "2.49" });
          return advance(item);
        case 2:
          await call(token, "PATCH", `${listId}/items/${item}/toggle`);
          return advance(item);
        default:
          await call(token, "DELETE", `${listId}/items/${item}`);
          return advance(null);
      }
    },
  };
}

// ── the floor: raw single-row INSERTs (autocommit) on the same database, same concurrency ─────────
interface RawCell extends Cell {
  connections: number;
}

async function rawInserts(app: App, concurrency: number, embedded: boolean): Promise<RawCell> {
  const connections = embedded ? Math.min(concurrency, EMBEDDED_MAX_RAW_CONNECTIONS) : concurrency;
  const table = `bench_shopping_raw_${randomUUID().replace(/-/g, "").slice(0, 8)}`;
  const pool = new pg.Pool({ connectionString: app.db.url, max: connections });
  try {
    await pool.query(
      `create table ${table} (id bigserial primary key, household_id uuid not null, stream_id text not null, type text not null, data jsonb not null, recorded_at timestamptz not null default now())`,
    );
    const clients = await Promise.all(Array.from({ length: connections }, () => pool.connect()));
    const householdId = randomUUID();
    const data = JSON.stringify({ itemId: randomUUID(), listId: randomUUID(), name: "Oat milk", category: "Dairy", quantity: 2, estimatedPrice: 1.99 });
    try {
      const cell = await drive(connections, CELL_MS, async (worker) => {
        await clients[worker].query(`insert into ${table} (household_id, stream_id, type, data) values ($1, $2, $3, $4::jsonb)`, [
          householdId,
          `shopping-item-${worker}`,
          "ShoppingItemAdded",
          data,
        ]);
      });
      return { ...cell, connections };
    } finally {
      for (const client of clients) client.release();
      await pool.query(`drop table if exists ${table}`);
    }
  } finally {
    await pool.end();
  }
}

// ── output ─────────────────────────────────────────────────────────────────────────────────────────
interface Row {
  concurrency: number;
  graphql: Cell;
  rest: Cell;
  graphqlOneHousehold: Cell;
  rawInsert: RawCell;
}

const fmt = (cell: Cell) => `${cell.opsPerSec.toFixed(0).padStart(6)} (${cell.medianMs.toFixed(1)} / ${cell.p99Ms.toFixed(1)})`;

function printTable(backend: string, rows: Row[]): void {
  const header = ["clients", "GraphQL/s (p50/p99 ms)", "REST/s (p50/p99 ms)", "GraphQL one household/s", "raw INSERT/s (p50/p99 ms)"];
  const body = rows.map((r) => [
    String(r.concurrency),
    fmt(r.graphql),
    fmt(r.rest),
    fmt(r.graphqlOneHousehold),
    `${fmt(r.rawInsert)}${r.rawInsert.connections !== r.concurrency ? ` [${r.rawInsert.connections} conns]` : ""}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log("");
  console.log(`backend: ${backend}`);
  console.log("mutations: each client cycles add item → change price → mark purchased (+ spending) → remove, one at a time;");
  console.log("           clients are separate households except in the 'one household' column (one list, one lock).");
  console.log(`raw INSERT: one autocommitted row per call over pg, the same number of connections. ${CELL_MS} ms per cell.`);
  console.log("");
  console.log(line(header));
  console.log(line(header.map((_, i) => "-".repeat(widths[i]))));
  for (const row of body) console.log(line(row));
  const errors = rows.reduce((n, r) => n + r.graphql.errors + r.rest.errors + r.graphqlOneHousehold.errors + r.rawInsert.errors, 0);
  if (errors > 0) console.log(`\nwarning: ${errors} failed operations (not counted)`);
  console.log("");
}

// ── main ───────────────────────────────────────────────────────────────────────────────────────────
async function main(): Promise<number> {
  const started = performance.now();
  const env = await prepareEnvironment({
    tempDirPrefix: "hearth-bench-shopping-",
    // Every bench client registers from 127.0.0.1.
    env: { REGISTER_RATE_LIMIT: "100000", LOGIN_RATE_LIMIT: "100000" },
  });
  let app: App | null = null;
  let booting: Promise<App> | null = null;
  const cleanup = async () => {
    app ??= (await booting?.catch(() => null)) ?? null;
    await app?.close().catch((error: unknown) => console.error("bench: server close:", (error as Error).message));
    await env.cleanup();
  };
  const disarmWatchdog = armWatchdog(WATCHDOG_MS, cleanup);

  try {
    console.log(`shopping bench, backend: ${env.backend}`);
    booting = bootstrap(env.config);
    app = await booting;
    const maxClients = Math.max(...CONCURRENCY);
    const households: Household[] = [];
    for (let i = 0; i < maxClients; i++) households.push(await newHousehold(app, i));
    const shared = await newHousehold(app, maxClients);

    const rows: Row[] = [];
    for (const concurrency of CONCURRENCY) {
      const own = (worker: number) => households[worker];
      const graphql = await drive(concurrency, CELL_MS, graphqlDoor(app, own).next);
      const rest = await drive(concurrency, CELL_MS, restDoor(app, own).next);
      const graphqlOneHousehold = await drive(concurrency, CELL_MS, graphqlDoor(app, () => shared).next);
      const rawInsert = await rawInserts(app, concurrency, env.config.databaseUrl === undefined);
      rows.push({ concurrency, graphql, rest, graphqlOneHousehold, rawInsert });
      console.log(
        `clients=${concurrency}: GraphQL ${graphql.opsPerSec}/s, REST ${rest.opsPerSec}/s, one household ${graphqlOneHousehold.opsPerSec}/s, raw INSERT ${rawInsert.opsPerSec}/s`,
      );
    }

    printTable(env.backend, rows);
    const result = {
      backend: env.backend,
      node: process.version,
      date: new Date().toISOString(),
      cellMs: CELL_MS,
      mix: ["addShoppingItem", "updateShoppingItem(estimatedPrice)", "toggleShoppingItem(purchased)", "removeShoppingItem"],
      rows,
      durationMs: Math.round(performance.now() - started),
    };
    await mergeResults(RESULTS_FILE, { shopping: result });
    console.log(`wrote the shopping key of ${path.relative(REPO_ROOT, RESULTS_FILE)} (${(result.durationMs / 1000).toFixed(1)} s)`);
    return 0;
  } catch (error) {
    console.error("shopping bench failed:", error);
    return 1;
  } finally {
    await cleanup();
    disarmWatchdog();
  }
}

await runBench(main, "shopping bench failed");
