/**
 * Pantry changes as the screens make them: queued durably in the shared outbox, sent with their id as
 * idempotency key, and shown at once by laying the pending ones over the items the server confirmed.
 */
import type { PantryItemFieldsFragment } from "../../gql/graphql";
import type { PendingChange as OutboxPendingChange } from "../../lib/outbox/outbox.machine";
import { changeGuard } from "../../lib/outbox/outbox-store";

export type PantryItem = PantryItemFieldsFragment;

export interface NewPantryItem {
  id: string;
  productId: string | null;
  name: string;
  category: string | null;
  quantity: number;
  unit: string;
  location: string;
  purchasedOn: string | null;
  expiresOn: string | null;
  expiryKind: "best_before" | "use_by";
  pricePaid: number | null;
  store: string | null;
  notes: string | null;
}

export type EditableChanges = Partial<Omit<NewPantryItem, "id" | "location">>;
export type DiscardReason = "spoiled" | "expired" | "too_much" | "other";

export type PantryChange =
  | { kind: "add"; itemId: string; item: NewPantryItem }
  | { kind: "edit"; itemId: string; changes: EditableChanges }
  | { kind: "consume"; itemId: string; quantity: number | null }
  | { kind: "open"; itemId: string }
  | { kind: "move"; itemId: string; location: string }
  | { kind: "discard"; itemId: string; quantity: number | null; reason: DiscardReason }
  | { kind: "undo"; itemId: string; actionId: string | null }
  | { kind: "remove"; itemId: string };

export type PendingChange = OutboxPendingChange<PantryChange>;

export const isPantryChange = changeGuard<PantryChange>(["add", "edit", "consume", "open", "move", "discard", "undo", "remove"], ["itemId"]);

const round = (value: number) => Math.round(value * 1000) / 1000;

function mapItem(items: PantryItem[], itemId: string, change: (item: PantryItem) => PantryItem): PantryItem[] {
  return items.map((item) => (item.id === itemId ? change(item) : item));
}

/** The items as they will be once the change is applied (idempotent; a change to something gone is skipped). */
export function applyChange(items: PantryItem[], pending: PendingChange): PantryItem[] {
  const { change, queuedAt } = pending;
  switch (change.kind) {
    case "add":
      if (items.some((item) => item.id === change.itemId)) return items;
      return [
        ...items,
        {
          ...change.item,
          openedOn: null,
          status: "active",
          used: 0,
          value: change.item.pricePaid,
          expiryState: "none",
          daysLeft: null,
          sourceShoppingItemId: null,
          lastActionId: null,
          lastActionKind: null,
          revision: 0,
          createdAt: queuedAt,
          updatedAt: queuedAt,
        },
      ];
    case "edit":
      return mapItem(items, change.itemId, (item) => ({ ...item, ...change.changes }));
    case "consume":
    case "discard":
      return mapItem(items, change.itemId, (item) => {
        if (item.lastActionId === pending.id) return item;
        const quantity = Math.min(change.quantity ?? item.quantity, item.quantity);
        const left = round(item.quantity - quantity);
        return { ...item, quantity: left, used: round(item.used + quantity), status: left > 0 ? "active" : "finished", lastActionId: pending.id, lastActionKind: change.kind };
      });
    case "open":
      return mapItem(items, change.itemId, (item) => (item.openedOn ? item : { ...item, openedOn: queuedAt.slice(0, 10) }));
    case "move":
      return mapItem(items, change.itemId, (item) => ({ ...item, location: change.location }));
    case "undo":
    case "remove":
      // Shown once the server answers (what undo restores is only known there); a removal hides the item.
      return change.kind === "remove" ? items.filter((item) => item.id !== change.itemId) : items;
  }
}

export function applyPending(items: PantryItem[], pending: readonly PendingChange[]): PantryItem[] {
  return pending.reduce(applyChange, items);
}
