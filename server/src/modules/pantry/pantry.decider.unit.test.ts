import { describe, expect, it } from "vitest";
import {
  decideItem,
  decideProposal,
  decideReminder,
  decideSettings,
  type PantryItemCommand,
  type PantryProposalCommand,
} from "./pantry.decider.js";
import {
  DEFAULT_SETTINGS,
  evolveItem,
  evolveProposal,
  evolveReminders,
  evolveSettings,
  initialItemState,
  initialProposalState,
  type PantryEvent,
  type PantryItemFields,
  type ProposalFields,
} from "./pantry.events.js";

const itemId = "7a0c1e6e-0000-4000-8000-0000000000a1";
const productId = "7a0c1e6e-0000-4000-8000-0000000000b1";
const shoppingItemId = "7a0c1e6e-0000-4000-8000-0000000000c1";
const locations = ["pantry", "fridge", "freezer"];

const milk: PantryItemFields = {
  productId,
  name: "Milk",
  category: "Dairy",
  quantity: 2,
  unit: "l",
  location: "fridge",
  purchasedOn: "2026-11-20",
  expiresOn: "2026-11-27",
  expiryKind: "use_by",
  openedOn: null,
  pricePaid: 3,
  store: "Corner Market",
  notes: null,
};

const added: PantryEvent = { type: "PantryItemAdded", data: { itemId, source: { kind: "manual" }, ...milk } };
const consumedOne: PantryEvent = {
  type: "PantryItemConsumed",
  data: { itemId, actionId: "a1", quantity: 1, remaining: 1, unit: "l" },
};
const removed: PantryEvent = { type: "PantryItemRemoved", data: { itemId, reason: "deleted" } };

function given(...events: PantryEvent[]) {
  const state = events.reduce(evolveItem, initialItemState);
  return {
    when: (command: PantryItemCommand) => ({
      then: (expected: PantryEvent[]) => expect(decideItem(state, command)).toEqual(expected),
      thenFails: (message: string) => expect(() => decideItem(state, command)).toThrow(message),
    }),
  };
}

describe("pantry decider: add and edit", () => {
  it("adds an item", () => {
    given().when({ type: "AddPantryItem", itemId, fields: milk, source: { kind: "manual" }, locations }).then([added]);
  });

  it("records nothing when the same id is added again (an offline add replayed)", () => {
    given(added).when({ type: "AddPantryItem", itemId, fields: milk, source: { kind: "manual" }, locations }).then([]);
  });

  it("refuses a blank name, a quantity of 0 and an unknown location", () => {
    const add = (fields: Partial<PantryItemFields>): PantryItemCommand => ({
      type: "AddPantryItem",
      itemId,
      fields: { ...milk, ...fields },
      source: { kind: "manual" },
      locations,
    });
    given().when(add({ name: "  " })).thenFails("Give the item a name");
    given().when(add({ quantity: 0 })).thenFails("Quantity must be more than 0");
    given().when(add({ location: "garage" })).thenFails("Unknown location 'garage'");
  });

  it("records only the fields that changed, with their previous values", () => {
    given(added)
      .when({ type: "EditPantryItem", itemId, changes: { name: "Milk", store: "Farm shop", pricePaid: 3.2 } })
      .then([{ type: "PantryItemEdited", data: { itemId, changes: { store: "Farm shop", pricePaid: 3.2 }, previous: { store: "Corner Market", pricePaid: 3 } } }]);
    given(added).when({ type: "EditPantryItem", itemId, changes: { name: "Milk" } }).then([]);
  });

  it("refuses to edit an unknown or deleted item", () => {
    given().when({ type: "EditPantryItem", itemId, changes: { name: "Oat milk" } }).thenFails("Pantry item not found");
    given(added, removed).when({ type: "EditPantryItem", itemId, changes: { name: "Oat milk" } }).thenFails("Pantry item not found");
  });
});

describe("pantry decider: consume, open, move", () => {
  it("consumes part of an item", () => {
    given(added).when({ type: "ConsumePantryItem", itemId, actionId: "a1", quantity: 1 }).then([consumedOne]);
  });

  it("consumes all of what is left when no quantity is given", () => {
    given(added, consumedOne)
      .when({ type: "ConsumePantryItem", itemId, actionId: "a2", quantity: null })
      .then([{ type: "PantryItemConsumed", data: { itemId, actionId: "a2", quantity: 1, remaining: 0, unit: "l" } }]);
  });

  it("refuses more than is left, and anything once nothing is left", () => {
    given(added).when({ type: "ConsumePantryItem", itemId, actionId: "a1", quantity: 3 }).thenFails("Only 2 l left");
    const all: PantryEvent = { type: "PantryItemConsumed", data: { itemId, actionId: "a1", quantity: 2, remaining: 0, unit: "l" } };
    given(added, all).when({ type: "ConsumePantryItem", itemId, actionId: "a2", quantity: null }).thenFails("Nothing of this item is left");
  });

  it("opens an item and brings its date forward to the opened shelf life", () => {
    given(added)
      .when({ type: "OpenPantryItem", itemId, on: "2026-11-21", openedShelfLifeDays: 3 })
      .then([{ type: "PantryItemOpened", data: { itemId, openedOn: "2026-11-21", expiresOn: "2026-11-24", previousExpiresOn: "2026-11-27" } }]);
  });

  it("keeps an earlier date when opening, and records nothing when already open", () => {
    const opened: PantryEvent = { type: "PantryItemOpened", data: { itemId, openedOn: "2026-11-21", expiresOn: "2026-11-27", previousExpiresOn: "2026-11-27" } };
    given(added).when({ type: "OpenPantryItem", itemId, on: "2026-11-21", openedShelfLifeDays: 30 }).then([opened]);
    given(added, opened).when({ type: "OpenPantryItem", itemId, on: "2026-11-22", openedShelfLifeDays: 3 }).then([]);
  });

  it("moves an item, and records nothing for a move to where it is", () => {
    given(added)
      .when({ type: "MovePantryItem", itemId, actionId: "m1", to: "freezer", locations })
      .then([{ type: "PantryItemMoved", data: { itemId, actionId: "m1", from: "fridge", to: "freezer" } }]);
    given(added).when({ type: "MovePantryItem", itemId, actionId: "m1", to: "fridge", locations }).then([]);
    given(added).when({ type: "MovePantryItem", itemId, actionId: "m1", to: "shed", locations }).thenFails("Unknown location 'shed'");
  });
});

describe("pantry decider: throw away and undo", () => {
  it("throws the rest away as waste, valued at its share of the price paid", () => {
    given(added, consumedOne)
      .when({ type: "DiscardPantryItem", itemId, actionId: "d1", quantity: null, reason: "spoiled", note: null })
      .then([
        {
          type: "PantryItemDiscarded",
          data: { itemId, actionId: "d1", productId, name: "Milk", quantity: 1, unit: "l", remaining: 0, reason: "spoiled", value: 1.5, note: null },
        },
      ]);
  });

  it("values waste at null when no price was recorded", () => {
    const noPrice: PantryEvent = { type: "PantryItemAdded", data: { itemId, source: { kind: "manual" }, ...milk, pricePaid: null } };
    given(noPrice)
      .when({ type: "DiscardPantryItem", itemId, actionId: "d1", quantity: 2, reason: "too_much", note: "Party cancelled" })
      .then([
        {
          type: "PantryItemDiscarded",
          data: { itemId, actionId: "d1", productId, name: "Milk", quantity: 2, unit: "l", remaining: 0, reason: "too_much", value: null, note: "Party cancelled" },
        },
      ]);
  });

  it("undoes the last consume, discard or move", () => {
    given(added, consumedOne)
      .when({ type: "UndoPantryAction", itemId, actionId: null })
      .then([{ type: "PantryActionUndone", data: { itemId, actionId: "a1", kind: "consume", quantity: 1, location: null } }]);
    const moved: PantryEvent = { type: "PantryItemMoved", data: { itemId, actionId: "m1", from: "fridge", to: "freezer" } };
    given(added, moved)
      .when({ type: "UndoPantryAction", itemId, actionId: "m1" })
      .then([{ type: "PantryActionUndone", data: { itemId, actionId: "m1", kind: "move", quantity: null, location: "fridge" } }]);
  });

  it("refuses to undo anything but the last change, and with nothing to undo", () => {
    const moved: PantryEvent = { type: "PantryItemMoved", data: { itemId, actionId: "m1", from: "fridge", to: "freezer" } };
    given(added, consumedOne, moved).when({ type: "UndoPantryAction", itemId, actionId: "a1" }).thenFails("Only the last change");
    given(added).when({ type: "UndoPantryAction", itemId, actionId: null }).thenFails("Nothing to undo");
  });

  it("records nothing when an undo already applied is sent again", () => {
    const undone: PantryEvent = { type: "PantryActionUndone", data: { itemId, actionId: "a1", kind: "consume", quantity: 1, location: null } };
    const moved: PantryEvent = { type: "PantryItemMoved", data: { itemId, actionId: "m1", from: "fridge", to: "freezer" } };
    given(added, consumedOne, undone, moved).when({ type: "UndoPantryAction", itemId, actionId: "a1" }).then([]);
  });

  it("puts the quantity back after an undone consume", () => {
    const undone: PantryEvent = { type: "PantryActionUndone", data: { itemId, actionId: "a1", kind: "consume", quantity: 1, location: null } };
    given(added, consumedOne, undone).when({ type: "ConsumePantryItem", itemId, actionId: "a2", quantity: 2 }).then([
      { type: "PantryItemConsumed", data: { itemId, actionId: "a2", quantity: 2, remaining: 0, unit: "l" } },
    ]);
  });
});

describe("pantry decider: remove and the purchase loop", () => {
  it("removes an item once; removing again records nothing", () => {
    given(added).when({ type: "RemovePantryItem", itemId }).then([removed]);
    given(added, removed).when({ type: "RemovePantryItem", itemId }).then([]);
    given().when({ type: "RemovePantryItem", itemId }).thenFails("Pantry item not found");
  });

  it("takes an untouched purchase back out when its shopping item is un-marked", () => {
    given(added).when({ type: "ReturnPurchase", itemId }).then([{ type: "PantryItemRemoved", data: { itemId, reason: "unpurchased" } }]);
  });

  it("keeps a purchase someone already used, opened or moved", () => {
    given(added, consumedOne).when({ type: "ReturnPurchase", itemId }).then([]);
    given(added, { type: "PantryItemOpened", data: { itemId, openedOn: "2026-11-21", expiresOn: null, previousExpiresOn: null } })
      .when({ type: "ReturnPurchase", itemId })
      .then([]);
    given().when({ type: "ReturnPurchase", itemId }).then([]);
  });
});

describe("pantry decider: proposals", () => {
  const proposal: ProposalFields = { ...milk, shoppingItemId };
  const proposed: PantryEvent = { type: "PantryAdditionProposed", data: { proposalId: shoppingItemId, ...proposal } };
  const when = (events: PantryEvent[], command: PantryProposalCommand) => decideProposal(events.reduce(evolveProposal, initialProposalState), command);

  it("proposes once while pending", () => {
    expect(when([], { type: "ProposeAddition", proposalId: shoppingItemId, fields: proposal })).toEqual([proposed]);
    expect(when([proposed], { type: "ProposeAddition", proposalId: shoppingItemId, fields: proposal })).toEqual([]);
  });

  it("accepts a pending proposal once", () => {
    const accepted: PantryEvent = { type: "PantryProposalAccepted", data: { proposalId: shoppingItemId, itemId } };
    expect(when([proposed], { type: "AcceptProposal", proposalId: shoppingItemId, itemId })).toEqual([accepted]);
    expect(when([proposed, accepted], { type: "AcceptProposal", proposalId: shoppingItemId, itemId })).toEqual([]);
    expect(() => when([], { type: "AcceptProposal", proposalId: shoppingItemId, itemId })).toThrow("Pantry suggestion not found");
  });

  it("dismisses, or withdraws when the purchase is un-marked", () => {
    expect(when([proposed], { type: "DismissProposal", proposalId: shoppingItemId })).toEqual([
      { type: "PantryProposalDismissed", data: { proposalId: shoppingItemId, reason: "dismissed" } },
    ]);
    expect(when([proposed], { type: "WithdrawProposal", proposalId: shoppingItemId })).toEqual([
      { type: "PantryProposalDismissed", data: { proposalId: shoppingItemId, reason: "unpurchased" } },
    ]);
    expect(when([], { type: "WithdrawProposal", proposalId: shoppingItemId })).toEqual([]);
  });
});

describe("pantry decider: settings and reminders", () => {
  it("changes settings, and records nothing when they are the same", () => {
    const next = { ...DEFAULT_SETTINGS, expiryWindowDays: 5, customLocations: ["Cellar"], defaultLocation: "Cellar" };
    expect(decideSettings(DEFAULT_SETTINGS, { type: "ChangePantrySettings", settings: next })).toEqual([{ type: "PantrySettingsChanged", data: next }]);
    const state = [{ type: "PantrySettingsChanged", data: next } as PantryEvent].reduce(evolveSettings, DEFAULT_SETTINGS);
    expect(decideSettings(state, { type: "ChangePantrySettings", settings: next })).toEqual([]);
  });

  it("refuses a window out of range, duplicate locations and an unknown default", () => {
    const change = (patch: object) => () => decideSettings(DEFAULT_SETTINGS, { type: "ChangePantrySettings", settings: { ...DEFAULT_SETTINGS, ...patch } });
    expect(change({ expiryWindowDays: 61 })).toThrow("expiry window");
    expect(change({ customLocations: ["Fridge"] })).toThrow("its own name");
    expect(change({ defaultLocation: "garage" })).toThrow("default location");
  });

  it("records one reminder a day, only when something expires", () => {
    const items = [{ itemId, name: "Milk", expiresOn: "2026-11-22", expiryKind: "use_by" as const }];
    const recorded: PantryEvent = {
      type: "PantryExpiryReminderRecorded",
      data: { day: "2026-11-23", windowDays: 3, items: [{ ...items[0], expired: true }] },
    };
    expect(decideReminder({ days: [] }, { type: "RecordExpiryReminder", day: "2026-11-23", windowDays: 3, items })).toEqual([recorded]);
    expect(decideReminder([recorded].reduce(evolveReminders, { days: [] }), { type: "RecordExpiryReminder", day: "2026-11-23", windowDays: 3, items })).toEqual([]);
    expect(decideReminder({ days: [] }, { type: "RecordExpiryReminder", day: "2026-11-23", windowDays: 3, items: [] })).toEqual([]);
  });
});
