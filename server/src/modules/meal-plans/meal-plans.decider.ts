import { badRequest, conflict, notFound } from "../../core/errors.js";
import {
  ENTRY_KINDS,
  MEAL_SLOTS,
  type EntryState,
  type GeneratedLine,
  type GenerationState,
  type GoalsState,
  type MealPlanEntryFields,
  type MealPlanEvent,
  type MealSlot,
  type NutritionGoal,
} from "./meal-plans.events.js";

/** Puts a meal on the plan (also what copying a week and repeating an entry record, once per copy). */
export interface AddMealPlanEntry {
  type: "AddMealPlanEntry";
  entryId: string;
  fields: MealPlanEntryFields;
  copiedFrom: string | null;
}

/** Changes how many servings, who eats, or the note. */
export interface ChangeMealPlanEntry {
  type: "ChangeMealPlanEntry";
  entryId: string;
  servings?: number;
  memberIds?: string[];
  note?: string | null;
}

/** Drags a meal to another day or slot. */
export interface MoveMealPlanEntry {
  type: "MoveMealPlanEntry";
  entryId: string;
  date: string;
  slot: string;
}

export interface RemoveMealPlanEntry {
  type: "RemoveMealPlanEntry";
  entryId: string;
}

/** The account holder sets a member's daily goals (null clears one figure). */
export interface SetNutritionGoal {
  type: "SetNutritionGoal";
  memberId: string;
  goal: NutritionGoal;
}

/** A shopping line the plan asks for now (after the pantry and the list's own items are subtracted). */
export interface DesiredLine {
  key: string;
  name: string;
  productId: string | null;
  quantity: number;
  unit: string | null;
  estimatedPrice: number | null;
}

/** Where a generated item stands on the list now. */
export interface ItemOnList {
  live: boolean;
  purchased: boolean;
}

/**
 * Brings the plan's lines on a list up to date: new lines added, changed ones updated, lines the plan no
 * longer needs removed, and everything else (the family's own items, bought items) left alone.
 */
export interface GenerateShoppingLines {
  type: "GenerateShoppingLines";
  listId: string;
  from: string;
  to: string;
  desired: DesiredLine[];
  /** The previously generated items as they are on the list now. */
  items: Record<string, ItemOnList>;
  /** An item id for each key that may need a new item (stable, so a replay chooses the same). */
  freshItemIds: Record<string, string>;
}

export type MealPlanCommand = AddMealPlanEntry | ChangeMealPlanEntry | MoveMealPlanEntry | RemoveMealPlanEntry;

export const ENTRY_NOT_FOUND = "Meal plan entry not found";
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const MAX_SERVINGS = 100;

export function checkDay(day: string, what = "Date"): string {
  if (!DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) {
    throw badRequest(`${what} must be a day like 2026-11-23`);
  }
  return day;
}

export function checkSlot(slot: string): MealSlot {
  if (!(MEAL_SLOTS as readonly string[]).includes(slot)) throw badRequest("Slot must be breakfast, lunch, dinner or snack");
  return slot as MealSlot;
}

function checkServings(servings: number): number {
  if (!Number.isFinite(servings) || servings <= 0) throw badRequest("Servings must be above 0");
  if (servings > MAX_SERVINGS) throw badRequest(`Servings must be at most ${MAX_SERVINGS}`);
  return Math.round(servings * 100) / 100;
}

function checkMembers(memberIds: string[]): string[] {
  const unique = [...new Set(memberIds)];
  if (unique.length > 30) throw badRequest("At most 30 family members can share a meal");
  return unique;
}

function checkNote(note: string | null | undefined): string | null {
  const trimmed = note?.trim() ?? "";
  if (trimmed.length > 500) throw badRequest("Note must be at most 500 characters");
  return trimmed || null;
}

function live(state: EntryState): MealPlanEntryFields {
  if (!state.exists || state.removed || !state.fields) throw notFound(ENTRY_NOT_FOUND);
  return state.fields;
}

function add(state: EntryState, c: AddMealPlanEntry): MealPlanEvent[] {
  // The same copy or repeat again (same derived id) records nothing: copying a week twice doubles nothing.
  if (state.exists) {
    if (c.copiedFrom !== null) return [];
    throw conflict("A meal plan entry with this id already exists");
  }
  const f = c.fields;
  if (!(ENTRY_KINDS as readonly string[]).includes(f.kind)) throw badRequest("Kind must be recipe, product, leftover or note");
  const title = f.title.trim();
  if (!title) throw badRequest(f.kind === "note" ? "Note must not be blank" : "Title must not be blank");
  if (title.length > 200) throw badRequest("Title must be at most 200 characters");
  if (f.kind !== "note" && !f.refId) throw badRequest(`Choose a ${f.kind} for this meal`);
  if (f.quantity !== null && (!Number.isFinite(f.quantity) || f.quantity <= 0 || f.quantity > 100_000)) throw badRequest("Quantity must be above 0");
  const fields: MealPlanEntryFields = {
    kind: f.kind,
    refId: f.kind === "note" ? null : f.refId,
    title,
    quantity: f.kind === "product" ? f.quantity : null,
    unit: f.kind === "product" ? (f.unit?.trim() || null) : null,
    date: checkDay(f.date),
    slot: checkSlot(f.slot),
    servings: checkServings(f.servings),
    memberIds: checkMembers(f.memberIds),
    note: checkNote(f.note),
  };
  return [{ type: "MealPlanEntryAdded", data: { entryId: c.entryId, copiedFrom: c.copiedFrom, ...fields } }];
}

function change(state: EntryState, c: ChangeMealPlanEntry): MealPlanEvent[] {
  const current = live(state);
  const servings = c.servings === undefined ? current.servings : checkServings(c.servings);
  const memberIds = c.memberIds === undefined ? current.memberIds : checkMembers(c.memberIds);
  const note = c.note === undefined ? current.note : checkNote(c.note);
  const sameMembers = memberIds.length === current.memberIds.length && memberIds.every((id, i) => id === current.memberIds[i]);
  if (servings === current.servings && sameMembers && note === current.note) return [];
  return [{ type: "MealPlanEntryChanged", data: { entryId: c.entryId, servings, memberIds, note } }];
}

function move(state: EntryState, c: MoveMealPlanEntry): MealPlanEvent[] {
  const current = live(state);
  const date = checkDay(c.date);
  const slot = checkSlot(c.slot);
  if (date === current.date && slot === current.slot) return [];
  return [{ type: "MealPlanEntryMoved", data: { entryId: c.entryId, date, slot, fromDate: current.date, fromSlot: current.slot } }];
}

function remove(state: EntryState, c: RemoveMealPlanEntry): MealPlanEvent[] {
  if (state.exists && state.removed) return [];
  live(state);
  return [{ type: "MealPlanEntryRemoved", data: { entryId: c.entryId } }];
}

export function decideEntry(state: EntryState, command: MealPlanCommand): MealPlanEvent[] {
  switch (command.type) {
    case "AddMealPlanEntry":
      return add(state, command);
    case "ChangeMealPlanEntry":
      return change(state, command);
    case "MoveMealPlanEntry":
      return move(state, command);
    case "RemoveMealPlanEntry":
      return remove(state, command);
    default: {
      const exhaustive: never = command;
      throw new Error(`unknown command ${(exhaustive as { type: string }).type}`);
    }
  }
}

const GOAL_LIMITS: Record<keyof NutritionGoal, [string, number]> = {
  energyKcal: ["Energy", 10_000],
  proteinG: ["Protein", 1_000],
  carbohydrateG: ["Carbohydrate", 2_000],
  fatG: ["Fat", 1_000],
};

export function decideGoal(state: GoalsState, c: SetNutritionGoal): MealPlanEvent[] {
  const goal = { ...c.goal };
  for (const [field, [label, max]] of Object.entries(GOAL_LIMITS) as [keyof NutritionGoal, [string, number]][]) {
    const value = goal[field];
    if (value === null) continue;
    if (!Number.isFinite(value) || value < 0 || value > max) throw badRequest(`${label} goal must be between 0 and ${max}`);
    goal[field] = Math.round(value);
  }
  const current = state[c.memberId];
  if (current && (Object.keys(GOAL_LIMITS) as (keyof NutritionGoal)[]).every((f) => current[f] === goal[f])) return [];
  return [{ type: "NutritionGoalSet", data: { memberId: c.memberId, ...goal } }];
}

const sameLine = (a: GeneratedLine, b: DesiredLine) => a.quantity === b.quantity && a.estimatedPrice === b.estimatedPrice && a.name === b.name;

export function decideGeneration(state: GenerationState, c: GenerateShoppingLines): MealPlanEvent[] {
  checkDay(c.from, "From");
  checkDay(c.to, "To");
  if (c.to < c.from) throw badRequest("The end of the range must not be before its start");
  const previous = new Map(state.lines.map((line) => [line.key, line]));
  const lines: GeneratedLine[] = [];
  const added: string[] = [];
  const changed: string[] = [];
  const removed: string[] = [];
  for (const want of c.desired) {
    if (want.quantity <= 0) continue;
    const before = previous.get(want.key);
    const item = before ? c.items[before.itemId] : undefined;
    if (before && item?.live && !item.purchased) {
      lines.push({ ...want, itemId: before.itemId });
      if (!sameLine(before, want)) changed.push(before.itemId);
      continue;
    }
    const itemId = c.freshItemIds[want.key];
    if (!itemId) throw new Error(`no item id for ${want.key}`);
    lines.push({ ...want, itemId });
    added.push(itemId);
  }
  const kept = new Set(lines.map((line) => line.itemId));
  for (const before of state.lines) {
    const item = c.items[before.itemId];
    if (!kept.has(before.itemId) && item?.live && !item.purchased) removed.push(before.itemId);
  }
  const unchanged = added.length === 0 && changed.length === 0 && removed.length === 0 && lines.length === state.lines.length;
  if (unchanged) return [];
  const estimatedTotal = Math.round(lines.reduce((sum, line) => sum + (line.estimatedPrice ?? 0) * line.quantity, 0) * 100) / 100;
  return [{ type: "MealPlanShoppingGenerated", data: { listId: c.listId, from: c.from, to: c.to, lines, added, changed, removed, estimatedTotal } }];
}
