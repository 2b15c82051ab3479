import type { EntityManager } from "../../../core/database.js";
import type { Projection, StoredEvent } from "../../../core/event-store.js";
import type { AccountEvent, SessionEvent } from "../accounts.events.js";
import { HouseholdEntity, PasswordResetEntity, SessionEntity, UserEntity } from "./accounts.read-model.js";

const columnOf = {
  displayName: "displayName",
  firstName: "firstName",
  name: "name",
  householdSize: "householdSize",
  defaultPortionSize: "defaultPortionSize",
} as const;

/** Users and households as the screens read them. Timestamps come from the events, so a rebuild matches. */
export const accountsProjection: Projection = {
  name: "accounts",
  tables: ["users", "households"],
  handles: [
    "UserRegistered",
    "HouseholdCreated",
    "ProfileUpdated",
    "MealPlanViewChanged",
    "RoleGranted",
    "AccountLocked",
    "PasswordChanged",
    "PasswordReset",
    "GoogleAccountLinked",
    "AccountDisabled",
    "AccountEnabled",
  ],
  async apply(stored: StoredEvent, em: EntityManager) {
    const event = stored as unknown as AccountEvent;
    const at = new Date(stored.recordedAt);
    switch (event.type) {
      case "UserRegistered":
        await em.insert(UserEntity, {
          id: event.data.userId,
          householdId: event.data.householdId,
          email: event.data.email,
          username: event.data.username,
          name: event.data.name ?? null,
          firstName: null,
          displayName: null,
          passwordHash: event.data.passwordHash,
          role: event.data.role,
          accountType: event.data.accountType,
          familyMemberId: event.data.familyMemberId ?? null,
          defaultMealPlanView: "daily",
          householdSize: null,
          defaultPortionSize: null,
          lockedUntil: null,
          disabledAt: null,
          googleSubject: null,
          createdAt: at,
          updatedAt: at,
        });
        return;
      case "HouseholdCreated":
        await em.insert(HouseholdEntity, {
          id: event.data.householdId,
          name: event.data.name,
          ownerUserId: event.data.ownerUserId,
          createdAt: at,
        });
        return;
      case "ProfileUpdated": {
        const update: Record<string, unknown> = { updatedAt: at };
        for (const [key, value] of Object.entries(event.data.changes)) {
          const column = columnOf[key as keyof typeof columnOf];
          if (column) update[column] = value;
        }
        await em.nativeUpdate(UserEntity, { id: event.data.userId }, update);
        return;
      }
      case "MealPlanViewChanged":
        await em.nativeUpdate(
          UserEntity,
          { id: event.data.userId },
          { defaultMealPlanView: event.data.view, updatedAt: at },
        );
        return;
      case "RoleGranted":
        await em.nativeUpdate(UserEntity, { id: event.data.userId }, { role: event.data.role, updatedAt: at });
        return;
      case "AccountLocked":
        await em.nativeUpdate(UserEntity, { id: event.data.userId }, { lockedUntil: new Date(event.data.lockedUntil) });
        return;
      case "PasswordChanged":
      case "PasswordReset":
        await em.nativeUpdate(
          UserEntity,
          { id: event.data.userId },
          { passwordHash: event.data.passwordHash, lockedUntil: null, updatedAt: at },
        );
        return;
      case "GoogleAccountLinked":
        await em.nativeUpdate(UserEntity, { id: event.data.userId }, { googleSubject: event.data.subject, updatedAt: at });
        return;
      case "AccountDisabled":
        await em.nativeUpdate(UserEntity, { id: event.data.userId }, { disabledAt: at, updatedAt: at });
        return;
      case "AccountEnabled":
        await em.nativeUpdate(UserEntity, { id: event.data.userId }, { disabledAt: null, updatedAt: at });
        return;
    }
  },
};

/** Server-side sessions: the session check reads this table on every authenticated request. */
export const sessionsProjection: Projection = {
  name: "sessions",
  tables: ["sessions"],
  handles: ["SessionStarted", "SessionEnded", "SessionRefreshed"],
  async apply(stored: StoredEvent, em: EntityManager) {
    const event = stored as unknown as SessionEvent;
    const at = new Date(stored.recordedAt);
    switch (event.type) {
      case "SessionStarted":
        await em.insert(SessionEntity, {
          id: event.data.sessionId,
          userId: event.data.userId,
          householdId: stored.householdId,
          method: event.data.method,
          startedAt: at,
          expiresAt: new Date(event.data.expiresAt),
          endedAt: null,
          endReason: null,
          successorId: null,
          graceUntil: null,
        });
        return;
      case "SessionEnded":
        await em.nativeUpdate(SessionEntity, { id: event.data.sessionId }, { endedAt: at, endReason: event.data.reason });
        return;
      case "SessionRefreshed":
        await em.nativeUpdate(
          SessionEntity,
          { id: event.data.sessionId },
          { successorId: event.data.successorId, graceUntil: new Date(event.data.graceUntil) },
        );
        return;
    }
  },
};

/** Password-reset links by token hash, so a link can be traced to its account. */
export const passwordResetsProjection: Projection = {
  name: "password-resets",
  tables: ["password_resets"],
  handles: ["PasswordResetRequested", "PasswordReset", "PasswordChanged"],
  async apply(stored: StoredEvent, em: EntityManager) {
    const event = stored as unknown as AccountEvent;
    const at = new Date(stored.recordedAt);
    switch (event.type) {
      case "PasswordResetRequested":
        await em.insert(PasswordResetEntity, {
          tokenHash: event.data.tokenHash,
          userId: event.data.userId,
          householdId: stored.householdId,
          requestedAt: at,
          expiresAt: new Date(event.data.expiresAt),
          usedAt: null,
        });
        return;
      case "PasswordReset":
      case "PasswordChanged":
        // A new password voids every outstanding link of the account.
        await em.nativeUpdate(PasswordResetEntity, { userId: event.data.userId, usedAt: null }, { usedAt: at });
        return;
    }
  },
};
