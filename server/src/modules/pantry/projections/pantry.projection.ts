import { rawQuery, type EntityManager } from "../../../core/database.js";
import type { Projection, StoredEvent } from "../../../core/event-store.js";
import { PANTRY_EVENT_TYPES, type PantryEvent } from "../pantry.events.js";
import {
  PantryItemEntity,
  PantryProposalEntity,
  PantryReminderEntity,
  PantrySettingsEntity,
  PantryWasteEntity,
  type PantryItemRow,
} from "./pantry.read-model.js";

/** What a cost history groups by: the catalogue product, else the item's name. */
export function productKeyOf(productId: string | null, name: string): string {
  return productId ?? `name:${name.trim().toLowerCase()}`;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** What the price row is made of: the item's row as it is after the event. */
type PricedItem = Pick<PantryItemRow, "status" | "pricePaid" | "quantity" | "used" | "productId" | "name" | "store" | "unit" | "purchasedOn" | "createdAt">;

/** Keeps the item's price row in step with the item (a price paid, not removed): reads the item's row first. */
async function syncPrice(em: EntityManager, householdId: string, itemId: string, at: Date): Promise<void> {
  const item: PantryItemRow | null = await em.findOne(PantryItemEntity, { id: itemId, householdId }, { disableIdentityMap: true });
  await writePrice(em, householdId, itemId, at, item);
}

/** One statement: the price row replaced by the item's (an upsert), or removed when there is none to keep. */
async function writePrice(em: EntityManager, householdId: string, itemId: string, at: Date, item: PricedItem | null): Promise<void> {
  if (!item || item.status === "removed" || item.pricePaid === null) {
    await rawQuery(em, "delete from pantry_price_history where id = ? and household_id = ?", [itemId, householdId]);
    return;
  }
  const bought = item.quantity + item.used;
  await rawQuery(
    em,
    `insert into pantry_price_history
       (id, household_id, item_id, product_id, product_key, name, store, quantity, unit, price_paid, unit_price, paid_on, recorded_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     on conflict (id) do update set
       household_id = excluded.household_id, item_id = excluded.item_id, product_id = excluded.product_id,
       product_key = excluded.product_key, name = excluded.name, store = excluded.store, quantity = excluded.quantity,
       unit = excluded.unit, price_paid = excluded.price_paid, unit_price = excluded.unit_price, paid_on = excluded.paid_on,
       recorded_at = excluded.recorded_at`,
    [
      itemId,
      householdId,
      itemId,
      item.productId ?? null,
      productKeyOf(item.productId ?? null, item.name),
      item.name,
      item.store ?? null,
      bought,
      item.unit,
      item.pricePaid,
      bought > 0 ? cents(item.pricePaid / bought) : item.pricePaid,
      item.purchasedOn ?? item.createdAt.toISOString().slice(0, 10),
      at,
    ],
  );
}

/** Items, prices, waste, settings, suggestions and reminders; ids and times come from the events, so a rebuild matches. */
export const pantryProjection: Projection = {
  name: "pantry",
  tables: ["pantry_items", "pantry_price_history", "pantry_waste", "pantry_settings", "pantry_proposals", "pantry_reminders"],
  handles: PANTRY_EVENT_TYPES,
  async apply(stored: StoredEvent, em: EntityManager) {
    const event = stored as unknown as PantryEvent;
    const at = new Date(stored.recordedAt);
    const householdId = stored.householdId;
    const revision = stored.sequence;
    const item = (itemId: string, changes: Partial<PantryItemRow>) =>
      em.nativeUpdate(PantryItemEntity, { id: itemId, householdId }, { ...changes, revision, updatedAt: at });
    const current = (itemId: string) => em.findOne(PantryItemEntity, { id: itemId, householdId }, { disableIdentityMap: true });

    switch (event.type) {
      case "PantryItemAdded": {
        const { itemId, source, ...fields } = event.data;
        await em.insert(PantryItemEntity, {
          id: itemId,
          householdId,
          ...fields,
          used: 0,
          status: "active",
          sourceShoppingItemId: source.kind === "shopping" ? source.shoppingItemId : null,
          lastActionId: null,
          lastActionKind: null,
          revision,
          createdAt: at,
          updatedAt: at,
        });
        // The row just inserted is the event's fields: no need to read it back.
        await writePrice(em, householdId, itemId, at, {
          status: "active",
          pricePaid: fields.pricePaid ?? null,
          quantity: fields.quantity,
          used: 0,
          productId: fields.productId ?? null,
          name: fields.name,
          store: fields.store ?? null,
          unit: fields.unit,
          purchasedOn: fields.purchasedOn ?? null,
          createdAt: at,
        });
        return;
      }
      case "PantryItemEdited": {
        const changes: Partial<PantryItemRow> = { ...(event.data.changes as Partial<PantryItemRow>) };
        if (changes.quantity !== undefined) changes.status = changes.quantity > 0 ? "active" : "finished";
        await item(event.data.itemId, changes);
        await syncPrice(em, householdId, event.data.itemId, at);
        return;
      }
      case "PantryItemConsumed": {
        const row = await current(event.data.itemId);
        await item(event.data.itemId, {
          quantity: event.data.remaining,
          used: (row?.used ?? 0) + event.data.quantity,
          status: event.data.remaining > 0 ? "active" : "finished",
          lastActionId: event.data.actionId,
          lastActionKind: "consume",
        });
        return;
      }
      case "PantryItemDiscarded": {
        const row = await current(event.data.itemId);
        await item(event.data.itemId, {
          quantity: event.data.remaining,
          used: (row?.used ?? 0) + event.data.quantity,
          status: event.data.remaining > 0 ? "active" : "finished",
          lastActionId: event.data.actionId,
          lastActionKind: "discard",
        });
        await em.insert(PantryWasteEntity, {
          id: event.data.actionId,
          householdId,
          itemId: event.data.itemId,
          productId: event.data.productId,
          name: event.data.name,
          category: row?.category ?? null,
          quantity: event.data.quantity,
          unit: event.data.unit,
          reason: event.data.reason,
          value: event.data.value,
          note: event.data.note,
          discardedAt: at,
          undoneAt: null,
        });
        return;
      }
      case "PantryItemMoved":
        await item(event.data.itemId, { location: event.data.to, lastActionId: event.data.actionId, lastActionKind: "move" });
        return;
      case "PantryItemOpened":
        await item(event.data.itemId, { openedOn: event.data.openedOn, expiresOn: event.data.expiresOn });
        return;
      case "PantryActionUndone": {
        const row = await current(event.data.itemId);
        if (!row) return;
        const changes: Partial<PantryItemRow> = { lastActionId: null, lastActionKind: null };
        if (event.data.kind === "move") {
          changes.location = event.data.location ?? row.location;
        } else {
          const quantity = event.data.quantity ?? 0;
          changes.quantity = Math.round((row.quantity + quantity) * 1000) / 1000;
          changes.used = Math.round((row.used - quantity) * 1000) / 1000;
          changes.status = changes.quantity > 0 ? "active" : "finished";
        }
        if (event.data.kind === "discard") {
          await em.nativeUpdate(PantryWasteEntity, { id: event.data.actionId, householdId }, { undoneAt: at });
        }
        await item(event.data.itemId, changes);
        return;
      }
      case "PantryItemRemoved":
        await item(event.data.itemId, { status: "removed", lastActionId: null, lastActionKind: null });
        await syncPrice(em, householdId, event.data.itemId, at);
        return;
      case "PantryAdditionProposed": {
        const { proposalId, ...fields } = event.data;
        await em.nativeDelete(PantryProposalEntity, { id: proposalId, householdId });
        await em.insert(PantryProposalEntity, {
          id: proposalId,
          householdId,
          shoppingItemId: fields.shoppingItemId,
          fields: fields as unknown as Record<string, unknown>,
          status: "pending",
          itemId: null,
          revision,
          createdAt: at,
        });
        return;
      }
      case "PantryProposalAccepted":
        await em.nativeUpdate(PantryProposalEntity, { id: event.data.proposalId, householdId }, { status: "accepted", itemId: event.data.itemId, revision });
        return;
      case "PantryProposalDismissed":
        await em.nativeUpdate(PantryProposalEntity, { id: event.data.proposalId, householdId }, { status: "dismissed", revision });
        return;
      case "PantrySettingsChanged": {
        const row = { householdId, ...event.data, revision };
        const updated = await em.nativeUpdate(PantrySettingsEntity, { householdId }, row);
        if (updated === 0) await em.insert(PantrySettingsEntity, row);
        return;
      }
      case "PantryExpiryReminderRecorded":
        await em.insert(PantryReminderEntity, {
          householdId,
          day: event.data.day,
          windowDays: event.data.windowDays,
          itemCount: event.data.items.length,
          items: event.data.items,
          recordedAt: at,
        });
        return;
    }
  },
};
