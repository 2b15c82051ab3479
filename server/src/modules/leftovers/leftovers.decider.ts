import { badRequest, conflict, notFound } from "../../core/errors.js";
import { leftoverUseBy, type LeftoverLocation } from "./leftovers.safety.js";
import { LEFTOVER_DISCARD_REASONS, type LeftoverDiscardReason, type LeftoverEvent, type LeftoverSource, type LeftoverState } from "./leftovers.events.js";

/** Keeps portions of a dish for later, in the fridge or the freezer. */
export interface AddLeftover {
  type: "AddLeftover";
  leftoverId: string;
  dish: string;
  portions: number;
  cookedOn: string;
  location: LeftoverLocation;
  source: LeftoverSource;
}

/** Some or all portions were eaten. */
export interface EatLeftover {
  type: "EatLeftover";
  leftoverId: string;
  portions: number;
  today: string;
}

/** Moves a leftover to the freezer, which gives it a new use-by day. */
export interface FreezeLeftover {
  type: "FreezeLeftover";
  leftoverId: string;
  today: string;
}

/** Throws some or all portions away (counted as waste). */
export interface ThrowAwayLeftover {
  type: "ThrowAwayLeftover";
  leftoverId: string;
  portions: number;
  reason: LeftoverDiscardReason;
  today: string;
}

/** Puts portions of a leftover on the meal plan. */
export interface PlanLeftover {
  type: "PlanLeftover";
  leftoverId: string;
  date: string;
  slot: string;
  portions: number;
}

export type LeftoverCommand = AddLeftover | EatLeftover | FreezeLeftover | ThrowAwayLeftover | PlanLeftover;

export const LEFTOVER_NOT_FOUND = "Leftover not found";
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const SLOTS = ["breakfast", "lunch", "dinner", "snack"];
const halves = (n: number) => Math.round(n * 2) / 2;

function checkPortions(portions: number, max?: number): number {
  if (!Number.isFinite(portions) || portions <= 0) throw badRequest("Portions must be above 0");
  const rounded = halves(portions);
  if (rounded <= 0) throw badRequest("Portions must be at least half a portion");
  if (max !== undefined && rounded > max) throw badRequest(`Only ${max} ${max === 1 ? "portion is" : "portions are"} left`);
  return rounded;
}

function existing(state: LeftoverState): LeftoverState {
  if (!state.exists || state.portions <= 0) throw notFound(LEFTOVER_NOT_FOUND);
  return state;
}

function add(state: LeftoverState, c: AddLeftover): LeftoverEvent[] {
  if (state.exists) throw conflict("A leftover with this id already exists");
  const dish = c.dish.trim();
  if (!dish) throw badRequest("Dish must not be blank");
  if (dish.length > 120) throw badRequest("Dish must be at most 120 characters");
  if (!DAY.test(c.cookedOn)) throw badRequest("Cooked on must be a day like 2026-11-23");
  const portions = checkPortions(c.portions);
  if (portions > 100) throw badRequest("Portions must be at most 100");
  return [
    {
      type: "LeftoverAdded",
      data: { leftoverId: c.leftoverId, dish, portions, cookedOn: c.cookedOn, location: c.location, useBy: leftoverUseBy(c.cookedOn, c.location), source: c.source },
    },
  ];
}

function eat(state: LeftoverState, c: EatLeftover): LeftoverEvent[] {
  const current = existing(state);
  const portions = checkPortions(c.portions, current.portions);
  return [{ type: "LeftoverEaten", data: { leftoverId: c.leftoverId, portions, remaining: halves(current.portions - portions), eatenOn: c.today } }];
}

function freeze(state: LeftoverState, c: FreezeLeftover): LeftoverEvent[] {
  const current = existing(state);
  if (current.location === "freezer") return [];
  return [{ type: "LeftoverFrozen", data: { leftoverId: c.leftoverId, frozenOn: c.today, useBy: leftoverUseBy(c.today, "freezer"), previousUseBy: current.useBy } }];
}

function throwAway(state: LeftoverState, c: ThrowAwayLeftover): LeftoverEvent[] {
  const current = existing(state);
  if (!(LEFTOVER_DISCARD_REASONS as readonly string[]).includes(c.reason)) throw badRequest("Reason must be spoiled, expired, too_much or other");
  const portions = checkPortions(c.portions, current.portions);
  return [
    {
      type: "LeftoverDiscarded",
      data: { leftoverId: c.leftoverId, dish: current.dish, portions, remaining: halves(current.portions - portions), reason: c.reason, discardedOn: c.today },
    },
  ];
}

function plan(state: LeftoverState, c: PlanLeftover): LeftoverEvent[] {
  const current = existing(state);
  if (!DAY.test(c.date)) throw badRequest("Date must be a day like 2026-11-23");
  if (!SLOTS.includes(c.slot)) throw badRequest("Slot must be breakfast, lunch, dinner or snack");
  const portions = checkPortions(c.portions, current.portions);
  return [{ type: "LeftoverPlanned", data: { leftoverId: c.leftoverId, date: c.date, slot: c.slot, portions } }];
}

export function decideLeftover(state: LeftoverState, command: LeftoverCommand): LeftoverEvent[] {
  switch (command.type) {
    case "AddLeftover":
      return add(state, command);
    case "EatLeftover":
      return eat(state, command);
    case "FreezeLeftover":
      return freeze(state, command);
    case "ThrowAwayLeftover":
      return throwAway(state, command);
    case "PlanLeftover":
      return plan(state, command);
    default: {
      const exhaustive: never = command;
      throw new Error(`unknown command ${(exhaustive as { type: string }).type}`);
    }
  }
}
