import { EventEmitter } from "node:events";
import { Redis } from "ioredis";
import type { Logger } from "./logger.js";
import type { StoredEvent } from "./event-store.js";

/** What travels between instances: small, JSON-safe, secrets removed. */
export interface BusMessage {
  householdId: string;
  sequence: number;
  streamId: string;
  type: string;
  data: Record<string, unknown>;
  actorId: string | null;
  clientId: string | null;
  recordedAt: string;
}

export type Unsubscribe = () => Promise<void>;

export interface Bus {
  readonly kind: "redis" | "memory";
  /** False while the bus is out of reach (messages published meanwhile are not delivered). */
  readonly connected: boolean;
  publish(message: BusMessage): Promise<void>;
  /** Resolves once the subscription is live, so nothing published afterwards is missed. */
  subscribe(householdId: string, onMessage: (message: BusMessage) => void): Promise<Unsubscribe>;
  /** Called when the bus reconnects after an outage (messages in between may be lost). */
  onReconnect(listener: () => void): () => void;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const SECRET_KEY = /password|hash|secret|token/i;

/** Drops fields that must never leave the server (password hashes, tokens), at any depth. */
export function publicData(value: unknown): any {
  if (Array.isArray(value)) return value.map(publicData);
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (!SECRET_KEY.test(key)) out[key] = publicData(inner);
    }
    return out;
  }
  return value;
}

export function toBusMessage(event: StoredEvent): BusMessage {
  return {
    householdId: event.householdId,
    sequence: event.sequence,
    streamId: event.streamId,
    type: event.type,
    data: publicData(event.data),
    actorId: event.metadata.actorId,
    clientId: event.metadata.clientId,
    recordedAt: event.recordedAt,
  };
}

/** The embedded default: one process, same interface as Redis. */
export class MemoryBus implements Bus {
  readonly kind = "memory" as const;
  readonly connected = true;
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(message: BusMessage): Promise<void> {
    // Delivered once the publisher's synchronous code has run (never inside `publish`), as a network
    // bus would, but as a microtask: the live feeds start on the push while the publisher goes on to
    // answer its own request, instead of after that answer and whatever I/O the loop polls next.
    const copy = JSON.parse(JSON.stringify(message)) as BusMessage;
    queueMicrotask(() => this.emitter.emit(message.householdId, copy));
  }

  async subscribe(householdId: string, onMessage: (message: BusMessage) => void): Promise<Unsubscribe> {
    this.emitter.on(householdId, onMessage);
    return async () => {
      this.emitter.off(householdId, onMessage);
    };
  }

  onReconnect(): () => void {
    return () => {};
  }

  async ping(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/** Own deliveries whose Redis copy may still come back (see `RedisBus.publish`). */
const MAX_PENDING_ECHOES = 10_000;

/** Redis pub/sub: one channel per household, one subscriber connection per instance. */
export class RedisBus implements Bus {
  readonly kind = "redis" as const;
  readonly publisher: Redis;
  readonly subscriber: Redis;
  private readonly handlers = new Map<string, Set<(message: BusMessage) => void>>();
  private readonly reconnectListeners = new Set<() => void>();
  private everReady = false;

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {
    const options = { maxRetriesPerRequest: null, enableAutoPipelining: true, lazyConnect: false } as const;
    this.publisher = new Redis(url, { ...options, connectionName: `${prefix}publisher` });
    this.subscriber = new Redis(url, { ...options, enableAutoPipelining: false, connectionName: `${prefix}subscriber` });
    for (const client of [this.publisher, this.subscriber]) {
      client.on("error", (err: Error) => this.logger.warn({ err: err.message }, "redis connection error"));
    }
    this.subscriber.on("ready", () => {
      if (this.everReady) {
        this.logger.info("redis subscriber reconnected; subscribers catch up from Postgres");
        for (const listener of this.reconnectListeners) listener();
      }
      this.everReady = true;
    });
    this.subscriber.on("message", (channel: string, raw: string) => {
      const householdId = channel.slice(this.channelPrefix.length);
      if (this.echoes.size > 0) {
        const sequence = /"sequence":(\d+)/.exec(raw)?.[1];
        if (sequence && this.echoes.delete(`${householdId}:${sequence}`)) return;
      }
      this.deliver(householdId, raw);
    });
  }

  get connected(): boolean {
    return this.subscriber.status === "ready";
  }

  private get channelPrefix(): string {
    return `${this.prefix}household:`;
  }

  async publish(message: BusMessage): Promise<void> {
    const raw = JSON.stringify(message);
    if (message.sequence > 0 && this.handlers.has(message.householdId)) {
      // This instance's own subscribers hear a household event at once (as a microtask, like
      // MemoryBus), not after a round trip through Redis: under load each hop through another
      // process can wait tens of milliseconds for a CPU. The copy Redis sends back is skipped
      // (`echoes`); other instances hear it through Redis as before.
      this.rememberEcho(`${message.householdId}:${message.sequence}`);
      queueMicrotask(() => this.deliver(message.householdId, raw));
    }
    await this.publisher.publish(this.channelPrefix + message.householdId, raw);
  }

  /** Household events this instance delivered itself, whose copy from Redis is still to come. */
  private readonly echoes = new Set<string>();

  private rememberEcho(key: string): void {
    this.echoes.add(key);
    // Bounded: an echo that never comes back (Redis down) must not hold memory. A copy delivered
    // twice after all is dropped by the live feed, which skips sequences it has seen.
    if (this.echoes.size > MAX_PENDING_ECHOES) this.echoes.delete(this.echoes.values().next().value!);
  }

  private deliver(householdId: string, raw: string): void {
    const set = this.handlers.get(householdId);
    if (!set) return;
    let message: BusMessage;
    try {
      message = JSON.parse(raw) as BusMessage;
    } catch {
      this.logger.warn({ householdId }, "dropped unreadable bus message");
      return;
    }
    for (const handler of set) handler(message);
  }

  async subscribe(householdId: string, onMessage: (message: BusMessage) => void): Promise<Unsubscribe> {
    let set = this.handlers.get(householdId);
    if (!set) {
      set = new Set();
      this.handlers.set(householdId, set);
      await this.subscriber.subscribe(this.channelPrefix + householdId);
    }
    set.add(onMessage);
    return async () => {
      const current = this.handlers.get(householdId);
      if (!current) return;
      current.delete(onMessage);
      if (current.size === 0) {
        this.handlers.delete(householdId);
        if (this.subscriber.status === "ready") {
          await this.subscriber.unsubscribe(this.channelPrefix + householdId).catch(() => undefined);
        }
      }
    };
  }

  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  async ping(): Promise<boolean> {
    try {
      return (await this.publisher.ping()) === "PONG";
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    this.handlers.clear();
    this.subscriber.disconnect();
    await this.publisher.quit().catch(() => this.publisher.disconnect());
  }
}

export function createBus(redisUrl: string | undefined, prefix: string, logger: Logger): Bus {
  return redisUrl ? new RedisBus(redisUrl, prefix, logger) : new MemoryBus();
}
