import type { StoredEvent } from "../../core/event-store.js";
import type { LeftoverLocation } from "./leftovers.safety.js";

export const LEFTOVER_DISCARD_REASONS = ["spoiled", "expired", "too_much", "other"] as const;
export type LeftoverDiscardReason = (typeof LEFTOVER_DISCARD_REASONS)[number];

/** Where a leftover came from: finishing a cook, or typed in. */
export type LeftoverSource = { kind: "manual" } | { kind: "cook"; recipeId: string; cookId: string };

export type LeftoverEvent =
  | {
      type: "LeftoverAdded";
      data: {
        leftoverId: string;
        dish: string;
        portions: number;
        cookedOn: string;
        location: LeftoverLocation;
        useBy: string;
        source: LeftoverSource;
      };
    }
  | { type: "LeftoverEaten"; data: { leftoverId: string; portions: number; remaining: number; eatenOn: string } }
  | { type: "LeftoverFrozen"; data: { leftoverId: string; frozenOn: string; useBy: string; previousUseBy: string } }
  | {
      type: "LeftoverDiscarded";
      data: { leftoverId: string; dish: string; portions: number; remaining: number; reason: LeftoverDiscardReason; discardedOn: string };
    }
  | { type: "LeftoverPlanned"; data: { leftoverId: string; date: string; slot: string; portions: number } };

export const LEFTOVER_EVENT_TYPES = ["LeftoverAdded", "LeftoverEaten", "LeftoverFrozen", "LeftoverDiscarded", "LeftoverPlanned"] as const;

export interface LeftoverState {
  exists: boolean;
  dish: string;
  portions: number;
  location: LeftoverLocation;
  useBy: string;
}

export const initialLeftoverState: LeftoverState = { exists: false, dish: "", portions: 0, location: "fridge", useBy: "" };

export function evolveLeftover(state: LeftoverState, event: StoredEvent | LeftoverEvent): LeftoverState {
  const e = event as LeftoverEvent;
  switch (e.type) {
    case "LeftoverAdded":
      return { exists: true, dish: e.data.dish, portions: e.data.portions, location: e.data.location, useBy: e.data.useBy };
    case "LeftoverEaten":
      return { ...state, portions: e.data.remaining };
    case "LeftoverFrozen":
      return { ...state, location: "freezer", useBy: e.data.useBy };
    case "LeftoverDiscarded":
      return { ...state, portions: e.data.remaining };
    default:
      return state;
  }
}

export const leftoverStream = (leftoverId: string) => `leftover-${leftoverId}`;
