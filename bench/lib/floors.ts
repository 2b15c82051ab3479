/**
 * The floors: the same work done the least costly way on the same machine in the same run.
 * (a) raw INSERT, (b) bare write over HTTP, (c) raw ws broadcast (in scenarios/fanout.ts, which owns
 * the sockets), (d) Redis PUBLISH to a raw subscriber.
 */
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { Redis } from "ioredis";
import pg from "pg";
import { latencyStats, loadCell, round, withServerCpu, type Cell } from "./context.js";
import { BENCH_DIR, spawnChild } from "./processes.js";

const EVENT_SIZED = JSON.stringify({ householdId: randomUUID(), sequence: 1, streamId: `shopping-item-${randomUUID()}`, type: "ShoppingItemAdded", data: { itemId: randomUUID(), listId: randomUUID(), name: "Oat milk", category: "Dairy", quantity: 2, estimatedPrice: 1.99 }, actorId: randomUUID(), clientId: "bench", recordedAt: new Date().toISOString() });

/**
 * (a) One autocommitted event-sized INSERT per call, `clients` loops, each on its own connection unless
 * `maxConnections` (per load thread) is lower: embedded mode passes the server's pool size, since
 * PGlite's socket takes a bounded number of connections and runs one statement at a time anyway.
 */
export async function rawInsertCell(dbUrl: string, clients: number, base: Record<string, unknown>, maxConnections?: number): Promise<Cell> {
  const table = `bench_raw_${randomUUID().replace(/-/g, "").slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: dbUrl });
  await admin.connect();
  try {
    await admin.query(`create table ${table} (id bigserial primary key, household_id uuid not null, stream_id text not null, type text not null, data jsonb not null, recorded_at timestamptz not null default now())`);
    return await loadCell("raw-insert", Array.from({ length: clients }, (_, index) => ({ index })), { ...base, dbUrl, table, maxConnections });
  } finally {
    await admin.query(`drop table if exists ${table}`).catch(() => undefined);
    await admin.end();
  }
}

/** (b) A minimal node:http + pg server doing BEGIN, INSERT, UPDATE, COMMIT per request; `clients` loops. */
export async function bareWriteCells(dbUrl: string, concurrency: number[], base: Record<string, unknown>, poolMax: number): Promise<Record<number, Cell>> {
  const server = await spawnChild(`${BENCH_DIR}/floors/bare-write-server.mjs`, { env: { BENCH_DB_URL: dbUrl, BENCH_POOL_MAX: String(poolMax) } });
  try {
    const cells: Record<number, Cell> = {};
    for (const clients of concurrency) {
      cells[clients] = await withServerCpu(server, () =>
        loadCell("bare-write", Array.from({ length: clients }, (_, index) => ({ index, row: index % 64 })), { ...base, url: server.ready.url }),
      );
    }
    return cells;
  } finally {
    await server.stop();
  }
}

/** (d) PUBLISH of an event-sized message to a raw subscriber: time from publish to receipt. */
export async function redisPublishFloor(redisUrl: string, samples = 300) {
  const channel = `hearth-bench-floor:${randomUUID()}`;
  const sub = new Redis(redisUrl);
  const pub = new Redis(redisUrl);
  try {
    let resolveNext: (() => void) | null = null;
    sub.on("message", () => resolveNext?.());
    await sub.subscribe(channel);
    const latencies: number[] = [];
    for (let i = 0; i < samples + 30; i++) {
      const received = new Promise<void>((resolve) => (resolveNext = resolve));
      const t0 = performance.now();
      await pub.publish(channel, EVENT_SIZED);
      await received;
      if (i >= 30) latencies.push(performance.now() - t0);
    }
    return latencyStats(latencies);
  } finally {
    sub.disconnect();
    pub.disconnect();
  }
}

export const ratio = (value: number, floor: number) => (floor > 0 && Number.isFinite(value) ? round(value / floor, 2) : null);
