import type { StoredEvent } from "../../../core/event-store.js";
import { rowChangeProjection, type Row, type RowChange, type Table } from "../../../core/row-changes.js";

const ENTRIES: Table = { name: "waste_entries", key: ["id"] };
const PANTRY_ITEMS: Table = { name: "waste_pantry_items", key: ["item_id"] };

interface EntryFields {
  id: string;
  source: "manual" | "pantry" | "leftover";
  sourceId: string | null;
  actionId?: string | null;
  productId: string | null;
  name: string;
  category: string | null;
  quantity: number;
  unit: string;
  reason: string;
  value: number | null;
  day: string;
}

/**
 * What an event does to the waste tables: applied as SQL live, folded in memory by a rebuild. Ids of
 * discards come from the event's place in its stream: unique, and the same on a rebuild.
 */
function wasteChanges(stored: StoredEvent): RowChange[] {
  const d = stored.data as Record<string, any>;
  const household = stored.householdId;
  const day = stored.recordedAt.slice(0, 10);
  const eventId = `${stored.streamId}@${stored.streamVersion}`;
  const entry = (fields: EntryFields): RowChange => ({
    op: "insert",
    table: ENTRIES,
    row: {
      id: fields.id,
      household_id: household,
      source: fields.source,
      source_id: fields.sourceId,
      action_id: fields.actionId ?? null,
      product_id: fields.productId,
      name: fields.name,
      category: fields.category,
      quantity: fields.quantity,
      unit: fields.unit,
      reason: fields.reason,
      value: fields.value,
      day: fields.day,
      sequence: stored.sequence,
      recorded_at: stored.recordedAt,
    },
  });
  switch (stored.type) {
    case "WasteRecorded":
      return [entry({ id: d.entryId, source: "manual", sourceId: null, productId: null, name: d.name, category: d.category, quantity: d.quantity, unit: d.unit, reason: d.reason, value: d.value, day: d.day })];
    case "WasteEntryDeleted":
      return [{ op: "delete", table: ENTRIES, where: { id: d.entryId, household_id: household, source: "manual" } }];
    case "PantryItemAdded":
      return [
        {
          op: "upsert",
          table: PANTRY_ITEMS,
          row: { item_id: d.itemId, household_id: household, category: d.category ?? null, product_id: d.productId ?? null },
          conflict: ["item_id"],
          update: { category: "new", product_id: "new" },
        },
      ];
    case "PantryItemEdited": {
      const changes = (d.changes ?? {}) as Record<string, unknown>;
      const set: Row = {};
      if ("category" in changes) set.category = changes.category ?? null;
      if ("productId" in changes) set.product_id = changes.productId ?? null;
      if (Object.keys(set).length === 0) return [];
      return [{ op: "update", table: PANTRY_ITEMS, where: { item_id: d.itemId, household_id: household }, set }];
    }
    case "PantryItemDiscarded":
      // A discard names the item but not its category: that comes from the pantry item kept beside.
      return [
        {
          op: "derive",
          table: PANTRY_ITEMS,
          keys: [d.itemId],
          then: ([item]) => [
            entry({
              id: eventId,
              source: "pantry",
              sourceId: d.itemId,
              actionId: d.actionId,
              productId: d.productId ?? null,
              name: d.name,
              category: item && item.household_id === household ? ((item.category as string | null) ?? null) : null,
              quantity: d.quantity,
              unit: d.unit,
              reason: d.reason,
              value: d.value ?? null,
              day,
            }),
          ],
        },
      ];
    case "PantryActionUndone":
      if (d.kind !== "discard") return [];
      return [{ op: "delete", table: ENTRIES, where: { action_id: d.actionId, source_id: d.itemId, household_id: household, source: "pantry" } }];
    case "LeftoverDiscarded":
      return [
        entry({
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
        }),
      ];
    default:
      return [];
  }
}

/**
 * Every waste entry of a household, whatever recorded it: the pantry's PantryItemDiscarded (and its undo),
 * LeftoverDiscarded, and WasteRecorded by hand. The pantry's items' categories are kept beside them, since a
 * discard names the item but not its category. Days are UTC days of the event unless the entry gives one.
 */
export const wasteProjection = rowChangeProjection({
  name: "waste",
  tables: [ENTRIES, PANTRY_ITEMS],
  handles: ["WasteRecorded", "WasteEntryDeleted", "PantryItemAdded", "PantryItemEdited", "PantryItemDiscarded", "PantryActionUndone", "LeftoverDiscarded"],
  changes: wasteChanges,
});
