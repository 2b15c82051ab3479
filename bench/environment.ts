/**
 * What the benchmarks share: the environment to boot (a temp data dir, the config with bench
 * overrides, a throw-away `hearth_bench_*` database when DATABASE_URL is set, a unique Redis prefix
 * when REDIS_URL is set) and how to remove it afterwards, the quantile statistics and the results file.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import pg from "pg";
import { loadConfig, type Config } from "../server/src/config.js";

export const TOKEN_SECRET = "bench-token-secret-that-is-long-enough-for-hs256";
export const RESULTS_FILE = fileURLToPath(new URL("./results/latest.json", import.meta.url));
export const REPO_ROOT = fileURLToPath(new URL("..", import.meta.url));

// ── statistics ─────────────────────────────────────────────────────────────────────────────────────
/** Quantile with linear interpolation between closest ranks (numpy's default). */
export function quantile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// ── environment: what to boot, and how to remove it afterwards ─────────────────────────────────────
export interface Environment {
  backend: "postgres+redis" | "postgres" | "embedded (PGlite + in-process bus)" | "embedded PGlite + redis";
  config: Config;
  cleanup(): Promise<void>;
}

export interface EnvironmentOptions {
  /** Prefix of the temporary data directory (default `hearth-bench-`). */
  tempDirPrefix?: string;
  /** Extra environment variables given to loadConfig on top of the bench defaults. */
  env?: Record<string, string>;
}

export async function prepareEnvironment(options: EnvironmentOptions = {}): Promise<Environment> {
  const suffix = randomUUID().replace(/-/g, "").slice(0, 12);
  const dataDir = await mkdtemp(path.join(tmpdir(), options.tempDirPrefix ?? "hearth-bench-"));
  const base = loadConfig({
    ...process.env,
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    TOKEN_SECRET,
    ...options.env,
  });
  const cleanups: (() => Promise<void>)[] = [() => rm(dataDir, { recursive: true, force: true })];

  let databaseUrl: string | undefined;
  if (base.databaseUrl) {
    const name = `hearth_bench_${suffix}`;
    const adminUrl = base.databaseUrl;
    await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    cleanups.unshift(() => withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)));
  }

  const redisPrefix = base.redisUrl ? `hearth-bench-${suffix}:` : base.redisPrefix;
  if (base.redisUrl) {
    const redisUrl = base.redisUrl;
    cleanups.unshift(async () => {
      const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
      redis.on("error", () => undefined);
      try {
        const keys = await redis.keys(`${redisPrefix}*`);
        if (keys.length > 0) await redis.del(...keys);
      } finally {
        redis.disconnect();
      }
    });
  }

  const backend: Environment["backend"] = databaseUrl
    ? base.redisUrl
      ? "postgres+redis"
      : "postgres"
    : base.redisUrl
      ? "embedded PGlite + redis"
      : "embedded (PGlite + in-process bus)";
  return {
    backend,
    config: { ...base, databaseUrl, redisPrefix },
    async cleanup() {
      for (const step of cleanups) {
        await step().catch((error: unknown) => console.error("bench cleanup:", (error as Error).message));
      }
    },
  };
}

async function withAdmin(connectionString: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

// ── running a bench: a watchdog that aborts a stuck run, and the exit code ─────────────────────────
/**
 * Starts a timer that, unless disarmed first, reports the bench as stuck after `ms`, runs `cleanup`
 * (at most 5 s more) and exits with 1. Answers the function that disarms it.
 */
export function armWatchdog(ms: number, cleanup: () => Promise<void>, what = "bench"): () => void {
  let finished = false;
  const watchdog = setTimeout(() => {
    if (finished) return;
    console.error(`bench: ${what} still running after ${ms / 1000} s; aborting`);
    void Promise.race([cleanup(), sleep(5000)]).finally(() => process.exit(1));
  }, ms);
  watchdog.unref();
  return () => {
    finished = true;
    clearTimeout(watchdog);
  };
}

/** Runs a bench's main and exits with its code (1, reported under `label`, if it throws). */
export async function runBench(main: () => Promise<number>, label: string): Promise<never> {
  const code = await main().catch((error: unknown) => {
    console.error(`${label}:`, error);
    return 1;
  });
  process.exit(code);
}
