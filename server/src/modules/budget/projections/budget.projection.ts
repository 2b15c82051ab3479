import type { EntityManager } from "../../../core/database.js";
import type { Projection, StoredEvent } from "../../../core/event-store.js";
import type { BudgetEvent } from "../budget.events.js";
import { SpendingEntryEntity } from "./budget.read-model.js";

/** Household spending as the budget screen reads it. Times come from the events, so a rebuild matches. */
export const spendingProjection: Projection = {
  name: "spending",
  tables: ["spending_entries"],
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
        return;
      case "SpendingReversed":
        await em.nativeUpdate(
          SpendingEntryEntity,
          { id: event.data.entryId, householdId: stored.householdId },
          { reversedAt: at },
        );
        return;
    }
  },
};
