import { rawQuery, type EntityManager } from "../../../core/database.js";
import type { Projection, StoredEvent } from "../../../core/event-store.js";

/**
 * Every waste entry of a household, whatever recorded it: the pantry's PantryItemDiscarded (and its undo),
 * LeftoverDiscarded, and WasteRecorded by hand. The pantry's items' categories are kept beside them, since a
 * discard names the item but not its category. Days are UTC days of the event unless the entry gives one.
 */
export const wasteProjection: Projection = {
  name: "waste",
  tables: ["waste_entries", "waste_pantry_items"],
  handles: ["WasteRecorded", "WasteEntryDeleted", "PantryItemAdded", "PantryItemEdited", "PantryItemDiscarded", "PantryActionUndone", "LeftoverDiscarded"],
  async apply(stored: StoredEvent, em: EntityManager) {
    const d = stored.data as Record<string, any>;
    const household = stored.householdId;
    const at = new Date(stored.recordedAt);
    const day = stored.recordedAt.slice(0, 10);
    // Ids come from the event's place in its stream: unique, and the same on a rebuild.
    const eventId = `${stored.streamId}@${stored.streamVersion}`;
    const insert = (row: { id: string; source: string; sourceId: string | null; actionId?: string | null; productId: string | null; name: string; category: string | null; quantity: number; unit: string; reason: string; value: number | null; day: string }) =>
      rawQuery(
        em,
        `insert into waste_entries (id, household_id, source, source_id, action_id, product_id, name, category, quantity, unit, reason, value, day, sequence, recorded_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (id) do nothing`,
        [row.id, household, row.source, row.sourceId, row.actionId ?? null, row.productId, row.name, row.category, row.quantity, row.unit, row.reason, row.value, row.day, stored.sequence, at],
      );
    switch (stored.type) {
      case "WasteRecorded":
        await insert({ id: d.entryId, source: "manual", sourceId: null, productId: null, name: d.name, category: d.category, quantity: d.quantity, unit: d.unit, reason: d.reason, value: d.value, day: d.day });
        return;
      case "WasteEntryDeleted":
        await em.execute("delete from waste_entries where id = ? and household_id = ? and source = 'manual'", [d.entryId, household]);
        return;
      case "PantryItemAdded":
        await rawQuery(
          em,
          `insert into waste_pantry_items (item_id, household_id, category, product_id) values (?, ?, ?, ?)
           on conflict (item_id) do update set category = excluded.category, product_id = excluded.product_id`,
          [d.itemId, household, d.category ?? null, d.productId ?? null],
        );
        return;
      case "PantryItemEdited": {
        const changes = (d.changes ?? {}) as Record<string, unknown>;
        if ("category" in changes || "productId" in changes) {
          await em.execute(
            `update waste_pantry_items set category = case when ? then ? else category end, product_id = case when ? then ?::uuid else product_id end
             where item_id = ? and household_id = ?`,
            ["category" in changes, changes.category ?? null, "productId" in changes, changes.productId ?? null, d.itemId, household],
          );
        }
        return;
      }
      case "PantryItemDiscarded": {
        const [item] = await em.execute<{ category: string | null }[]>("select category from waste_pantry_items where item_id = ? and household_id = ?", [d.itemId, household]);
        await insert({
          id: eventId,
          source: "pantry",
          sourceId: d.itemId,
          actionId: d.actionId,
          productId: d.productId ?? null,
          name: d.name,
          category: item?.category ?? null,
          quantity: d.quantity,
          unit: d.unit,
          reason: d.reason,
          value: d.value ?? null,
          day,
        });
        return;
      }
      case "PantryActionUndone":
        if (d.kind === "discard") await em.execute("delete from waste_entries where action_id = ? and source_id = ? and household_id = ? and source = 'pantry'", [d.actionId, d.itemId, household]);
        return;
      case "LeftoverDiscarded":
        await insert({
          id: eventId,
          source: "leftover",
          sourceId: d.leftoverId,
          productId: null,
          name: d.dish,
          category: "Leftovers",
          quantity: d.portions,
          unit: d.portions === 1 ? "portion" : "portions",
          reason: d.reason,
          value: null,
          day: d.discardedOn ?? day,
        });
        return;
    }
  },
};
