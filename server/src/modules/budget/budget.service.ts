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

    /** The household's counted spending between two instants (either may be open), by category and entry. */
    async summary(householdId: string, range: { from?: Date | null; to?: Date | null }): Promise<SpendingSummaryView> {
      const where: Record<string, unknown> = { householdId, reversedAt: null };
      const spentAt: Record<string, Date> = {};
      if (range.from) spentAt.$gte = range.from;
      if (range.to) spentAt.$lt = range.to;
      if (Object.keys(spentAt).length > 0) where.spentAt = spentAt;
      const rows = await core.db
        .em()
        .find(SpendingEntryEntity, where, { orderBy: { spentAt: "desc", id: "asc" }, disableIdentityMap: true });
      const byCategory = new Map<string, { category: string; total: number; count: number }>();
      let total = 0;
      for (const row of rows) {
        const category = row.category || UNCATEGORISED;
        const bucket = byCategory.get(category) ?? { category, total: 0, count: 0 };
        bucket.total = cents(bucket.total + row.amount);
        bucket.count += 1;
        byCategory.set(category, bucket);
        total = cents(total + row.amount);
      }
      return {
        from: range.from?.toISOString() ?? null,
        to: range.to?.toISOString() ?? null,
        total,
        count: rows.length,
        byCategory: [...byCategory.values()].sort((a, b) => b.total - a.total || a.category.localeCompare(b.category)),
        entries: rows.slice(0, MAX_ENTRIES).map(toEntryView),
      };
    },
  };
}

export type SpendingService = ReturnType<typeof createSpendingService>;
