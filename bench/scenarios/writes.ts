/**
 * Writes: shopping mutations (add → change price → mark purchased → remove, cycling) through GraphQL
 * and REST at 1, 8 and 32 clients, each client its own household or all in one shared household,
 * next to the floors (a) raw INSERT and (b) bare write at the same concurrency. The 1-client cell's
 * median is the mutation round trip.
 */
import type { Cell, Scenario } from "../lib/context.js";
import { withServerCpu } from "../lib/context.js";
import { bareWriteCells, rawInsertCell, ratio } from "../lib/floors.js";

const CONCURRENCY = (process.env.BENCH_CLIENTS ?? "1,8,32").split(",").map(Number);
/**
 * Both doors run this long (8 clients each, nothing recorded) before the first cell. A fresh server
 * compiles its write path as it goes: without it the first cell (GraphQL at 1 client, the round trip's)
 * measured V8's warm-up, 3.08 ms median and 2.94 ms of CPU per mutation against 2.19 and 1.30 ms for the
 * same cell run again after the others (twelfth look). The floors need none: they have little code.
 */
const WARM_MS = Number(process.env.BENCH_WRITES_WARM_MS ?? 4000);
const fmt = (c: Cell) => `${c.opsPerSec.toFixed(0)}/s (${c.medianMs.toFixed(2)}/${c.p99Ms.toFixed(1)})`;

export const writesScenario: Scenario = {
  name: "writes",
  async run(ctx) {
    const max = Math.max(...CONCURRENCY);
    const [shared, ...own] = await ctx.households(max + 1);
    const base = { durationMs: ctx.cellMs, warmupMs: ctx.warmupMs, url: ctx.url, tag: "writes" };
    const poolMax = ctx.backend === "embedded" ? 4 : 10;
    const bare = await bareWriteCells(ctx.dbUrl, CONCURRENCY, base, poolMax);
    const warmClients = own.slice(0, Math.min(8, own.length)).map((h, index) => ({ index, token: h.token, listId: h.listId }));
    if (WARM_MS > 0) {
      for (const op of ["graphql-shopping", "rest-shopping"]) await ctx.load(op, warmClients, { ...base, durationMs: WARM_MS, warmupMs: 0 });
    }
    const rows: Record<string, any>[] = [];
    for (const n of CONCURRENCY) {
      const mine = own.slice(0, n).map((h, index) => ({ index, token: h.token, listId: h.listId }));
      const ours = Array.from({ length: n }, (_, index) => ({ index, token: shared.token, listId: shared.listId }));
      const row = {
        clients: n,
        graphql: await withServerCpu(ctx.server, () => ctx.load("graphql-shopping", mine, base)),
        rest: await withServerCpu(ctx.server, () => ctx.load("rest-shopping", mine, base)),
        graphqlShared: await ctx.load("graphql-shopping", ours, base),
        restShared: await ctx.load("rest-shopping", ours, base),
        rawInsert: await rawInsertCell(ctx.dbUrl, n, base, ctx.backend === "embedded" ? poolMax : undefined),
        bareWrite: bare[n],
      };
      ctx.log(`  clients=${n}: GraphQL ${row.graphql.opsPerSec}/s REST ${row.rest.opsPerSec}/s shared ${row.graphqlShared.opsPerSec}/${row.restShared.opsPerSec}/s bare ${row.bareWrite.opsPerSec}/s INSERT ${row.rawInsert.opsPerSec}/s`);
      rows.push({
        ...row,
        ratios: {
          graphqlToBare: ratio(row.graphql.opsPerSec, row.bareWrite.opsPerSec),
          restToBare: ratio(row.rest.opsPerSec, row.bareWrite.opsPerSec),
          graphqlSharedToBare: ratio(row.graphqlShared.opsPerSec, row.bareWrite.opsPerSec),
          restSharedToBare: ratio(row.restShared.opsPerSec, row.bareWrite.opsPerSec),
          graphqlCpuToBare: ratio(row.graphql.serverCpuMsPerOp ?? NaN, row.bareWrite.serverCpuMsPerOp ?? NaN),
          restCpuToBare: ratio(row.rest.serverCpuMsPerOp ?? NaN, row.bareWrite.serverCpuMsPerOp ?? NaN),
          bareToInsert: ratio(row.bareWrite.opsPerSec, row.rawInsert.opsPerSec),
        },
      });
    }
    const one = rows.find((r) => r.clients === 1);
    const roundTrip = one
      ? {
          graphqlMs: one.graphql.medianMs,
          restMs: one.rest.medianMs,
          bareWriteMs: one.bareWrite.medianMs,
          rawInsertMs: one.rawInsert.medianMs,
          graphqlToBare: ratio(one.graphql.medianMs, one.bareWrite.medianMs),
          restToBare: ratio(one.rest.medianMs, one.bareWrite.medianMs),
        }
      : null;
    const x = (v: number | null) => (v === null ? "-" : `${v}x`);
    return {
      data: { cellMs: ctx.cellMs, rows, roundTrip },
      tables: [
        {
          title: "mutations per second, all clients together (median / p99 ms per operation); ratio = ops/s ÷ bare-write ops/s",
          header: ["clients", "GraphQL own", "REST own", "GraphQL shared", "REST shared", "(b) bare write", "(a) raw INSERT", "GQL/bare", "REST/bare", "GQL sh/bare", "REST sh/bare"],
          rows: rows.map((r) => [
            String(r.clients),
            fmt(r.graphql),
            fmt(r.rest),
            fmt(r.graphqlShared),
            fmt(r.restShared),
            fmt(r.bareWrite),
            fmt(r.rawInsert),
            x(r.ratios.graphqlToBare),
            x(r.ratios.restToBare),
            x(r.ratios.graphqlSharedToBare),
            x(r.ratios.restSharedToBare),
          ]),
        },
        {
          title: "server CPU ms per mutation (user + system of the serving process ÷ mutations, warm-up included); ratio = ÷ bare write's",
          header: ["clients", "GraphQL own", "REST own", "(b) bare write", "GQL/bare", "REST/bare"],
          rows: rows.map((r) => [
            String(r.clients),
            String(r.graphql.serverCpuMsPerOp ?? "-"),
            String(r.rest.serverCpuMsPerOp ?? "-"),
            String(r.bareWrite.serverCpuMsPerOp ?? "-"),
            x(r.ratios.graphqlCpuToBare),
            x(r.ratios.restCpuToBare),
          ]),
        },
        ...(roundTrip
          ? [
              {
                title: "mutation round trip at 1 client (median ms); ratio = ÷ bare-write round trip",
                header: ["GraphQL", "REST", "(b) bare write", "(a) raw INSERT", "GQL/bare", "REST/bare"],
                rows: [[String(roundTrip.graphqlMs), String(roundTrip.restMs), String(roundTrip.bareWriteMs), String(roundTrip.rawInsertMs), x(roundTrip.graphqlToBare), x(roundTrip.restToBare)]],
              },
            ]
          : []),
      ],
    };
  },
};
