import type { StoredEvent } from "../../../core/event-store.js";
import { rowChangeProjection, type Row, type RowChange, type Table } from "../../../core/row-changes.js";
import { PANTRY_EVENT_TYPES, type PantryEvent, type PantryItemFields } from "../pantry.events.js";

const ITEMS: Table = { name: "pantry_items", key: ["id"] };
const PRICES: Table = { name: "pantry_price_history", key: ["id"] };
/** Thrown-away food, what the waste screens read: an undone discard keeps its row with `undone_at` set. */
const WASTE: Table = { name: "pantry_waste", key: ["id"] };
const SETTINGS: Table = { name: "pantry_settings", key: ["household_id"], json: ["custom_locations"] };
const PROPOSALS: Table = { name: "pantry_proposals", key: ["id"], json: ["fields"] };
/** The expiry reminders recorded for a household, one per day. */
const REMINDERS: Table = { name: "pantry_reminders", key: ["household_id", "day"], json: ["items"] };

/** Column of pantry_items for each item field. */
const COLUMN: Record<keyof PantryItemFields, string> = {
  productId: "product_id",
  name: "name",
  category: "category",
  quantity: "quantity",
  unit: "unit",
  location: "location",
  purchasedOn: "purchased_on",
  expiresOn: "expires_on",
  expiryKind: "expiry_kind",
  openedOn: "opened_on",
  pricePaid: "price_paid",
  store: "store",
  notes: "notes",
};

/** The item fields an event gives, as pantry_items columns (fields it leaves out stay as they are). */
function itemColumns(fields: Partial<PantryItemFields>): Row {
  const row: Row = {};
  for (const [field, column] of Object.entries(COLUMN)) {
    if (field in fields) row[column] = fields[field as keyof PantryItemFields];
  }
  return row;
}

/** What a cost history groups by: the catalogue product, else the item's name. */
export function productKeyOf(productId: string | null, name: string): string {
  return productId ?? `name:${name.trim().toLowerCase()}`;
}

const cents = (value: number) => Math.round(value * 100) / 100;
const thousandths = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The item's price row, from its pantry_items row as it is after the event: replaced (an upsert) while
 * the item has a price and is not removed, removed otherwise. Rows come from the database or from a
 * rebuild's memory, so numbers are read with Number and the creation time as either Date or ISO text.
 */
function priceChanges(householdId: string, itemId: string, at: string, item: Row | undefined): RowChange[] {
  if (!item || item.household_id !== householdId || item.status === "removed" || item.price_paid === null || item.price_paid === undefined) {
    return [{ op: "delete", table: PRICES, where: { id: itemId, household_id: householdId } }];
  }
  const pricePaid = Number(item.price_paid);
  const bought = Number(item.quantity) + Number(item.used);
  const row: Row = {
    id: itemId,
    household_id: householdId,
    item_id: itemId,
    product_id: item.product_id ?? null,
    product_key: productKeyOf((item.product_id as string | null) ?? null, item.name as string),
    name: item.name,
    store: item.store ?? null,
    quantity: bought,
    unit: item.unit,
    price_paid: pricePaid,
    unit_price: bought > 0 ? cents(pricePaid / bought) : pricePaid,
    paid_on: (item.purchased_on as string | null) ?? new Date(item.created_at as string | Date).toISOString().slice(0, 10),
    recorded_at: at,
  };
  const update = Object.fromEntries(Object.keys(row).filter((column) => column !== "id").map((column) => [column, "new" as const]));
  return [{ op: "upsert", table: PRICES, row, conflict: ["id"], update }];
}

/** The item's price row brought in step with its row after the changes before it (read first). */
const syncPrice = (householdId: string, itemId: string, at: string): RowChange => ({
  op: "derive",
  table: ITEMS,
  keys: [itemId],
  then: ([item]) => priceChanges(householdId, itemId, at, item),
});

/**
 * Items, prices, waste, settings, suggestions and reminders: one pure function of the event, applied as
 * SQL live and folded in memory by a rebuild. Ids and times come from the events, so a rebuild matches.
 */
function pantryChanges(stored: StoredEvent): RowChange[] {
  const event = stored as unknown as PantryEvent;
  const at = stored.recordedAt;
  const householdId = stored.householdId;
  const revision = stored.sequence;
  const item = (itemId: string, set: Row): RowChange => ({
    op: "update",
    table: ITEMS,
    where: { id: itemId, household_id: householdId },
    set: { ...set, revision, updated_at: at },
  });
  /** The item's row before this event's changes, if it is this household's. */
  const withItem = (itemId: string, then: (row: Row | undefined) => RowChange[]): RowChange => ({
    op: "derive",
    table: ITEMS,
    keys: [itemId],
    then: ([row]) => then(row && row.household_id === householdId ? row : undefined),
  });

  switch (event.type) {
    case "PantryItemAdded": {
      const row: Row = {
        id: event.data.itemId,
        household_id: householdId,
        ...itemColumns(event.data),
        used: 0,
        status: "active",
        source_shopping_item_id: event.data.source.kind === "shopping" ? event.data.source.shoppingItemId : null,
        last_action_id: null,
        last_action_kind: null,
        revision,
        created_at: at,
        updated_at: at,
      };
      // The row just inserted is the event's fields: its price row needs no read.
      return [{ op: "insert", table: ITEMS, row }, ...priceChanges(householdId, event.data.itemId, at, row)];
    }
    case "PantryItemEdited": {
      const set = itemColumns(event.data.changes);
      if (event.data.changes.quantity !== undefined) set.status = event.data.changes.quantity > 0 ? "active" : "finished";
      return [item(event.data.itemId, set), syncPrice(householdId, event.data.itemId, at)];
    }
    case "PantryItemConsumed": {
      const { itemId, quantity, remaining, actionId } = event.data;
      return [
        withItem(itemId, (row) => [
          item(itemId, {
            quantity: remaining,
            used: Number(row?.used ?? 0) + quantity,
            status: remaining > 0 ? "active" : "finished",
            last_action_id: actionId,
            last_action_kind: "consume",
          }),
        ]),
      ];
    }
    case "PantryItemDiscarded": {
      const d = event.data;
      return [
        withItem(d.itemId, (row) => [
          item(d.itemId, {
            quantity: d.remaining,
            used: Number(row?.used ?? 0) + d.quantity,
            status: d.remaining > 0 ? "active" : "finished",
            last_action_id: d.actionId,
            last_action_kind: "discard",
          }),
          {
            op: "insert",
            table: WASTE,
            row: {
              id: d.actionId,
              household_id: householdId,
              item_id: d.itemId,
              product_id: d.productId,
              name: d.name,
              category: (row?.category as string | null | undefined) ?? null,
              quantity: d.quantity,
              unit: d.unit,
              reason: d.reason,
              value: d.value,
              note: d.note,
              discarded_at: at,
              undone_at: null,
            },
          },
        ]),
      ];
    }
    case "PantryItemMoved":
      return [item(event.data.itemId, { location: event.data.to, last_action_id: event.data.actionId, last_action_kind: "move" })];
    case "PantryItemOpened":
      return [item(event.data.itemId, { opened_on: event.data.openedOn, expires_on: event.data.expiresOn })];
    case "PantryActionUndone": {
      const d = event.data;
      return [
        withItem(d.itemId, (row) => {
          if (!row) return [];
          const set: Row = { last_action_id: null, last_action_kind: null };
          if (d.kind === "move") {
            set.location = d.location ?? row.location;
          } else {
            const quantity = d.quantity ?? 0;
            set.quantity = thousandths(Number(row.quantity) + quantity);
            set.used = thousandths(Number(row.used) - quantity);
            set.status = (set.quantity as number) > 0 ? "active" : "finished";
          }
          const changes: RowChange[] = [];
          if (d.kind === "discard") changes.push({ op: "update", table: WASTE, where: { id: d.actionId, household_id: householdId }, set: { undone_at: at } });
          changes.push(item(d.itemId, set));
          return changes;
        }),
      ];
    }
    case "PantryItemRemoved":
      // A removed item keeps no price row.
      return [
        item(event.data.itemId, { status: "removed", last_action_id: null, last_action_kind: null }),
        ...priceChanges(householdId, event.data.itemId, at, undefined),
      ];
    case "PantryAdditionProposed": {
      const { proposalId, ...fields } = event.data;
      return [
        { op: "delete", table: PROPOSALS, where: { id: proposalId, household_id: householdId } },
        {
          op: "insert",
          table: PROPOSALS,
          row: {
            id: proposalId,
            household_id: householdId,
            shopping_item_id: fields.shoppingItemId,
            fields,
            status: "pending",
            item_id: null,
            revision,
            created_at: at,
          },
        },
      ];
    }
    case "PantryProposalAccepted":
      return [{ op: "update", table: PROPOSALS, where: { id: event.data.proposalId, household_id: householdId }, set: { status: "accepted", item_id: event.data.itemId, revision } }];
    case "PantryProposalDismissed":
      return [{ op: "update", table: PROPOSALS, where: { id: event.data.proposalId, household_id: householdId }, set: { status: "dismissed", revision } }];
    case "PantrySettingsChanged": {
      const d = event.data;
      const row: Row = {
        household_id: householdId,
        expiry_window_days: d.expiryWindowDays,
        default_location: d.defaultLocation,
        purchase_mode: d.purchaseMode,
        expiry_digest: d.expiryDigest,
        custom_locations: d.customLocations,
        revision,
      };
      const update = Object.fromEntries(Object.keys(row).filter((column) => column !== "household_id").map((column) => [column, "new" as const]));
      return [{ op: "upsert", table: SETTINGS, row, conflict: ["household_id"], update }];
    }
    case "PantryExpiryReminderRecorded":
      return [
        {
          op: "insert",
          table: REMINDERS,
          row: {
            household_id: householdId,
            day: event.data.day,
            window_days: event.data.windowDays,
            item_count: event.data.items.length,
            items: event.data.items,
            recorded_at: at,
          },
        },
      ];
    default:
      return [];
  }
}

/** Items, prices, waste, settings, suggestions and reminders; ids and times come from the events, so a rebuild matches. */
export const pantryProjection = rowChangeProjection({
  name: "pantry",
  tables: [ITEMS, PRICES, WASTE, SETTINGS, PROPOSALS, REMINDERS],
  handles: PANTRY_EVENT_TYPES,
  changes: pantryChanges,
});
