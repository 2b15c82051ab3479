import type { Socket } from "node:net";
import { createClient } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { checkPostgres } from "../support/services.js";
import { api, registerUser, startTestApp, type TestApp } from "../support/test-app.js";
import { wsClient } from "../support/ws-client.js";

// One subscriber stops reading its socket (its TCP reading paused, as a frozen tab or a stalled
// phone would) while normal subscribers of the same household watch a burst of mutations. Promised:
// live messages waiting for the paused socket never pass SUBSCRIPTION_MAX_QUEUE (the server's own
// counter, `hearth_subscriber_queue_peak_messages`, says so); past it the socket is closed with 1013
// "Too far behind; reconnect to resume" and counted in `hearth_subscribers_dropped_total`; the normal
// subscribers receive every event in order with no gap; and the dropped client (graphql-ws with the
// app's retry rule: 1013 is retried) reconnects and, resubscribing with `since`, gets exactly the
// events after it. No timing is asserted: the burst runs until the server drops the paused socket.
//
// The kernel takes a few MB into a paused socket's TCP buffers before anything waits in the server,
// so the paused client opens PAUSED_SUBSCRIPTIONS subscriptions on its one socket (each event is sent
// to each of them) to reach the bound after a few hundred mutations instead of tens of thousands.

const pgService = await checkPostgres();

const MAX_QUEUE = 200;
const NORMAL = 20;
const PAUSED_SUBSCRIPTIONS = 50;
const BATCH = 20;
const MAX_MUTATIONS = 5000;
/** Mutations after the drop, so the normal subscribers are seen to go on past it. */
const AFTER_DROP = 40;
/** Only a guard against a hang: how long a wait may last before the test fails with what it saw. */
const GUARD_MS = 45_000;

const FULL_EVENT = "householdEvents(since: $since) { sequence type streamId actorId sourceClientId recordedAt data }";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, condition: () => boolean | Promise<boolean>, describeState: () => string): Promise<void> {
  const began = Date.now();
  while (!(await condition())) {
    if (Date.now() - began > GUARD_MS) throw new Error(`gave up waiting for ${what}: ${describeState()}`);
    await sleep(20);
  }
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

describe.skipIf(!pgService.available)("a paused subscriber (one server, real sockets)", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({
      backend: "postgres",
      // Server pings wait for a pong that a paused socket never sends; out of the way here, so the
      // only thing that can close the paused socket is the bound under test.
      config: { subscriptionMaxQueue: MAX_QUEUE, wsKeepAliveMs: 600_000, wsSessionRecheckMs: 600_000 },
    });
  }, 60_000);
  afterAll(async () => {
    await app?.stop();
  });

  it("closes the paused socket with 1013 at the bound while the others get every event in order, and the dropped client resumes", async () => {
    const { token, user } = await registerUser(app);
    const householdId = user.householdId as string;
    const start = await app.store.headOf(householdId);
    const dropped = async () => (await app.metrics.subscribersDropped.get()).values[0]?.value ?? 0;
    const peak = async () => (await app.metrics.subscriberQueuePeak.get()).values[0]?.value ?? 0;

    // Normal subscribers: a socket each, reading as fast as they can.
    const normal = Array.from({ length: NORMAL }, (_, i) => {
      const client = wsClient(app, token, `normal-${i}`);
      const watcher = { client, sequences: [] as number[], errors: [] as unknown[] };
      client.subscribe<{ householdEvents: { sequence: number } }>(
        { query: `subscription ($since: Int) { householdEvents(since: $since) { sequence } }`, variables: { since: start } },
        {
          next: (v) => (v.errors ? watcher.errors.push(v.errors) : watcher.sequences.push(v.data!.householdEvents.sequence)),
          error: (e) => void watcher.errors.push(e),
          complete: () => undefined,
        },
      );
      return watcher;
    });

    // The paused subscriber: graphql-ws as the app uses it (1013 is not fatal, so it reconnects), over
    // a socket the test can pause. It records which connection each message came on.
    const sockets: WebSocket[] = [];
    class RecordedSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols);
        sockets.push(this);
      }
    }
    const closes: { code: number; reason: string }[] = [];
    let connection = 0;
    const paused = createClient({
      url: `${app.url.replace(/^http/, "ws")}/graphql`,
      webSocketImpl: RecordedSocket,
      connectionParams: { authorization: `Bearer ${token}`, clientId: "paused" },
      retryAttempts: 3,
      retryWait: async () => undefined,
    });
    paused.on("connected", () => void (connection += 1));
    paused.on("closed", (event) => {
      const e = event as { code: number; reason: string };
      closes.push({ code: e.code, reason: String(e.reason) });
    });
    const pausedSubs = Array.from({ length: PAUSED_SUBSCRIPTIONS }, () => {
      const sub = { received: [] as { connection: number; sequence: number }[], errors: [] as unknown[] };
      paused.subscribe<{ householdEvents: { sequence: number } }>(
        { query: `subscription ($since: Int) { ${FULL_EVENT} }`, variables: { since: start } },
        {
          next: (v) =>
            v.errors ? sub.errors.push(v.errors) : sub.received.push({ connection, sequence: v.data!.householdEvents.sequence }),
          error: (e) => void sub.errors.push(e),
          complete: () => undefined,
        },
      );
      return sub;
    });

    const open = NORMAL + PAUSED_SUBSCRIPTIONS;
    await until("every subscription to open", () => app.feeds.size === open, () => `${app.feeds.size} of ${open} open`);
    expect(sockets).toHaveLength(1);
    const pausedTcp = (sockets[0] as unknown as { _socket: Socket })._socket;
    pausedTcp.pause();

    // The burst, in batches, until the server drops the paused socket (with a cap as a guard).
    let mutations = 0;
    const mutate = async (count: number) => {
      const answers = await Promise.all(
        Array.from({ length: count }, () => {
          mutations += 1;
          const name = `Paused-subscriber list ${String(mutations).padStart(5, "0")} `.padEnd(80, "x");
          return api(app, "POST", "/api/shopping-lists", { token, body: { name } });
        }),
      );
      for (const answer of answers) expect(answer.status).toBe(201);
    };
    while ((await dropped()) === 0) {
      if (mutations >= MAX_MUTATIONS) throw new Error(`the paused socket was not dropped after ${mutations} mutations`);
      await mutate(BATCH);
    }
    const mutationsAtDrop = mutations;
    await mutate(AFTER_DROP);
    const head = await app.store.headOf(householdId);
    expect(head - start).toBe(mutations);

    // While still paused, the dropped socket holds nothing in the server's queues.
    expect(await peak()).toBeLessThanOrEqual(MAX_QUEUE);

    // The client reads again: what the kernel held, then the close frame, then it reconnects.
    pausedTcp.resume();
    const expected = range(start + 1, head);
    const state = () =>
      `closes ${JSON.stringify(closes)}; connection ${connection}; normal last ${normal.map((w) => w.sequences.at(-1)).join(",")}; ` +
      `paused last ${pausedSubs.map((s) => s.received.at(-1)?.sequence).join(",")}; head ${head}`;
    await until(
      "every subscriber to reach the head",
      () =>
        normal.every((w) => w.sequences.at(-1) === head) &&
        pausedSubs.every((s) => s.received.at(-1)?.connection === 2 && s.received.at(-1)?.sequence === head),
      state,
    );

    console.log(
      `[faults] paused subscriber among ${NORMAL} (${PAUSED_SUBSCRIPTIONS} subscriptions on its socket, bound ${MAX_QUEUE} messages): ` +
        `dropped after ${mutationsAtDrop} mutations, ${mutations} in all; most queued for one socket ${await peak()}; ` +
        `delivered before the drop ${pausedSubs.reduce((n, s) => n + s.received.filter((r) => r.connection === 1).length, 0)} messages`,
    );

    // Dropped once, with the close the client can act on; never more waiting than the bound.
    expect(await dropped()).toBe(1);
    expect(closes[0]).toEqual({ code: 1013, reason: "Too far behind; reconnect to resume" });
    expect(await peak()).toBe(MAX_QUEUE);

    // The normal subscribers: every event, in order, no gap, no repeat.
    for (const watcher of normal) {
      expect(watcher.errors).toEqual([]);
      expect(watcher.sequences).toEqual(expected);
    }

    // The paused one: before the drop an unbroken run from the start; after reconnecting (since = start)
    // exactly every event. The server holds all of its subscriptions again, and nothing else.
    for (const sub of pausedSubs) {
      expect(sub.errors).toEqual([]);
      const before = sub.received.filter((r) => r.connection === 1).map((r) => r.sequence);
      expect(before).toEqual(range(start + 1, start + before.length));
      expect(before.length).toBeLessThan(expected.length);
      expect(sub.received.filter((r) => r.connection === 2).map((r) => r.sequence)).toEqual(expected);
    }
    expect(sockets).toHaveLength(2);
    expect(app.feeds.size).toBe(open);

    await paused.dispose();
    await Promise.all(normal.map((w) => w.client.dispose()));
  }, 120_000);
});
