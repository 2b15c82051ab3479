/** What the pantry tells people (toasts), in one place. */
import type { PantryChange } from "./pantry-changes";

export const PANTRY_LOAD_FAILED = "Could not load your pantry";
export const PANTRY_NOT_ON_DEVICE = "Your pantry is not on this device yet. Open it once with a connection, and it stays here for next time.";

const REASONS: Record<string, string> = { spoiled: "spoiled", expired: "past its date", too_much: "too much", other: "another reason" };

export function successTitle(change: PantryChange, name: string): string | null {
  switch (change.kind) {
    case "add":
      return `${name} added to your pantry`;
    case "edit":
      return `${name} updated`;
    case "consume":
      return change.quantity === null ? `Used up ${name}` : `Used ${change.quantity} of ${name}`;
    case "open":
      return `${name} marked opened`;
    case "move":
      return `${name} moved`;
    case "discard":
      return `${name} thrown away (${REASONS[change.reason]})`;
    case "undo":
      return `Undone for ${name}`;
    case "remove":
      return `${name} removed`;
  }
}

export function failureTitle(change: PantryChange): string {
  switch (change.kind) {
    case "add":
      return "Could not add the item";
    case "edit":
      return "Could not save your changes";
    case "consume":
      return "Could not record what you used";
    case "open":
      return "Could not mark the item opened";
    case "move":
      return "Could not move the item";
    case "discard":
      return "Could not throw the item away";
    case "undo":
      return "Could not undo";
    case "remove":
      return "Could not remove the item";
  }
}

export function syncedTitle(count: number): string {
  return count === 1 ? "1 pantry change made offline is saved" : `${count} pantry changes made offline are saved`;
}
