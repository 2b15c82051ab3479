import type { Bus, BusMessage, Unsubscribe } from "./bus.js";
import { toBusMessage } from "./bus.js";
import type { EventStore } from "./event-store.js";
import type { Logger } from "./logger.js";
import type { Metrics } from "./metrics.js";

export interface LiveFeedOptions {
  bus: Bus;
  store: EventStore;
  logger: Logger;
  metrics: Metrics;
  /** How often each household feed asks Postgres whether the bus lost a trailing message. */
  catchUpMs: number;
  /** A subscriber that falls this far behind drops its queue and re-reads from Postgres. */
  maxQueue?: number;
}

const PAGE = 500;

/**
 * Live, ordered, gapless streams of household events. One feed per household per instance listens
 * to the bus; Postgres is the truth it falls back on whenever it sees a gap, a reconnect, or time passes.
 */
export class LiveFeeds {
  private readonly feeds = new Map<string, HouseholdFeed>();
  private readonly open = new Set<HouseholdSubscription>();

  constructor(private readonly options: LiveFeedOptions) {}

  /** Events of one household after `since` (or from now when null): replayed, then live. */
  async subscribe(householdId: string, since: number | null): Promise<AsyncIterableIterator<BusMessage>> {
    let feed = this.feeds.get(householdId);
    if (!feed) {
      feed = new HouseholdFeed(householdId, this.options, () => this.feeds.delete(householdId));
      this.feeds.set(householdId, feed);
    }
    const subscription = new HouseholdSubscription(feed, this.options, (s) => this.open.delete(s));
    this.open.add(subscription);
    try {
      await subscription.start(since);
    } catch (error) {
      await subscription.return();
      throw error;
    }
    return subscription;
  }

  get size(): number {
    return this.open.size;
  }

  async close(): Promise<void> {
    await Promise.all([...this.open].map((s) => s.return()));
  }
}

class HouseholdFeed {
  lastSequence = 0;
  private readonly listeners = new Set<(message: BusMessage) => void>();
  private readonly pending = new Map<number, BusMessage>();
  private started: Promise<void> | null = null;
  private ready = false;
  private unsubscribe: Unsubscribe | null = null;
  private stopReconnect: (() => void) | null = null;
  private timer: NodeJS.Timeout | null = null;
  private catchingUp: Promise<void> | null = null;
  private catchUpAgain = false;

  constructor(
    readonly householdId: string,
    private readonly options: LiveFeedOptions,
    private readonly onEmpty: () => void,
  ) {}

  async attach(listener: (message: BusMessage) => void): Promise<void> {
    this.listeners.add(listener);
    this.started ??= this.start();
    await this.started;
  }

  detach(listener: (message: BusMessage) => void): void {
    this.listeners.delete(listener);
    if (this.listeners.size > 0) return;
    this.onEmpty();
    if (this.timer) clearInterval(this.timer);
    this.stopReconnect?.();
    void this.started?.then(() => this.unsubscribe?.()).catch(() => undefined);
  }

  private async start(): Promise<void> {
    // Listen first, then read the head: nothing committed after the head can slip between the two.
    this.unsubscribe = await this.options.bus.subscribe(this.householdId, (m) => this.onBusMessage(m));
    this.lastSequence = await this.options.store.headOf(this.householdId);
    this.ready = true;
    this.stopReconnect = this.options.bus.onReconnect(() => void this.catchUp());
    this.timer = setInterval(() => void this.catchUp(), this.options.catchUpMs);
    this.timer.unref();
    this.drain();
  }

  private onBusMessage(message: BusMessage): void {
    if (message.sequence <= this.lastSequence && this.ready) return;
    this.pending.set(message.sequence, message);
    if (this.ready) this.drain();
  }

  private drain(): void {
    for (const seq of this.pending.keys()) if (seq <= this.lastSequence) this.pending.delete(seq);
    let next = this.pending.get(this.lastSequence + 1);
    while (next) {
      this.pending.delete(next.sequence);
      this.emit(next);
      next = this.pending.get(this.lastSequence + 1);
    }
    if (this.pending.size > 0) void this.catchUp();
  }

  private emit(message: BusMessage): void {
    this.lastSequence = message.sequence;
    for (const listener of this.listeners) listener(message);
  }

  /** Reads what the bus did not bring from Postgres; one reader at a time per feed. */
  catchUp(): Promise<void> {
    if (!this.ready) return Promise.resolve();
    if (this.catchingUp) {
      this.catchUpAgain = true;
      return this.catchingUp;
    }
    this.catchingUp = (async () => {
      try {
        do {
          this.catchUpAgain = false;
          for (;;) {
            const events = await this.options.store.readHousehold(this.householdId, this.lastSequence, PAGE);
            for (const event of events) if (event.sequence === this.lastSequence + 1) this.emit(toBusMessage(event));
            if (events.length < PAGE) break;
          }
        } while (this.catchUpAgain);
      } catch (error) {
        this.options.logger.warn({ err: error, householdId: this.householdId }, "live feed catch-up failed");
      } finally {
        this.catchingUp = null;
      }
      if (this.listeners.size > 0) this.drain();
    })();
    return this.catchingUp;
  }
}

/** One subscriber's view: its own cursor and bounded queue over the shared feed. */
class HouseholdSubscription implements AsyncIterableIterator<BusMessage> {
  private cursor = 0;
  private queue: BusMessage[] = [];
  private replayed: BusMessage[] = [];
  private needReplay = false;
  private closed = false;
  private wake: (() => void) | null = null;
  private readonly listener = (message: BusMessage) => this.onMessage(message);
  private readonly maxQueue: number;

  constructor(
    private readonly feed: HouseholdFeed,
    private readonly options: LiveFeedOptions,
    private readonly onClose: (s: HouseholdSubscription) => void,
  ) {
    this.maxQueue = options.maxQueue ?? 1000;
    options.metrics.subscribers.inc();
  }

  async start(since: number | null): Promise<void> {
    await this.feed.attach(this.listener);
    if (since === null || since >= this.feed.lastSequence) {
      this.cursor = since ?? this.feed.lastSequence;
    } else {
      this.cursor = Math.max(0, since);
      this.needReplay = true;
    }
  }

  private onMessage(message: BusMessage): void {
    if (this.closed) return;
    if (this.queue.length >= this.maxQueue) {
      // A slow consumer must not hold the server's memory: forget and re-read from Postgres later.
      this.queue = [];
      this.needReplay = true;
    } else {
      this.queue.push(message);
    }
    this.wake?.();
  }

  async next(): Promise<IteratorResult<BusMessage>> {
    while (!this.closed) {
      if (this.replayed.length === 0 && this.needReplay) {
        const events = await this.options.store.readHousehold(this.feed.householdId, this.cursor, PAGE);
        this.replayed = events.map(toBusMessage);
        this.needReplay = events.length === PAGE;
        continue;
      }
      const message = this.replayed.shift() ?? this.queue.shift();
      if (!message) {
        await new Promise<void>((resolve) => (this.wake = resolve));
        this.wake = null;
        continue;
      }
      if (message.sequence <= this.cursor) continue;
      if (message.sequence > this.cursor + 1) {
        this.queue.unshift(message);
        this.needReplay = true;
        continue;
      }
      this.cursor = message.sequence;
      this.options.metrics.subscriptionMessages.inc();
      return { value: message, done: false };
    }
    return { value: undefined, done: true };
  }

  async return(): Promise<IteratorResult<BusMessage>> {
    if (!this.closed) {
      this.closed = true;
      this.queue = [];
      this.replayed = [];
      this.feed.detach(this.listener);
      this.options.metrics.subscribers.dec();
      this.onClose(this);
      this.wake?.();
    }
    return { value: undefined, done: true };
  }

  async throw(error?: unknown): Promise<IteratorResult<BusMessage>> {
    await this.return();
    throw error;
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<BusMessage> {
    return this;
  }
}

/** Keeps the messages `select` answers for, transformed; closing the result closes the source. */
export function selectStream<T>(
  source: AsyncIterableIterator<BusMessage>,
  select: (message: BusMessage) => T | undefined,
): AsyncIterableIterator<T> {
  const iterator: AsyncIterableIterator<T> = {
    async next() {
      for (;;) {
        const item = await source.next();
        if (item.done) return { value: undefined, done: true };
        const value = select(item.value);
        if (value !== undefined) return { value, done: false };
      }
    },
    async return() {
      await source.return?.();
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
