/**
 * Fan-out: N graphql-ws sockets, one `householdEvents` subscription each, held by two subscriber
 * processes. Rows 1, 100 and 1,000: every socket belongs to one household and each REST mutation
 * (add an item, sent one at a time) is pushed to all N; next to it the floor (c), a raw `ws` server that broadcasts one
 * event-sized message to the same number of sockets on a POST. Row 10,000: 10 sockets in each of
 * 1,000 households, 200 mutations per second spread over the households. Latency = receipt time −
 * the time the mutation (or the broadcast POST) was sent, on this machine's wall clock.
 * Memory per subscription = growth of the server's heap + external memory after a full GC ÷ N.
 * Paused-subscriber rows: BENCH_PAUSED_NORMAL (100) sockets of one household, BENCH_PAUSED_MUTATIONS
 * (300) mutations sent one at a time, once alone and once with one more socket that holds 200
 * subscriptions and stops reading (so the kernel's buffers fill within a few dozen events, well before
 * the server's pings would end it): push latency to the normal ones, how the server closed the paused
 * one (1013 expected), and the server's heap + external growth over the load.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { latencyStats, round, wallClock, type BenchContext, type Household, type Scenario } from "../lib/context.js";
import { ratio } from "../lib/floors.js";
import { BENCH_DIR, spawnChild, type Child } from "../lib/processes.js";

const SIZES = (process.env.BENCH_FANOUT ?? "1,100,1000").split(",").map(Number);
const HOUSEHOLDS = Number(process.env.BENCH_HOUSEHOLDS ?? 1000);
const SUBS_PER_HOUSEHOLD = 10;
/**
 * Mutations of each one-household row (default 50, and 100 at 1,000 subscriptions). Each mutation is
 * 1,000 receipts there, so with 30 (the default until the twelfth look) the 1% slowest receipts were
 * a third of one mutation's: a single slow mutation set the row's p99. With 100 they are as many as
 * one mutation's receipts, and one slow mutation alone no longer decides it.
 */
const MUTATIONS = process.env.BENCH_FANOUT_MUTATIONS ? Number(process.env.BENCH_FANOUT_MUTATIONS) : undefined;
const RATE = Number(process.env.BENCH_FANOUT_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_FANOUT_SECONDS ?? 10);
const QUERY = "subscription { householdEvents { sequence data } }";
const PAUSED_NORMAL = Number(process.env.BENCH_PAUSED_NORMAL ?? 100);
const PAUSED_MUTATIONS = Number(process.env.BENCH_PAUSED_MUTATIONS ?? 300);
const PAUSED_SUBSCRIPTIONS = 200;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

let counter = 0;

async function mutate(ctx: BenchContext, h: Household, sent: Map<string, number>): Promise<void> {
  const name = `m${++counter}`;
  sent.set(name, wallClock());
  const res = await fetch(`${ctx.url}/api/shopping-lists/${h.listId}/items`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${h.token}` },
    body: JSON.stringify({ name, category: "Dairy", quantity: 1 }),
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`add item ${res.status}`);
}

async function broadcast(url: string, sent: Map<string, number>): Promise<void> {
  const name = `m${++counter}`;
  sent.set(name, wallClock());
  const res = await fetch(`${url}/broadcast`, { method: "POST", body: JSON.stringify({ name, sequence: counter }) });
  await res.arrayBuffer();
}

class Subscribers {
  constructor(private readonly procs: Child[]) {}
  async open(wsUrl: string, tokens: string[], query: string | null) {
    const parts = this.procs.map((_, p) => tokens.filter((_, i) => i % this.procs.length === p));
    await Promise.all(this.procs.map((proc, p) => proc.ask("open", { wsUrl, tokens: parts[p], query })));
  }
  async collect(): Promise<[string, number][]> {
    const out: [string, number][] = [];
    for (const proc of this.procs) {
      const { receipts } = await proc.ask("collect");
      for (let i = 0; i < receipts.length; i += 2) out.push([receipts[i], receipts[i + 1]]);
    }
    return out;
  }
  async close() {
    await Promise.all(this.procs.map((p) => p.ask("close")));
  }
  /** Each subscriber process's largest event-loop delay (ms) since the last ask. */
  async loopDelays(): Promise<number[]> {
    return Promise.all(this.procs.map(async (p) => (await p.ask("loopDelay")).maxMs as number));
  }
}

/** Waits until `expected` receipts of the sent names arrived (or `ms` passed); answers latencies and counts. */
async function gather(subs: Subscribers, sent: Map<string, number>, expected: number, ms: number) {
  const latencies: number[] = [];
  let closed = 0;
  const deadline = Date.now() + ms;
  for (;;) {
    for (const [name, t] of await subs.collect()) {
      if (name === "closed") closed += 1;
      const t0 = sent.get(name);
      if (t0 !== undefined) latencies.push(Math.max(0, t - t0));
    }
    if (latencies.length >= expected || Date.now() > deadline) break;
    await sleep(100);
  }
  return { latencies, closed, missed: Math.max(0, expected - latencies.length) };
}

/**
 * Below this many subscriptions the heap's own drift between two measurements (about a megabyte,
 * either way) is larger than what the subscriptions hold, so memory per subscription is not given.
 */
const MIN_SUBSCRIPTIONS_FOR_MEMORY = 100;

async function memoryPerSub(ctx: BenchContext, before: { heapUsed: number; external: number; rss: number }, n: number) {
  if (n < MIN_SUBSCRIPTIONS_FOR_MEMORY) return { heapPlusExternalBytesPerSub: null, rssBytesPerSub: null };
  const after = await ctx.serverMemory();
  return {
    heapPlusExternalBytesPerSub: Math.round((after.heapUsed + after.external - before.heapUsed - before.external) / n),
    rssBytesPerSub: Math.round((after.rss - before.rss) / n),
  };
}

const kbPerSub = (bytes: number | null) => (bytes === null ? "-" : `${round(bytes / 1024, 1)}`);

async function paced(count: number, perSecond: number, send: (i: number) => Promise<void>): Promise<number> {
  let errors = 0;
  const started = Date.now();
  const inflight: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const due = started + (i * 1000) / perSecond;
    const wait = due - Date.now();
    if (wait > 0) await sleep(wait);
    inflight.push(send(i).catch(() => void (errors += 1)));
  }
  await Promise.all(inflight);
  return errors;
}

/** Sends one change at a time (the next once the previous answered), with a short pause between. */
async function oneAtATime(count: number, send: () => Promise<void>): Promise<number> {
  let errors = 0;
  for (let i = 0; i < count; i++) {
    await send().catch(() => void (errors += 1));
    await sleep(20);
  }
  return errors;
}

export const fanoutScenario: Scenario = {
  name: "fanout",
  async run(ctx) {
    const procs = await Promise.all([0, 1].map(() => spawnChild(`${BENCH_DIR}/workers/sockets.mjs`)));
    const floorServer = await spawnChild(`${BENCH_DIR}/floors/ws-broadcast-server.mjs`);
    const subs = new Subscribers(procs);
    const wsUrl = ctx.url.replace(/^http/, "ws") + "/graphql";
    const floorWs = floorServer.ready.url.replace(/^http/, "ws");
    const rows: Record<string, any>[] = [];
    const pausedRows: Record<string, any>[] = [];
    try {
      const households = await ctx.households(Math.max(1, HOUSEHOLDS));
      const one = households[0];
      for (const n of SIZES) {
        const k = MUTATIONS ?? (n >= 1000 ? 100 : 50);
        const before = await ctx.serverMemory();
        await subs.open(wsUrl, Array.from({ length: n }, () => one.token), QUERY);
        const memory = await memoryPerSub(ctx, before, n);
        // Warm-up: everyone is live once all have the warm-up item.
        const warm = new Map<string, number>();
        await mutate(ctx, one, warm);
        await gather(subs, warm, n, 20_000);
        const sent = new Map<string, number>();
        const errors = await oneAtATime(k, () => mutate(ctx, one, sent));
        const got = await gather(subs, sent, n * k, 15_000);
        await subs.close();
        // The floor: the same number of sockets on a raw ws server, the same pace.
        await subs.open(floorWs, Array.from({ length: n }, () => "floor"), null);
        const fwarm = new Map<string, number>();
        await broadcast(floorServer.ready.url, fwarm);
        await gather(subs, fwarm, n, 10_000);
        const fsent = new Map<string, number>();
        await oneAtATime(k, () => broadcast(floorServer.ready.url, fsent));
        const floor = await gather(subs, fsent, n * k, 10_000);
        await subs.close();
        const push = latencyStats(got.latencies);
        const raw = latencyStats(floor.latencies);
        const row = { subscriptions: n, households: 1, mutations: k, errors, missed: got.missed, closed: got.closed, push, rawWsBroadcast: raw, ...memory, p99ToFloor: ratio(push.p99Ms, raw.p99Ms), medianToFloor: ratio(push.medianMs, raw.medianMs) };
        ctx.log(`  ${n} subscriptions: push p50 ${push.medianMs} p99 ${push.p99Ms} ms (raw ws ${raw.medianMs}/${raw.p99Ms}), missed ${got.missed}, ${kbPerSub(memory.heapPlusExternalBytesPerSub)} KB/sub`);
        rows.push(row);
      }
      // One paused subscriber among PAUSED_NORMAL normal ones, at RATE for SECONDS; the same without it first.
      for (const withPaused of [false, true]) {
        await subs.open(wsUrl, Array.from({ length: PAUSED_NORMAL }, () => one.token), QUERY);
        const warm = new Map<string, number>();
        await mutate(ctx, one, warm);
        await gather(subs, warm, PAUSED_NORMAL, 20_000);
        const before = await ctx.serverMemory();
        if (withPaused) await procs[0].ask("pause", { wsUrl, token: one.token, query: QUERY, subscriptions: PAUSED_SUBSCRIPTIONS });
        const sent = new Map<string, number>();
        const count = PAUSED_MUTATIONS;
        const t0 = Date.now();
        const errors = await oneAtATime(count, () => mutate(ctx, one, sent));
        const achieved = round((count / (Date.now() - t0)) * 1000, 1);
        const got = await gather(subs, sent, (count - errors) * PAUSED_NORMAL, 20_000);
        const after = await ctx.serverMemory();
        const heapGrowthMb = round((after.heapUsed + after.external - before.heapUsed - before.external) / 2 ** 20, 1);
        const pausedClose = withPaused ? ((await procs[0].ask("resume")).closes[0] as { code: number | null; reason: string }) : null;
        await subs.close();
        const push = latencyStats(got.latencies);
        const label = withPaused ? `${PAUSED_NORMAL} subscriptions + 1 paused socket (${PAUSED_SUBSCRIPTIONS} subscriptions)` : `${PAUSED_NORMAL} subscriptions, none paused`;
        ctx.log(
          `  ${label} at ${achieved} mutations/s: push p50 ${push.medianMs} p99 ${push.p99Ms} ms, missed ${got.missed}, errors ${errors}, ` +
            `heap+ext growth ${heapGrowthMb} MB${pausedClose ? `, paused socket closed ${pausedClose.code} "${pausedClose.reason}"` : ""}`,
        );
        pausedRows.push({ subscriptions: PAUSED_NORMAL, paused: withPaused, mutations: count, mutationsPerSec: achieved, errors, missed: got.missed, closed: got.closed, push, heapGrowthMb, pausedClose });
      }
      // 10 per household over every household, mutations spread over them at RATE per second.
      const total = households.length * SUBS_PER_HOUSEHOLD;
      const before = await ctx.serverMemory();
      await subs.open(wsUrl, households.flatMap((h) => Array.from({ length: SUBS_PER_HOUSEHOLD }, () => h.token)), QUERY);
      const memory = await memoryPerSub(ctx, before, total);
      // Warm-up: one change in every household at the row's pace, so the load below meets the server
      // as a family's devices do after their first request: sessions checked (and cached), statements
      // prepared on every pooled connection. Before, only 20 households had a change before the
      // measurement, so for its first five seconds every mutation also paid its session check.
      const warm = new Map<string, number>();
      const warmErrors = await paced(households.length, RATE, (i) => mutate(ctx, households[i], warm));
      await gather(subs, warm, (households.length - warmErrors) * SUBS_PER_HOUSEHOLD, 20_000);
      const sent = new Map<string, number>();
      const count = Math.round(RATE * SECONDS);
      // The load generators' own stalls: a send stamped before a stall of this process, or a receipt
      // stamped after a stall of a subscriber process, reads as a slow push. Largest over the load.
      await subs.loopDelays();
      const senderDelay = monitorEventLoopDelay({ resolution: 10 });
      senderDelay.enable();
      const t0 = Date.now();
      const errors = await paced(count, RATE, (i) => mutate(ctx, households[i % households.length], sent));
      const achieved = round((count / (Date.now() - t0)) * 1000, 1);
      senderDelay.disable();
      const generatorStallMs = { sender: round(senderDelay.max / 1e6, 1), subscribers: (await subs.loopDelays()).map((ms) => round(ms, 1)) };
      const got = await gather(subs, sent, (count - errors) * SUBS_PER_HOUSEHOLD, 20_000);
      await subs.close();
      const push = latencyStats(got.latencies);
      ctx.log(
        `  ${total} subscriptions over ${households.length} households at ${achieved} mutations/s: push p50 ${push.medianMs} p99 ${push.p99Ms} ms, missed ${got.missed}, errors ${errors}, ${kbPerSub(memory.heapPlusExternalBytesPerSub)} KB/sub; ` +
          `longest stall of the sender ${generatorStallMs.sender} ms, of the subscriber processes ${generatorStallMs.subscribers.join(" / ")} ms`,
      );
      rows.push({ subscriptions: total, households: households.length, mutations: count, mutationsPerSec: achieved, errors, missed: got.missed, closed: got.closed, push, rawWsBroadcast: null, ...memory, p99ToFloor: null, medianToFloor: null, generatorStallMs });
    } finally {
      await Promise.all([...procs, floorServer].map((p) => p.stop().catch(() => undefined)));
    }
    return {
      data: { rows, pausedRows },
      tables: [
        {
          title: "fan-out: push latency from mutation sent to receipt (ms); (c) raw ws broadcast to the same number of sockets; memory per subscription on the server",
          header: ["subs", "households", "mutations", "push p50", "push p99", "(c) raw ws p50", "(c) raw ws p99", "p99/floor", "missed", "errors", "KB/sub heap+ext", "KB/sub rss"],
          rows: rows.map((r) => [
            String(r.subscriptions),
            String(r.households),
            r.mutationsPerSec ? `${r.mutations} @${r.mutationsPerSec}/s` : String(r.mutations),
            String(r.push.medianMs),
            String(r.push.p99Ms),
            r.rawWsBroadcast ? String(r.rawWsBroadcast.medianMs) : "-",
            r.rawWsBroadcast ? String(r.rawWsBroadcast.p99Ms) : "-",
            r.p99ToFloor === null ? "-" : `${r.p99ToFloor}x`,
            String(r.missed),
            String(r.errors),
            kbPerSub(r.heapPlusExternalBytesPerSub),
            kbPerSub(r.rssBytesPerSub),
          ]),
        },
        {
          title: "fan-out with one paused subscriber: push latency to the normal sockets (ms), how the paused socket was closed, server heap+external growth over the load",
          header: ["subs", "paused socket", "mutations", "push p50", "push p99", "missed", "errors", "paused closed", "heap+ext growth MB"],
          rows: pausedRows.map((r) => [
            String(r.subscriptions),
            r.paused ? `1 (${PAUSED_SUBSCRIPTIONS} subs)` : "none",
            `${r.mutations} @${r.mutationsPerSec}/s`,
            String(r.push.medianMs),
            String(r.push.p99Ms),
            String(r.missed),
            String(r.errors),
            r.pausedClose ? `${r.pausedClose.code} ${r.pausedClose.reason}` : "-",
            String(r.heapGrowthMb),
          ]),
        },
      ],
    };
  },
};
