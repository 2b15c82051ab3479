import { createHash } from "node:crypto";
import type { StoredEvent } from "../../../core/event-store.js";
import { rowChangeProjection, type RowChange, type Table } from "../../../core/row-changes.js";
import { SHOPPING_EVENT_TYPES, touchedListIds, type ItemField, type ShoppingEvent } from "../shopping.events.js";

const LISTS: Table = { name: "shopping_lists", key: ["id"] };
const ITEMS: Table = { name: "shopping_items", key: ["id"] };
const PRODUCTS: Table = { name: "shopping_products", key: ["id"] };

/** Column of shopping_items for each item field. */
const COLUMN: Record<ItemField | "orderPosition", string> = {
  name: "name",
  category: "category",
  quantity: "quantity",
  estimatedPrice: "estimated_price",
  actualPrice: "actual_price",
  store: "store",
  aisle: "aisle",
  department: "department",
  notes: "notes",
  productId: "product_id",
  orderPosition: "order_position",
};

/**
 * Lists and items as the screens read them; every change also bumps the revision of the lists it
 * touches. One pure function of the event: applied as SQL live, folded in memory by a rebuild.
 */
export function shoppingChanges(stored: StoredEvent): RowChange[] {
  const event = stored as unknown as ShoppingEvent;
  // timestamptz columns take the ISO time as it is
  const at = stored.recordedAt;
  const household_id = stored.householdId;
  const revision = stored.sequence;
  const item = (itemId: string, set: Record<string, unknown>): RowChange => ({
    op: "update",
    table: ITEMS,
    where: { id: itemId, household_id },
    set: { ...set, revision, updated_at: at },
  });
  const list = (set: Record<string, unknown>): RowChange => ({
    op: "update",
    table: LISTS,
    where: { id: (event.data as { listId: string }).listId, household_id },
    set,
  });
  const touched = (): RowChange => {
    const ids = touchedListIds(event);
    return { op: "update", table: LISTS, where: { id: ids.length === 1 ? ids[0] : ids, household_id }, set: { revision, updated_at: at } };
  };

  switch (event.type) {
    case "ShoppingListCreated":
      return [
        {
          op: "insert",
          table: LISTS,
          row: { id: event.data.listId, household_id, name: event.data.name, status: "active", revision, created_at: at, updated_at: at },
        },
      ];
    case "ShoppingListRenamed":
      return [list({ name: event.data.name }), touched()];
    case "ShoppingListArchived":
      return [list({ status: "archived" }), touched()];
    case "ShoppingListRestored":
      return [list({ status: "active" }), touched()];
    case "ShoppingListDeleted":
      return [
        { op: "delete", table: ITEMS, where: { list_id: event.data.listId, household_id } },
        { op: "delete", table: LISTS, where: { id: event.data.listId, household_id } },
      ];
    case "ShoppingItemAdded": {
      const { itemId, listId, ...fields } = event.data;
      const row: Record<string, unknown> = { id: itemId, household_id, list_id: listId };
      for (const field in COLUMN) row[COLUMN[field as ItemField]] = (fields as Record<string, unknown>)[field];
      row.completed_at = null;
      row.revision = revision;
      row.created_at = at;
      row.updated_at = at;
      return [{ op: "insert", table: ITEMS, row }, touched()];
    }
    case "ShoppingItemFieldChanged":
      return [item(event.data.itemId, { [COLUMN[event.data.field]]: event.data.value }), touched()];
    case "ShoppingItemToggled":
      return [item(event.data.itemId, { completed_at: event.data.completedAt ? new Date(event.data.completedAt) : null }), touched()];
    case "ShoppingItemMoved":
      // It joins the end of its category on the new list.
      return [item(event.data.itemId, { list_id: event.data.toListId, order_position: null }), touched()];
    case "ShoppingItemReordered":
      return [item(event.data.itemId, { order_position: event.data.orderPosition }), touched()];
    case "ShoppingItemRemoved":
      return [{ op: "delete", table: ITEMS, where: { id: event.data.itemId, household_id } }, touched()];
    default:
      return [];
  }
}

export const shoppingProjection = rowChangeProjection({
  name: "shopping",
  tables: [LISTS, ITEMS],
  handles: SHOPPING_EVENT_TYPES,
  changes: shoppingChanges,
});

/** Lower-cased, trimmed, inner spaces collapsed: "  Whole  Milk " and "whole milk" are one product. */
export function productKey(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}

/** A stable id per household and product name, so a rebuild gives every product the same id. */
export function productId(householdId: string, nameKey: string): string {
  const hex = createHash("sha256").update(`${householdId}:${nameKey}`).digest("hex");
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const DEFAULT_PRODUCT_CATEGORY = "General";

/**
 * The enhanced product list: every name put on a list counts a use; lastUsed and the spelling are the
 * latest, and the category the latest one given (an item without one keeps the product's).
 */
export function shoppingProductChanges(stored: StoredEvent): RowChange[] {
  const event = stored as unknown as ShoppingEvent;
  if (event.type !== "ShoppingItemAdded") return [];
  const nameKey = productKey(event.data.name);
  if (!nameKey) return [];
  const category = event.data.category?.trim() || DEFAULT_PRODUCT_CATEGORY;
  return [
    {
      op: "upsert",
      table: PRODUCTS,
      row: {
        id: productId(stored.householdId, nameKey),
        household_id: stored.householdId,
        name_key: nameKey,
        name: event.data.name.trim(),
        category,
        last_used: stored.recordedAt,
        use_count: 1,
      },
      conflict: ["household_id", "name_key"],
      update: { name: "new", last_used: "new", category: { newUnless: DEFAULT_PRODUCT_CATEGORY }, use_count: { add: 1 } },
    },
  ];
}

export const shoppingProductsProjection = rowChangeProjection({
  name: "shopping-products",
  tables: [PRODUCTS],
  handles: ["ShoppingItemAdded"],
  changes: shoppingProductChanges,
});
