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
  passwordHash: string;
  role: string;
  accountType: string;
  familyMemberId: string | null;
  defaultMealPlanView: string;
  householdSize: number | null;
  defaultPortionSize: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface HouseholdRow {
  id: string;
  name: string;
  ownerUserId: string;
  createdAt: Date;
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
    passwordHash: { type: "string", lazy: true },
    role: { type: "string" },
    accountType: { type: "string" },
    familyMemberId: { type: "uuid", nullable: true },
    defaultMealPlanView: { type: "string" },
    householdSize: { type: "integer", nullable: true },
    defaultPortionSize: { type: "double", nullable: true },
    createdAt: { type: "Date" },
    updatedAt: { type: "Date" },
  },
});

export const HouseholdEntity = new EntitySchema<HouseholdRow>({
  name: "HouseholdRow",
  tableName: "households",
  properties: {
    id: { type: "uuid", primary: true },
    name: { type: "string" },
    ownerUserId: { type: "uuid" },
    createdAt: { type: "Date" },
  },
});
