import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import pg from "pg";
import { Redis } from "ioredis";

/**
 * The real services a suite needs. Outside CI a missing one skips the suite with the reason printed;
 * under CI=true it fails the run.
 */
export interface ServiceCheck {
  available: boolean;
  reason: string;
}

const inCI = process.env.CI === "true";
export const postgresAdminUrl = process.env.DATABASE_TEST_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const redisTestUrl = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379";
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function verdict(name: string, ok: boolean, detail: string): ServiceCheck {
  if (ok) return { available: true, reason: "" };
  const reason = `${name} is not available (${detail})`;
  if (inCI) throw new Error(`${reason}: required when CI=true`);
  console.warn(`[skipped] ${reason}; the suites that need it are skipped.`);
  return { available: false, reason };
}

export async function checkPostgres(): Promise<ServiceCheck> {
  const client = new pg.Client({ connectionString: postgresAdminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return verdict("Postgres", true, "");
  } catch (error) {
    return verdict("Postgres", false, `${postgresAdminUrl}: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function checkRedis(): Promise<ServiceCheck> {
  const redis = new Redis(redisTestUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on("error", () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return verdict("Redis", true, "");
  } catch (error) {
    return verdict("Redis", false, `${redisTestUrl}: ${(error as Error).message}`);
  } finally {
    redis.disconnect();
  }
}

export function checkChromium(): ServiceCheck {
  return verdict("Chromium", existsSync(chromiumPath), `no browser at ${chromiumPath}`);
}

/** A fresh database for one suite; drop it when done. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `hearth_test_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: postgresAdminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A Redis key prefix no other run shares; removes its keys afterwards. */
export function testRedisPrefix(): { prefix: string; cleanup(): Promise<void> } {
  const prefix = `hearth-test-${randomUUID().slice(0, 8)}:`;
  return {
    prefix,
    async cleanup() {
      const redis = new Redis(redisTestUrl, { maxRetriesPerRequest: 1 });
      redis.on("error", () => undefined);
      try {
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length) await redis.del(...keys);
      } finally {
        redis.disconnect();
      }
    },
  };
}
