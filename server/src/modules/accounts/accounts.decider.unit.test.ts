import { describe, expect, it } from "vitest";
import { assertCanSignIn, decide, decideSession, type AccountCommand } from "./accounts.decider.js";
import {
  evolveSession,
  evolveUser,
  initialSessionState,
  initialUserState,
  type AccountEvent,
  type SessionEvent,
} from "./accounts.events.js";

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

  describe("roles", () => {
    it("grants a role with the previous one and who granted it", () => {
      given(registered)
        .when({ type: "GrantRole", userId, role: "admin", grantedBy: "cli" })
        .then([{ type: "RoleGranted", data: { userId, role: "admin", previousRole: "user", grantedBy: "cli" } }]);
    });

    it("records nothing when the user already has the role", () => {
      given(registered, { type: "RoleGranted", data: { userId, role: "moderator", previousRole: "user", grantedBy: "cli" } })
        .when({ type: "GrantRole", userId, role: "moderator", grantedBy: "ADMIN_EMAILS" })
        .then([]);
    });

    it("refuses a role for an unknown user", () => {
      given().when({ type: "GrantRole", userId, role: "admin", grantedBy: "cli" }).thenFails("User not found");
    });

    it("keeps family-member accounts ordinary users", () => {
      const member: AccountEvent = {
        type: "UserRegistered",
        data: { ...registered.data, accountType: "familyMember", familyMemberId: "m-1", name: "Ada" } as never,
      };
      given(member).when({ type: "GrantRole", userId, role: "admin", grantedBy: "cli" }).thenFails("Family-member accounts");
    });
  });

  describe("lockout", () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 9, minute));
    const failed = (minute: number): AccountEvent => ({ type: "SignInFailed", data: { userId, at: at(minute).toISOString() } });

    it("records a wrong password", () => {
      given(registered)
        .when({ type: "RecordFailedSignIn", userId, now: at(0) })
        .then([{ type: "SignInFailed", data: { userId, at: at(0).toISOString() } }]);
    });

    it("locks for 15 minutes on the fifth wrong password within 15 minutes", () => {
      given(registered, failed(0), failed(3), failed(6), failed(9))
        .when({ type: "RecordFailedSignIn", userId, now: at(12) })
        .then([
          { type: "SignInFailed", data: { userId, at: at(12).toISOString() } },
          { type: "AccountLocked", data: { userId, lockedUntil: at(27).toISOString() } },
        ]);
    });

    it("does not count wrong passwords older than 15 minutes", () => {
      given(registered, failed(0), failed(3), failed(6), failed(9))
        .when({ type: "RecordFailedSignIn", userId, now: at(16) })
        .then([{ type: "SignInFailed", data: { userId, at: at(16).toISOString() } }]);
    });

    it("records nothing more while locked, and starts counting afresh after the lock", () => {
      const lockedAt12 = [failed(0), failed(3), failed(6), failed(9), failed(12)];
      const lock: AccountEvent = { type: "AccountLocked", data: { userId, lockedUntil: at(27).toISOString() } };
      given(registered, ...lockedAt12, lock).when({ type: "RecordFailedSignIn", userId, now: at(20) }).then([]);
      given(registered, ...lockedAt12, lock)
        .when({ type: "RecordFailedSignIn", userId, now: at(28) })
        .then([{ type: "SignInFailed", data: { userId, at: at(28).toISOString() } }]);
    });

    it("refuses sign-in while locked and allows it afterwards", () => {
      const state = [registered, { type: "AccountLocked", data: { userId, lockedUntil: at(27).toISOString() } } as AccountEvent].reduce(
        evolveUser,
        initialUserState,
      );
      expect(() => assertCanSignIn(state, at(26))).toThrow("Account locked");
      expect(() => assertCanSignIn(state, at(27))).not.toThrow();
    });

    it("a new password lifts the lock", () => {
      const state = [
        registered,
        { type: "AccountLocked", data: { userId, lockedUntil: at(27).toISOString() } } as AccountEvent,
        { type: "PasswordChanged", data: { userId, passwordHash: "$argon2id$y" } } as AccountEvent,
      ].reduce(evolveUser, initialUserState);
      expect(() => assertCanSignIn(state, at(20))).not.toThrow();
    });
  });

  describe("passwords", () => {
    const now = new Date("2026-11-21T09:00:00.000Z");
    const requested: AccountEvent = {
      type: "PasswordResetRequested",
      data: { userId, tokenHash: "hash-1", expiresAt: "2026-11-21T10:00:00.000Z" },
    };

    it("changes the password", () => {
      given(registered)
        .when({ type: "ChangePassword", userId, passwordHash: "$argon2id$new" })
        .then([{ type: "PasswordChanged", data: { userId, passwordHash: "$argon2id$new" } }]);
    });

    it("issues a reset link valid for one hour", () => {
      given(registered).when({ type: "RequestPasswordReset", userId, tokenHash: "hash-1", now }).then([requested]);
    });

    it("issues no link for an unknown or disabled account", () => {
      given().when({ type: "RequestPasswordReset", userId, tokenHash: "hash-1", now }).then([]);
      given(registered, { type: "AccountDisabled", data: { userId, reason: "test" } })
        .when({ type: "RequestPasswordReset", userId, tokenHash: "hash-1", now })
        .then([]);
    });

    it("resets the password through a valid link", () => {
      given(registered, requested)
        .when({ type: "ResetPassword", userId, tokenHash: "hash-1", passwordHash: "$argon2id$r", now })
        .then([{ type: "PasswordReset", data: { userId, tokenHash: "hash-1", passwordHash: "$argon2id$r" } }]);
    });

    it("refuses a used link, an expired link and an unknown link", () => {
      const used: AccountEvent = { type: "PasswordReset", data: { userId, tokenHash: "hash-1", passwordHash: "$argon2id$r" } };
      given(registered, requested, used)
        .when({ type: "ResetPassword", userId, tokenHash: "hash-1", passwordHash: "$argon2id$s", now })
        .thenFails("invalid or has expired");
      given(registered, requested)
        .when({ type: "ResetPassword", userId, tokenHash: "hash-1", passwordHash: "$argon2id$s", now: new Date("2026-11-21T10:00:00.000Z") })
        .thenFails("invalid or has expired");
      given(registered, requested)
        .when({ type: "ResetPassword", userId, tokenHash: "hash-2", passwordHash: "$argon2id$s", now })
        .thenFails("invalid or has expired");
    });

    it("a changed password voids outstanding reset links", () => {
      given(registered, requested, { type: "PasswordChanged", data: { userId, passwordHash: "$argon2id$c" } })
        .when({ type: "ResetPassword", userId, tokenHash: "hash-1", passwordHash: "$argon2id$s", now })
        .thenFails("invalid or has expired");
    });
  });

  describe("Google and disabling", () => {
    it("links a Google account once, refusing another one", () => {
      given(registered)
        .when({ type: "LinkGoogleAccount", userId, subject: "g-1" })
        .then([{ type: "GoogleAccountLinked", data: { userId, subject: "g-1" } }]);
      given(registered, { type: "GoogleAccountLinked", data: { userId, subject: "g-1" } })
        .when({ type: "LinkGoogleAccount", userId, subject: "g-1" })
        .then([]);
      given(registered, { type: "GoogleAccountLinked", data: { userId, subject: "g-1" } })
        .when({ type: "LinkGoogleAccount", userId, subject: "g-2" })
        .thenFails("different Google account");
    });

    it("disables and enables an account; a disabled account cannot sign in", () => {
      given(registered)
        .when({ type: "DisableAccount", userId, reason: "family_member_deactivated" })
        .then([{ type: "AccountDisabled", data: { userId, reason: "family_member_deactivated" } }]);
      const disabled = [registered, { type: "AccountDisabled", data: { userId, reason: "x" } } as AccountEvent];
      given(...disabled).when({ type: "DisableAccount", userId, reason: "x" }).then([]);
      given(...disabled).when({ type: "EnableAccount", userId }).then([{ type: "AccountEnabled", data: { userId } }]);
      expect(() => assertCanSignIn(disabled.reduce(evolveUser, initialUserState), new Date())).toThrow("disabled");
    });
  });
});

describe("session decider", () => {
  const sessionId = "5e551000-0000-4000-8000-000000000001";
  const expiresAt = new Date("2026-11-22T09:00:00.000Z");
  const started: SessionEvent = {
    type: "SessionStarted",
    data: { sessionId, userId, method: "password", expiresAt: expiresAt.toISOString(), replaces: null },
  };
  const stateOf = (...events: SessionEvent[]) => events.reduce(evolveSession, initialSessionState);

  it("starts a session once", () => {
    expect(decideSession(stateOf(), { type: "StartSession", sessionId, userId, method: "password", expiresAt })).toEqual([started]);
    expect(() => decideSession(stateOf(started), { type: "StartSession", sessionId, userId, method: "password", expiresAt })).toThrow();
  });

  it("ends a live session once; ending again or an unknown one records nothing", () => {
    expect(decideSession(stateOf(started), { type: "EndSession", sessionId, reason: "logout" })).toEqual([
      { type: "SessionEnded", data: { sessionId, userId, reason: "logout" } },
    ]);
    const ended: SessionEvent = { type: "SessionEnded", data: { sessionId, userId, reason: "logout" } };
    expect(decideSession(stateOf(started, ended), { type: "EndSession", sessionId, reason: "refreshed" })).toEqual([]);
    expect(decideSession(stateOf(), { type: "EndSession", sessionId, reason: "logout" })).toEqual([]);
  });

  const successorId = "5e551000-0000-4000-8000-000000000002";
  const graceUntil = new Date("2026-11-21T09:00:30.000Z");
  const refreshed: SessionEvent = {
    type: "SessionRefreshed",
    data: { sessionId, userId, successorId, graceUntil: graceUntil.toISOString() },
  };

  it("retires a live session for its successor once; a retired one records nothing more", () => {
    expect(decideSession(stateOf(started), { type: "RetireSession", sessionId, successorId, graceUntil })).toEqual([refreshed]);
    expect(
      decideSession(stateOf(started, refreshed), { type: "RetireSession", sessionId, successorId: "other", graceUntil }),
    ).toEqual([]);
  });

  it("refuses to retire an ended or unknown session", () => {
    const ended: SessionEvent = { type: "SessionEnded", data: { sessionId, userId, reason: "logout" } };
    expect(() => decideSession(stateOf(started, ended), { type: "RetireSession", sessionId, successorId, graceUntil })).toThrow(
      "Session has ended",
    );
    expect(() => decideSession(stateOf(), { type: "RetireSession", sessionId, successorId, graceUntil })).toThrow("Session has ended");
  });

  it("records reuse of a retired session once, and never for a session that was not retired", () => {
    const chain = [successorId];
    const detected: SessionEvent = { type: "SessionReuseDetected", data: { sessionId, userId, chain } };
    expect(decideSession(stateOf(started, refreshed), { type: "DetectSessionReuse", sessionId, chain })).toEqual([detected]);
    expect(decideSession(stateOf(started, refreshed, detected), { type: "DetectSessionReuse", sessionId, chain })).toEqual([]);
    expect(decideSession(stateOf(started), { type: "DetectSessionReuse", sessionId, chain })).toEqual([]);
  });
});
