/** Toast texts of the shopping screen (spec section 8, and Hearth's own for what the spec lacks). */
import type { EditableField, ShoppingChange } from "./shopping-changes";

export interface Notice {
  title: string;
  description?: string;
}

export const LISTS_LOAD_FAILED = "Failed to fetch lists";
export const NO_LIST_SELECTED = "No list selected";

const FIELD_LABELS: Record<EditableField, string> = {
  quantity: "quantity",
  estimatedPrice: "estimated price",
  actualPrice: "actual price",
  store: "store",
  aisle: "aisle",
  department: "department",
  notes: "notes",
};

/** What the screen says once the server has applied a change. Reordering by dragging says nothing. */
export function successNotice(change: ShoppingChange): Notice | null {
  switch (change.kind) {
    case "createList":
      return { title: "List created successfully" };
    case "renameList":
      return { title: "List renamed" };
    case "archiveList":
      return { title: "List archived", description: "Find it again under Archived lists." };
    case "restoreList":
      return { title: "List restored" };
    case "deleteList":
      return { title: "List deleted successfully" };
    case "addItem":
      return { title: "Item added to shopping list" };
    case "updateItem":
      return { title: "Item updated" };
    case "toggleItem":
      return { title: change.purchased ? "Item marked as purchased" : "Item marked as unpurchased" };
    case "moveItem":
      return { title: "Item moved successfully" };
    case "removeItem":
      return { title: "Item removed successfully" };
    case "reorderItems":
      return null;
  }
}

/** The spec's failure title for a change the server refused. */
export function failureTitle(change: ShoppingChange): string {
  switch (change.kind) {
    case "createList":
      return "Failed to create list";
    case "renameList":
      return "Failed to rename list";
    case "archiveList":
      return "Failed to archive list";
    case "restoreList":
      return "Failed to restore list";
    case "deleteList":
      return "Failed to delete list";
    case "addItem":
      return "Failed to add item";
    case "updateItem":
      return `Failed to update ${FIELD_LABELS[change.field]}`;
    case "toggleItem":
      return "Failed to toggle item";
    case "moveItem":
      return "Failed to move item";
    case "reorderItems":
      return "Failed to reorder items";
    case "removeItem":
      return "Failed to remove item";
  }
}

/** Why a change was dropped, in words: a conflict with another device, or the server's own message. */
export function failureNotice(change: ShoppingChange, code: string | null, serverMessage: string | null): Notice {
  const title = failureTitle(change);
  if (code === "NOT_FOUND") {
    return {
      title,
      description:
        change.kind === "addItem" || change.kind === "createList" || change.kind === "reorderItems"
          ? "That list was deleted on another device, so this change was not applied."
          : change.kind === "moveItem" && serverMessage === "Destination list not found"
            ? "The list you moved it to was deleted on another device."
            : "It was removed on another device, so this change was not applied.",
    };
  }
  return { title, description: serverMessage ?? "Please try again." };
}

/** One notice for changes that were made offline and have now reached the server. */
export function syncedNotice(count: number): Notice {
  return {
    title: "Offline changes synced",
    description: count === 1 ? "1 change you made offline was saved." : `${count} changes you made offline were saved.`,
  };
}

/** Checks an inline edit before it is queued; answers the value to send or a reason to refuse it. */
export function parseFieldInput(field: EditableField, text: string): { value: number | string | null } | { error: string } {
  const trimmed = text.trim();
  if (field === "quantity") {
    const n = Number(trimmed);
    return trimmed !== "" && Number.isFinite(n) && n > 0 ? { value: n } : { error: "Enter a quantity above 0." };
  }
  if (field === "estimatedPrice" || field === "actualPrice") {
    // Spec: an empty price is sent as '0'.
    if (trimmed === "") return { value: 0 };
    const n = Number(trimmed.replace(/^\$/, ""));
    return Number.isFinite(n) && n >= 0 ? { value: Math.round(n * 100) / 100 } : { error: "Enter a price of 0 or more." };
  }
  return { value: trimmed === "" ? null : trimmed };
}
