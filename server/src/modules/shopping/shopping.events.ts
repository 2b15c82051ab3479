import type { StoredEvent } from "../../core/event-store.js";

export const SHOPPING_LIST_STATUSES = ["active", "archived"] as const;
export type ShoppingListStatus = (typeof SHOPPING_LIST_STATUSES)[number];

/** The editable fields of an item; each change is recorded per field (last writer wins per field). */
export type ItemFields = {
  name: string;
  category: string | null;
  quantity: number;
  estimatedPrice: number | null;
  actualPrice: number | null;
  store: string | null;
  aisle: string | null;
  department: string | null;
  notes: string | null;
  /** The catalogue product this item is (links a purchase to the pantry); absent on items added before it existed. */
  productId?: string | null;
};

export type ItemField = keyof ItemFields;
export const ITEM_FIELDS: readonly ItemField[] = [
  "name",
  "category",
  "quantity",
  "estimatedPrice",
  "actualPrice",
  "store",
  "aisle",
  "department",
  "notes",
];

export type ShoppingEvent =
  | { type: "ShoppingListCreated"; data: { listId: string; name: string } }
  | { type: "ShoppingListRenamed"; data: { listId: string; name: string; previousName: string } }
  | { type: "ShoppingListArchived"; data: { listId: string } }
  | { type: "ShoppingListRestored"; data: { listId: string } }
  | { type: "ShoppingListDeleted"; data: { listId: string } }
  | { type: "ShoppingItemAdded"; data: { itemId: string; listId: string; orderPosition: number | null } & ItemFields }
  | {
      type: "ShoppingItemFieldChanged";
      data: { itemId: string; listId: string; field: ItemField; value: ItemFields[ItemField]; previousValue: ItemFields[ItemField] };
    }
  | { type: "ShoppingItemToggled"; data: { itemId: string; listId: string; purchased: boolean; completedAt: string | null } }
  | { type: "ShoppingItemMoved"; data: { itemId: string; fromListId: string; toListId: string } }
  | {
      type: "ShoppingItemReordered";
      data: { itemId: string; listId: string; orderPosition: number; previousPosition: number | null };
    }
  | { type: "ShoppingItemRemoved"; data: { itemId: string; listId: string } };

export type ShoppingEventType = ShoppingEvent["type"];

export const SHOPPING_EVENT_TYPES: readonly ShoppingEventType[] = [
  "ShoppingListCreated",
  "ShoppingListRenamed",
  "ShoppingListArchived",
  "ShoppingListRestored",
  "ShoppingListDeleted",
  "ShoppingItemAdded",
  "ShoppingItemFieldChanged",
  "ShoppingItemToggled",
  "ShoppingItemMoved",
  "ShoppingItemReordered",
  "ShoppingItemRemoved",
];

export interface ListState {
  name: string;
  status: ShoppingListStatus;
  deleted: boolean;
}

export interface ItemState {
  listId: string;
  fields: ItemFields;
  orderPosition: number | null;
  completedAt: string | null;
  removed: boolean;
}

/**
 * What the streams a command touches fold into: the lists and items it loaded, by id. Each list and
 * each item is its own stream, so a command loads only what it decides on.
 */
export interface ShoppingState {
  lists: Readonly<Record<string, ListState>>;
  items: Readonly<Record<string, ItemState>>;
}

export const initialShoppingState: ShoppingState = { lists: {}, items: {} };

function withList(state: ShoppingState, listId: string, change: (list: ListState) => ListState): ShoppingState {
  const list = state.lists[listId];
  return list ? { ...state, lists: { ...state.lists, [listId]: change(list) } } : state;
}

function withItem(state: ShoppingState, itemId: string, change: (item: ItemState) => ItemState): ShoppingState {
  const item = state.items[itemId];
  return item ? { ...state, items: { ...state.items, [itemId]: change(item) } } : state;
}

export function evolveShopping(state: ShoppingState, event: StoredEvent | ShoppingEvent): ShoppingState {
  const e = event as ShoppingEvent;
  switch (e.type) {
    case "ShoppingListCreated":
      return { ...state, lists: { ...state.lists, [e.data.listId]: { name: e.data.name, status: "active", deleted: false } } };
    case "ShoppingListRenamed":
      return withList(state, e.data.listId, (list) => ({ ...list, name: e.data.name }));
    case "ShoppingListArchived":
      return withList(state, e.data.listId, (list) => ({ ...list, status: "archived" }));
    case "ShoppingListRestored":
      return withList(state, e.data.listId, (list) => ({ ...list, status: "active" }));
    case "ShoppingListDeleted":
      return withList(state, e.data.listId, (list) => ({ ...list, deleted: true }));
    case "ShoppingItemAdded": {
      const { itemId, listId, orderPosition, ...fields } = e.data;
      return {
        ...state,
        items: { ...state.items, [itemId]: { listId, fields, orderPosition, completedAt: null, removed: false } },
      };
    }
    case "ShoppingItemFieldChanged":
      return withItem(state, e.data.itemId, (item) => ({
        ...item,
        fields: { ...item.fields, [e.data.field]: e.data.value },
      }));
    case "ShoppingItemToggled":
      return withItem(state, e.data.itemId, (item) => ({ ...item, completedAt: e.data.completedAt }));
    case "ShoppingItemMoved":
      return withItem(state, e.data.itemId, (item) => ({ ...item, listId: e.data.toListId, orderPosition: null }));
    case "ShoppingItemReordered":
      return withItem(state, e.data.itemId, (item) => ({ ...item, orderPosition: e.data.orderPosition }));
    case "ShoppingItemRemoved":
      return withItem(state, e.data.itemId, (item) => ({ ...item, removed: true }));
    default:
      return state;
  }
}

export const listStream = (listId: string) => `shopping-list-${listId}`;
export const itemStream = (itemId: string) => `shopping-item-${itemId}`;

/** The stream an event of this module is appended to. */
export function streamOf(event: ShoppingEvent): string {
  return "itemId" in event.data ? itemStream(event.data.itemId) : listStream(event.data.listId);
}

/** Lists whose contents an event changes (a move touches both ends). */
export function touchedListIds(event: { data: object }): string[] {
  const data = event.data as Record<string, unknown>;
  const ids = [data.listId, data.fromListId, data.toListId].filter(
    (id): id is string => typeof id === "string",
  );
  return [...new Set(ids)];
}
