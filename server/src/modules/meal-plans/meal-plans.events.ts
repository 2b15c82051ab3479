import type { StoredEvent } from "../../core/event-store.js";

export const MEAL_SLOTS = ["breakfast", "lunch", "dinner", "snack"] as const;
export type MealSlot = (typeof MEAL_SLOTS)[number];

export const ENTRY_KINDS = ["recipe", "product", "leftover", "note"] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

// Type aliases, not interfaces: event data must be assignable to the store's Record<string, unknown>.
/** What is eaten: a recipe, a catalogue product (an amount per serving), a leftover or a free note. */
export type EntryFood = {
  kind: EntryKind;
  /** The recipe, product or leftover; null for a note. */
  refId: string | null;
  /** Shown on the plan: the recipe's title, product's name, leftover's dish or the note itself. */
  title: string;
  /** For a product: the amount one serving is (e.g. 150 g); null otherwise. */
  quantity: number | null;
  unit: string | null;
};

export type MealPlanEntryFields = EntryFood & {
  date: string;
  slot: MealSlot;
  servings: number;
  /** Family members who eat this meal. */
  memberIds: string[];
  note: string | null;
};

export type NutritionGoal = { energyKcal: number | null; proteinG: number | null; carbohydrateG: number | null; fatG: number | null };

/** One generated shopping line as recorded: where it went and what it asked for. */
export type GeneratedLine = {
  /** productId, or `name:<lower-case name>` for free text, plus the unit: what lines are summed by. */
  key: string;
  itemId: string;
  name: string;
  productId: string | null;
  quantity: number;
  unit: string | null;
  estimatedPrice: number | null;
};

export type MealPlanEvent =
  | { type: "MealPlanEntryAdded"; data: { entryId: string; copiedFrom: string | null } & MealPlanEntryFields }
  | { type: "MealPlanEntryChanged"; data: { entryId: string; servings: number; memberIds: string[]; note: string | null } }
  | { type: "MealPlanEntryMoved"; data: { entryId: string; date: string; slot: MealSlot; fromDate: string; fromSlot: MealSlot } }
  | { type: "MealPlanEntryRemoved"; data: { entryId: string } }
  | { type: "NutritionGoalSet"; data: { memberId: string } & NutritionGoal }
  | {
      type: "MealPlanShoppingGenerated";
      data: { listId: string; from: string; to: string; lines: GeneratedLine[]; added: string[]; changed: string[]; removed: string[]; estimatedTotal: number };
    };

export const MEAL_PLAN_EVENT_TYPES = [
  "MealPlanEntryAdded",
  "MealPlanEntryChanged",
  "MealPlanEntryMoved",
  "MealPlanEntryRemoved",
  "NutritionGoalSet",
  "MealPlanShoppingGenerated",
] as const;

export interface EntryState {
  exists: boolean;
  removed: boolean;
  fields: MealPlanEntryFields | null;
}

export const initialEntryState: EntryState = { exists: false, removed: false, fields: null };

export function evolveEntry(state: EntryState, event: StoredEvent | MealPlanEvent): EntryState {
  const e = event as MealPlanEvent;
  switch (e.type) {
    case "MealPlanEntryAdded": {
      const { entryId: _id, copiedFrom: _from, ...fields } = e.data;
      return { exists: true, removed: false, fields };
    }
    case "MealPlanEntryChanged":
      return state.fields ? { ...state, fields: { ...state.fields, servings: e.data.servings, memberIds: e.data.memberIds, note: e.data.note } } : state;
    case "MealPlanEntryMoved":
      return state.fields ? { ...state, fields: { ...state.fields, date: e.data.date, slot: e.data.slot } } : state;
    case "MealPlanEntryRemoved":
      return { ...state, removed: true };
    default:
      return state;
  }
}

/** The goals of each member of a household (one stream per household). */
export type GoalsState = Record<string, NutritionGoal>;

export function evolveGoals(state: GoalsState, event: StoredEvent | MealPlanEvent): GoalsState {
  const e = event as MealPlanEvent;
  if (e.type !== "NutritionGoalSet") return state;
  const { memberId, ...goal } = e.data;
  return { ...state, [memberId]: goal };
}

/** What the plan last put on one shopping list (one stream per list). */
export interface GenerationState {
  lines: GeneratedLine[];
}

export function evolveGeneration(state: GenerationState, event: StoredEvent | MealPlanEvent): GenerationState {
  const e = event as MealPlanEvent;
  return e.type === "MealPlanShoppingGenerated" ? { lines: e.data.lines } : state;
}

export const entryStream = (entryId: string) => `meal-plan-entry-${entryId}`;
export const goalsStream = (householdId: string) => `meal-plan-goals-${householdId}`;
export const generationStream = (listId: string) => `meal-plan-shopping-${listId}`;
