/**
 * Pantry: writes per second (add → use half → move → throw away, cycling, through GraphQL) at 1 and 8
 * clients, each client its own household, and the time to list a 2,000-item pantry (`pantryItems`,
 * the query /app/pantry reads) once the household holds 2,000 items. List it in bench/scenarios/index.ts.
 */
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { cellOf, latencyStats, type Cell, type Scenario, type ScenarioResult } from "../lib/context.js";

const CONCURRENCY = (process.env.BENCH_PANTRY_CLIENTS ?? "1,8").split(",").map(Number);
const LIST_ITEMS = Number(process.env.BENCH_PANTRY_ITEMS ?? 2000);
const LIST_SAMPLES = Number(process.env.BENCH_PANTRY_LIST_SAMPLES ?? 30);
const LOCATIONS = ["pantry", "fridge", "freezer"];

async function gql(url: string, token: string, query: string, variables: Record<string, unknown>): Promise<any> {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: any; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors[0].message);
  return body.data;
}

const ADD = `mutation($input: AddPantryItemInput!, $key: String) { addPantryItem(input: $input, idempotencyKey: $key) { id } }`;
const CONSUME = `mutation($id: ID!, $q: Float, $key: String) { consumePantryItem(id: $id, quantity: $q, idempotencyKey: $key) { id } }`;
const MOVE = `mutation($id: ID!, $to: String!, $key: String) { movePantryItem(id: $id, location: $to, idempotencyKey: $key) { id } }`;
const DISCARD = `mutation($id: ID!, $key: String) { discardPantryItem(id: $id, reason: "too_much", idempotencyKey: $key) { id } }`;
const LIST = `{ pantryItems { id name quantity unit location expiresOn expiryState value revision } }`;

/** One client's loop: each call is one write, cycling through an item's life. */
function writer(url: string, token: string) {
  let step = 0;
  let itemId = "";
  return async () => {
    const key = randomUUID();
    switch (step++ % 4) {
      case 0:
        itemId = randomUUID();
        await gql(url, token, ADD, { input: { id: itemId, name: `Bench oats ${step}`, quantity: 2, unit: "bag", expiresOn: "2027-03-01", pricePaid: 4.2 }, key });
        return;
      case 1:
        await gql(url, token, CONSUME, { id: itemId, q: 1, key });
        return;
      case 2:
        await gql(url, token, MOVE, { id: itemId, to: LOCATIONS[step % 3] === "pantry" ? "fridge" : LOCATIONS[step % 3], key });
        return;
      default:
        await gql(url, token, DISCARD, { id: itemId, key });
    }
  };
}

async function drive(workers: (() => Promise<void>)[], warmupMs: number, ms: number): Promise<Cell> {
  const run = async (duration: number) => {
    const latencies: number[] = [];
    let errors = 0;
    const started = performance.now();
    await Promise.all(
      workers.map(async (op) => {
        while (performance.now() < started + duration) {
          const t0 = performance.now();
          try {
            await op();
            latencies.push(performance.now() - t0);
          } catch {
            errors += 1;
          }
        }
      }),
    );
    return cellOf(latencies, errors, performance.now() - started);
  };
  await run(warmupMs);
  return run(ms);
}

export const pantryScenario: Scenario = {
  name: "pantry",
  async run(ctx): Promise<ScenarioResult> {
    const households = await ctx.households(Math.max(...CONCURRENCY) + 1);
    const [big, ...own] = households;
    const writes: { clients: number; cell: Cell }[] = [];
    for (const n of CONCURRENCY) {
      const cell = await drive(own.slice(0, n).map((h) => writer(ctx.url, h.token)), ctx.warmupMs, ctx.cellMs);
      ctx.log(`  pantry writes, clients=${n}: ${cell.opsPerSec}/s (median ${cell.medianMs} ms, p99 ${cell.p99Ms} ms)`);
      writes.push({ clients: n, cell });
    }

    // A 2,000-item pantry, filled 8 writes at a time, then listed as the screen lists it.
    for (let i = 0; i < LIST_ITEMS; i += 8) {
      await Promise.all(
        Array.from({ length: Math.min(8, LIST_ITEMS - i) }, (_, k) =>
          gql(ctx.url, big.token, ADD, {
            input: { name: `Bench item ${i + k}`, quantity: 1 + ((i + k) % 5), unit: "pcs", location: LOCATIONS[(i + k) % 3], expiresOn: `2027-0${1 + ((i + k) % 9)}-1${(i + k) % 9}`, pricePaid: 1 + ((i + k) % 7) },
            key: randomUUID(),
          }),
        ),
      );
    }
    const latencies: number[] = [];
    let count = 0;
    for (let s = 0; s < LIST_SAMPLES; s++) {
      const t0 = performance.now();
      count = (await gql(ctx.url, big.token, LIST, {})).pantryItems.length;
      latencies.push(performance.now() - t0);
    }
    const list = { items: count, ...latencyStats(latencies) };
    ctx.log(`  list a ${count}-item pantry: median ${list.medianMs} ms, p95 ${list.p95Ms} ms`);
    return {
      data: { cellMs: ctx.cellMs, writes, list },
      tables: [
        {
          title: "pantry writes per second (GraphQL: add → use half → move → throw away; each client its own household)",
          header: ["clients", "writes/s", "median ms", "p99 ms", "errors"],
          rows: writes.map((w) => [String(w.clients), w.cell.opsPerSec.toFixed(0), w.cell.medianMs.toFixed(2), w.cell.p99Ms.toFixed(1), String(w.cell.errors)]),
        },
        {
          title: `listing a ${count}-item pantry (pantryItems, as /app/pantry reads it)`,
          header: ["samples", "median ms", "p95 ms", "p99 ms"],
          rows: [[String(list.samples), String(list.medianMs), String(list.p95Ms), String(list.p99Ms)]],
        },
      ],
    };
  },
};
