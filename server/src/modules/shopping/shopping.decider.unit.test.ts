import { describe, expect, it } from "vitest";
import { decide, type ShoppingCommand } from "./shopping.decider.js";
import { evolveShopping, initialShoppingState, type ItemFields, type ShoppingEvent } from "./shopping.events.js";

const listId = "5a0c1e6e-0000-4000-8000-000000000001";
const partyId = "5a0c1e6e-0000-4000-8000-000000000002";
const milkId = "5a0c1e6e-0000-4000-8000-0000000000a1";
const breadId = "5a0c1e6e-0000-4000-8000-0000000000a2";
const at = "2026-11-21T10:00:00.000Z";

const fields: ItemFields = {
  name: "Milk",
  category: "Dairy",
  quantity: 2,
  estimatedPrice: 1.5,
  actualPrice: null,
  store: null,
  aisle: null,
  department: null,
  notes: null,
};

const created: ShoppingEvent = { type: "ShoppingListCreated", data: { listId, name: "Weekly shop" } };
const partyCreated: ShoppingEvent = { type: "ShoppingListCreated", data: { listId: partyId, name: "Party" } };
const milkAdded: ShoppingEvent = { type: "ShoppingItemAdded", data: { itemId: milkId, listId, orderPosition: null, ...fields } };
const breadAdded: ShoppingEvent = {
  type: "ShoppingItemAdded",
  data: { itemId: breadId, listId, orderPosition: 1, ...fields, name: "Bread", category: "Bakery" },
};
const milkPurchased: ShoppingEvent = {
  type: "ShoppingItemToggled",
  data: { itemId: milkId, listId, purchased: true, completedAt: at },
};

/** given events, when command, then events (or an error). */
function given(...events: ShoppingEvent[]) {
  const state = events.reduce(evolveShopping, initialShoppingState);
  return {
    when: (command: ShoppingCommand) => ({
      then: (expected: ShoppingEvent[]) => expect(decide(state, command)).toEqual(expected),
      thenFails: (message: string) => expect(() => decide(state, command)).toThrow(message),
    }),
  };
}

describe("shopping decider: lists", () => {
  it("creates a list", () => {
    given().when({ type: "CreateShoppingList", listId, name: "Weekly shop" }).then([created]);
  });

  it("refuses to create a list with an id that exists", () => {
    given(created).when({ type: "CreateShoppingList", listId, name: "Again" }).thenFails("A shopping list with this id already exists");
  });

  it("renames a list, recording the previous name", () => {
    given(created)
      .when({ type: "RenameShoppingList", listId, name: "Big shop" })
      .then([{ type: "ShoppingListRenamed", data: { listId, name: "Big shop", previousName: "Weekly shop" } }]);
  });

  it("records nothing when the name is unchanged", () => {
    given(created).when({ type: "RenameShoppingList", listId, name: "Weekly shop" }).then([]);
  });

  it("archives an active list and restores an archived one", () => {
    given(created).when({ type: "ArchiveShoppingList", listId }).then([{ type: "ShoppingListArchived", data: { listId } }]);
    given(created, { type: "ShoppingListArchived", data: { listId } })
      .when({ type: "RestoreShoppingList", listId })
      .then([{ type: "ShoppingListRestored", data: { listId } }]);
  });

  it("treats archiving an archived list, or restoring an active one, as done", () => {
    given(created, { type: "ShoppingListArchived", data: { listId } }).when({ type: "ArchiveShoppingList", listId }).then([]);
    given(created).when({ type: "RestoreShoppingList", listId }).then([]);
  });

  it("deletes a list", () => {
    given(created).when({ type: "DeleteShoppingList", listId }).then([{ type: "ShoppingListDeleted", data: { listId } }]);
  });

  it("refuses every list command on an unknown or deleted list", () => {
    const deleted: ShoppingEvent = { type: "ShoppingListDeleted", data: { listId } };
    for (const command of [
      { type: "RenameShoppingList", listId, name: "x" },
      { type: "ArchiveShoppingList", listId },
      { type: "RestoreShoppingList", listId },
      { type: "DeleteShoppingList", listId },
      { type: "ReorderShoppingItems", listId, itemIds: [milkId] },
    ] as ShoppingCommand[]) {
      given().when(command).thenFails("Shopping list not found");
      given(created, deleted).when(command).thenFails("Shopping list not found");
    }
  });
});

describe("shopping decider: items", () => {
  it("adds an item to a list", () => {
    given(created).when({ type: "AddShoppingItem", itemId: milkId, listId, fields, orderPosition: null }).then([milkAdded]);
  });

  it("refuses to add to an unknown or deleted list, or with an id in use", () => {
    const add: ShoppingCommand = { type: "AddShoppingItem", itemId: milkId, listId, fields, orderPosition: null };
    given().when(add).thenFails("Shopping list not found");
    given(created, { type: "ShoppingListDeleted", data: { listId } }).when(add).thenFails("Shopping list not found");
    given(created, milkAdded).when(add).thenFails("A shopping item with this id already exists");
  });

  it("records one event per changed field and skips unchanged ones", () => {
    given(created, milkAdded)
      .when({ type: "ChangeShoppingItem", itemId: milkId, changes: { quantity: 3, estimatedPrice: 1.5, notes: "semi-skimmed" } })
      .then([
        { type: "ShoppingItemFieldChanged", data: { itemId: milkId, listId, field: "quantity", value: 3, previousValue: 2 } },
        {
          type: "ShoppingItemFieldChanged",
          data: { itemId: milkId, listId, field: "notes", value: "semi-skimmed", previousValue: null },
        },
      ]);
  });

  it("applies the last change of a field on top of earlier ones (last writer wins per field)", () => {
    given(created, milkAdded, {
      type: "ShoppingItemFieldChanged",
      data: { itemId: milkId, listId, field: "store", value: "Corner shop", previousValue: null },
    })
      .when({ type: "ChangeShoppingItem", itemId: milkId, changes: { store: "Market" } })
      .then([
        {
          type: "ShoppingItemFieldChanged",
          data: { itemId: milkId, listId, field: "store", value: "Market", previousValue: "Corner shop" },
        },
      ]);
  });

  it("marks an item purchased with the command's time, and flips it back", () => {
    given(created, milkAdded).when({ type: "ToggleShoppingItem", itemId: milkId, at }).then([milkPurchased]);
    given(created, milkAdded, milkPurchased)
      .when({ type: "ToggleShoppingItem", itemId: milkId, at })
      .then([{ type: "ShoppingItemToggled", data: { itemId: milkId, listId, purchased: false, completedAt: null } }]);
  });

  it("records nothing when the asked purchased state is already the item's (replays converge)", () => {
    given(created, milkAdded, milkPurchased).when({ type: "ToggleShoppingItem", itemId: milkId, purchased: true, at }).then([]);
    given(created, milkAdded).when({ type: "ToggleShoppingItem", itemId: milkId, purchased: false, at }).then([]);
  });

  it("moves an item to another list", () => {
    given(created, partyCreated, milkAdded)
      .when({ type: "MoveShoppingItem", itemId: milkId, destinationListId: partyId })
      .then([{ type: "ShoppingItemMoved", data: { itemId: milkId, fromListId: listId, toListId: partyId } }]);
  });

  it("records nothing when the item is already on the destination list", () => {
    given(created, partyCreated, milkAdded, {
      type: "ShoppingItemMoved",
      data: { itemId: milkId, fromListId: listId, toListId: partyId },
    })
      .when({ type: "MoveShoppingItem", itemId: milkId, destinationListId: partyId })
      .then([]);
  });

  it("refuses a move to an unknown or deleted list", () => {
    given(created, milkAdded)
      .when({ type: "MoveShoppingItem", itemId: milkId, destinationListId: partyId })
      .thenFails("Destination list not found");
    given(created, partyCreated, milkAdded, { type: "ShoppingListDeleted", data: { listId: partyId } })
      .when({ type: "MoveShoppingItem", itemId: milkId, destinationListId: partyId })
      .thenFails("Destination list not found");
  });

  it("reorders the listed items that are still on the list, skipping unchanged positions", () => {
    const gone = "5a0c1e6e-0000-4000-8000-0000000000ff";
    given(created, milkAdded, breadAdded)
      .when({ type: "ReorderShoppingItems", listId, itemIds: [gone, breadId, milkId] })
      .then([
        { type: "ShoppingItemReordered", data: { itemId: milkId, listId, orderPosition: 2, previousPosition: null } },
      ]);
  });

  it("removes an item", () => {
    given(created, milkAdded)
      .when({ type: "RemoveShoppingItem", itemId: milkId })
      .then([{ type: "ShoppingItemRemoved", data: { itemId: milkId, listId } }]);
  });

  it("lets a delete win: every change to a removed item, or to an item of a deleted list, is refused", () => {
    const removed: ShoppingEvent = { type: "ShoppingItemRemoved", data: { itemId: milkId, listId } };
    const listDeleted: ShoppingEvent = { type: "ShoppingListDeleted", data: { listId } };
    for (const command of [
      { type: "ChangeShoppingItem", itemId: milkId, changes: { quantity: 5 } },
      { type: "ToggleShoppingItem", itemId: milkId, at },
      { type: "MoveShoppingItem", itemId: milkId, destinationListId: partyId },
      { type: "RemoveShoppingItem", itemId: milkId },
    ] as ShoppingCommand[]) {
      given(created, partyCreated, milkAdded, removed).when(command).thenFails("Shopping item not found");
      given(created, partyCreated, milkAdded, listDeleted).when(command).thenFails("Shopping item not found");
      given(created, partyCreated).when(command).thenFails("Shopping item not found");
    }
  });

  it("refuses an item addressed through a list that does not hold it", () => {
    given(created, partyCreated, milkAdded)
      .when({ type: "ToggleShoppingItem", itemId: milkId, listId: partyId, at })
      .thenFails("Shopping item not found");
  });
});
