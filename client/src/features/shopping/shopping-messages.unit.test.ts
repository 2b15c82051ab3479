import { describe, expect, it } from "vitest";
import type { ShoppingChange } from "./shopping-changes";
import { failureNotice, failureTitle, parseFieldInput, successNotice, syncedNotice } from "./shopping-messages";

const item = { listId: "l", itemId: "i" };

describe("spec section 8 messages", () => {
  it.each<[ShoppingChange, string | null, string]>([
    [{ kind: "createList", listId: "l", name: "x" }, "List created successfully", "Failed to create list"],
    [{ kind: "deleteList", listId: "l" }, "List deleted successfully", "Failed to delete list"],
    [{ kind: "addItem", listId: "l", item: { id: "i", name: "x", category: null, quantity: 1, estimatedPrice: 0, store: null } }, "Item added to shopping list", "Failed to add item"],
    [{ kind: "toggleItem", ...item, purchased: true }, "Item marked as purchased", "Failed to toggle item"],
    [{ kind: "toggleItem", ...item, purchased: false }, "Item marked as unpurchased", "Failed to toggle item"],
    [{ kind: "removeItem", ...item }, "Item removed successfully", "Failed to remove item"],
    [{ kind: "moveItem", ...item, destinationListId: "d" }, "Item moved successfully", "Failed to move item"],
    [{ kind: "updateItem", ...item, field: "quantity", value: 2 }, "Item updated", "Failed to update quantity"],
    [{ kind: "updateItem", ...item, field: "estimatedPrice", value: 2 }, "Item updated", "Failed to update estimated price"],
    [{ kind: "updateItem", ...item, field: "actualPrice", value: 2 }, "Item updated", "Failed to update actual price"],
    [{ kind: "updateItem", ...item, field: "store", value: "x" }, "Item updated", "Failed to update store"],
    [{ kind: "updateItem", ...item, field: "aisle", value: "x" }, "Item updated", "Failed to update aisle"],
    [{ kind: "updateItem", ...item, field: "department", value: "x" }, "Item updated", "Failed to update department"],
    [{ kind: "updateItem", ...item, field: "notes", value: "x" }, "Item updated", "Failed to update notes"],
    [{ kind: "reorderItems", listId: "l", itemIds: ["i"] }, null, "Failed to reorder items"],
  ])("%j → %s / %s", (change, success, failure) => {
    expect(successNotice(change)?.title ?? null).toBe(success);
    expect(failureTitle(change)).toBe(failure);
  });

  it("explains a change dropped because another device deleted what it changed", () => {
    expect(failureNotice({ kind: "toggleItem", ...item, purchased: true }, "NOT_FOUND", "Shopping item not found")).toEqual({
      title: "Failed to toggle item",
      description: "It was removed on another device, so this change was not applied.",
    });
    const refused = failureNotice({ kind: "updateItem", ...item, field: "quantity", value: -1 }, "BAD_USER_INPUT", "quantity must be above 0");
    expect(refused).toEqual({ title: "Failed to update quantity", description: "quantity must be above 0" });
    expect(failureNotice({ kind: "addItem", listId: "l", item: { id: "i", name: "x", category: null, quantity: 1, estimatedPrice: 0, store: null } }, "NOT_FOUND", null).description).toBe(
      "That list was deleted on another device, so this change was not applied.",
    );
    expect(syncedNotice(3)).toEqual({ title: "Offline changes synced", description: "3 changes you made offline were saved." });
  });
});

describe("inline edit input", () => {
  it("sends an empty price as 0 and refuses what the server would refuse", () => {
    expect(parseFieldInput("estimatedPrice", "")).toEqual({ value: 0 });
    expect(parseFieldInput("actualPrice", "$3.499")).toEqual({ value: 3.5 });
    expect(parseFieldInput("actualPrice", "-1")).toEqual({ error: "Enter a price of 0 or more." });
    expect(parseFieldInput("quantity", "2.5")).toEqual({ value: 2.5 });
    expect(parseFieldInput("quantity", "0")).toEqual({ error: "Enter a quantity above 0." });
    expect(parseFieldInput("notes", "  ")).toEqual({ value: null });
    expect(parseFieldInput("aisle", " 7B ")).toEqual({ value: "7B" });
  });
});
