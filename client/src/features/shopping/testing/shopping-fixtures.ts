/** Lists and items as the server sends them, for the shopping unit tests (`__typename` included, as the cache needs). */
import type { ShoppingItem, ShoppingList } from "../shopping-changes";

export const FIXTURE_TIME = "2026-11-21T10:00:00.000Z";

export function shoppingItem(id: string, listId: string, overrides: Partial<ShoppingItem> = {}): ShoppingItem {
  return {
    __typename: "ShoppingItem",
    id,
    listId,
    name: id,
    category: null,
    quantity: 1,
    estimatedPrice: null,
    actualPrice: null,
    orderPosition: null,
    store: null,
    aisle: null,
    department: null,
    notes: null,
    completedAt: null,
    purchased: false,
    revision: 1,
    createdAt: FIXTURE_TIME,
    updatedAt: FIXTURE_TIME,
    ...overrides,
  } as ShoppingItem;
}

export function shoppingList(id: string, items: ShoppingItem[] = [], overrides: Partial<ShoppingList> = {}): ShoppingList {
  return { __typename: "ShoppingList", id, name: id, status: "active", revision: 1, createdAt: FIXTURE_TIME, updatedAt: FIXTURE_TIME, items, ...overrides } as ShoppingList;
}
