import { describe, expect, it } from "vitest";
import { decide, type BudgetCommand } from "./budget.decider.js";
import { evolveItemSpending, initialItemSpendingState, type BudgetEvent } from "./budget.events.js";

const itemId = "7b1d2e3f-0000-4000-8000-0000000000a1";
const listId = "7b1d2e3f-0000-4000-8000-000000000001";

const purchase = (overrides: Partial<Extract<BudgetCommand, { type: "RecordPurchase" }>> = {}): BudgetCommand => ({
  type: "RecordPurchase",
  entryId: "entry-2",
  itemId,
  listId,
  description: "Olive oil",
  category: "Pantry",
  quantity: 2,
  actualPrice: null,
  estimatedPrice: 6.25,
  ...overrides,
});

const recorded: BudgetEvent = {
  type: "SpendingRecorded",
  data: {
    entryId: "entry-1",
    itemId,
    listId,
    description: "Olive oil",
    category: "Pantry",
    quantity: 2,
    unitPrice: 6.25,
    amount: 12.5,
    priceSource: "estimated",
  },
};

/** given events, when command, then events. */
function given(...events: BudgetEvent[]) {
  const state = events.reduce(evolveItemSpending, initialItemSpendingState);
  return { when: (command: BudgetCommand) => ({ then: (expected: BudgetEvent[]) => expect(decide(state, command)).toEqual(expected) }) };
}

describe("budget decider", () => {
  it("records the estimated price times quantity when no actual price was entered", () => {
    given().when(purchase({ entryId: "entry-1" })).then([recorded]);
  });

  it("records the actual price when one above 0 was entered", () => {
    given()
      .when(purchase({ actualPrice: 5.99 }))
      .then([
        {
          type: "SpendingRecorded",
          data: { ...recorded.data, entryId: "entry-2", unitPrice: 5.99, amount: 11.98, priceSource: "actual" },
        } as BudgetEvent,
      ]);
  });

  it("records nothing new when the same amount and category are already counted", () => {
    given(recorded).when(purchase()).then([]);
  });

  it("replaces the counted entry when the price, quantity or category changed", () => {
    given(recorded)
      .when(purchase({ quantity: 3 }))
      .then([
        { type: "SpendingReversed", data: { entryId: "entry-1", itemId, amount: 12.5, category: "Pantry", reason: "corrected" } },
        {
          type: "SpendingRecorded",
          data: { ...recorded.data, entryId: "entry-2", quantity: 3, amount: 18.75 },
        } as BudgetEvent,
      ]);
  });

  it("reverses the counted entry when the item is un-marked", () => {
    given(recorded)
      .when({ type: "CancelPurchase", itemId })
      .then([
        { type: "SpendingReversed", data: { entryId: "entry-1", itemId, amount: 12.5, category: "Pantry", reason: "unpurchased" } },
      ]);
  });

  it("records nothing when un-marking an item that was never counted", () => {
    given().when({ type: "CancelPurchase", itemId }).then([]);
    given(recorded, {
      type: "SpendingReversed",
      data: { entryId: "entry-1", itemId, amount: 12.5, category: "Pantry", reason: "unpurchased" },
    })
      .when({ type: "CancelPurchase", itemId })
      .then([]);
  });

  it("treats an actual price of 0 as not entered (the legacy client sends an empty price as '0')", () => {
    given()
      .when(purchase({ actualPrice: 0, estimatedPrice: 3, quantity: 1 }))
      .then([
        {
          type: "SpendingRecorded",
          data: { ...recorded.data, entryId: "entry-2", quantity: 1, unitPrice: 3, amount: 3, priceSource: "estimated" },
        } as BudgetEvent,
      ]);
  });
});
