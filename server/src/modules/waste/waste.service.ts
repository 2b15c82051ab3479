import { randomUUID } from "node:crypto";
import { badRequest, conflict } from "../../core/errors.js";
import type { CoreServices } from "../../core/module.js";
import type { RequestContext } from "../../core/request.js";
import type { TokenClaims } from "../../core/tokens.js";
import type { SpendingService } from "../budget/index.js";
import { decideWaste, type WasteCommand } from "./waste.decider.js";
import { evolveWasteEntry, initialWasteEntryState, wasteEntryStream, type WasteEntryFields } from "./waste.events.js";

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

export interface WasteBucket {
  key: string;
  value: number;
  entries: number;
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
  /** What was bought in the same months (purchases marked on shopping lists), and the share of it wasted. */
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
const cents = (v: number) => Math.round(v * 100) / 100;
const UNCATEGORISED = "Other";

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

function buckets(rows: WasteEntryView[], keyOf: (row: WasteEntryView) => string, label: (row: WasteEntryView) => string = keyOf): WasteBucket[] {
  const map = new Map<string, WasteBucket>();
  for (const row of rows) {
    const k = keyOf(row);
    const b = map.get(k) ?? { key: label(row), value: 0, entries: 0 };
    b.value = cents(b.value + (row.value ?? 0));
    b.entries += 1;
    map.set(k, b);
  }
  return [...map.values()].sort((a, b) => b.value - a.value || b.entries - a.entries || a.key.localeCompare(b.key));
}

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

  async function entriesBetween(householdId: string, fromDay: string, toDay: string): Promise<WasteEntryView[]> {
    const rows = await core.db
      .em()
      .execute<Record<string, any>[]>("select * from waste_entries where household_id = ? and day >= ? and day <= ? order by day, sequence", [householdId, fromDay, toDay]);
    return rows.map(toView);
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
      const rows = await entriesBetween(householdId, `${fromMonth}-01`, `${toMonth}-31`);
      const byMonth = months.map((month) => {
        const inMonth = rows.filter((r) => r.day.startsWith(month));
        return { key: month, value: cents(inMonth.reduce((s, r) => s + (r.value ?? 0), 0)), entries: inMonth.length };
      });
      const totalValue = cents(rows.reduce((s, r) => s + (r.value ?? 0), 0));
      const spent = await deps.spending.summary(householdId, {
        from: new Date(`${fromMonth}-01T00:00:00Z`),
        to: new Date(`${addMonths(toMonth, 1)}-01T00:00:00Z`),
      });

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
        const entries = await entriesBetween(householdId, `${list[0]}-01`, `${list[list.length - 1]}-31`);
        return cents(entries.reduce((s, r) => s + (r.value ?? 0), 0) / list.length);
      };
      const baselineMonthly = await monthly(baselineMonths);
      const recentMonthly = await monthly(recentMonths);
      const enoughHistory = monthsBetween(start, toMonth).length >= 6 && baselineMonthly > 0;

      return {
        fromMonth,
        toMonth,
        totalValue,
        entries: rows.length,
        entriesWithoutValue: rows.filter((r) => r.value === null).length,
        byMonth,
        byCategory: buckets(rows, (r) => r.category.toLowerCase(), (r) => r.category),
        byReason: buckets(rows, (r) => r.reason),
        topProducts: buckets(rows, (r) => r.productId ?? r.name.trim().toLowerCase(), (r) => r.name).slice(0, 10),
        purchases: spent.total,
        shareOfPurchasesWasted: spent.total > 0 ? Math.round((totalValue / spent.total) * 1000) / 1000 : null,
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
