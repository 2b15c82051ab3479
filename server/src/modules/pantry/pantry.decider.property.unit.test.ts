import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AppError } from "../../core/errors.js";
import { decideItem, type PantryItemCommand } from "./pantry.decider.js";
import { evolveItem, initialItemState, round, type PantryItemFields, type PantryItemState } from "./pantry.events.js";

// The pantry item decider on random command sequences (fixed seed, 500 sequences on one item).
// Promised: no sequence yields a negative quantity or a negative amount used; what is left plus what
// was used is what was bought (only an edit of the quantity changes it); nothing more than is left
// can be used or thrown away; an undo gives back exactly what the undone action took, once; the value
// of what is thrown away never exceeds what was paid; opening twice records nothing; a removed item
// accepts no further change (404) and removing it again records nothing; a returned purchase only
// goes while nobody used, opened or moved it; every refusal is a 4xx AppError.

const SEED = 20261123;
const LOCATIONS = ["pantry", "fridge", "freezer"];
const fields = (quantity: number, pricePaid: number | null): PantryItemFields => ({
  productId: null,
  name: "Greek yogurt",
  category: "Dairy",
  quantity,
  unit: "cup",
  location: "fridge",
  purchasedOn: "2026-11-20",
  expiresOn: "2026-12-01",
  expiryKind: "use_by",
  openedOn: null,
  pricePaid,
  store: null,
  notes: null,
});
const qty = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(0.5, 1, 2, 3) }, fc.constantFrom(0, -1, 0.001, 100));
const actionId = fc.constantFrom("a1", "a2", "a3", "a4");
const item = { itemId: fc.constant("p1") };
const command: fc.Arbitrary<PantryItemCommand> = fc.oneof(
  fc.record({ type: fc.constant("AddPantryItem" as const), ...item, fields: fc.tuple(qty, fc.constantFrom(null, 6)).map(([q, p]) => fields(q, p)), source: fc.constant({ kind: "manual" as const }), locations: fc.constant(LOCATIONS) }),
  fc.record({ type: fc.constant("EditPantryItem" as const), ...item, changes: fc.record({ quantity: qty, name: fc.constantFrom("Greek yogurt", "Skyr", " ") }, { requiredKeys: [] }) }),
  { weight: 3, arbitrary: fc.record({ type: fc.constant("ConsumePantryItem" as const), ...item, actionId, quantity: fc.oneof(fc.constant(null), qty) }) },
  fc.record({ type: fc.constant("OpenPantryItem" as const), ...item, on: fc.constant("2026-11-23"), openedShelfLifeDays: fc.constantFrom(null, 3) }),
  fc.record({ type: fc.constant("MovePantryItem" as const), ...item, actionId, to: fc.constantFrom("pantry", "freezer", "garage"), locations: fc.constant(LOCATIONS) }),
  { weight: 2, arbitrary: fc.record({ type: fc.constant("DiscardPantryItem" as const), ...item, actionId, quantity: fc.oneof(fc.constant(null), qty), reason: fc.constant("spoiled" as const), note: fc.constant(null) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant("UndoPantryAction" as const), ...item, actionId: fc.oneof(fc.constant(null), actionId) }) },
  fc.record({ type: fc.constant("RemovePantryItem" as const), ...item }),
  fc.record({ type: fc.constant("ReturnPurchase" as const), ...item }),
);
const start: PantryItemCommand = { type: "AddPantryItem", itemId: "p1", fields: fields(4, 8), source: { kind: "manual" }, locations: LOCATIONS };

describe("pantry item decider against its invariants", () => {
  it("never goes negative and keeps what is left plus what was used on 500 random command sequences", () => {
    let commands = 0;
    let refusals = 0;
    let undos = 0;
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 40 }).map((cs) => [start, ...cs]), (sequence) => {
        let state: PantryItemState = initialItemState;
        let bought = 0;
        for (const c of sequence) {
          commands += 1;
          const before = state;
          let events;
          try {
            events = decideItem(state, c);
          } catch (error) {
            refusals += 1;
            expect(error).toBeInstanceOf(AppError);
            const status = (error as AppError).status;
            expect(status >= 400 && status < 500).toBe(true);
            if (before.removed && !["AddPantryItem", "RemovePantryItem", "ReturnPurchase"].includes(c.type)) expect(status).toBe(404);
            continue;
          }
          if (before.removed) {
            expect(["AddPantryItem", "RemovePantryItem", "ReturnPurchase"]).toContain(c.type);
            expect(events).toEqual([]);
          }
          if (c.type === "OpenPantryItem" && before.fields.openedOn) expect(events).toEqual([]);
          if (c.type === "ReturnPurchase" && events.length) expect(before.touched).toBe(false);
          for (const event of events) {
            if (event.type === "PantryItemConsumed" || event.type === "PantryItemDiscarded") {
              expect(event.data.quantity).toBeLessThanOrEqual(before.fields.quantity + 1e-9);
              expect(event.data.remaining).toBeGreaterThanOrEqual(0);
            }
            if (event.type === "PantryItemDiscarded" && event.data.value !== null) {
              expect(event.data.value).toBeGreaterThanOrEqual(0);
              expect(event.data.value).toBeLessThanOrEqual((before.fields.pricePaid ?? 0) + 0.005);
            }
            if (event.type === "PantryActionUndone") {
              undos += 1;
              const undone = before.undo.at(-1)!;
              expect(event.data.actionId).toBe(undone.actionId);
              expect(event.data.quantity).toBe(undone.kind === "move" ? null : undone.quantity);
            }
          }
          state = events.reduce(evolveItem, state);
          if (c.type === "AddPantryItem" && events.length) bought = c.fields.quantity;
          if (c.type === "EditPantryItem" && c.changes.quantity !== undefined && events.length) bought = round(state.fields.quantity + state.used);
          if (c.type === "UndoPantryAction" && events.length) expect(state.undo.some((a) => a.actionId === before.undo.at(-1)!.actionId)).toBe(false);
          expect(state.fields.quantity).toBeGreaterThanOrEqual(0);
          expect(state.used).toBeGreaterThanOrEqual(0);
          if (state.exists) expect(round(state.fields.quantity + state.used)).toBeCloseTo(bought, 6);
          expect(LOCATIONS).toContain(state.fields.location);
        }
      }),
      { seed: SEED, numRuns: 500 },
    );
    console.log(`[property] pantry item decider: seed ${SEED}, 500 sequences, ${commands} commands, ${undos} undos, ${refusals} refused`);
  });
});
