import { AsyncLocalStorage } from "node:async_hooks";
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
  /**
   * A subscription with no `FeedConsumer` that falls this far behind drops its queue and re-reads
   * from Postgres (WebSocket connections are consumers and are dropped instead, see `FeedConsumer`).
   */
  maxQueue?: number;
}

/**
 * What a reader does at its bound. The callbacks are told which reader asks, so one options object
 * can serve every reader (every socket) of a server.
 */
export interface FeedConsumerOptions {
  /** Live messages that may wait in the reader's subscriptions together. */
  maxQueued: number;
  /** Is the reader itself behind (its socket holds data the network has not taken)? */
  stalled(consumer: FeedConsumer): boolean;
  /** Runs once, when the reader is dropped (the WebSocket layer closes the socket with 1013). */
  onTooFarBehind(consumer: FeedConsumer): void;
  /** Told each time the most messages that have waited at once rises. */
  onPeak?(peak: number, consumer: FeedConsumer): void;
}

/**
 * One reader of live subscriptions (a WebSocket connection): the live messages waiting in all of its
 * subscriptions count against one bound, `maxQueued`. Reaching it while the reader is `stalled` (a
 * paused or very slow client: its socket has stopped taking data) makes it too far behind: its
 * subscriptions end at once, their queues are freed, and `onTooFarBehind` runs (the client reconnects
 * and resumes with `since`). Reaching it while the reader keeps up (the server itself was busy, e.g.
 * a catch-up after a bus outage pushed a burst) forgets the queued messages instead: each
 * subscription re-reads them from Postgres, a page at a time as the reader pulls. Either way no more
 * than `maxQueued` live messages wait for one reader.
 */
export class FeedConsumer {
  /** Live messages waiting in this reader's subscriptions now. */
  queued = 0;
  /** The most that have ever waited at once (never above `maxQueued`). */
  peak = 0;
  private behind = false;
  private readonly subscriptions = new Set<HouseholdSubscription>();

  constructor(private readonly options: FeedConsumerOptions) {}

  get tooFarBehind(): boolean {
    return this.behind;
  }

  /** Runs `fn` so that every `LiveFeeds.subscribe` inside it belongs to this consumer. */
  run<T>(fn: () => T): T {
    return consumerScope.run(this, fn);
  }

  /** @internal */
  attach(subscription: HouseholdSubscription): void {
    this.subscriptions.add(subscription);
  }

  /** @internal */
  detach(subscription: HouseholdSubscription): void {
    this.subscriptions.delete(subscription);
  }

  /** @internal Counts one more waiting message, or says why it may not wait. */
  take(): "queued" | "forgotten" | "dropped" {
    if (this.behind) return "dropped";
    if (this.queued >= this.options.maxQueued) {
      if (this.options.stalled(this)) {
        this.behind = true;
        for (const subscription of [...this.subscriptions]) void subscription.return();
        this.options.onTooFarBehind(this);
        return "dropped";
      }
      for (const subscription of this.subscriptions) subscription.forget();
      return "forgotten";
    }
    this.queued += 1;
    if (this.queued > this.peak) {
      this.peak = this.queued;
      this.options.onPeak?.(this.peak, this);
    }
    return "queued";
  }

  /** @internal */
  release(count: number): void {
    this.queued -= count;
  }
}

const consumerScope = new AsyncLocalStorage<FeedConsumer>();

/**
 * Where a live message can go at once, past the async iterator chain: the end of a subscription's
 * chain (its WebSocket, see graphql-ws-server.ts) offers to send a value itself. It answers true when
 * the value is sent (or was not for this subscription at all), false when it declines (the socket is
 * behind, the result is not ready, anything unexpected), or a promise of either when the value is
 * still being made. `open` tells it, when a promise settles, whether the subscription still wants it.
 */
export type DirectSink<T> = (value: T, open: () => boolean) => boolean | Promise<boolean>;

/** An iterator that can hand its live values to a `DirectSink` instead of its `next` (null: stop). */
export interface DirectLane<T> {
  directTo(sink: DirectSink<T> | null): void;
}

export function hasDirectLane<T>(iterator: unknown): iterator is DirectLane<T> {
  return typeof (iterator as Partial<DirectLane<T>> | null)?.directTo === "function";
}

const PAGE = 500;
/** While the bus is out of reach, feeds read Postgres this often instead of every `catchUpMs`. */
const BUS_DOWN_CATCH_UP_MS = 1000;

/**
 * `run` one at a time: a call while it runs shares its promise and has it run once more afterwards
 * (what changed meanwhile is read too). A failure goes to `onError`; `after` follows every run.
 */
function oneAtATime(run: () => Promise<void>, onError: (error: unknown) => void, after?: () => void): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await run();
        } while (again);
      } catch (error) {
        onError(error);
      } finally {
        running = null;
      }
      after?.();
    })();
    return running;
  };
}

/** Households whose heads one catch-up statement asks for (the rest go in further statements). */
const HEADS_PER_QUERY = 1000;

/**
 * Live, ordered, gapless streams of household events. One feed per household per instance listens
 * to the bus; Postgres is the truth it falls back on whenever it sees a gap, a reconnect, or time passes.
 *
 * Time passing is checked for every feed at once: every `catchUpMs` (every second while the bus is
 * down) one statement reads the heads of all followed households, and only a feed whose household is
 * ahead of what it delivered reads the events it missed. Before, each feed read its own household's
 * events on its own timer: 1,000 followed households cost 200 reads a second of an idle server.
 */
export class LiveFeeds {
  private readonly feeds = new Map<string, HouseholdFeed>();
  private readonly open = new Set<HouseholdSubscription>();
  private timer: NodeJS.Timeout | null = null;
  private stopReconnect: (() => void) | null = null;

  constructor(private readonly options: LiveFeedOptions) {}

  /** Events of one household after `since` (or from now when null): replayed, then live. */
  async subscribe(householdId: string, since: number | null): Promise<AsyncIterableIterator<BusMessage>> {
    let feed = this.feeds.get(householdId);
    if (!feed) {
      feed = new HouseholdFeed(householdId, this.options, () => this.forget(householdId));
      this.feeds.set(householdId, feed);
      this.watch();
    }
    const consumer = consumerScope.getStore();
    if (consumer?.tooFarBehind) throw new Error("this reader was dropped for falling too far behind");
    const subscription = new HouseholdSubscription(feed, this.options, consumer, this.open);
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

  /**
   * Reads the heads of every followed household and has each feed that is behind read what it
   * missed. One check at a time; asked during one, it runs once more after it. Resolves when the
   * feeds it started have caught up.
   */
  readonly catchUp = oneAtATime(
    async () => {
      const ready = [...this.feeds.values()].filter((feed) => feed.ready);
      const behind: Promise<void>[] = [];
      for (let i = 0; i < ready.length; i += HEADS_PER_QUERY) {
        const page = ready.slice(i, i + HEADS_PER_QUERY);
        const heads = await this.options.store.headsOf(page.map((feed) => feed.householdId));
        for (const feed of page) if ((heads.get(feed.householdId) ?? 0) > feed.lastSequence) behind.push(feed.catchUp());
      }
      await Promise.all(behind);
    },
    (error) => this.options.logger.warn({ err: error, feeds: this.feeds.size }, "live feed catch-up failed"),
  );

  async close(): Promise<void> {
    await Promise.all([...this.open].map((s) => s.return()));
    this.unwatch();
  }

  /** Starts the instance's catch-up timer and reconnect listener with its first feed. */
  private watch(): void {
    if (this.timer) return;
    this.stopReconnect = this.options.bus.onReconnect(() => void this.catchUp());
    // Every catchUpMs; every second while the bus is down, when Postgres is the only way news arrives.
    let lastCatchUp = Date.now();
    this.timer = setInterval(
      () => {
        if (this.options.bus.connected && Date.now() - lastCatchUp < this.options.catchUpMs) return;
        lastCatchUp = Date.now();
        void this.catchUp();
      },
      Math.min(this.options.catchUpMs, BUS_DOWN_CATCH_UP_MS),
    );
    this.timer.unref();
  }

  /** Stops them with the last feed. */
  private unwatch(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopReconnect?.();
    this.stopReconnect = null;
  }

  private forget(householdId: string): void {
    this.feeds.delete(householdId);
    if (this.feeds.size === 0) this.unwatch();
  }
}

/** Hears a household feed's messages, in order. */
interface FeedListener {
  deliver(message: BusMessage): void;
}

class HouseholdFeed {
  lastSequence = 0;
  /** Listening and past its first head: what it delivers from here on is gapless. */
  ready = false;
  private readonly listeners = new Set<FeedListener>();
  private readonly pending = new Map<number, BusMessage>();
  private started: Promise<void> | null = null;
  private unsubscribe: Unsubscribe | null = null;

  constructor(
    readonly householdId: string,
    private readonly options: LiveFeedOptions,
    private readonly onEmpty: () => void,
  ) {}

  async attach(listener: FeedListener): Promise<void> {
    this.listeners.add(listener);
    this.started ??= this.start();
    await this.started;
  }

  detach(listener: FeedListener): void {
    this.listeners.delete(listener);
    if (this.listeners.size > 0) return;
    this.onEmpty();
    void this.started?.then(() => this.unsubscribe?.()).catch(() => undefined);
  }

  private async start(): Promise<void> {
    // Listen first, then read the head: nothing committed after the head can slip between the two.
    this.unsubscribe = await this.options.bus.subscribe(this.householdId, (m) => this.onBusMessage(m));
    this.lastSequence = await this.options.store.headOf(this.householdId);
    this.ready = true;
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
    for (const listener of this.listeners) listener.deliver(message);
  }

  /** Reads what the bus did not bring from Postgres; one reader at a time per feed. */
  catchUp(): Promise<void> {
    return this.ready ? this.readMissed() : Promise.resolve();
  }

  private readonly readMissed = oneAtATime(
    async () => {
      for (;;) {
        const events = await this.options.store.readHousehold(this.householdId, this.lastSequence, PAGE);
        for (const event of events) if (event.sequence === this.lastSequence + 1) this.emit(toBusMessage(event));
        if (events.length < PAGE) break;
      }
    },
    (error) => this.options.logger.warn({ err: error, householdId: this.householdId }, "live feed catch-up failed"),
    () => {
      if (this.listeners.size > 0) this.drain();
    },
  );
}

/**
 * One subscriber's view: its own cursor and bounded queue over the shared feed. `next` is not an
 * `async` function: a subscription waiting for news (nearly all of them, nearly all the time) holds
 * one pending promise and its resolve function, not a suspended frame and its promises.
 *
 * The direct lane: a live message that finds the subscription idle (its reader waits in `next`,
 * nothing queued or to replay, the message next in order) goes to the `DirectSink` at once, inside
 * the feed's loop over its listeners, instead of resolving `next`. Each message through `next` costs
 * its subscription some five promise steps before its socket write (this iterator, the shared result,
 * graphql-ws's loop and its `next`), and one household's subscriptions took those steps in turn: the
 * 1,000th write of an event waited behind all the others' steps. The waiting `next` stays pending for
 * the message after. A message being made (the sink answered a promise) holds later ones back until
 * it is sent; a declined one goes through `next` as before, in its place.
 */
class HouseholdSubscription implements AsyncIterableIterator<BusMessage>, FeedListener, DirectLane<BusMessage> {
  private cursor = 0;
  private queue: BusMessage[] = [];
  private replayed: BusMessage[] = [];
  private needReplay = false;
  private closed = false;
  /** Resolves the `next` that waits for a message, if one does. */
  private waiting: ((result: IteratorResult<BusMessage> | Promise<IteratorResult<BusMessage>>) => void) | null = null;
  private readonly maxQueue: number;
  private sink: DirectSink<BusMessage> | null = null;
  /** A message handed to the sink as a promise that has not settled: later ones wait behind it. */
  private inDirect = false;
  private readonly isOpen = () => !this.closed;

  constructor(
    private readonly feed: HouseholdFeed,
    private readonly options: LiveFeedOptions,
    private readonly consumer: FeedConsumer | undefined,
    /** The open subscriptions this one leaves when it ends. */
    private readonly open: Set<HouseholdSubscription>,
  ) {
    this.maxQueue = options.maxQueue ?? 1000;
    options.metrics.subscribers.inc();
    consumer?.attach(this);
  }

  async start(since: number | null): Promise<void> {
    await this.feed.attach(this);
    if (since === null || since >= this.feed.lastSequence) {
      this.cursor = since ?? this.feed.lastSequence;
    } else {
      this.cursor = Math.max(0, since);
      this.needReplay = true;
    }
  }

  directTo(sink: DirectSink<BusMessage> | null): void {
    this.sink = sink;
  }

  /** @internal A live message of the feed. */
  deliver(message: BusMessage): void {
    if (this.closed) return;
    if (this.sink && this.waiting && this.idle() && message.sequence === this.cursor + 1 && this.sendDirect(message)) return;
    if (this.consumer) {
      // Counted against the reader's one bound (see FeedConsumer): it waits, or it is read from
      // Postgres later (forgotten), or the reader was dropped and this subscription has ended.
      const taken = this.consumer.take();
      if (taken === "queued") this.queue.push(message);
      if (taken === "forgotten") this.options.metrics.subscriptionOverflows.inc();
    } else if (this.queue.length >= this.maxQueue) {
      // A slow consumer must not hold the server's memory: forget and re-read from Postgres later.
      this.options.metrics.subscriptionOverflows.inc();
      this.forget();
    } else {
      this.queue.push(message);
    }
    this.wake();
  }

  /** Nothing waits in front of a new message: nothing queued, replayed, to replay, or being sent. */
  private idle(): boolean {
    return !this.inDirect && this.queue.length === 0 && this.replayed.length === 0 && !this.needReplay;
  }

  /** Hands the message to the sink; false when the sink declined at once (it goes through `next`). */
  private sendDirect(message: BusMessage): boolean {
    let taken: boolean | Promise<boolean>;
    try {
      taken = this.sink!(message, this.isOpen);
    } catch {
      return false;
    }
    if (taken === false) return false;
    this.cursor = message.sequence;
    if (taken === true) {
      this.options.metrics.subscriptionMessages.inc();
      return true;
    }
    this.inDirect = true;
    taken.then(
      (sent) => this.settleDirect(message, sent),
      () => this.settleDirect(message, false),
    );
    return true;
  }

  /** A message being made was sent, or declined: then it goes through `next` before the ones behind it. */
  private settleDirect(message: BusMessage, sent: boolean): void {
    this.inDirect = false;
    if (this.closed) return;
    if (sent) {
      this.options.metrics.subscriptionMessages.inc();
    } else {
      this.cursor = message.sequence - 1;
      this.replayed.unshift(message);
    }
    this.wake();
  }

  /** Drops what waits; `next` re-reads it (and whatever follows) from Postgres. */
  forget(): void {
    this.consumer?.release(this.queue.length);
    this.queue = [];
    this.needReplay = true;
    this.wake();
  }

  /** Answers a waiting `next` if there is now something to answer (it keeps waiting otherwise). */
  private wake(): void {
    const resolve = this.waiting;
    if (!resolve) return;
    const step = this.step();
    if (step === "wait") return;
    this.waiting = null;
    resolve(step === "replay" ? this.replay().then(() => this.next()) : step);
  }

  next(): Promise<IteratorResult<BusMessage>> {
    const step = this.step();
    if (step === "wait") return new Promise((resolve) => (this.waiting = resolve));
    if (step === "replay") return this.replay().then(() => this.next());
    return Promise.resolve(step);
  }

  /** What `next` answers now: a message, the end, a wait for news, or a page to read from Postgres first. */
  private step(): IteratorResult<BusMessage> | "wait" | "replay" {
    while (!this.closed) {
      if (this.inDirect) return "wait";
      if (this.replayed.length === 0 && this.needReplay) return "replay";
      const fromQueue = this.replayed.length === 0;
      const message = fromQueue ? this.queue[0] : this.replayed[0];
      if (!message) return "wait";
      if (message.sequence > this.cursor + 1) {
        // A gap (queue dropped earlier): read the missing ones from Postgres before this one.
        this.replayed = [];
        this.needReplay = true;
        continue;
      }
      if (fromQueue) {
        this.queue.shift();
        this.consumer?.release(1);
      } else {
        this.replayed.shift();
      }
      if (message.sequence <= this.cursor) continue;
      this.cursor = message.sequence;
      this.options.metrics.subscriptionMessages.inc();
      return { value: message, done: false };
    }
    return { value: undefined, done: true };
  }

  private async replay(): Promise<void> {
    // Cleared before the read, so a `forget` while it runs asks for another one.
    this.needReplay = false;
    const events = await this.options.store.readHousehold(this.feed.householdId, this.cursor, PAGE);
    if (this.closed) return;
    this.replayed = events.map(toBusMessage);
    if (events.length === PAGE) this.needReplay = true;
  }

  async return(): Promise<IteratorResult<BusMessage>> {
    if (!this.closed) {
      this.closed = true;
      this.sink = null;
      this.consumer?.release(this.queue.length);
      this.consumer?.detach(this);
      this.queue = [];
      this.replayed = [];
      this.feed.detach(this);
      this.options.metrics.subscribers.dec();
      this.open.delete(this);
      this.wake();
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

/**
 * Keeps the messages `select` answers for, transformed; closing the result closes the source. A
 * source's direct lane passes through: a message `select` skips counts as taken.
 */
export function selectStream<T>(
  source: AsyncIterableIterator<BusMessage>,
  select: (message: BusMessage) => T | undefined,
): AsyncIterableIterator<T> & DirectLane<T> {
  const iterator: AsyncIterableIterator<T> & DirectLane<T> = {
    directTo(sink) {
      if (!hasDirectLane<BusMessage>(source)) return;
      source.directTo(
        sink &&
          ((message, open) => {
            const value = select(message);
            return value === undefined ? true : sink(value, open);
          }),
      );
    },
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
