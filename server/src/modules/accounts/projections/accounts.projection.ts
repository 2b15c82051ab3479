import type { EntityManager } from "../../../core/database.js";
import type { Projection, StoredEvent } from "../../../core/event-store.js";
import { rowChangeProjection, type RowChange, type Table } from "../../../core/row-changes.js";
import type { AccountEvent, SessionEvent } from "../accounts.events.js";
import { PasswordResetEntity } from "./accounts.read-model.js";

const USERS: Table = { name: "users", key: ["id"] };
const HOUSEHOLDS: Table = { name: "households", key: ["id"] };
const SESSIONS: Table = { name: "sessions", key: ["id"] };

/** Column of `users` for each field a profile update may change. */
const columnOf = {
  displayName: "display_name",
  firstName: "first_name",
  name: "name",
  householdSize: "household_size",
  defaultPortionSize: "default_portion_size",
} as const;

/** What an account event does to `users` and `households`: applied as SQL live, folded in memory by a rebuild. */
function accountChanges(stored: StoredEvent): RowChange[] {
  const event = stored as unknown as AccountEvent;
  const at = stored.recordedAt;
  const user = (userId: string, set: Record<string, unknown>): RowChange[] => [{ op: "update", table: USERS, where: { id: userId }, set }];
  switch (event.type) {
    case "UserRegistered":
      return [
        {
          op: "insert",
          table: USERS,
          row: {
            id: event.data.userId,
            household_id: event.data.householdId,
            email: event.data.email,
            username: event.data.username,
            name: event.data.name ?? null,
            first_name: null,
            display_name: null,
            password_hash: event.data.passwordHash,
            role: event.data.role,
            account_type: event.data.accountType,
            family_member_id: event.data.familyMemberId ?? null,
            default_meal_plan_view: "daily",
            household_size: null,
            default_portion_size: null,
            locked_until: null,
            disabled_at: null,
            google_subject: null,
            created_at: at,
            updated_at: at,
          },
        },
      ];
    case "HouseholdCreated":
      return [
        {
          op: "insert",
          table: HOUSEHOLDS,
          row: { id: event.data.householdId, name: event.data.name, owner_user_id: event.data.ownerUserId, created_at: at },
        },
      ];
    case "ProfileUpdated": {
      const set: Record<string, unknown> = { updated_at: at };
      for (const [key, value] of Object.entries(event.data.changes)) {
        const column = columnOf[key as keyof typeof columnOf];
        if (column) set[column] = value;
      }
      return user(event.data.userId, set);
    }
    case "MealPlanViewChanged":
      return user(event.data.userId, { default_meal_plan_view: event.data.view, updated_at: at });
    case "RoleGranted":
      return user(event.data.userId, { role: event.data.role, updated_at: at });
    case "AccountLocked":
      return user(event.data.userId, { locked_until: event.data.lockedUntil });
    case "PasswordChanged":
    case "PasswordReset":
      return user(event.data.userId, { password_hash: event.data.passwordHash, locked_until: null, updated_at: at });
    case "GoogleAccountLinked":
      return user(event.data.userId, { google_subject: event.data.subject, updated_at: at });
    case "AccountDisabled":
      return user(event.data.userId, { disabled_at: at, updated_at: at });
    case "AccountEnabled":
      return user(event.data.userId, { disabled_at: null, updated_at: at });
    default:
      return [];
  }
}

/** Users and households as the screens read them. Timestamps come from the events, so a rebuild matches. */
export const accountsProjection = rowChangeProjection({
  name: "accounts",
  tables: [USERS, HOUSEHOLDS],
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
  changes: accountChanges,
});

/** What a session event does to `sessions`. */
function sessionChanges(stored: StoredEvent): RowChange[] {
  const event = stored as unknown as SessionEvent;
  switch (event.type) {
    case "SessionStarted":
      return [
        {
          op: "insert",
          table: SESSIONS,
          row: {
            id: event.data.sessionId,
            user_id: event.data.userId,
            household_id: stored.householdId,
            method: event.data.method,
            started_at: stored.recordedAt,
            expires_at: event.data.expiresAt,
            ended_at: null,
            end_reason: null,
            successor_id: null,
            grace_until: null,
          },
        },
      ];
    case "SessionEnded":
      return [{ op: "update", table: SESSIONS, where: { id: event.data.sessionId }, set: { ended_at: stored.recordedAt, end_reason: event.data.reason } }];
    case "SessionRefreshed":
      return [
        {
          op: "update",
          table: SESSIONS,
          where: { id: event.data.sessionId },
          set: { successor_id: event.data.successorId, grace_until: event.data.graceUntil },
        },
      ];
    default:
      return [];
  }
}

/** Server-side sessions: the session check reads this table on every authenticated request. */
export const sessionsProjection = rowChangeProjection({
  name: "sessions",
  tables: [SESSIONS],
  handles: ["SessionStarted", "SessionEnded", "SessionRefreshed"],
  changes: sessionChanges,
});

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
