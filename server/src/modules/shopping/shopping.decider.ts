import { conflict, notFound } from "../../core/errors.js";
import type { ItemFields, ItemState, ListState, ShoppingEvent, ShoppingState } from "./shopping.events.js";
import { ITEM_FIELDS } from "./shopping.events.js";

/** Starts a new, active list. */
export interface CreateShoppingList {
  type: "CreateShoppingList";
  listId: string;
  name: string;
}

/** Gives a list a new name. */
export interface RenameShoppingList {
  type: "RenameShoppingList";
  listId: string;
  name: string;
}

/** Moves a list out of the active ones; its items stay. */
export interface ArchiveShoppingList {
  type: "ArchiveShoppingList";
  listId: string;
}

/** Brings an archived list back to the active ones. */
export interface RestoreShoppingList {
  type: "RestoreShoppingList";
  listId: string;
}

/** Deletes a list and, with it, its items. */
export interface DeleteShoppingList {
  type: "DeleteShoppingList";
  listId: string;
}

/** Adds an item to a list. */
export interface AddShoppingItem {
  type: "AddShoppingItem";
  itemId: string;
  listId: string;
  fields: ItemFields;
  orderPosition: number | null;
}

/** Changes some fields of an item; only fields that differ are recorded, one event each. */
export interface ChangeShoppingItem {
  type: "ChangeShoppingItem";
  itemId: string;
  /** The list the caller believes holds the item (REST paths name it); a mismatch is a 404. */
  listId?: string;
  changes: Partial<ItemFields>;
}

/** Marks an item purchased or not; without `purchased` it flips the current state (the legacy toggle). */
export interface ToggleShoppingItem {
  type: "ToggleShoppingItem";
  itemId: string;
  listId?: string;
  purchased?: boolean;
  /** The command's time, ISO 8601: becomes completedAt. */
  at: string;
}

/** Moves an item to another list of the household. */
export interface MoveShoppingItem {
  type: "MoveShoppingItem";
  itemId: string;
  listId?: string;
  destinationListId: string;
}

/** Puts the given items of a list in this order (positions 1, 2, ...); items no longer on the list are skipped. */
export interface ReorderShoppingItems {
  type: "ReorderShoppingItems";
  listId: string;
  itemIds: string[];
}

/** Takes an item off its list. */
export interface RemoveShoppingItem {
  type: "RemoveShoppingItem";
  itemId: string;
  listId?: string;
}

export type ShoppingCommand =
  | CreateShoppingList
  | RenameShoppingList
  | ArchiveShoppingList
  | RestoreShoppingList
  | DeleteShoppingList
  | AddShoppingItem
  | ChangeShoppingItem
  | ToggleShoppingItem
  | MoveShoppingItem
  | ReorderShoppingItems
  | RemoveShoppingItem;

export const LIST_NOT_FOUND = "Shopping list not found";
export const ITEM_NOT_FOUND = "Shopping item not found";
export const DESTINATION_NOT_FOUND = "Destination list not found";

function liveList(state: ShoppingState, listId: string, message = LIST_NOT_FOUND): ListState {
  const list = state.lists[listId];
  if (!list || list.deleted) throw notFound(message);
  return list;
}

/** An item that still exists on a list that still exists (a delete wins over any later edit). */
function liveItem(state: ShoppingState, itemId: string, expectedListId?: string): ItemState {
  const item = state.items[itemId];
  if (!item || item.removed) throw notFound(ITEM_NOT_FOUND);
  if (expectedListId !== undefined && item.listId !== expectedListId) throw notFound(ITEM_NOT_FOUND);
  const list = state.lists[item.listId];
  if (!list || list.deleted) throw notFound(ITEM_NOT_FOUND);
  return item;
}

function createList(state: ShoppingState, command: CreateShoppingList): ShoppingEvent[] {
  if (state.lists[command.listId]) throw conflict("A shopping list with this id already exists");
  return [{ type: "ShoppingListCreated", data: { listId: command.listId, name: command.name } }];
}

function renameList(state: ShoppingState, command: RenameShoppingList): ShoppingEvent[] {
  const list = liveList(state, command.listId);
  if (list.name === command.name) return [];
  return [{ type: "ShoppingListRenamed", data: { listId: command.listId, name: command.name, previousName: list.name } }];
}

function archiveList(state: ShoppingState, command: ArchiveShoppingList): ShoppingEvent[] {
  const list = liveList(state, command.listId);
  return list.status === "archived" ? [] : [{ type: "ShoppingListArchived", data: { listId: command.listId } }];
}

function restoreList(state: ShoppingState, command: RestoreShoppingList): ShoppingEvent[] {
  const list = liveList(state, command.listId);
  return list.status === "active" ? [] : [{ type: "ShoppingListRestored", data: { listId: command.listId } }];
}

function deleteList(state: ShoppingState, command: DeleteShoppingList): ShoppingEvent[] {
  liveList(state, command.listId);
  return [{ type: "ShoppingListDeleted", data: { listId: command.listId } }];
}

function addItem(state: ShoppingState, command: AddShoppingItem): ShoppingEvent[] {
  liveList(state, command.listId);
  if (state.items[command.itemId]) throw conflict("A shopping item with this id already exists");
  return [
    {
      type: "ShoppingItemAdded",
      data: { itemId: command.itemId, listId: command.listId, orderPosition: command.orderPosition, ...command.fields },
    },
  ];
}

function changeItem(state: ShoppingState, command: ChangeShoppingItem): ShoppingEvent[] {
  const item = liveItem(state, command.itemId, command.listId);
  const events: ShoppingEvent[] = [];
  for (const field of ITEM_FIELDS) {
    const value = command.changes[field];
    if (value === undefined || value === item.fields[field]) continue;
    events.push({
      type: "ShoppingItemFieldChanged",
      data: { itemId: command.itemId, listId: item.listId, field, value, previousValue: item.fields[field] },
    });
  }
  return events;
}

function toggleItem(state: ShoppingState, command: ToggleShoppingItem): ShoppingEvent[] {
  const item = liveItem(state, command.itemId, command.listId);
  const purchasedNow = item.completedAt !== null;
  const purchased = command.purchased ?? !purchasedNow;
  if (purchased === purchasedNow) return [];
  return [
    {
      type: "ShoppingItemToggled",
      data: { itemId: command.itemId, listId: item.listId, purchased, completedAt: purchased ? command.at : null },
    },
  ];
}

function moveItem(state: ShoppingState, command: MoveShoppingItem): ShoppingEvent[] {
  const item = liveItem(state, command.itemId, command.listId);
  liveList(state, command.destinationListId, DESTINATION_NOT_FOUND);
  // Already there (another device moved it first): nothing to record, the item is where it was asked to be.
  if (item.listId === command.destinationListId) return [];
  return [
    { type: "ShoppingItemMoved", data: { itemId: command.itemId, fromListId: item.listId, toListId: command.destinationListId } },
  ];
}

function reorderItems(state: ShoppingState, command: ReorderShoppingItems): ShoppingEvent[] {
  liveList(state, command.listId);
  const events: ShoppingEvent[] = [];
  let position = 0;
  for (const itemId of command.itemIds) {
    const item = state.items[itemId];
    if (!item || item.removed || item.listId !== command.listId) continue;
    position += 1;
    if (item.orderPosition === position) continue;
    events.push({
      type: "ShoppingItemReordered",
      data: { itemId, listId: command.listId, orderPosition: position, previousPosition: item.orderPosition },
    });
  }
  return events;
}

function removeItem(state: ShoppingState, command: RemoveShoppingItem): ShoppingEvent[] {
  const item = liveItem(state, command.itemId, command.listId);
  return [{ type: "ShoppingItemRemoved", data: { itemId: command.itemId, listId: item.listId } }];
}

export function decide(state: ShoppingState, command: ShoppingCommand): ShoppingEvent[] {
  switch (command.type) {
    case "CreateShoppingList":
      return createList(state, command);
    case "RenameShoppingList":
      return renameList(state, command);
    case "ArchiveShoppingList":
      return archiveList(state, command);
    case "RestoreShoppingList":
      return restoreList(state, command);
    case "DeleteShoppingList":
      return deleteList(state, command);
    case "AddShoppingItem":
      return addItem(state, command);
    case "ChangeShoppingItem":
      return changeItem(state, command);
    case "ToggleShoppingItem":
      return toggleItem(state, command);
    case "MoveShoppingItem":
      return moveItem(state, command);
    case "ReorderShoppingItems":
      return reorderItems(state, command);
    case "RemoveShoppingItem":
      return removeItem(state, command);
    default: {
      const exhaustive: never = command;
      throw new Error(`unknown command ${(exhaustive as { type: string }).type}`);
    }
  }
}
