import type { BudgetEvent, ItemSpendingState, PriceSource } from "./budget.events.js";

/** Counts a purchased item as spending; an entry already counted with another amount or category is replaced. */
export interface RecordPurchase {
  type: "RecordPurchase";
  entryId: string;
  itemId: string;
  listId: string;
  description: string;
  category: string | null;
  quantity: number;
  /** The item's actual price, when one above 0 was entered. */
  actualPrice: number | null;
  estimatedPrice: number | null;
}

/** Stops counting an item that is no longer marked purchased. */
export interface CancelPurchase {
  type: "CancelPurchase";
  itemId: string;
}

export type BudgetCommand = RecordPurchase | CancelPurchase;

const cents = (value: number) => Math.round(value * 100) / 100;

/** Spec: a purchase counts its actual price (else the estimated price) times its quantity. */
export function purchasePrice(actualPrice: number | null, estimatedPrice: number | null): { unitPrice: number; priceSource: PriceSource } {
  // The legacy client sends an empty price as '0', so 0 means "not entered", not "free".
  if (actualPrice !== null && actualPrice > 0) return { unitPrice: actualPrice, priceSource: "actual" };
  return { unitPrice: estimatedPrice ?? 0, priceSource: "estimated" };
}

function recordPurchase(state: ItemSpendingState, command: RecordPurchase): BudgetEvent[] {
  const { unitPrice, priceSource } = purchasePrice(command.actualPrice, command.estimatedPrice);
  const amount = cents(unitPrice * command.quantity);
  const open = state.open;
  if (open && open.amount === amount && open.category === command.category) return [];
  const events: BudgetEvent[] = [];
  if (open) {
    events.push({
      type: "SpendingReversed",
      data: { entryId: open.entryId, itemId: command.itemId, amount: open.amount, category: open.category, reason: "corrected" },
    });
  }
  events.push({
    type: "SpendingRecorded",
    data: {
      entryId: command.entryId,
      itemId: command.itemId,
      listId: command.listId,
      description: command.description,
      category: command.category,
      quantity: command.quantity,
      unitPrice,
      amount,
      priceSource,
    },
  });
  return events;
}

function cancelPurchase(state: ItemSpendingState, command: CancelPurchase): BudgetEvent[] {
  const open = state.open;
  if (!open) return [];
  return [
    {
      type: "SpendingReversed",
      data: { entryId: open.entryId, itemId: command.itemId, amount: open.amount, category: open.category, reason: "unpurchased" },
    },
  ];
}

export function decide(state: ItemSpendingState, command: BudgetCommand): BudgetEvent[] {
  switch (command.type) {
    case "RecordPurchase":
      return recordPurchase(state, command);
    case "CancelPurchase":
      return cancelPurchase(state, command);
    default: {
      const exhaustive: never = command;
      throw new Error(`unknown command ${(exhaustive as { type: string }).type}`);
    }
  }
}
