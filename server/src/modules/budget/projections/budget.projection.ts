import type { EntityManager } from "../../../core/database.js";
import type { Projection, StoredEvent } from "../../../core/event-store.js";
import type { BudgetEvent } from "../budget.events.js";
import { SpendingEntryEntity } from "./budget.read-model.js";
import { countSpending } from "./spending-months.js";

/**
 * Household spending as the budget screen reads it: each purchase, and the sums by month and category
 * (`spending_months`). Times come from the events, so a rebuild matches.
 */
export const spendingProjection: Projection = {
  name: "spending",
  tables: ["spending_entries", "spending_months"],
  handles: ["SpendingRecorded", "SpendingReversed"],
  async apply(stored: StoredEvent, em: EntityManager) {
    const event = stored as unknown as BudgetEvent;
    const at = new Date(stored.recordedAt);
    switch (event.type) {
      case "SpendingRecorded":
        await em.insert(SpendingEntryEntity, {
          id: event.data.entryId,
          householdId: stored.householdId,
          itemId: event.data.itemId,
          listId: event.data.listId,
          description: event.data.description,
          category: event.data.category,
          quantity: event.data.quantity,
          unitPrice: event.data.unitPrice,
          amount: event.data.amount,
          priceSource: event.data.priceSource,
          spentAt: at,
          reversedAt: null,
          paidBy: stored.metadata.actorId ?? null,
        });
        await countSpending(em, stored.householdId, { spentAt: at, category: event.data.category, amount: event.data.amount }, 1);
        return;
      case "SpendingReversed": {
        const [entry] = await em.execute<{ spent_at: Date | string; category: string | null; amount: number | string }[]>(
          "select spent_at, category, amount from spending_entries where id = ? and household_id = ? and reversed_at is null",
          [event.data.entryId, stored.householdId],
        );
        await em.nativeUpdate(
          SpendingEntryEntity,
          { id: event.data.entryId, householdId: stored.householdId },
          { reversedAt: at },
        );
        if (entry) {
          await countSpending(em, stored.householdId, { spentAt: new Date(entry.spent_at), category: entry.category, amount: Number(entry.amount) }, -1);
        }
        return;
      }
    }
  },
};
