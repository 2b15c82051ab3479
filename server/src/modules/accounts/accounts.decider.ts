import { conflict, notFound } from "../../core/errors.js";
import type { AccountEvent, AccountType, MealPlanView, ProfileChanges, Role, UserState } from "./accounts.events.js";

/** Creates the account holder and their household. */
export interface RegisterUser {
  type: "RegisterUser";
  userId: string;
  householdId: string;
  email: string;
  username: string | null;
  passwordHash: string;
  role: Role;
  accountType: AccountType;
  householdName: string;
}

/** Changes how the meal planner opens for this user. */
export interface ChangeMealPlanView {
  type: "ChangeMealPlanView";
  userId: string;
  view: MealPlanView;
}

/** Changes profile fields; only fields that differ are recorded. */
export interface UpdateProfile {
  type: "UpdateProfile";
  userId: string;
  changes: ProfileChanges;
}

export type AccountCommand = RegisterUser | ChangeMealPlanView | UpdateProfile;

function registerUser(state: UserState, command: RegisterUser): AccountEvent[] {
  if (state.exists) throw conflict("An account with this email already exists");
  return [
    {
      type: "UserRegistered",
      data: {
        userId: command.userId,
        householdId: command.householdId,
        email: command.email,
        username: command.username,
        passwordHash: command.passwordHash,
        role: command.role,
        accountType: command.accountType,
      },
    },
    {
      type: "HouseholdCreated",
      data: { householdId: command.householdId, name: command.householdName, ownerUserId: command.userId },
    },
  ];
}

function changeMealPlanView(state: UserState, command: ChangeMealPlanView): AccountEvent[] {
  if (!state.exists) throw notFound("User not found");
  if (state.mealPlanView === command.view) return [];
  return [
    {
      type: "MealPlanViewChanged",
      data: { userId: command.userId, view: command.view, previousView: state.mealPlanView },
    },
  ];
}

function updateProfile(state: UserState, command: UpdateProfile): AccountEvent[] {
  if (!state.exists) throw notFound("User not found");
  const changed: ProfileChanges = {};
  for (const [key, value] of Object.entries(command.changes) as [keyof ProfileChanges, unknown][]) {
    if (value === undefined) continue;
    if (state.profile[key] !== value) (changed as Record<string, unknown>)[key] = value;
  }
  if (Object.keys(changed).length === 0) return [];
  return [{ type: "ProfileUpdated", data: { userId: command.userId, changes: changed } }];
}

export function decide(state: UserState, command: AccountCommand): AccountEvent[] {
  switch (command.type) {
    case "RegisterUser":
      return registerUser(state, command);
    case "ChangeMealPlanView":
      return changeMealPlanView(state, command);
    case "UpdateProfile":
      return updateProfile(state, command);
    default: {
      const exhaustive: never = command;
      throw new Error(`unknown command ${(exhaustive as { type: string }).type}`);
    }
  }
}
