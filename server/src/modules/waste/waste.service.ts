import { randomUUID } from "node:crypto";
import { badRequest, conflict } from "../../core/errors.js";
import type { CoreServices } from "../../core/module.js";
import type { RequestContext } from "../../core/request.js";
import type { TokenClaims } from "../../core/tokens.js";
import type { SpendingService } from "../budget/index.js";
import { decideWaste, type WasteCommand } from "./waste.decider.js";
import { cents, fromGroups, UNCATEGORISED, type WasteBucket, type WasteGroup } from "./waste.analytics.js";
import { evolveWasteEntry, initialWasteEntryState, wasteEntryStream, type WasteEntryFields } from "./waste.events.js";

export type { WasteBucket } from "./waste.analytics.js";

export interface WasteEntryView {
  id: string;
  source: string;
  name: string;
  category: string;
  quantity: number;
  unit: string;
  reason: string;
  value: number | null;
  day: string;
  productId: string | null;
}

export interface WasteAnalyticsView {
  fromMonth: string;
  toMonth: string;
  totalValue: number;
  entries: number;
  /** Entries whose value is not known (leftovers, items bought without a price). */
  entriesWithoutValue: number;
  byMonth: WasteBucket[];
  byCategory: WasteBucket[];
  byReason: WasteBucket[];
  topProducts: WasteBucket[];
  /** What was bought in the same months of the household's budget calendar (purchases marked on shopping lists), and the share of it wasted. */
  purchases: number;
  shareOfPurchasesWasted: number | null;
  trend: {
    /** The household's first three months with any kitchen data, and the waste value a month then. */
    baselineMonths: string[];
    baselineMonthly: number;
    /** The last three months of the range, and the waste value a month in them. */
    recentMonths: string[];
    recentMonthly: number;
    /** recent against baseline, e.g. -0.4 for 40% less; null until there are 6 months of history. */
    change: number | null;
  };
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function addMonths(month: string, count: number): string {
  const [y, m] = month.split("-").map(Number);
  const index = y * 12 + (m - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let m = from; m <= to && months.length < 120; m = addMonths(m, 1)) months.push(m);
  return months;
}

function toView(row: Record<string, any>): WasteEntryView {
  return {
    id: row.id,
    source: row.source,
    name: row.name,
    category: row.category || UNCATEGORISED,
    quantity: Number(row.quantity),
    unit: row.unit,
    reason: row.reason,
    value: row.value === null ? null : Number(row.value),
    day: row.day,
    productId: row.product_id,
  };
}

/**
 * Every sum the analytics screen shows, in one grouped query over the range: by month, by category as
 * written, by reason, by product (id, else name as written), and the total. Values are summed as whole
 * cents (integers: exact, and cheap on the embedded database), `pos` orders entries by day, then sequence
 * (days since 2000 in the high bits; a household's sequence stays far below 2^32), so the first entry of a
 * merged bucket names it; `fromGroups` merges the groups the way the screen
 * counts them (case-blind categories and names).
 */
const GROUPED_SQL = `
  select case when grouping(month) = 0 then 'month' when grouping(category) = 0 then 'category'
              when grouping(reason) = 0 then 'reason' when grouping(product_id, product_name) = 0 then 'product' else 'total' end as dim,
         case when grouping(month) = 0 then month when grouping(category) = 0 then category
              when grouping(reason) = 0 then reason when grouping(product_id, product_name) = 0 then product_id end as key,
         product_name as name,
         min(pos) as first_at,
         coalesce(sum(round(value * 100)::int), 0) as cents,
         count(*)::int as entries,
         (count(*) - count(value))::int as without_value
    from (select substr(day, 1, 7) as month, category, reason, product_id::text as product_id,
                 case when product_id is null then name end as product_name, value,
                 (day::date - date '2000-01-01')::bigint * 4294967296 + sequence as pos
            from waste_entries where household_id = ? and day >= ? and day <= ?) e
   group by grouping sets ((month), (category), (reason), (product_id, product_name), ())`;

/** The name of each catalogue product's first entry in the range (day, then sequence): its label. */
const PRODUCT_NAMES_SQL = `
  select distinct on (product_id) product_id::text as product_id, name from waste_entries
   where household_id = ? and day >= ? and day <= ? and product_id is not null order by product_id, day, sequence`;

/** Waste entries by hand, and the analytics over every source of waste. */
export function createWasteService(core: CoreServices, deps: { spending: SpendingService }) {
  async function run(ctx: RequestContext, auth: TokenClaims, entryId: string, command: WasteCommand, fresh = false): Promise<void> {
    await core.store.execute(
      { householdId: auth.householdId, actorId: auth.userId, now: core.now(), clientId: ctx.clientId, correlationId: ctx.requestId, idempotencyKey: ctx.idempotencyKey },
      async (tx) => {
        const stream = wasteEntryStream(entryId);
        if (fresh) {
          const [foreign] = await tx.em.execute<{ found: number }[]>("select 1 as found from events where stream_id = ? and household_id <> ? limit 1", [stream, auth.householdId]);
          if (foreign) throw conflict("This id is already in use; choose another");
        }
        const { state, version } = await tx.load(stream, evolveWasteEntry, initialWasteEntryState);
        await tx.append(stream, version, decideWaste(state, command));
        return null;
      },
    );
  }

  async function groupsBetween(householdId: string, fromDay: string, toDay: string): Promise<WasteGroup[]> {
    const em = core.db.em();
    const rows = await em.execute<Record<string, any>[]>(GROUPED_SQL, [householdId, fromDay, toDay]);
    const products = rows.some((r) => r.dim === "product" && r.key !== null)
      ? new Map((await em.execute<{ product_id: string; name: string }[]>(PRODUCT_NAMES_SQL, [householdId, fromDay, toDay])).map((r) => [r.product_id, r.name]))
      : new Map<string, string>();
    return rows.map((r) => ({
      dim: r.dim,
      key: r.key,
      name: r.name,
      firstName: r.dim === "product" ? (r.key === null ? r.name : (products.get(r.key) ?? null)) : null,
      firstAt: Number(r.first_at),
      value: Number(r.cents) / 100,
      entries: Number(r.entries),
      withoutValue: Number(r.without_value),
    }));
  }

  /** The value wasted between two days (both included), exact in cents. */
  async function valueBetween(householdId: string, fromDay: string, toDay: string): Promise<number> {
    const [row] = await core.db
      .em()
      .execute<{ value: number }[]>(
        "select coalesce(sum(round(value * 100)::int), 0) / 100.0 as value from waste_entries where household_id = ? and day >= ? and day <= ?",
        [householdId, fromDay, toDay],
      );
    return Number(row?.value ?? 0);
  }

  return {
    async record(ctx: RequestContext, auth: TokenClaims, input: { id?: string | null } & WasteEntryFields): Promise<WasteEntryView> {
      const entryId = input.id ?? randomUUID();
      const { id: _id, ...fields } = input;
      await run(ctx, auth, entryId, { type: "RecordWaste", entryId, fields }, true);
      const [row] = await core.db.em().execute<Record<string, any>[]>("select * from waste_entries where id = ? and household_id = ?", [entryId, auth.householdId]);
      return toView(row);
    },

    remove: (ctx: RequestContext, auth: TokenClaims, entryId: string) => run(ctx, auth, entryId, { type: "DeleteWasteEntry", entryId }),

    /** The latest entries, newest first. */
    async recent(householdId: string, limit: number): Promise<WasteEntryView[]> {
      const rows = await core.db
        .em()
        .execute<Record<string, any>[]>("select * from waste_entries where household_id = ? order by day desc, sequence desc limit ?", [householdId, Math.min(Math.max(limit, 1), 200)]);
      return rows.map(toView);
    },

    async analytics(householdId: string, fromMonth: string, toMonth: string): Promise<WasteAnalyticsView> {
      if (!MONTH.test(fromMonth) || !MONTH.test(toMonth)) throw badRequest("Months must look like 2026-11");
      if (fromMonth > toMonth) throw badRequest("fromMonth must not be after toMonth");
      const months = monthsBetween(fromMonth, toMonth);
      if (months.length > 60) throw badRequest("Analytics cover at most 60 months");
      const grouped = fromGroups(await groupsBetween(householdId, `${fromMonth}-01`, `${toMonth}-31`));
      const byMonth = months.map((month) => ({ key: month, value: grouped.months.get(month)?.value ?? 0, entries: grouped.months.get(month)?.entries ?? 0 }));
      const totalValue = grouped.totalValue;
      // The same months of the household's budget calendar, from the spending summed by month.
      const purchases = await deps.spending.totalOfMonths(householdId, fromMonth, toMonth);

      // The trend: the household's first months against the last three of the range.
      const [first] = await core.db.em().execute<{ day: string | null }[]>(
        `select min(d) as day from (
           select min(day) as d from waste_entries where household_id = ?
           union all select to_char(min(spent_at) at time zone 'UTC', 'YYYY-MM-DD') from spending_entries where household_id = ?
         ) s`,
        [householdId, householdId],
      );
      const start = first?.day ? first.day.slice(0, 7) : toMonth;
      const baselineMonths = [0, 1, 2].map((i) => addMonths(start, i)).filter((m) => m <= toMonth);
      const recentMonths = [2, 1, 0].map((i) => addMonths(toMonth, -i)).filter((m) => m >= start);
      const monthly = async (list: string[]) => {
        if (list.length === 0) return 0;
        // Months inside the range are already summed; only the household's first months may lie before it.
        const inRange = list[0]! >= fromMonth && list[list.length - 1]! <= toMonth;
        const sum = inRange
          ? list.reduce((s, m) => cents(s + (grouped.months.get(m)?.value ?? 0)), 0)
          : await valueBetween(householdId, `${list[0]}-01`, `${list[list.length - 1]}-31`);
        return cents(sum / list.length);
      };
      const baselineMonthly = await monthly(baselineMonths);
      const recentMonthly = await monthly(recentMonths);
      const enoughHistory = monthsBetween(start, toMonth).length >= 6 && baselineMonthly > 0;

      return {
        fromMonth,
        toMonth,
        totalValue,
        entries: grouped.entries,
        entriesWithoutValue: grouped.entriesWithoutValue,
        byMonth,
        byCategory: grouped.byCategory,
        byReason: grouped.byReason,
        topProducts: grouped.topProducts,
        purchases,
        shareOfPurchasesWasted: purchases > 0 ? Math.round((totalValue / purchases) * 1000) / 1000 : null,
        trend: {
          baselineMonths,
          baselineMonthly,
          recentMonths,
          recentMonthly,
          change: enoughHistory ? Math.round(((recentMonthly - baselineMonthly) / baselineMonthly) * 1000) / 1000 : null,
        },
      };
    },

    syncPoint: (householdId: string) => core.store.headOf(householdId),
  };
}

export type WasteService = ReturnType<typeof createWasteService>;
