import { describe, expect, it } from "vitest";
import { decide, type AccountCommand } from "./accounts.decider.js";
import { evolveUser, initialUserState, type AccountEvent } from "./accounts.events.js";

const userId = "8a5e3c1e-0000-4000-8000-000000000001";
const householdId = "8a5e3c1e-0000-4000-8000-0000000000aa";

const registered: AccountEvent = {
  type: "UserRegistered",
  data: { userId, householdId, email: "amara@example.com", username: "Amara", passwordHash: "$argon2id$x", role: "user", accountType: "accountHolder" },
};

/** given events, when command, then events (or an error). */
function given(...events: AccountEvent[]) {
  const state = events.reduce(evolveUser, initialUserState);
  return {
    when: (command: AccountCommand) => ({
      then: (expected: AccountEvent[]) => expect(decide(state, command)).toEqual(expected),
      thenFails: (message: string) => expect(() => decide(state, command)).toThrow(message),
    }),
  };
}

describe("accounts decider", () => {
  const register: AccountCommand = {
    type: "RegisterUser",
    userId,
    householdId,
    email: "amara@example.com",
    username: "Amara",
    passwordHash: "$argon2id$x",
    role: "user",
    accountType: "accountHolder",
    householdName: "Amara's household",
  };

  it("registers a user and creates their household", () => {
    given().when(register).then([
      registered,
      { type: "HouseholdCreated", data: { householdId, name: "Amara's household", ownerUserId: userId } },
    ]);
  });

  it("refuses to register the same user twice", () => {
    given(registered).when(register).thenFails("An account with this email already exists");
  });

  it("changes the meal-plan view from the daily default", () => {
    given(registered)
      .when({ type: "ChangeMealPlanView", userId, view: "weekly" })
      .then([{ type: "MealPlanViewChanged", data: { userId, view: "weekly", previousView: "daily" } }]);
  });

  it("records nothing when the view is already the one asked for", () => {
    given(registered, { type: "MealPlanViewChanged", data: { userId, view: "monthly", previousView: "daily" } })
      .when({ type: "ChangeMealPlanView", userId, view: "monthly" })
      .then([]);
  });

  it("refuses a view change for a user that does not exist", () => {
    given().when({ type: "ChangeMealPlanView", userId, view: "weekly" }).thenFails("User not found");
  });

  it("records only the profile fields that changed", () => {
    given(registered, { type: "ProfileUpdated", data: { userId, changes: { householdSize: 4 } } })
      .when({ type: "UpdateProfile", userId, changes: { householdSize: 4, displayName: "The Okafors", firstName: undefined } })
      .then([{ type: "ProfileUpdated", data: { userId, changes: { displayName: "The Okafors" } } }]);
  });

  it("records nothing when no profile field changes", () => {
    given(registered, { type: "ProfileUpdated", data: { userId, changes: { householdSize: 4 } } })
      .when({ type: "UpdateProfile", userId, changes: { householdSize: 4 } })
      .then([]);
  });
});
