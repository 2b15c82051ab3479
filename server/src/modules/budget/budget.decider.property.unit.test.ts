import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decide, purchasePrice, type BudgetCommand } from "./budget.decider.js";
import { evolveItemSpending, initialItemSpendingState, type ItemSpendingState } from "./budget.events.js";

// The budget decider (purchased shopping items counted as spending) on random sequences of marking an
// item purchased, changing its price, and un-marking it (fixed seed). Promised: an item is counted at
// most once at any time (the ledger of recorded minus reversed amounts always equals the one open
// entry, or 0), repeating the same purchase records nothing, un-marking twice reverses once, and the
// amount counted is the spec's price (actual above 0, else estimated) times quantity, in cents.

const SEED = 20261123;
let entry = 0;
const command: fc.Arbitrary<BudgetCommand> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .record({
        category: fc.constantFrom(null, "Produce", "Dairy"),
        quantity: fc.constantFrom(1, 2, 3, 0.5),
        actualPrice: fc.constantFrom(null, 0, 2.49, 3.99),
        estimatedPrice: fc.constantFrom(null, 1.25, 2.49),
      })
      .map((f) => ({ type: "RecordPurchase" as const, entryId: "", itemId: "item-1", listId: "list-1", description: "Apples", ...f })),
  },
  fc.constant({ type: "CancelPurchase" as const, itemId: "item-1" }),
);

const cents = (v: number) => Math.round(v * 100) / 100;

describe("budget decider against a ledger", () => {
  it("never counts an item twice on 500 random command sequences", () => {
    let commands = 0;
    let recorded = 0;
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 30 }), (sequence) => {
        let state: ItemSpendingState = initialItemSpendingState;
        let ledger = 0;
        for (const raw of sequence) {
          commands += 1;
          const c = raw.type === "RecordPurchase" ? { ...raw, entryId: `entry-${++entry}` } : raw;
          const events = decide(state, c);
          const repeat =
            c.type === "RecordPurchase" &&
            state.open !== null &&
            state.open.category === c.category &&
            state.open.amount === cents(purchasePrice(c.actualPrice, c.estimatedPrice).unitPrice * c.quantity);
          if (repeat || (c.type === "CancelPurchase" && state.open === null)) expect(events).toEqual([]);
          for (const event of events) {
            if (event.type === "SpendingRecorded") {
              recorded += 1;
              ledger = cents(ledger + event.data.amount);
              const { unitPrice } = purchasePrice((c as { actualPrice: number | null }).actualPrice, (c as { estimatedPrice: number | null }).estimatedPrice);
              expect(event.data.amount).toBe(cents(unitPrice * event.data.quantity));
            } else {
              expect(event.data.entryId).toBe(state.open?.entryId);
              ledger = cents(ledger - event.data.amount);
            }
          }
          state = events.reduce(evolveItemSpending, state);
          expect(ledger).toBe(state.open?.amount ?? 0);
          if (c.type === "CancelPurchase") expect(state.open).toBeNull();
        }
      }),
      { seed: SEED, numRuns: 500 },
    );
    console.log(`[property] budget decider: seed ${SEED}, 500 sequences, ${commands} commands, ${recorded} spending entries`);
  });
});
