import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AppError } from "../../core/errors.js";
import { decide, type ShoppingCommand } from "./shopping.decider.js";
import { evolveShopping, initialShoppingState, type ItemFields, type ShoppingState } from "./shopping.events.js";

// The shopping decider against a model of a few lines: random command sequences (fixed seed, printed)
// over a small pool of ids, so commands often hit the same lists and items, deleted ones included.

const SEED = 20261123;
const LISTS = ["l1", "l2", "l3"];
const ITEMS = ["i1", "i2", "i3", "i4"];

interface Model {
  lists: Map<string, { name: string; archived: boolean; deleted: boolean }>;
  items: Map<string, { list: string; name: string; purchased: boolean; removed: boolean }>;
}

const fields = (name: string): ItemFields => ({
  name,
  category: null,
  quantity: 1,
  estimatedPrice: null,
  actualPrice: null,
  store: null,
  aisle: null,
  department: null,
  notes: null,
});

const listId = fc.constantFrom(...LISTS);
const itemId = fc.constantFrom(...ITEMS);
const name = fc.constantFrom("Weekly", "Party", "Milk", "Bread");
const command: fc.Arbitrary<ShoppingCommand> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ type: fc.constant("CreateShoppingList" as const), listId, name }) },
  fc.record({ type: fc.constant("RenameShoppingList" as const), listId, name }),
  fc.record({ type: fc.constant("ArchiveShoppingList" as const), listId }),
  fc.record({ type: fc.constant("RestoreShoppingList" as const), listId }),
  fc.record({ type: fc.constant("DeleteShoppingList" as const), listId }),
  {
    weight: 4,
    arbitrary: fc.record({ type: fc.constant("AddShoppingItem" as const), itemId, listId, fields: name.map(fields), orderPosition: fc.constant(null) }),
  },
  fc.record({ type: fc.constant("ChangeShoppingItem" as const), itemId, changes: name.map((n) => ({ name: n })) }),
  fc.record({ type: fc.constant("ToggleShoppingItem" as const), itemId, purchased: fc.option(fc.boolean(), { nil: undefined }), at: fc.constant("2026-11-23T10:00:00.000Z") }),
  fc.record({ type: fc.constant("MoveShoppingItem" as const), itemId, destinationListId: listId }),
  fc.record({ type: fc.constant("RemoveShoppingItem" as const), itemId }),
);

/** What the model says: the next model, or the status of the refusal. */
function step(model: Model, c: ShoppingCommand): { model: Model; refused?: number } {
  const lists = new Map(model.lists);
  const items = new Map(model.items);
  const live = (id: string) => {
    const l = lists.get(id);
    return l && !l.deleted ? l : undefined;
  };
  const liveItem = (id: string) => {
    const i = items.get(id);
    return i && !i.removed && live(i.list) ? i : undefined;
  };
  switch (c.type) {
    case "CreateShoppingList":
      if (lists.has(c.listId)) return { model, refused: 409 };
      lists.set(c.listId, { name: c.name, archived: false, deleted: false });
      break;
    case "RenameShoppingList":
    case "ArchiveShoppingList":
    case "RestoreShoppingList":
    case "DeleteShoppingList": {
      const l = live(c.listId);
      if (!l) return { model, refused: 404 };
      if (c.type === "RenameShoppingList") lists.set(c.listId, { ...l, name: c.name });
      if (c.type === "ArchiveShoppingList") lists.set(c.listId, { ...l, archived: true });
      if (c.type === "RestoreShoppingList") lists.set(c.listId, { ...l, archived: false });
      if (c.type === "DeleteShoppingList") lists.set(c.listId, { ...l, deleted: true });
      break;
    }
    case "AddShoppingItem":
      if (!live(c.listId)) return { model, refused: 404 };
      if (items.has(c.itemId)) return { model, refused: 409 };
      items.set(c.itemId, { list: c.listId, name: c.fields.name, purchased: false, removed: false });
      break;
    case "ReorderShoppingItems":
      throw new Error("reordering is not generated");
    default: {
      const i = liveItem(c.itemId);
      if (!i) return { model, refused: 404 };
      if (c.type === "ChangeShoppingItem") items.set(c.itemId, { ...i, name: c.changes.name ?? i.name });
      if (c.type === "ToggleShoppingItem") items.set(c.itemId, { ...i, purchased: c.purchased ?? !i.purchased });
      if (c.type === "RemoveShoppingItem") items.set(c.itemId, { ...i, removed: true });
      if (c.type === "MoveShoppingItem") {
        if (!live(c.destinationListId)) return { model, refused: 404 };
        if (c.destinationListId !== i.list) items.set(c.itemId, { ...i, list: c.destinationListId });
      }
    }
  }
  return { model: { lists, items } };
}

/** The decider's state seen through the model's eyes. */
function view(state: ShoppingState): Model {
  const lists = new Map<string, Model["lists"] extends Map<string, infer V> ? V : never>();
  for (const [id, l] of Object.entries(state.lists)) lists.set(id, { name: l.name, archived: l.status === "archived", deleted: l.deleted });
  const items = new Map<string, Model["items"] extends Map<string, infer V> ? V : never>();
  for (const [id, i] of Object.entries(state.items)) {
    items.set(id, { list: i.listId, name: i.fields.name, purchased: i.completedAt !== null, removed: i.removed });
  }
  return { lists, items };
}

describe("shopping decider against a model", () => {
  it("agrees with the model on 500 random command sequences", () => {
    let commands = 0;
    let refusals = 0;
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 40 }), (sequence) => {
        let state = initialShoppingState;
        let model: Model = { lists: new Map(), items: new Map() };
        for (const c of sequence) {
          commands += 1;
          const expected = step(model, c);
          let events;
          try {
            events = decide(state, c);
          } catch (error) {
            refusals += 1;
            expect(error).toBeInstanceOf(AppError);
            expect({ command: c, status: (error as AppError).status }).toEqual({ command: c, status: expected.refused });
            continue;
          }
          expect({ command: c, refused: undefined }).toEqual({ command: c, refused: expected.refused });
          state = events.reduce(evolveShopping, state);
          model = expected.model;
          expect(view(state)).toEqual(model);
        }
      }),
      { seed: SEED, numRuns: 500 },
    );
    console.log(`[property] shopping decider: seed ${SEED}, 500 sequences, ${commands} commands, ${refusals} refused as the model said`);
  });
});
