import type { StoredEvent } from "../../core/event-store.js";

export const WASTE_REASONS = ["spoiled", "expired", "too_much", "other"] as const;
export type WasteReason = (typeof WASTE_REASONS)[number];

/** Food thrown away that was never in the pantry or a leftover (a forgotten takeaway, the garden's glut). */
export type WasteEntryFields = {
  name: string;
  category: string | null;
  quantity: number;
  unit: string;
  reason: WasteReason;
  /** What it cost (USD), when known. */
  value: number | null;
  /** The day it was thrown away, YYYY-MM-DD. */
  day: string;
};

export type WasteEvent =
  | { type: "WasteRecorded"; data: { entryId: string } & WasteEntryFields }
  | { type: "WasteEntryDeleted"; data: { entryId: string } };

export interface WasteEntryState {
  exists: boolean;
  deleted: boolean;
}

export const initialWasteEntryState: WasteEntryState = { exists: false, deleted: false };

export function evolveWasteEntry(state: WasteEntryState, event: StoredEvent | WasteEvent): WasteEntryState {
  const e = event as WasteEvent;
  switch (e.type) {
    case "WasteRecorded":
      return { exists: true, deleted: false };
    case "WasteEntryDeleted":
      return { exists: true, deleted: true };
    default:
      return state;
  }
}

export const wasteEntryStream = (entryId: string) => `waste-entry-${entryId}`;

/**
 * What the waste screens follow: their own entries, and what the pantry and leftovers record when food is
 * thrown away (their events are the source of those entries).
 */
export const WASTE_FEED_TYPES = ["WasteRecorded", "WasteEntryDeleted", "PantryItemDiscarded", "PantryActionUndone", "LeftoverDiscarded"] as const;
