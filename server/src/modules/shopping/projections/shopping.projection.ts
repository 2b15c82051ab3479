import { createHash } from "node:crypto";
import type { EntityManager } from "../../../core/database.js";
import type { Projection, StoredEvent } from "../../../core/event-store.js";
import { SHOPPING_EVENT_TYPES, touchedListIds, type ShoppingEvent } from "../shopping.events.js";
import { ShoppingItemEntity, ShoppingListEntity } from "./shopping.read-model.js";

/** Column of shopping_items for each item field (the ORM maps camelCase properties). */
const PROPERTY = {
  name: "name",
  category: "category",
  quantity: "quantity",
  estimatedPrice: "estimatedPrice",
  actualPrice: "actualPrice",
  store: "store",
  aisle: "aisle",
  department: "department",
  notes: "notes",
  productId: "productId",
} as const;

/** Lists and items as the screens read them; every change also bumps the revision of the lists it touches. */
export const shoppingProjection: Projection = {
  name: "shopping",
  tables: ["shopping_lists", "shopping_items"],
  handles: SHOPPING_EVENT_TYPES,
  async apply(stored: StoredEvent, em: EntityManager) {
    const event = stored as unknown as ShoppingEvent;
    const at = new Date(stored.recordedAt);
    const householdId = stored.householdId;
    const revision = stored.sequence;
    const item = (itemId: string, changes: Record<string, unknown>) =>
      em.nativeUpdate(ShoppingItemEntity, { id: itemId, householdId }, { ...changes, revision, updatedAt: at });

    switch (event.type) {
      case "ShoppingListCreated":
        await em.insert(ShoppingListEntity, {
          id: event.data.listId,
          householdId,
          name: event.data.name,
          status: "active",
          revision,
          createdAt: at,
          updatedAt: at,
        });
        return;
      case "ShoppingListRenamed":
        await em.nativeUpdate(ShoppingListEntity, { id: event.data.listId, householdId }, { name: event.data.name });
        break;
      case "ShoppingListArchived":
        await em.nativeUpdate(ShoppingListEntity, { id: event.data.listId, householdId }, { status: "archived" });
        break;
      case "ShoppingListRestored":
        await em.nativeUpdate(ShoppingListEntity, { id: event.data.listId, householdId }, { status: "active" });
        break;
      case "ShoppingListDeleted":
        await em.nativeDelete(ShoppingItemEntity, { listId: event.data.listId, householdId });
        await em.nativeDelete(ShoppingListEntity, { id: event.data.listId, householdId });
        return;
      case "ShoppingItemAdded": {
        const { itemId, listId, ...fields } = event.data;
        await em.insert(ShoppingItemEntity, {
          id: itemId,
          householdId,
          listId,
          ...fields,
          completedAt: null,
          revision,
          createdAt: at,
          updatedAt: at,
        });
        break;
      }
      case "ShoppingItemFieldChanged":
        await item(event.data.itemId, { [PROPERTY[event.data.field]]: event.data.value });
        break;
      case "ShoppingItemToggled":
        await item(event.data.itemId, { completedAt: event.data.completedAt ? new Date(event.data.completedAt) : null });
        break;
      case "ShoppingItemMoved":
        // It joins the end of its category on the new list.
        await item(event.data.itemId, { listId: event.data.toListId, orderPosition: null });
        break;
      case "ShoppingItemReordered":
        await item(event.data.itemId, { orderPosition: event.data.orderPosition });
        break;
      case "ShoppingItemRemoved":
        await em.nativeDelete(ShoppingItemEntity, { id: event.data.itemId, householdId });
        break;
    }
    await em.nativeUpdate(
      ShoppingListEntity,
      { id: { $in: touchedListIds(event) }, householdId },
      { revision, updatedAt: at },
    );
  },
};

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
export const shoppingProductsProjection: Projection = {
  name: "shopping-products",
  tables: ["shopping_products"],
  handles: ["ShoppingItemAdded"],
  async apply(stored: StoredEvent, em: EntityManager) {
    const event = stored as unknown as ShoppingEvent;
    if (event.type !== "ShoppingItemAdded") return;
    const nameKey = productKey(event.data.name);
    if (!nameKey) return;
    const at = new Date(stored.recordedAt);
    const category = event.data.category?.trim() || DEFAULT_PRODUCT_CATEGORY;
    await em.execute(
      `insert into shopping_products (id, household_id, name_key, name, category, last_used, use_count)
       values (?, ?, ?, ?, ?, ?, 1)
       on conflict (household_id, name_key) do update
         set name = excluded.name, last_used = excluded.last_used,
             category = case when excluded.category = ? then shopping_products.category else excluded.category end,
             use_count = shopping_products.use_count + 1`,
      [productId(stored.householdId, nameKey), stored.householdId, nameKey, event.data.name.trim(), category, at, DEFAULT_PRODUCT_CATEGORY],
    );
  },
};
