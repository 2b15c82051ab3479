import { rawQuery, type EntityManager } from "../../../core/database.js";
import type { Projection, ProjectionReplay, StoredEvent } from "../../../core/event-store.js";
import { MemoryTables, runChanges, type RowChange } from "../../../core/row-changes.js";
import type { BudgetEvent } from "../budget.events.js";
import { monthOf } from "../budget.calendar.js";
import { sumSpendingByMonth, UNCATEGORISED_SPENDING } from "./spending-months.js";

const SPENDING_ENTRIES = { name: "spending_entries", key: ["id"] } as const;
const SPENDING_MONTHS = { name: "spending_months", key: ["household_id", "month", "category"] } as const;

/** What a purchase event does to `spending_entries`: the one definition, run as SQL live and folded in memory on a rebuild. */
function entryChanges(stored: StoredEvent): RowChange[] {
  const event = stored as unknown as BudgetEvent;
  const at = new Date(stored.recordedAt).toISOString();
  switch (event.type) {
    case "SpendingRecorded":
      return [
        {
          op: "insert",
          table: SPENDING_ENTRIES,
          row: {
            id: event.data.entryId,
            household_id: stored.householdId,
            item_id: event.data.itemId,
            list_id: event.data.listId,
            description: event.data.description,
            category: event.data.category,
            quantity: event.data.quantity,
            unit_price: event.data.unitPrice,
            amount: event.data.amount,
            price_source: event.data.priceSource,
            spent_at: at,
            reversed_at: null,
            paid_by: stored.metadata.actorId ?? null,
          },
        },
      ];
    case "SpendingReversed":
      return [{ op: "update", table: SPENDING_ENTRIES, where: { id: event.data.entryId, household_id: stored.householdId }, set: { reversed_at: at } }];
    default:
      return [];
  }
}

/**
 * The rebuild's fast path (core/rebuild.ts): purchases are folded in memory and written in bulk, then
 * `spending_months` is summed once from them by each household's final budget time zone, which is what
 * the live rows come to (`countChanges` per purchase, `recountSpending` on a time-zone change).
 * `budget_settings` belongs to the budget-plan projection, which applies events one by one, so it is
 * complete when this writes. That projection's `recountSpending` finds no purchases during the replay
 * (they are written only here) and so leaves `spending_months` empty for this to fill.
 */
const spendingReplay: ProjectionReplay = {
  start() {
    const tables = new MemoryTables([SPENDING_ENTRIES, SPENDING_MONTHS]);
    return {
      fold(stored) {
        for (const change of entryChanges(stored)) tables.apply(change);
      },
      async write(em) {
        const settings = await rawQuery<{ household_id: string; time_zone: string }>(em, "select household_id, time_zone from budget_settings");
        const zones = new Map(settings.map((row) => [row.household_id, row.time_zone]));
        const counted = new Map<string, { spentAt: Date; category: string | null; amount: number }[]>();
        for (const entry of tables.rows(SPENDING_ENTRIES.name)) {
          if (entry.reversed_at !== null) continue;
          const household = entry.household_id as string;
          const purchases = counted.get(household) ?? [];
          purchases.push({ spentAt: new Date(entry.spent_at as string), category: entry.category as string | null, amount: Number(entry.amount) });
          counted.set(household, purchases);
        }
        for (const [household, purchases] of counted) {
          for (const sum of sumSpendingByMonth(purchases, zones.get(household) ?? "UTC")) {
            const row = { household_id: household, month: sum.month, category: sum.category, amount: sum.cents / 100, entries: sum.entries };
            tables.apply({ op: "insert", table: SPENDING_MONTHS, row });
          }
        }
        await tables.write(em);
      },
    };
  },
};

/** Read for the month of a purchase: months are the household's budget time zone's. */
const BUDGET_SETTINGS = { name: "budget_settings", key: ["household_id"] } as const;

/**
 * Counts (sign 1) or takes back (sign -1) one purchase in its month's sum, by the month of the
 * household's budget time zone (read first); a month whose purchases are all taken back is removed,
 * so a rebuild (which sums only counted purchases) matches.
 */
function countChanges(householdId: string, purchase: { spentAt: Date; category: string | null; amount: number }, sign: 1 | -1): RowChange {
  return {
    op: "derive",
    table: BUDGET_SETTINGS,
    keys: [householdId],
    then: ([settings]) => {
      const row = {
        household_id: householdId,
        month: monthOf(purchase.spentAt, (settings?.time_zone as string | undefined) ?? "UTC"),
        category: purchase.category || UNCATEGORISED_SPENDING,
      };
      const changes: RowChange[] = [
        {
          op: "upsert",
          table: SPENDING_MONTHS,
          row: { ...row, amount: sign * purchase.amount, entries: sign },
          conflict: SPENDING_MONTHS.key,
          update: { amount: { add: sign * purchase.amount }, entries: { add: sign } },
        },
      ];
      if (sign < 0) changes.push({ op: "delete", table: SPENDING_MONTHS, where: { ...row, entries: 0 } });
      return changes;
    },
  };
}

/**
 * What a purchase event does live, as row changes: a purchase's entry joins the event's append in one
 * statement and is counted in its month; a reversal marks its entry and takes it back from its month,
 * unless it was not counted (already reversed). The rebuild folds purchases instead (`spendingReplay`).
 */
function spendingChanges(stored: StoredEvent): RowChange[] {
  const event = stored as unknown as BudgetEvent;
  switch (event.type) {
    case "SpendingRecorded":
      return [
        ...entryChanges(stored),
        countChanges(stored.householdId, { spentAt: new Date(stored.recordedAt), category: event.data.category, amount: event.data.amount }, 1),
      ];
    case "SpendingReversed":
      return [
        {
          op: "derive",
          table: SPENDING_ENTRIES,
          keys: [event.data.entryId],
          then: ([entry]) => {
            const counted = entry !== undefined && entry.household_id === stored.householdId && entry.reversed_at === null;
            if (!counted) return entryChanges(stored);
            const purchase = { spentAt: new Date(entry.spent_at as Date | string), category: entry.category as string | null, amount: Number(entry.amount) };
            return [...entryChanges(stored), countChanges(stored.householdId, purchase, -1)];
          },
        },
      ];
    default:
      return [];
  }
}

/**
 * Household spending as the budget screen reads it: each purchase, and the sums by month and category
 * (`spending_months`). Times come from the events, so a rebuild matches.
 */
export const spendingProjection: Projection = {
  name: "spending",
  tables: ["spending_entries", "spending_months"],
  handles: ["SpendingRecorded", "SpendingReversed"],
  replay: spendingReplay,
  changes: spendingChanges,
  async apply(stored: StoredEvent, em: EntityManager) {
    await runChanges(em, spendingChanges(stored));
  },
};
