/**
 * Projection rebuild: BENCH_REBUILD_EVENTS (default 200,000) synthetic shopping events (100
 * households, each a list and items that are added, repriced, purchased and removed) are written
 * straight into the events table, then, with the server stopped, `npm run projections:rebuild`
 * (server/src/cli/rebuild-projections.ts) replays every event into fresh read models. Speed = all
 * events in the store ÷ the time the CLI reports for the replay (boot and migrations excluded).
 */
import { spawn } from "node:child_process";
import os from "node:os";
import pg from "pg";
import type { Scenario } from "../lib/context.js";
import { SERVER_DIR } from "../lib/processes.js";

const EVENTS = Number(process.env.BENCH_REBUILD_EVENTS ?? 200_000);

export const rebuildScenario: Scenario = {
  name: "rebuild",
  async run(ctx) {
    const items = Math.ceil(EVENTS / 4);
    const client = new pg.Client({ connectionString: ctx.dbUrl });
    await client.connect();
    try {
      await client.query("begin");
      await client.query("create temporary table bench_hh on commit drop as select i, gen_random_uuid() as hid, gen_random_uuid() as lid from generate_series(0, 99) i");
      await client.query(`
        insert into events (household_id, sequence, stream_id, stream_version, type, schema_version, data, metadata, idempotency_key, recorded_at)
        select hid, 1, 'shopping-list-' || lid, 1, 'ShoppingListCreated', 1, jsonb_build_object('listId', lid, 'name', 'Bench list ' || i),
               jsonb_build_object('householdId', hid, 'actorId', null, 'correlationId', gen_random_uuid(), 'causationId', null, 'clientId', null), null, now()
          from bench_hh`);
      await client.query(
        `insert into events (household_id, sequence, stream_id, stream_version, type, schema_version, data, metadata, idempotency_key, recorded_at)
         select h.hid, (g / 100) * 4 + k + 2, 'shopping-item-' || x.item, k + 1,
                (array['ShoppingItemAdded','ShoppingItemFieldChanged','ShoppingItemToggled','ShoppingItemRemoved'])[k + 1], 1,
                case k
                  when 0 then jsonb_build_object('itemId', x.item, 'listId', h.lid, 'orderPosition', null, 'name', 'Oat milk ' || g, 'category', 'Dairy',
                                                 'quantity', 2, 'estimatedPrice', 1.99, 'actualPrice', null, 'store', null, 'aisle', null, 'department', null, 'notes', null)
                  when 1 then jsonb_build_object('itemId', x.item, 'listId', h.lid, 'field', 'estimatedPrice', 'value', 2.49, 'previousValue', 1.99)
                  when 2 then jsonb_build_object('itemId', x.item, 'listId', h.lid, 'purchased', true, 'completedAt', '2026-11-23T10:00:00.000Z')
                  else jsonb_build_object('itemId', x.item, 'listId', h.lid)
                end,
                jsonb_build_object('householdId', h.hid, 'actorId', null, 'correlationId', x.item, 'causationId', null, 'clientId', null), null, now()
           from generate_series(0, $1::int - 1) g
           join bench_hh h on h.i = g % 100
           cross join lateral (select md5(h.hid::text || g)::uuid as item) x
           cross join generate_series(0, 3) k
          order by g, k`,
        [items],
      );
      await client.query(
        `insert into household_sequences (household_id, last_sequence) select household_id, max(sequence) from events where household_id in (select hid from bench_hh) group by household_id`,
      );
      await client.query("commit");
      // What a bulk load does before the server goes on serving: new planner statistics for the
      // tables it grew. Autovacuum would gather them within a minute, but this machine's Postgres
      // runs with it off, and the rows after this one (the browser's live changes) would be served
      // by plans made with the statistics of a much smaller table.
      await client.query("analyze events, household_sequences");
      const { rows } = await client.query<{ n: string }>("select count(*) as n from events");
      return { tables: [], data: { events: Number(rows[0].n) } };
    } finally {
      await client.end();
    }
  },
  async afterServer(ctx, result) {
    const output = await new Promise<string>((resolve, reject) => {
      // With BENCH_SERVER_PROFILE, the rebuild CLI writes its CPU profile there too.
      const profile = process.env.BENCH_SERVER_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}`] : [];
      const child = spawn(process.execPath, [...profile, "--import", "@swc-node/register/esm-register", "src/cli/rebuild-projections.ts"], {
        cwd: SERVER_DIR,
        env: { ...process.env, ...ctx.serverEnv, SWC_NODE_PROJECT: `${SERVER_DIR}/tsconfig.json` },
        stdio: ["ignore", "pipe", "inherit"],
      });
      let out = "";
      child.stdout.on("data", (c: Buffer) => (out += c.toString()));
      child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`rebuild exited ${code}: ${out}`))));
    });
    const match = /from (\d+) events in (\d+) ms, cpu (\d+) ms/.exec(output);
    if (!match) throw new Error(`unexpected rebuild output: ${output}`);
    const events = Number(match[1]);
    const ms = Number(match[2]);
    const cpuMs = Number(match[3]);
    const perSec = Math.round((events / ms) * 1000);
    const perCpuSec = Math.round((events / Math.max(cpuMs, 1)) * 1000);
    const load = os.loadavg()[0].toFixed(1);
    ctx.log(`  rebuild: ${events} events in ${ms} ms = ${perSec} events/s (CLI process cpu ${cpuMs} ms = ${perCpuSec} events per cpu-second; load ${load})`);
    return {
      data: { ...result.data, events, ms, eventsPerSec: perSec, cpuMs, eventsPerCpuSec: perCpuSec, loadAverage: Number(load) },
      tables: [
        {
          title: "projection rebuild (npm run projections:rebuild, server stopped)",
          header: ["events", "ms", "events/s", "CLI cpu ms", "events/cpu-s", "load avg"],
          rows: [[String(events), String(ms), String(perSec), String(cpuMs), String(perCpuSec), load]],
        },
      ],
    };
  },
};
