import { badRequest, conflict, forbidden, locked, notFound, unauthorized } from "../../core/errors.js";
import {
  LOCK_DURATION_MS,
  LOCK_THRESHOLD,
  LOCK_WINDOW_MS,
  RESET_LINK_TTL_MS,
  type AccountEvent,
  type MealPlanView,
  type ProfileChanges,
  type Role,
  type SessionEndReason,
  type SessionEvent,
  type SessionMethod,
  type SessionState,
  type UserState,
} from "./accounts.events.js";

export const ACCOUNT_LOCKED = "Account locked";
export const ACCOUNT_DISABLED = "This account has been disabled. Ask your household's account holder to turn it back on.";
export const RESET_LINK_INVALID = "This password reset link is invalid or has expired. Please request a new one.";

/** Creates the account holder and their household. */
export interface RegisterUser {
  type: "RegisterUser";
  userId: string;
  householdId: string;
  email: string;
  username: string | null;
  passwordHash: string | null;
  role: Role;
  householdName: string;
}

/** Creates the sign-in of a family member inside an existing household. */
export interface RegisterFamilyMemberAccount {
  type: "RegisterFamilyMemberAccount";
  userId: string;
  householdId: string;
  email: string;
  passwordHash: string;
  familyMemberId: string;
  name: string;
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

/** Gives a user the admin, moderator or ordinary role (from ADMIN_EMAILS, the CLI or an admin). */
export interface GrantRole {
  type: "GrantRole";
  userId: string;
  role: Role;
  grantedBy: string;
}

/** Counts a wrong password; the fifth within the window locks the account. */
export interface RecordFailedSignIn {
  type: "RecordFailedSignIn";
  userId: string;
  now: Date;
}

/** Replaces the password (the caller proved the current one). */
export interface ChangePassword {
  type: "ChangePassword";
  userId: string;
  passwordHash: string;
}

/** Issues a single-use reset link (only its hash is recorded). */
export interface RequestPasswordReset {
  type: "RequestPasswordReset";
  userId: string;
  tokenHash: string;
  now: Date;
}

/** Sets a new password through a reset link. */
export interface ResetPassword {
  type: "ResetPassword";
  userId: string;
  tokenHash: string;
  passwordHash: string;
  now: Date;
}

/** Remembers the Google account that signs in as this user. */
export interface LinkGoogleAccount {
  type: "LinkGoogleAccount";
  userId: string;
  subject: string;
}

/** Stops a user from signing in (their sessions are ended alongside). */
export interface DisableAccount {
  type: "DisableAccount";
  userId: string;
  reason: string;
}

export interface EnableAccount {
  type: "EnableAccount";
  userId: string;
}

export type AccountCommand =
  | RegisterUser
  | RegisterFamilyMemberAccount
  | ChangeMealPlanView
  | UpdateProfile
  | GrantRole
  | RecordFailedSignIn
  | ChangePassword
  | RequestPasswordReset
  | ResetPassword
  | LinkGoogleAccount
  | DisableAccount
  | EnableAccount;

function requireUser(state: UserState): void {
  if (!state.exists) throw notFound("User not found");
}

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
        accountType: "accountHolder",
      },
    },
    {
      type: "HouseholdCreated",
      data: { householdId: command.householdId, name: command.householdName, ownerUserId: command.userId },
    },
  ];
}

function registerFamilyMemberAccount(state: UserState, command: RegisterFamilyMemberAccount): AccountEvent[] {
  if (state.exists) throw conflict("An account with this email already exists");
  return [
    {
      type: "UserRegistered",
      data: {
        userId: command.userId,
        householdId: command.householdId,
        email: command.email,
        username: null,
        passwordHash: command.passwordHash,
        role: "user",
        accountType: "familyMember",
        familyMemberId: command.familyMemberId,
        name: command.name,
      },
    },
  ];
}

function changeMealPlanView(state: UserState, command: ChangeMealPlanView): AccountEvent[] {
  requireUser(state);
  if (state.mealPlanView === command.view) return [];
  return [
    {
      type: "MealPlanViewChanged",
      data: { userId: command.userId, view: command.view, previousView: state.mealPlanView },
    },
  ];
}

function updateProfile(state: UserState, command: UpdateProfile): AccountEvent[] {
  requireUser(state);
  const changed: ProfileChanges = {};
  for (const [key, value] of Object.entries(command.changes) as [keyof ProfileChanges, unknown][]) {
    if (value === undefined) continue;
    if (state.profile[key] !== value) (changed as Record<string, unknown>)[key] = value;
  }
  if (Object.keys(changed).length === 0) return [];
  return [{ type: "ProfileUpdated", data: { userId: command.userId, changes: changed } }];
}

function grantRole(state: UserState, command: GrantRole): AccountEvent[] {
  requireUser(state);
  if (state.role === command.role) return [];
  if (state.accountType === "familyMember" && command.role !== "user") {
    throw badRequest("Family-member accounts cannot be given the admin or moderator role");
  }
  return [
    {
      type: "RoleGranted",
      data: { userId: command.userId, role: command.role, previousRole: state.role, grantedBy: command.grantedBy },
    },
  ];
}

/** Whether the account is locked at `now`. */
export function isLocked(state: UserState, now: Date): boolean {
  return state.lockedUntil !== null && new Date(state.lockedUntil).getTime() > now.getTime();
}

function recordFailedSignIn(state: UserState, command: RecordFailedSignIn): AccountEvent[] {
  requireUser(state);
  if (isLocked(state, command.now)) return [];
  const at = command.now.toISOString();
  const windowStart = command.now.getTime() - LOCK_WINDOW_MS;
  const recent = state.failedSignIns.filter((t) => new Date(t).getTime() > windowStart).length + 1;
  const events: AccountEvent[] = [{ type: "SignInFailed", data: { userId: command.userId, at } }];
  if (recent >= LOCK_THRESHOLD) {
    const lockedUntil = new Date(command.now.getTime() + LOCK_DURATION_MS).toISOString();
    events.push({ type: "AccountLocked", data: { userId: command.userId, lockedUntil } });
  }
  return events;
}

function changePassword(state: UserState, command: ChangePassword): AccountEvent[] {
  requireUser(state);
  if (state.disabled) throw forbidden(ACCOUNT_DISABLED);
  return [{ type: "PasswordChanged", data: { userId: command.userId, passwordHash: command.passwordHash } }];
}

function requestPasswordReset(state: UserState, command: RequestPasswordReset): AccountEvent[] {
  // Disabled or unknown accounts get no link; the caller answers the same either way.
  if (!state.exists || state.disabled) return [];
  const expiresAt = new Date(command.now.getTime() + RESET_LINK_TTL_MS).toISOString();
  return [{ type: "PasswordResetRequested", data: { userId: command.userId, tokenHash: command.tokenHash, expiresAt } }];
}

function resetPassword(state: UserState, command: ResetPassword): AccountEvent[] {
  const link = state.resetLinks[command.tokenHash];
  if (!state.exists || state.disabled || !link || link.used) throw badRequest(RESET_LINK_INVALID);
  if (new Date(link.expiresAt).getTime() <= command.now.getTime()) throw badRequest(RESET_LINK_INVALID);
  return [
    {
      type: "PasswordReset",
      data: { userId: command.userId, tokenHash: command.tokenHash, passwordHash: command.passwordHash },
    },
  ];
}

function linkGoogleAccount(state: UserState, command: LinkGoogleAccount): AccountEvent[] {
  requireUser(state);
  if (state.googleSubject === command.subject) return [];
  if (state.googleSubject !== null) throw conflict("This account is linked to a different Google account");
  return [{ type: "GoogleAccountLinked", data: { userId: command.userId, subject: command.subject } }];
}

function disableAccount(state: UserState, command: DisableAccount): AccountEvent[] {
  requireUser(state);
  if (state.disabled) return [];
  return [{ type: "AccountDisabled", data: { userId: command.userId, reason: command.reason } }];
}

function enableAccount(state: UserState, command: EnableAccount): AccountEvent[] {
  requireUser(state);
  if (!state.disabled) return [];
  return [{ type: "AccountEnabled", data: { userId: command.userId } }];
}

export function decide(state: UserState, command: AccountCommand): AccountEvent[] {
  switch (command.type) {
    case "RegisterUser":
      return registerUser(state, command);
    case "RegisterFamilyMemberAccount":
      return registerFamilyMemberAccount(state, command);
    case "ChangeMealPlanView":
      return changeMealPlanView(state, command);
    case "UpdateProfile":
      return updateProfile(state, command);
    case "GrantRole":
      return grantRole(state, command);
    case "RecordFailedSignIn":
      return recordFailedSignIn(state, command);
    case "ChangePassword":
      return changePassword(state, command);
    case "RequestPasswordReset":
      return requestPasswordReset(state, command);
    case "ResetPassword":
      return resetPassword(state, command);
    case "LinkGoogleAccount":
      return linkGoogleAccount(state, command);
    case "DisableAccount":
      return disableAccount(state, command);
    case "EnableAccount":
      return enableAccount(state, command);
    default: {
      const exhaustive: never = command;
      throw new Error(`unknown command ${(exhaustive as { type: string }).type}`);
    }
  }
}

/** Refuses a sign-in (any method) that the account's state does not allow at `now`. */
export function assertCanSignIn(state: UserState, now: Date): void {
  requireUser(state);
  if (state.disabled) throw forbidden(ACCOUNT_DISABLED);
  if (isLocked(state, now)) throw locked(ACCOUNT_LOCKED);
}

/** Opens a session for a signed-in user; its token names the session. */
export interface StartSession {
  type: "StartSession";
  sessionId: string;
  userId: string;
  method: SessionMethod;
  expiresAt: Date;
  replaces?: string | null;
}

/** Ends a session: its token answers 401 from now on. Ending an ended session changes nothing. */
export interface EndSession {
  type: "EndSession";
  sessionId: string;
  reason: SessionEndReason;
}

/**
 * A refresh retires a live session in favour of its successor; the old token keeps working until
 * `graceUntil`. A session already retired records nothing (the refresh answers its successor instead).
 */
export interface RetireSession {
  type: "RetireSession";
  sessionId: string;
  successorId: string;
  graceUntil: Date;
}

/** A retired session's token came back after its grace period: recorded once, with the chain it ends. */
export interface DetectSessionReuse {
  type: "DetectSessionReuse";
  sessionId: string;
  chain: string[];
}

export type SessionCommand = StartSession | EndSession | RetireSession | DetectSessionReuse;

export function decideSession(state: SessionState, command: SessionCommand): SessionEvent[] {
  switch (command.type) {
    case "StartSession":
      if (state.started) throw conflict("This session already exists");
      return [
        {
          type: "SessionStarted",
          data: {
            sessionId: command.sessionId,
            userId: command.userId,
            method: command.method,
            expiresAt: command.expiresAt.toISOString(),
            replaces: command.replaces ?? null,
          },
        },
      ];
    case "EndSession":
      if (!state.started || state.ended || !state.userId) return [];
      return [{ type: "SessionEnded", data: { sessionId: command.sessionId, userId: state.userId, reason: command.reason } }];
    case "RetireSession":
      if (!state.started || !state.userId) throw unauthorized("Session has ended");
      if (state.ended) throw unauthorized("Session has ended");
      if (state.retired) return [];
      return [
        {
          type: "SessionRefreshed",
          data: {
            sessionId: command.sessionId,
            userId: state.userId,
            successorId: command.successorId,
            graceUntil: command.graceUntil.toISOString(),
          },
        },
      ];
    case "DetectSessionReuse":
      if (!state.started || !state.userId || !state.retired || state.reuseDetected) return [];
      return [{ type: "SessionReuseDetected", data: { sessionId: command.sessionId, userId: state.userId, chain: command.chain } }];
    default: {
      const exhaustive: never = command;
      throw new Error(`unknown command ${(exhaustive as { type: string }).type}`);
    }
  }
}
