import { describe, expect, it } from "vitest";
import { MemoryBus, toBusMessage } from "./bus.js";
import type { EventStore, StoredEvent } from "./event-store.js";
import type { BusMessage } from "./bus.js";
import { FeedConsumer, hasDirectLane, LiveFeeds, selectStream, type DirectSink } from "./live-feed.js";
import { createLogger } from "./logger.js";
import { createMetrics } from "./metrics.js";

// One bound per reader (a WebSocket connection) on the live messages waiting in its subscriptions:
// a reader that has stopped taking data is dropped at the bound; one that keeps up (the server was
// the busy one) has the waiting messages re-read from the store instead, with nothing lost.

const HOUSEHOLD = "household-1";

/** A store of events per household and a bus; `record` writes an event without publishing it (a lost message). */
function setup(catchUpMs = 60_000) {
  const events = new Map<string, StoredEvent[]>();
  const of = (household: string) => events.get(household) ?? [];
  const asked = { heads: 0, reads: 0 };
  const store = {
    headOf: async (household: string) => of(household).length,
    headsOf: async (households: string[]) => {
      asked.heads += 1;
      return new Map(households.map((h) => [h, of(h).length]));
    },
    readHousehold: async (household: string, after: number, limit = 500) => {
      asked.reads += 1;
      return of(household).filter((e) => e.sequence > after).slice(0, limit);
    },
  } as unknown as EventStore;
  const bus = new MemoryBus();
  const metrics = createMetrics();
  const feeds = new LiveFeeds({ bus, store, logger: createLogger("silent"), metrics, catchUpMs });
  const record = (household = HOUSEHOLD): StoredEvent => {
    const list = of(household);
    const event: StoredEvent = {
      householdId: household,
      sequence: list.length + 1,
      streamId: "list-1",
      streamVersion: list.length + 1,
      type: "ShoppingListRenamed",
      schemaVersion: 1,
      data: { name: `Name ${list.length + 1}` },
      metadata: { actorId: null, clientId: null } as StoredEvent["metadata"],
      idempotencyKey: null,
      recordedAt: new Date(0).toISOString(),
    };
    events.set(household, [...list, event]);
    return event;
  };
  /** Records `count` events and publishes them on the bus, then waits until the bus has delivered them. */
  const publish = async (count: number) => {
    for (let i = 0; i < count; i += 1) await bus.publish(toBusMessage(record()));
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
  };
  const overflows = async () => (await metrics.subscriptionOverflows.get()).values[0]?.value ?? 0;
  return { feeds, publish, record, overflows, asked };
}

async function take(iterator: AsyncIterator<{ sequence: number }>, count: number): Promise<number[]> {
  const sequences: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const item = await iterator.next();
    if (item.done) break;
    sequences.push(item.value.sequence);
  }
  return sequences;
}

describe("FeedConsumer: one bound per reader", () => {
  it("drops a stalled reader at the bound: all its subscriptions end and nothing waits any more", async () => {
    const { feeds, publish } = setup();
    let dropped = 0;
    const consumer = new FeedConsumer({ maxQueued: 6, stalled: () => true, onTooFarBehind: () => void (dropped += 1) });
    const first = await consumer.run(() => feeds.subscribe(HOUSEHOLD, null));
    const second = await consumer.run(() => feeds.subscribe(HOUSEHOLD, null));
    expect(feeds.size).toBe(2);

    await publish(3); // 6 waiting: at the bound, not past it
    expect(dropped).toBe(0);
    expect(consumer.queued).toBe(6);

    await publish(5);
    expect(dropped).toBe(1);
    expect(consumer.tooFarBehind).toBe(true);
    expect(consumer.queued).toBe(0);
    expect(consumer.peak).toBe(6);
    expect(feeds.size).toBe(0);
    expect(await first.next()).toEqual({ value: undefined, done: true });
    expect(await second.next()).toEqual({ value: undefined, done: true });
    // A dropped reader opens nothing more.
    await expect(consumer.run(() => feeds.subscribe(HOUSEHOLD, null))).rejects.toThrow(/too far behind/);
  });

  it("keeps a reader that keeps up: past the bound the waiting messages are re-read from the store, in order, none lost", async () => {
    const { feeds, publish, overflows } = setup();
    let dropped = 0;
    const consumer = new FeedConsumer({ maxQueued: 5, stalled: () => false, onTooFarBehind: () => void (dropped += 1) });
    const subscription = await consumer.run(() => feeds.subscribe(HOUSEHOLD, null));

    await publish(23);
    expect(consumer.queued).toBeLessThanOrEqual(5);
    expect(await overflows()).toBeGreaterThan(0);
    expect(await take(subscription, 23)).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));

    // Live again afterwards.
    await publish(2);
    expect(await take(subscription, 2)).toEqual([24, 25]);
    expect(dropped).toBe(0);
    expect(consumer.peak).toBe(5);
    await subscription.return?.();
    expect(consumer.queued).toBe(0);
    expect(feeds.size).toBe(0);
  });
});

describe("LiveFeeds: catching up on what the bus never carried", () => {
  it("asks for the heads of every followed household in one statement and reads only the households that are behind", async () => {
    const { feeds, record, asked } = setup();
    const households = Array.from({ length: 5 }, (_, i) => `household-${i + 1}`);
    const subscriptions = await Promise.all(households.map((h) => feeds.subscribe(h, null)));
    // Two changes whose bus messages were lost, in the third household, and nothing after them.
    record("household-3");
    record("household-3");

    await feeds.catchUp();
    expect(asked).toEqual({ heads: 1, reads: 1 });
    expect(await take(subscriptions[2], 2)).toEqual([1, 2]);

    // Nobody is behind now: the next check reads no events.
    await feeds.catchUp();
    expect(asked).toEqual({ heads: 2, reads: 1 });
    await Promise.all(subscriptions.map((s) => s.return?.()));
    expect(feeds.size).toBe(0);
  });

  it("checks on its own every catchUpMs: a lost last change still arrives", async () => {
    const { feeds, record, asked } = setup(100);
    const subscription = await feeds.subscribe(HOUSEHOLD, null);
    record();
    expect(await take(subscription, 1)).toEqual([1]);
    expect(asked.heads).toBeGreaterThan(0);
    await subscription.return?.();
  });
});

describe("the direct lane: live messages straight to the reader's sink", () => {
  /** A subscription whose reader waits in `next`, with a sink that notes what it was handed. */
  async function directSubscription(sink: (message: BusMessage, open: () => boolean) => boolean | Promise<boolean>) {
    const context = setup();
    const subscription = await context.feeds.subscribe(HOUSEHOLD, null);
    expect(hasDirectLane(subscription)).toBe(true);
    if (!hasDirectLane<BusMessage>(subscription)) throw new Error("no direct lane");
    subscription.directTo(sink);
    let settled = false;
    const pending = subscription.next().then((item) => {
      settled = true;
      return item;
    });
    return { ...context, subscription, pending, settled: () => settled };
  }

  it("hands each live message to the sink at once, in order, while the reader's `next` stays pending for what the sink declines", async () => {
    const sent: number[] = [];
    let accept = true;
    const { subscription, publish, pending, settled } = await directSubscription((m) => {
      if (!accept) return false;
      sent.push(m.sequence);
      return true;
    });
    await publish(3);
    expect(sent).toEqual([1, 2, 3]);
    expect(settled()).toBe(false);
    accept = false; // the socket is behind: this one goes through `next`, and so do the ones after it
    await publish(1);
    expect((await pending).value?.sequence).toBe(4);
    accept = true;
    await publish(2);
    expect(sent).toEqual([1, 2, 3]); // nobody waits in `next` now: they queue for it
    expect(await take(subscription, 2)).toEqual([5, 6]);
    const after = subscription.next();
    await publish(1);
    expect(sent).toEqual([1, 2, 3, 7]);
    await subscription.return?.();
    expect((await after).done).toBe(true);
  });

  it("holds later messages behind one still being made, and sends a declined one through `next` before them", async () => {
    const made: Array<(sent: boolean) => void> = [];
    const handed: number[] = [];
    const { subscription, publish, pending } = await directSubscription((m) => {
      handed.push(m.sequence);
      return new Promise<boolean>((resolve) => made.push(resolve));
    });
    await publish(3);
    expect(handed).toEqual([1]); // 2 and 3 wait behind 1
    made[0](false); // 1 could not be sent after all
    expect((await pending).value?.sequence).toBe(1);
    expect(await take(subscription, 2)).toEqual([2, 3]);
    const waiting = subscription.next();
    await publish(1);
    expect(handed).toEqual([1, 4]);
    made[1](true); // 4 was sent; 5 goes to the sink too
    await new Promise((resolve) => setImmediate(resolve));
    await publish(1);
    expect(handed).toEqual([1, 4, 5]);
    await subscription.return?.();
    made[2](true);
    expect((await waiting).done).toBe(true);
  });

  it("tells a sink whose message was still being made that the subscription has ended", async () => {
    let open: (() => boolean) | null = null;
    let finish: ((sent: boolean) => void) | null = null;
    const { subscription, publish } = await directSubscription((_m, isOpen) => {
      open = isOpen;
      return new Promise<boolean>((resolve) => (finish = resolve));
    });
    await publish(1);
    expect(open!()).toBe(true);
    await subscription.return?.();
    expect(open!()).toBe(false);
    finish!(true);
  });

  it("passes through selectStream: a message it skips counts as taken, the others arrive transformed", async () => {
    const { feeds, publish } = setup();
    const source = await feeds.subscribe(HOUSEHOLD, null);
    const evens = selectStream(source, (m) => (m.sequence % 2 === 0 ? { double: m.sequence * 2 } : undefined));
    const sent: number[] = [];
    const sink: DirectSink<{ double: number }> = (value) => {
      sent.push(value.double);
      return true;
    };
    evens.directTo(sink);
    const pending = evens.next();
    await publish(4);
    expect(sent).toEqual([4, 8]);
    await evens.return?.();
    expect((await pending).done).toBe(true);
  });
});
