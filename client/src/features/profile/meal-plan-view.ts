/** The meal-plan view preference (spec: default daily, mirrored to localStorage `mealPlanView`). */
import type { MealPlanView } from "../../gql/graphql";
import type { Notice } from "./profile-messages";

export type { MealPlanView };

export const MEAL_PLAN_VIEW_STORAGE_KEY = "mealPlanView";
export const DEFAULT_MEAL_PLAN_VIEW: MealPlanView = "daily";

export const MEAL_PLAN_VIEW_OPTIONS: ReadonlyArray<{ value: MealPlanView; label: string }> = [
  { value: "daily", label: "Daily" },
  { value: "weekly", label: "Weekly" },
  { value: "monthly", label: "Monthly" },
];

export function parseMealPlanView(value: unknown): MealPlanView | null {
  return MEAL_PLAN_VIEW_OPTIONS.some((option) => option.value === value) ? (value as MealPlanView) : null;
}

/** When the profile cannot be loaded: the stored value, else daily. */
export function fallbackMealPlanView(stored: string | null): MealPlanView {
  return parseMealPlanView(stored) ?? DEFAULT_MEAL_PLAN_VIEW;
}

/** Toast after this tab saved the view. */
export function viewSavedNotice(view: MealPlanView): Notice {
  return { title: "View Preference Updated", description: `Meal plan view is now set to ${view}` };
}

export const VIEW_SAVE_FAILED: Notice = {
  title: "Update Failed",
  description: "Failed to update meal plan view preference",
};

/** Toast when another session changed the view (shown for 3 s). */
export const REMOTE_VIEW_NOTICE_MS = 3000;
export function viewChangedElsewhereNotice(view: MealPlanView): Notice {
  return { title: "Meal Plan View Updated", description: `Meal plan view is now set to ${view}` };
}

/** A live event to act on: newer than the last one seen (replays after a resume are skipped). */
export function isUnseenSequence(lastSeen: number | null, sequence: number): boolean {
  return lastSeen === null || sequence > lastSeen;
}

/** Changes made by this tab already updated the screen; only other sessions' changes are news. */
export function isFromOtherSession(sourceClientId: string | null | undefined, ownClientId: string): boolean {
  return sourceClientId !== ownClientId;
}
