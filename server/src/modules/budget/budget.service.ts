import { randomUUID } from "node:crypto";
import type { EventTransaction } from "../../core/event-store.js";
import type { CoreServices } from "../../core/module.js";
import { decide } from "./budget.decider.js";
import { evolveItemSpending, initialItemSpendingState, itemSpendingStream } from "./budget.events.js";
import { SpendingEntryEntity, type SpendingEntryRow } from "./projections/budget.read-model.js";

/** A shopping item as spending sees it, after the change that may have made it count. */
export interface PurchasedItem {
  itemId: string;
  listId: string;
  name: string;
  category: string | null;
  quantity: number;
  estimatedPrice: number | null;
  actualPrice: number | null;
  /** Marked purchased now (completedAt set). */
  purchased: boolean;
}

export interface SpendingEntryView {
  id: string;
  itemId: string;
  listId: string;
  description: string;
  category: string;
  quantity: number;
  unitPrice: number;
  amount: number;
  priceSource: string;
  spentAt: string;
}

export interface SpendingSummaryView {
  from: string | null;
  to: string | null;
  total: number;
  count: number;
  byCategory: { category: string; total: number; count: number }[];
  entries: SpendingEntryView[];
}

/** Spending entries without a category are shown under this name (as shopping groups them). */
export const UNCATEGORISED = "Other";
const MAX_ENTRIES = 500;
const cents = (value: number) => Math.round(value * 100) / 100;

function toEntryView(row: SpendingEntryRow): SpendingEntryView {
  return {
    id: row.id,
    itemId: row.itemId,
    listId: row.listId,
    description: row.description,
    category: row.category || UNCATEGORISED,
    quantity: row.quantity,
    unitPrice: row.unitPrice,
    amount: row.amount,
    priceSource: row.priceSource,
    spentAt: row.spentAt.toISOString(),
  };
}

/** Checks the budget alerts after spending changed, in the same transaction. */
export type SpendingChanged = (tx: EventTransaction, at: Date, categories: (string | null)[]) => Promise<void>;

export function createSpendingService(core: CoreServices, spendingChanged: SpendingChanged) {
  return {
    /** The streams `syncItemPurchase` loads for an item, for a caller that reads its own ahead (`tx.prefetch`). */
    purchaseStreams: (itemId: string): string[] => [itemSpendingStream(itemId)],

    /**
     * Keeps an item's spending in step with its purchased state, inside the caller's transaction:
     * marking it purchased records its price times quantity, un-marking reverses that, and a change of
     * price, quantity or category while purchased replaces the entry.
     */
    async syncItemPurchase(tx: EventTransaction, item: PurchasedItem): Promise<void> {
      const stream = itemSpendingStream(item.itemId);
      const { state, version } = await tx.load(stream, evolveItemSpending, initialItemSpendingState);
      const events = item.purchased
        ? decide(state, {
            type: "RecordPurchase",
            entryId: randomUUID(),
            itemId: item.itemId,
            listId: item.listId,
            description: item.name,
            category: item.category,
            quantity: item.quantity,
            actualPrice: item.actualPrice,
            estimatedPrice: item.estimatedPrice,
          })
        : decide(state, { type: "CancelPurchase", itemId: item.itemId });
      await tx.append(stream, version, events);
      if (events.length > 0) {
        const categories = events.map((e) => e.data.category);
        await spendingChanged(tx, tx.meta.now, categories);
      }
    },

    /**
     * The counted spending of whole months of the household's budget time zone (both included), from the
     * sums kept by month (`spending_months`): a few rows, however many purchases.
     */
    async totalOfMonths(householdId: string, fromMonth: string, toMonth: string): Promise<number> {
      const [row] = await core.db
        .em()
        .execute<{ total: number | null }[]>(
          "select sum(amount)::float8 as total from spending_months where household_id = ? and month >= ? and month <= ?",
          [householdId, fromMonth, toMonth],
        );
      return cents(Number(row?.total ?? 0));
    },

    /** Only the total of the counted spending in [from, to): one aggregate row, for readers that need no entries. */
    async total(householdId: string, range: { from: Date; to: Date }): Promise<number> {
      const [row] = await core.db
        .em()
        .execute<{ total: number | null }[]>(
          "select sum(amount)::float8 as total from spending_entries where household_id = ? and reversed_at is null and spent_at >= ? and spent_at < ?",
          [householdId, range.from, range.to],
        );
      return cents(Number(row?.total ?? 0));
    },

    /**
     * The household's counted spending between two instants (either may be open), by category and entry:
     * the sums come from one grouped query (exact in cents), only the newest MAX_ENTRIES entries are read.
     */
    async summary(householdId: string, range: { from?: Date | null; to?: Date | null }): Promise<SpendingSummaryView> {
      const where: Record<string, unknown> = { householdId, reversedAt: null };
      const spentAt: Record<string, Date> = {};
      const conditions = ["household_id = ?", "reversed_at is null"];
      const params: unknown[] = [UNCATEGORISED, householdId];
      if (range.from) {
        spentAt.$gte = range.from;
        conditions.push("spent_at >= ?");
        params.push(range.from);
      }
      if (range.to) {
        spentAt.$lt = range.to;
        conditions.push("spent_at < ?");
        params.push(range.to);
      }
      if (Object.keys(spentAt).length > 0) where.spentAt = spentAt;
      const em = core.db.em();
      const groups = await em.execute<{ category: string; total: number; count: number }[]>(
        `select coalesce(nullif(category, ''), ?) as category, round(sum(amount::numeric), 2)::float8 as total, count(*)::int as count
           from spending_entries where ${conditions.join(" and ")} group by 1`,
        params,
      );
      const rows = await em.find(SpendingEntryEntity, where, { orderBy: { spentAt: "desc", id: "asc" }, limit: MAX_ENTRIES, disableIdentityMap: true });
      const byCategory = groups.map((g) => ({ category: g.category, total: cents(Number(g.total)), count: Number(g.count) }));
      return {
        from: range.from?.toISOString() ?? null,
        to: range.to?.toISOString() ?? null,
        total: byCategory.reduce((sum, g) => cents(sum + g.total), 0),
        count: byCategory.reduce((sum, g) => sum + g.count, 0),
        byCategory: byCategory.sort((a, b) => b.total - a.total || a.category.localeCompare(b.category)),
        entries: rows.map(toEntryView),
      };
    },
  };
}

export type SpendingService = ReturnType<typeof createSpendingService>;
