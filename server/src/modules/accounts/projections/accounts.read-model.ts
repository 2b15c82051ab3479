import { EntitySchema } from "@mikro-orm/postgresql";

/** A row of the users read model (query side only; the GraphQL types are separate). */
export interface UserRow {
  id: string;
  householdId: string;
  email: string;
  username: string | null;
  name: string | null;
  firstName: string | null;
  displayName: string | null;
  passwordHash: string | null;
  role: string;
  accountType: string;
  familyMemberId: string | null;
  defaultMealPlanView: string;
  householdSize: number | null;
  defaultPortionSize: number | null;
  /** Set while a lock from repeated wrong passwords lasts. */
  lockedUntil: Date | null;
  disabledAt: Date | null;
  googleSubject: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const UserEntity = new EntitySchema<UserRow>({
  name: "UserRow",
  tableName: "users",
  properties: {
    id: { type: "uuid", primary: true },
    householdId: { type: "uuid" },
    email: { type: "string" },
    username: { type: "string", nullable: true },
    name: { type: "string", nullable: true },
    firstName: { type: "string", nullable: true },
    displayName: { type: "string", nullable: true },
    passwordHash: { type: "string", lazy: true, nullable: true },
    role: { type: "string" },
    accountType: { type: "string" },
    familyMemberId: { type: "uuid", nullable: true },
    defaultMealPlanView: { type: "string" },
    householdSize: { type: "integer", nullable: true },
    defaultPortionSize: { type: "double", nullable: true },
    lockedUntil: { type: "Date", nullable: true },
    disabledAt: { type: "Date", nullable: true },
    googleSubject: { type: "string", nullable: true },
    createdAt: { type: "Date" },
    updatedAt: { type: "Date" },
  },
});

/** A server-side session: the token that names it works while it is neither ended nor expired. */
export interface SessionRow {
  id: string;
  userId: string;
  householdId: string;
  method: string;
  startedAt: Date;
  expiresAt: Date;
  endedAt: Date | null;
  endReason: string | null;
  /** Set when a refresh retired the session: the session that replaced it. */
  successorId: string | null;
  /** Until when a retired session's token still works. */
  graceUntil: Date | null;
}

export const SessionEntity = new EntitySchema<SessionRow>({
  name: "SessionRow",
  tableName: "sessions",
  properties: {
    id: { type: "uuid", primary: true },
    userId: { type: "uuid" },
    householdId: { type: "uuid" },
    method: { type: "string" },
    startedAt: { type: "Date" },
    expiresAt: { type: "Date" },
    endedAt: { type: "Date", nullable: true },
    endReason: { type: "string", nullable: true },
    successorId: { type: "uuid", nullable: true },
    graceUntil: { type: "Date", nullable: true },
  },
});

/** Outstanding and used password-reset links, found by the hash of the token in the link. */
export interface PasswordResetRow {
  tokenHash: string;
  userId: string;
  householdId: string;
  requestedAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

export const PasswordResetEntity = new EntitySchema<PasswordResetRow>({
  name: "PasswordResetRow",
  tableName: "password_resets",
  properties: {
    tokenHash: { type: "string", primary: true },
    userId: { type: "uuid" },
    householdId: { type: "uuid" },
    requestedAt: { type: "Date" },
    expiresAt: { type: "Date" },
    usedAt: { type: "Date", nullable: true },
  },
});
