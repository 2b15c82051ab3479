import type { StoredEvent } from "../../core/event-store.js";

/** Which price a purchase was counted at: the actual price when one was entered, else the estimate. */
export type PriceSource = "actual" | "estimated";

export type BudgetEvent =
  | {
      type: "SpendingRecorded";
      data: {
        entryId: string;
        itemId: string;
        listId: string;
        description: string;
        /** null when the item had no category (the budget screen shows it as Other). */
        category: string | null;
        quantity: number;
        unitPrice: number;
        amount: number;
        priceSource: PriceSource;
      };
    }
  | {
      type: "SpendingReversed";
      data: {
        entryId: string;
        itemId: string;
        amount: number;
        category: string | null;
        /** unpurchased: the item was un-marked; corrected: replaced by an entry with the new price or category. */
        reason: "unpurchased" | "corrected";
      };
    };

export type BudgetEventType = BudgetEvent["type"];

export interface OpenEntry {
  entryId: string;
  amount: number;
  category: string | null;
}

/** One purchased item's spending: the entry currently counted, if any. */
export interface ItemSpendingState {
  open: OpenEntry | null;
}

export const initialItemSpendingState: ItemSpendingState = { open: null };

export function evolveItemSpending(state: ItemSpendingState, event: StoredEvent | BudgetEvent): ItemSpendingState {
  const e = event as BudgetEvent;
  switch (e.type) {
    case "SpendingRecorded":
      return { open: { entryId: e.data.entryId, amount: e.data.amount, category: e.data.category } };
    case "SpendingReversed":
      return state.open?.entryId === e.data.entryId ? { open: null } : state;
    default:
      return state;
  }
}

export const itemSpendingStream = (itemId: string) => `spending-item-${itemId}`;
