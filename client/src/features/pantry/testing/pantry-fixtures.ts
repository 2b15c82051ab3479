/** Pantry items as the server sends them, for the pantry unit tests (`__typename` included, as the cache needs). */
import type { PantryItem } from "../pantry-changes";

export function pantryItem(id: string, patch: Partial<PantryItem> = {}): PantryItem {
  return {
    __typename: "PantryItem",
    id,
    productId: null,
    name: id,
    category: null,
    quantity: 1,
    unit: "pcs",
    location: "pantry",
    purchasedOn: null,
    expiresOn: null,
    expiryKind: "best_before",
    openedOn: null,
    pricePaid: null,
    store: null,
    notes: null,
    status: "active",
    used: 0,
    value: null,
    expiryState: "none",
    daysLeft: null,
    sourceShoppingItemId: null,
    lastActionId: null,
    lastActionKind: null,
    revision: 1,
    createdAt: "2026-11-01T00:00:00.000Z",
    updatedAt: "2026-11-01T00:00:00.000Z",
    ...patch,
  } as PantryItem;
}
