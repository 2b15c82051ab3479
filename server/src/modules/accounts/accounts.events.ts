import type { StoredEvent } from "../../core/event-store.js";

export const MEAL_PLAN_VIEWS = ["daily", "weekly", "monthly"] as const;
export type MealPlanView = (typeof MEAL_PLAN_VIEWS)[number];
export const DEFAULT_MEAL_PLAN_VIEW: MealPlanView = "daily";

export type Role = "user" | "admin" | "moderator";
export type AccountType = "accountHolder" | "familyMember";

export interface ProfileChanges {
  displayName?: string | null;
  firstName?: string | null;
  name?: string | null;
  householdSize?: number | null;
  defaultPortionSize?: number | null;
}

export type AccountEvent =
  | {
      type: "UserRegistered";
      data: {
        userId: string;
        householdId: string;
        email: string;
        username: string | null;
        passwordHash: string;
        role: Role;
        accountType: AccountType;
      };
    }
  | { type: "HouseholdCreated"; data: { householdId: string; name: string; ownerUserId: string } }
  | { type: "ProfileUpdated"; data: { userId: string; changes: ProfileChanges } }
  | { type: "MealPlanViewChanged"; data: { userId: string; view: MealPlanView; previousView: MealPlanView } };

export type AccountEventType = AccountEvent["type"];

/** What a user's stream folds into: enough to decide the next command. */
export interface UserState {
  exists: boolean;
  email: string | null;
  mealPlanView: MealPlanView;
  profile: Required<ProfileChanges>;
}

export const initialUserState: UserState = {
  exists: false,
  email: null,
  mealPlanView: DEFAULT_MEAL_PLAN_VIEW,
  profile: { displayName: null, firstName: null, name: null, householdSize: null, defaultPortionSize: null },
};

export function evolveUser(state: UserState, event: StoredEvent | AccountEvent): UserState {
  const e = event as AccountEvent;
  switch (e.type) {
    case "UserRegistered":
      return { ...state, exists: true, email: e.data.email };
    case "ProfileUpdated":
      return { ...state, profile: { ...state.profile, ...e.data.changes } };
    case "MealPlanViewChanged":
      return { ...state, mealPlanView: e.data.view };
    case "HouseholdCreated":
      return state;
    default:
      return state;
  }
}

export const userStream = (userId: string) => `user-${userId}`;
export const householdStream = (householdId: string) => `household-${householdId}`;
