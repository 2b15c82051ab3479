/**
 * Analytics over a year of one household's data: BENCH_ANALYTICS_PURCHASES (default 10,000) purchases and
 * BENCH_ANALYTICS_WASTE (default 1,000) waste entries, spread evenly over the last 365 days, then each query
 * the budget and waste screens run is timed through GraphQL over HTTP (BENCH_ANALYTICS_SAMPLES, default 30):
 * /app/budget's month (budgetMonth) and its history by month and category (budgetHistory over 12 months),
 * /app/waste-analytics (wasteAnalytics over 12 months: money and quantity by month, category, reason and
 * product, the top wasted products, the trend and the share of purchases wasted) and /app/waste-tracking's
 * list (wasteEntries). Target: each under 50 ms on the embedded default (measured, not asserted).
 *
 * Loading: the events a purchase and a manual waste entry record (SpendingRecorded, WasteRecorded) are
 * written straight into the events table at the household's next sequences, with recorded_at spread over
 * the year; then the server's own projections that handle them (the budget's spending and the waste
 * projection) rebuild their read models from every event in the store, in one transaction
 * (server/src/core/rebuild.ts `rebuildReadModels`, the code `npm run projections:rebuild` runs), over the
 * server's database. The read models are therefore the ones the app's projections write, row for row.
 */
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { openDatabase } from "../../server/src/core/database.js";
import { EventStore } from "../../server/src/core/event-store.js";
import { createLogger } from "../../server/src/core/logger.js";
import { createMetrics } from "../../server/src/core/metrics.js";
import { rebuildReadModels } from "../../server/src/core/rebuild.js";
import { modules } from "../../server/src/modules/index.js";
import { latencyStats, type BenchContext, type Scenario, type ScenarioResult } from "../lib/context.js";

const PURCHASES = Number(process.env.BENCH_ANALYTICS_PURCHASES ?? 10_000);
const WASTE = Number(process.env.BENCH_ANALYTICS_WASTE ?? 1_000);
const SAMPLES = Number(process.env.BENCH_ANALYTICS_SAMPLES ?? 30);
const TARGET_MS = 50;
const DAY_MS = 86_400_000;
const CATEGORIES = ["Produce", "Dairy", "Meat & Seafood", "Bakery", "Pantry", "Frozen", "Beverages", "Snacks", "Household", "Baby"];
const FOODS = ["Spinach", "Strawberries", "Whole milk", "Greek yogurt", "Sourdough loaf", "Chicken thighs", "Salmon fillet", "Bananas", "Avocados", "Cilantro",
  "Romaine hearts", "Cheddar", "Tortillas", "Mushrooms", "Bell peppers", "Blueberries", "Ground beef", "Heavy cream", "Bagels", "Raspberries"];
const REASONS = ["spoiled", "expired", "too_much", "other"];

async function gql(url: string, token: string, query: string, variables: Record<string, unknown> = {}): Promise<any> {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: any; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors[0]!.message);
  return body.data;
}

/** The household id a session token carries (its claims are a JWT payload). */
function householdOf(token: string): string {
  const claims = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { householdId?: string };
  if (!claims.householdId) throw new Error("the bench household's token carries no householdId");
  return claims.householdId;
}

const month = (ms: number) => new Date(ms).toISOString().slice(0, 7);

/** Writes the year's events at the household's next sequences (one transaction, a few statements). */
async function writeEvents(dbUrl: string, householdId: string, now: number): Promise<number> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    await client.query("begin");
    const { rows } = await client.query<{ last: string }>("select last_sequence as last from household_sequences where household_id = $1 for update", [householdId]);
    const last = Number(rows[0]?.last ?? 0);
    const listId = randomUUID();
    const meta = (correlation: string) => ({ householdId, actorId: null, correlationId: correlation, causationId: null, clientId: null });
    const events: unknown[][] = [];
    let sequence = last;
    // One purchase every year / PURCHASES, like ticking items off the list through the year.
    for (let i = 0; i < PURCHASES; i++) {
      const itemId = randomUUID();
      const at = new Date(now - 365 * DAY_MS + Math.floor((i * 365 * DAY_MS) / PURCHASES));
      const quantity = 1 + (i % 3);
      const unitPrice = Math.round((0.79 + ((i * 37) % 1100) / 100) * 100) / 100;
      const data = {
        entryId: randomUUID(),
        itemId,
        listId,
        description: FOODS[i % FOODS.length],
        category: i % 17 === 0 ? null : CATEGORIES[i % CATEGORIES.length],
        quantity,
        unitPrice,
        amount: Math.round(quantity * unitPrice * 100) / 100,
        priceSource: "estimated",
      };
      events.push([++sequence, `spending-item-${itemId}`, "SpendingRecorded", data, meta(itemId), at]);
    }
    for (let i = 0; i < WASTE; i++) {
      const entryId = randomUUID();
      const at = new Date(now - 365 * DAY_MS + Math.floor((i * 365 * DAY_MS) / WASTE));
      const data = {
        entryId,
        name: FOODS[(i * 7) % FOODS.length],
        category: CATEGORIES[i % 6],
        quantity: 1 + (i % 4),
        unit: i % 2 ? "pcs" : "lb",
        reason: REASONS[i % REASONS.length],
        value: i % 9 === 0 ? null : Math.round((1 + ((i * 13) % 800) / 100) * 100) / 100,
        day: at.toISOString().slice(0, 10),
      };
      events.push([++sequence, `waste-entry-${entryId}`, "WasteRecorded", data, meta(entryId), at]);
    }
    for (let i = 0; i < events.length; i += 1000) {
      const chunk = events.slice(i, i + 1000);
      const values: unknown[] = [];
      const tuples = chunk.map((e, k) => {
        values.push(householdId, e[0], e[1], e[2], JSON.stringify(e[3]), JSON.stringify(e[4]), e[5]);
        const p = k * 7;
        return `($${p + 1}, $${p + 2}, $${p + 3}, 1, $${p + 4}, 1, $${p + 5}::jsonb, $${p + 6}::jsonb, null, $${p + 7})`;
      });
      await client.query(
        `insert into events (household_id, sequence, stream_id, stream_version, type, schema_version, data, metadata, idempotency_key, recorded_at) values ${tuples.join(", ")}`,
        values,
      );
    }
    await client.query("update household_sequences set last_sequence = $2 where household_id = $1", [householdId, sequence]);
    await client.query("commit");
    return events.length;
  } finally {
    await client.end();
  }
}

/** The projections of those event types rebuild their read models from the whole store (server code, server database). */
async function project(dbUrl: string): Promise<{ events: number; tables: string[] }> {
  const logger = createLogger("warn", "bench-analytics");
  const db = await openDatabase({
    databaseUrl: dbUrl,
    dataDir: "", // unused: the server's database is reached by URL
    entities: modules.flatMap((m) => m.entities),
    migrations: modules.flatMap((m) => m.migrations ?? []),
    logger,
    poolMax: 2,
  });
  try {
    const projections = modules.flatMap((m) => m.projections).filter((p) => p.handles.includes("SpendingRecorded") || p.handles.includes("WasteRecorded"));
    const store = new EventStore({
      db,
      projections,
      upcasters: Object.assign({}, ...modules.map((m) => m.upcasters ?? {})),
      logger,
      metrics: createMetrics(),
      onCommitted: () => undefined,
    });
    return await rebuildReadModels(db, store);
  } finally {
    await db.close();
  }
}

export const analyticsScenario: Scenario = {
  name: "analytics",
  async run(ctx: BenchContext): Promise<ScenarioResult> {
    const [home] = await ctx.households(1);
    const call = (query: string, variables?: Record<string, unknown>) => gql(ctx.url, home!.token, query, variables);
    const householdId = householdOf(home!.token);
    const now = Date.now();

    const t0 = performance.now();
    const written = await writeEvents(ctx.dbUrl, householdId, now);
    const writeMs = performance.now() - t0;
    const t1 = performance.now();
    const projected = await project(ctx.dbUrl);
    const projectMs = performance.now() - t1;
    ctx.log(`  analytics: ${written} events written in ${Math.round(writeMs)} ms; ${projected.tables.join(", ")} rebuilt from ${projected.events} events in ${Math.round(projectMs)} ms`);

    // The last 12 months, this one included (what the screens' year view asks for).
    const toMonth = month(now);
    const start = new Date(now);
    start.setUTCDate(1);
    start.setUTCMonth(start.getUTCMonth() - 11);
    const fromMonth = month(start.getTime());
    const queries: [string, string, Record<string, unknown>, (data: any) => string][] = [
      [
        "budgetHistory (12 months by month and category, /app/budget)",
        `query($fromMonth: String!, $toMonth: String!) { budgetHistory(fromMonth: $fromMonth, toMonth: $toMonth) { month spent limit byCategory { category spent } } }`,
        { fromMonth, toMonth },
        (d) => `${d.budgetHistory.length} months, $${Math.round(d.budgetHistory.reduce((s: number, m: any) => s + m.spent, 0))}`,
      ],
      [
        "budgetMonth (this month against the budget, /app/budget)",
        `query { budgetSyncPoint budgetCategories budgetMonth { month total { spent limit } categories { category spent limit } expenses { id amount } alerts { category threshold } byPayer { name amount } } }`,
        {},
        (d) => `${d.budgetMonth.categories.length} categories, $${Math.round(d.budgetMonth.total.spent)}`,
      ],
      [
        "wasteAnalytics (12 months: month, category, reason, product, top, trend, share, /app/waste-analytics)",
        `query($fromMonth: String!, $toMonth: String!) { wasteSyncPoint wasteAnalytics(fromMonth: $fromMonth, toMonth: $toMonth) {
          totalValue entries entriesWithoutValue purchases shareOfPurchasesWasted
          byMonth { key value entries } byCategory { key value entries } byReason { key value entries } topProducts { key value entries }
          trend { baselineMonths baselineMonthly recentMonths recentMonthly change } } }`,
        { fromMonth, toMonth },
        (d) => `${d.wasteAnalytics.entries} entries, $${Math.round(d.wasteAnalytics.totalValue)} of $${Math.round(d.wasteAnalytics.purchases)} purchases`,
      ],
      [
        "wasteEntries (latest 100, /app/waste-tracking)",
        `query { wasteSyncPoint wasteEntries(limit: 100) { id source name category quantity unit reason value day } }`,
        {},
        (d) => `${d.wasteEntries.length} rows`,
      ],
    ];

    const measured: { name: string; answer: string; samples: number; medianMs: number; p95Ms: number; p99Ms: number }[] = [];
    for (const [name, query, variables, describe] of queries) {
      const answer = describe(await call(query, variables)); // warm-up, and what it answered
      const latencies: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        const start = performance.now();
        await call(query, variables);
        latencies.push(performance.now() - start);
      }
      const stats = latencyStats(latencies);
      measured.push({ name, answer, ...stats });
      ctx.log(`  ${name}: median ${stats.medianMs} ms, p95 ${stats.p95Ms} ms (${answer})`);
    }

    return {
      data: { purchases: PURCHASES, waste: WASTE, eventsWritten: written, writeMs: Math.round(writeMs), projectMs: Math.round(projectMs), targetMs: TARGET_MS, queries: measured },
      tables: [
        {
          title: `analytics over a year of one household (${PURCHASES} purchases, ${WASTE} waste entries), GraphQL over HTTP`,
          notes: [`loaded: ${written} events into the store (${Math.round(writeMs)} ms), then the spending and waste projections rebuilt (${Math.round(projectMs)} ms)`],
          header: ["query", "answered", "samples", "median ms", "p95 ms", `under ${TARGET_MS} ms (p95)`],
          rows: measured.map((m) => [m.name, m.answer, String(m.samples), String(m.medianMs), String(m.p95Ms), m.p95Ms < TARGET_MS ? "yes" : "no"]),
        },
      ],
    };
  },
};
