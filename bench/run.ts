/**
 * `npm run bench`: the server under test in its own process, load generators in worker threads and
 * subscriber processes, and the floors of the same work measured in the same run, for each backend
 * of BENCH_BACKENDS (default: embedded, then postgres+redis). Prints tables with ratios to the floors
 * and writes bench/results/latest.json (and bench/results/<BENCH_LABEL>.json when set). See README.md.
 */
import { cpus } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { armWatchdog, prepareEnvironment, REPO_ROOT, RESULTS_FILE, runBench, TOKEN_SECRET } from "./environment.js";
import { loadCell, type BenchContext, type Household, type ScenarioResult, type Table } from "./lib/context.js";
import { redisPublishFloor } from "./lib/floors.js";
import { BENCH_DIR, spawnChild, type Child } from "./lib/processes.js";
import { mergeResults } from "./results-file.js";
import { scenarios } from "./scenarios/index.js";

const BACKENDS = (process.env.BENCH_BACKENDS ?? "embedded,postgres+redis").split(",") as BenchContext["backend"][];
const ONLY = process.env.BENCH_SCENARIOS?.split(",");
const CELL_MS = Number(process.env.BENCH_CELL_MS ?? 3000);
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 500);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const WATCHDOG_MS = Number(process.env.BENCH_WATCHDOG_MS ?? 900_000);

function printTable(table: Table): void {
  const widths = table.header.map((h, i) => Math.max(h.length, ...table.rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(`\n${table.title}`);
  for (const note of table.notes ?? []) console.log(`  ${note}`);
  console.log(line(table.header));
  console.log(line(table.header.map((_, i) => "-".repeat(widths[i]))));
  for (const row of table.rows) console.log(line(row));
}

async function register(url: string, index: number): Promise<Household> {
  const email = `bench-${index}-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const res = await fetch(`${url}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "bench-kitchen-secret" }),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`register: ${res.status} ${JSON.stringify(body)}`);
  const list = await fetch(`${url}/api/shopping-lists`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${body.token}` },
    body: JSON.stringify({ name: `Bench list ${index}` }),
  });
  const created = await list.json();
  if (!list.ok) throw new Error(`create list: ${list.status}`);
  return { email, token: body.token, listId: created.id };
}

async function runBackend(backend: BenchContext["backend"]): Promise<Record<string, unknown>> {
  const started = performance.now();
  const env = await prepareEnvironment({
    tempDirPrefix: "hearth-bench-",
    env: backend === "embedded" ? { DATABASE_URL: "", REDIS_URL: "" } : { DATABASE_URL: PG_URL, REDIS_URL: REDIS_URL },
  });
  const serverEnv: Record<string, string> = {
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info",
    DATA_DIR: env.config.dataDir,
    TOKEN_SECRET,
    DATABASE_URL: env.config.databaseUrl ?? "",
    REDIS_URL: env.config.redisUrl ?? "",
    REDIS_PREFIX: env.config.redisPrefix,
    REGISTER_RATE_LIMIT: "1000000",
    LOGIN_RATE_LIMIT: "1000000",
  };
  let server: Child | null = null;
  const results: Record<string, any> = {};
  try {
    console.log(`\n=== backend: ${backend} (${env.backend}) ===`);
    server = await spawnChild(`${BENCH_DIR}/lib/server-entry.ts`, { env: serverEnv, typescript: true, execArgv: [
        "--expose-gc",
        // BENCH_SERVER_PROFILE=dir: the server under test writes a V8 CPU profile there when it stops.
        ...(process.env.BENCH_SERVER_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}`] : []),
        // BENCH_SERVER_PROFILE_INTERVAL=µs: finer samples than V8's default 1,000 µs (costs the server CPU).
        ...(process.env.BENCH_SERVER_PROFILE && process.env.BENCH_SERVER_PROFILE_INTERVAL
          ? [`--cpu-prof-interval=${Number(process.env.BENCH_SERVER_PROFILE_INTERVAL)}`]
          : []),
      ],
      quiet: true,
    });
    const { url, dbUrl } = server.ready as { url: string; dbUrl: string };
    const pool: Household[] = [];
    let extraHouseholds = 0;
    const ctx: BenchContext = {
      backend,
      server,
      url,
      dbUrl,
      redisUrl: env.config.redisUrl,
      cellMs: CELL_MS,
      warmupMs: WARMUP_MS,
      async households(n) {
        while (pool.length < n) {
          const batch = Math.min(8, n - pool.length);
          pool.push(...(await Promise.all(Array.from({ length: batch }, (_, i) => register(url, pool.length + i)))));
        }
        return pool.slice(0, n);
      },
      newHousehold: () => register(url, 1_000_000 + extraHouseholds++),
      load: (op, clients, extra = {}) => loadCell(op, clients, { durationMs: CELL_MS, warmupMs: WARMUP_MS, url, ...extra }),
      serverMemory: () => server!.ask("memory"),
      results,
      log: (line) => console.log(line),
    };
    if (env.config.redisUrl) {
      results.redisPublishFloor = await redisPublishFloor(env.config.redisUrl);
      console.log(`  (d) Redis PUBLISH → raw subscriber: p50 ${results.redisPublishFloor.medianMs} ms, p99 ${results.redisPublishFloor.p99Ms} ms`);
    }
    const done: [string, ScenarioResult][] = [];
    for (const scenario of scenarios) {
      if (ONLY && !ONLY.includes(scenario.name)) continue;
      console.log(`- ${scenario.name}`);
      // A scenario still running after WATCHDOG_MS is stuck (the slowest, fan-out with 10,000
      // subscriptions on the embedded default, takes about ten minutes): the run stops.
      const disarm = armWatchdog(WATCHDOG_MS, async () => undefined, scenario.name);
      const result = await scenario.run(ctx).finally(disarm);
      results[scenario.name] = result.data;
      done.push([scenario.name, result]);
      for (const table of result.tables) printTable(table);
      // Kept as soon as measured: a run stopped later (the watchdog) still leaves these figures.
      await saveResults({ [backend]: { ...results, partial: true } });
    }
    await server.stop();
    server = null;
    for (const [index, [name, result]] of done.entries()) {
      const scenario = scenarios.find((s) => s.name === name)!;
      if (!scenario.afterServer) continue;
      const after = await scenario.afterServer({ backend, serverEnv, log: (line) => console.log(line) }, result);
      results[name] = after.data;
      done[index] = [name, after];
    }
    console.log(`\n--- ${backend}: ${env.backend}, node ${process.version}, ${cpus().length} cores, ${CELL_MS} ms per cell ---`);
    if (results.redisPublishFloor) {
      printTable({ title: "(d) Redis PUBLISH of an event-sized message to a raw subscriber (ms)", header: ["p50", "p95", "p99"], rows: [[String(results.redisPublishFloor.medianMs), String(results.redisPublishFloor.p95Ms), String(results.redisPublishFloor.p99Ms)]] });
    }
    for (const [, result] of done) for (const table of result.tables) printTable(table);
    results.durationMs = Math.round(performance.now() - started);
    return results;
  } finally {
    await server?.stop().catch(() => undefined);
    await env.cleanup();
  }
}

async function saveResults(patch: Record<string, unknown>): Promise<void> {
  await mergeResults(RESULTS_FILE, patch);
  if (process.env.BENCH_LABEL) await mergeResults(path.join(path.dirname(RESULTS_FILE), `${process.env.BENCH_LABEL}.json`), patch);
}

async function main(): Promise<number> {
  const output: Record<string, unknown> = { date: new Date().toISOString(), node: process.version, cores: cpus().length, cellMs: CELL_MS, label: process.env.BENCH_LABEL ?? null };
  for (const backend of BACKENDS) output[backend] = await runBackend(backend);
  await saveResults(output);
  console.log(`\nwrote ${path.relative(REPO_ROOT, RESULTS_FILE)}`);
  return 0;
}

await runBench(main, "bench failed");
