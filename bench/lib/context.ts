/** What every scenario gets: the server under test, its households, the floors, and load helpers. */
import { performance } from "node:perf_hooks";
import { quantile } from "../environment.js";
import { runWorker, type Child } from "./processes.js";

export const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
export const wallClock = () => performance.timeOrigin + performance.now();

export interface Cell {
  /** Completed operations per second over the cell (all clients together). */
  opsPerSec: number;
  ops: number;
  /** Operations completed in the cell's warm-up as well (what the server worked on from start to end). */
  allOps?: number;
  /** CPU time (user + system) of the process that served the cell, per operation of `allOps`. */
  serverCpuMsPerOp?: number;
  errors: number;
  medianMs: number;
  p99Ms: number;
}

export function cellOf(latencies: number[], errors: number, elapsedMs: number): Cell {
  const sorted = Float64Array.from(latencies).sort();
  return {
    opsPerSec: round((latencies.length / elapsedMs) * 1000, 1),
    ops: latencies.length,
    errors,
    medianMs: round(quantile(sorted, 0.5), 3),
    p99Ms: round(quantile(sorted, 0.99), 3),
  };
}

export function latencyStats(latencies: number[]) {
  const sorted = Float64Array.from(latencies).sort();
  return { samples: sorted.length, medianMs: round(quantile(sorted, 0.5), 3), p95Ms: round(quantile(sorted, 0.95), 3), p99Ms: round(quantile(sorted, 0.99), 3) };
}

export interface Household {
  email: string;
  token: string;
  listId: string;
}

export interface Table {
  title: string;
  notes?: string[];
  header: string[];
  rows: string[][];
}

export interface ScenarioResult {
  tables: Table[];
  data: Record<string, unknown>;
}

export interface BenchContext {
  backend: "embedded" | "postgres+redis";
  /** The server under test (its own process). */
  server: Child;
  url: string;
  /** Where the server's database answers (in embedded mode, its PGlite socket). */
  dbUrl: string;
  redisUrl?: string;
  cellMs: number;
  warmupMs: number;
  /** Registers n households (an account and a shopping list each), 8 at a time. */
  households(n: number): Promise<Household[]>;
  /** A household of its own, outside that pool: for rows whose figure must not depend on what earlier scenarios wrote. */
  newHousehold(): Promise<Household>;
  /** Runs `clients` loops of a load op for one cell, spread over worker threads. */
  load(op: string, clients: Record<string, unknown>[], extra?: Record<string, unknown>): Promise<Cell>;
  /** Heap + external memory of the server process after a full GC, in bytes. */
  serverMemory(): Promise<{ heapUsed: number; external: number; rss: number }>;
  /** Results other scenarios (and the floors) have produced so far this run. */
  results: Record<string, any>;
  log(line: string): void;
}

export interface AfterServerContext {
  backend: BenchContext["backend"];
  /** The server's environment (DATABASE_URL or DATA_DIR...), to run CLIs over its database. */
  serverEnv: Record<string, string>;
  log(line: string): void;
}

/** A bench scenario: one small file in bench/scenarios/, listed in bench/scenarios/index.ts. */
export interface Scenario {
  name: string;
  run(ctx: BenchContext): Promise<ScenarioResult>;
  /** Runs once the server under test has stopped (e.g. the rebuild CLI over its database). */
  afterServer?(ctx: AfterServerContext, result: ScenarioResult): Promise<ScenarioResult>;
}

const CLIENTS_PER_WORKER = 16;

export async function loadCell(op: string, clients: Record<string, unknown>[], base: Record<string, unknown>): Promise<Cell> {
  const workers = Math.max(1, Math.ceil(clients.length / CLIENTS_PER_WORKER));
  const parts = Array.from({ length: workers }, (_, w) => clients.filter((_, i) => i % workers === w));
  const results = await Promise.all(
    parts.map((part) =>
      runWorker<{ latencies: number[]; errors: number; firstError: string | null; elapsedMs: number; warmupOps: number }>("workers/http-load.mjs", {
        ...base,
        op,
        clients: part,
      }),
    ),
  );
  const latencies = results.flatMap((r) => r.latencies);
  const errors = results.reduce((n, r) => n + r.errors, 0);
  const firstError = results.find((r) => r.firstError)?.firstError;
  if (firstError) console.warn(`  ${op}: ${errors} errors, first: ${firstError}`);
  const cell = cellOf(latencies, errors, Math.max(...results.map((r) => r.elapsedMs)));
  return { ...cell, allOps: cell.ops + results.reduce((n, r) => n + r.warmupOps, 0) };
}

/**
 * Runs a cell and adds the CPU time its server process spent per operation (`process.cpuUsage`
 * asked over IPC before and after, so warm-up included: divided by `allOps`). It measures cost, not
 * speed: a busy machine slows the cell but hardly changes the CPU each operation takes.
 */
export async function withServerCpu(server: Pick<Child, "ask">, run: () => Promise<Cell>): Promise<Cell> {
  const before = await server.ask("cpu");
  const cell = await run();
  const after = await server.ask("cpu");
  const cpuMs = (after.user + after.system - before.user - before.system) / 1000;
  return { ...cell, serverCpuMsPerOp: cell.allOps ? round(cpuMs / cell.allOps, 3) : undefined };
}
