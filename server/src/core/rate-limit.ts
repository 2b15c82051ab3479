import { Redis } from "ioredis";
import type { Logger } from "./logger.js";

/** What a limiter answers for one attempt. */
export interface RateDecision {
  allowed: boolean;
  /** Attempts left in the current window after this one. */
  remaining: number;
  /** Seconds until the window resets (what a refused caller should wait). */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters by key ("login:203.0.113.7"). Redis when configured, so every instance
 * counts together; in memory otherwise (one instance).
 */
export interface RateLimiter {
  readonly kind: "redis" | "memory";
  /** Counts one attempt against `key` and says whether it is within `limit` per `windowMs`. */
  consume(key: string, limit: number, windowMs: number): Promise<RateDecision>;
  close(): Promise<void>;
}

function decision(count: number, limit: number, msLeft: number): RateDecision {
  return {
    allowed: count <= limit,
    remaining: Math.max(0, limit - count),
    retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)),
  };
}

export class MemoryRateLimiter implements RateLimiter {
  readonly kind = "memory" as const;
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly clock: () => number = Date.now) {}

  async consume(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const now = this.clock();
    if (this.windows.size > 10_000) this.prune(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return decision(window.count, limit, window.resetAt - now);
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }
}

export class RedisRateLimiter implements RateLimiter {
  readonly kind = "redis" as const;
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, connectionName: `${prefix}rate-limit` });
    this.redis.on("error", (err: Error) => this.logger.warn({ err: err.message }, "redis rate limiter error"));
  }

  async consume(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const redisKey = `${this.prefix}rate:${key}`;
    try {
      // SET NX starts the window with its expiry; INCR counts; PTTL says how long the window has left.
      const results = await this.redis
        .multi()
        .set(redisKey, "0", "PX", windowMs, "NX")
        .incr(redisKey)
        .pttl(redisKey)
        .exec();
      const count = Number(results?.[1]?.[1] ?? 1);
      const ttl = Number(results?.[2]?.[1] ?? windowMs);
      return decision(count, limit, ttl > 0 ? ttl : windowMs);
    } catch (error) {
      // A Redis outage must not lock every family out: fail open and say so in the log.
      this.logger.warn({ err: (error as Error).message, key }, "rate limiter unavailable; allowing the attempt");
      return { allowed: true, remaining: limit, retryAfterSeconds: 0 };
    }
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

export function createRateLimiter(redisUrl: string | undefined, prefix: string, logger: Logger): RateLimiter {
  return redisUrl ? new RedisRateLimiter(redisUrl, prefix, logger) : new MemoryRateLimiter();
}
