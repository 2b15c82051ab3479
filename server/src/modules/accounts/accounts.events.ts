import type { StoredEvent } from "../../core/event-store.js";

export const MEAL_PLAN_VIEWS = ["daily", "weekly", "monthly"] as const;
export type MealPlanView = (typeof MEAL_PLAN_VIEWS)[number];
export const DEFAULT_MEAL_PLAN_VIEW: MealPlanView = "daily";

export const ROLES = ["user", "admin", "moderator"] as const;
export type Role = (typeof ROLES)[number];
export type AccountType = "accountHolder" | "familyMember";

/** Wrong passwords that lock an account, the window they must fall in, and how long the lock lasts. */
export const LOCK_THRESHOLD = 5;
export const LOCK_WINDOW_MS = 15 * 60_000;
export const LOCK_DURATION_MS = 15 * 60_000;
/** A password-reset link works once, for an hour. */
export const RESET_LINK_TTL_MS = 60 * 60_000;

export interface ProfileChanges {
  displayName?: string | null;
  firstName?: string | null;
  name?: string | null;
  householdSize?: number | null;
  defaultPortionSize?: number | null;
}

/** How a session began: the credential that opened it, or the session it replaced. */
export type SessionMethod = "password" | "google" | "registration" | "refresh" | "password_change" | "family_setup";

/** Why a session ended; every one of these makes the session's token answer 401. */
export type SessionEndReason =
  | "logout"
  | "refreshed"
  | "password_changed"
  | "password_reset"
  | "account_disabled"
  /** A token retired by a refresh was used after its grace period: the whole chain ends. */
  | "reuse_detected";

export type AccountEvent =
  | {
      type: "UserRegistered";
      data: {
        userId: string;
        householdId: string;
        email: string;
        username: string | null;
        /** Null for an account created through Google (until a password is set). */
        passwordHash: string | null;
        role: Role;
        accountType: AccountType;
        /** Family-member accounts: the member they belong to, and the member's name. */
        familyMemberId?: string | null;
        name?: string | null;
      };
    }
  | { type: "HouseholdCreated"; data: { householdId: string; name: string; ownerUserId: string } }
  | { type: "ProfileUpdated"; data: { userId: string; changes: ProfileChanges } }
  | { type: "MealPlanViewChanged"; data: { userId: string; view: MealPlanView; previousView: MealPlanView } }
  | { type: "RoleGranted"; data: { userId: string; role: Role; previousRole: Role; grantedBy: string } }
  | { type: "SignInFailed"; data: { userId: string; at: string } }
  | { type: "AccountLocked"; data: { userId: string; lockedUntil: string } }
  | { type: "PasswordChanged"; data: { userId: string; passwordHash: string } }
  | { type: "PasswordResetRequested"; data: { userId: string; tokenHash: string; expiresAt: string } }
  | { type: "PasswordReset"; data: { userId: string; tokenHash: string; passwordHash: string } }
  | { type: "GoogleAccountLinked"; data: { userId: string; subject: string } }
  | { type: "AccountDisabled"; data: { userId: string; reason: string } }
  | { type: "AccountEnabled"; data: { userId: string } };

export type SessionEvent =
  | {
      type: "SessionStarted";
      data: { sessionId: string; userId: string; method: SessionMethod; expiresAt: string; replaces?: string | null };
    }
  | { type: "SessionEnded"; data: { sessionId: string; userId: string; reason: SessionEndReason } }
  /**
   * A refresh retired this session in favour of `successorId`: its token keeps working until
   * `graceUntil` (requests already in flight, other tabs), and refreshing it again answers the successor.
   */
  | { type: "SessionRefreshed"; data: { sessionId: string; userId: string; successorId: string; graceUntil: string } }
  /** This retired session's token was used after its grace period; `chain` (its successors) is ended. */
  | { type: "SessionReuseDetected"; data: { sessionId: string; userId: string; chain: string[] } };

export type AccountEventType = AccountEvent["type"];

/** What a user's stream folds into: enough to decide the next command. */
export interface UserState {
  exists: boolean;
  email: string | null;
  role: Role;
  accountType: AccountType;
  hasPassword: boolean;
  googleSubject: string | null;
  disabled: boolean;
  mealPlanView: MealPlanView;
  profile: Required<ProfileChanges>;
  /** Wrong passwords since the last lock (ISO times); only those inside the window count. */
  failedSignIns: string[];
  lockedUntil: string | null;
  /** Password-reset links by token hash: when they expire and whether they were used. */
  resetLinks: Record<string, { expiresAt: string; used: boolean }>;
}

export const initialUserState: UserState = {
  exists: false,
  email: null,
  role: "user",
  accountType: "accountHolder",
  hasPassword: false,
  googleSubject: null,
  disabled: false,
  mealPlanView: DEFAULT_MEAL_PLAN_VIEW,
  profile: { displayName: null, firstName: null, name: null, householdSize: null, defaultPortionSize: null },
  failedSignIns: [],
  lockedUntil: null,
  resetLinks: {},
};

/** A new password (changed or reset) voids every outstanding reset link and any lock. */
function withNewPassword(state: UserState): UserState {
  const resetLinks = Object.fromEntries(
    Object.entries(state.resetLinks).map(([hash, link]) => [hash, { ...link, used: true }]),
  );
  return { ...state, hasPassword: true, failedSignIns: [], lockedUntil: null, resetLinks };
}

export function evolveUser(state: UserState, event: StoredEvent | AccountEvent): UserState {
  const e = event as AccountEvent;
  switch (e.type) {
    case "UserRegistered":
      return {
        ...state,
        exists: true,
        email: e.data.email,
        role: e.data.role,
        accountType: e.data.accountType,
        hasPassword: e.data.passwordHash !== null,
        profile: { ...state.profile, name: e.data.name ?? null },
      };
    case "ProfileUpdated":
      return { ...state, profile: { ...state.profile, ...e.data.changes } };
    case "MealPlanViewChanged":
      return { ...state, mealPlanView: e.data.view };
    case "RoleGranted":
      return { ...state, role: e.data.role };
    case "SignInFailed":
      return { ...state, failedSignIns: [...state.failedSignIns, e.data.at] };
    case "AccountLocked":
      return { ...state, failedSignIns: [], lockedUntil: e.data.lockedUntil };
    case "PasswordChanged":
      return withNewPassword(state);
    case "PasswordResetRequested":
      return {
        ...state,
        resetLinks: { ...state.resetLinks, [e.data.tokenHash]: { expiresAt: e.data.expiresAt, used: false } },
      };
    case "PasswordReset":
      return withNewPassword(state);
    case "GoogleAccountLinked":
      return { ...state, googleSubject: e.data.subject };
    case "AccountDisabled":
      return { ...state, disabled: true };
    case "AccountEnabled":
      return { ...state, disabled: false };
    case "HouseholdCreated":
      return state;
    default:
      return state;
  }
}

/** A session's stream: started once, ended at most once. */
export interface SessionState {
  started: boolean;
  ended: boolean;
  userId: string | null;
  /** Set once a refresh retired the session: its successor and the end of its grace period. */
  retired: { successorId: string; graceUntil: string } | null;
  reuseDetected: boolean;
}

export const initialSessionState: SessionState = { started: false, ended: false, userId: null, retired: null, reuseDetected: false };

export function evolveSession(state: SessionState, event: StoredEvent | SessionEvent): SessionState {
  const e = event as SessionEvent;
  switch (e.type) {
    case "SessionStarted":
      return { ...state, started: true, userId: e.data.userId };
    case "SessionEnded":
      return { ...state, ended: true };
    case "SessionRefreshed":
      return { ...state, retired: { successorId: e.data.successorId, graceUntil: e.data.graceUntil } };
    case "SessionReuseDetected":
      return { ...state, reuseDetected: true };
    default:
      return state;
  }
}

export const userStream = (userId: string) => `user-${userId}`;
export const householdStream = (householdId: string) => `household-${householdId}`;
export const sessionStream = (sessionId: string) => `session-${sessionId}`;
