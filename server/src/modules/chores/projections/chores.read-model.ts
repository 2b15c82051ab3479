import { BigIntType, EntitySchema } from "@mikro-orm/postgresql";
import type { ChoreFields } from "../chores.events.js";

/** A chore as the screens read it: what the holder set and the occurrence up next. */
export interface ChoreRow {
  id: string;
  householdId: string;
  title: string;
  fields: ChoreFields;
  occurrenceAt: Date | null;
  dueAt: Date | null;
  assigneeId: string | null;
  /** false once a one-off task is done. */
  open: boolean;
  undoableCompletionId: string | null;
  revision: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface ChoreCompletionRow {
  id: string;
  householdId: string;
  choreId: string;
  memberId: string | null;
  completedAt: Date;
  occurrenceAt: Date | null;
  points: number;
  undone: boolean;
}

export interface ChoreRewardRow {
  id: string;
  householdId: string;
  title: string;
  points: number;
  retired: boolean;
  createdAt: Date;
}

export interface ChoreRedemptionRow {
  id: string;
  householdId: string;
  rewardId: string;
  memberId: string;
  title: string;
  points: number;
  status: string;
  requestedAt: Date;
  decidedAt: Date | null;
}

export const ChoreEntity = new EntitySchema<ChoreRow>({
  name: "ChoreRow",
  tableName: "chores",
  properties: {
    id: { type: "uuid", primary: true },
    householdId: { type: "uuid" },
    title: { type: "string" },
    fields: { type: "json" },
    occurrenceAt: { type: "Date", nullable: true },
    dueAt: { type: "Date", nullable: true },
    assigneeId: { type: "uuid", nullable: true },
    open: { type: "boolean" },
    undoableCompletionId: { type: "uuid", nullable: true },
    revision: { type: new BigIntType("number") },
    createdAt: { type: "Date" },
    updatedAt: { type: "Date" },
  },
});

export const ChoreCompletionEntity = new EntitySchema<ChoreCompletionRow>({
  name: "ChoreCompletionRow",
  tableName: "chore_completions",
  properties: {
    id: { type: "uuid", primary: true },
    householdId: { type: "uuid" },
    choreId: { type: "uuid" },
    memberId: { type: "uuid", nullable: true },
    completedAt: { type: "Date" },
    occurrenceAt: { type: "Date", nullable: true },
    points: { type: "integer" },
    undone: { type: "boolean" },
  },
});

export const ChoreRewardEntity = new EntitySchema<ChoreRewardRow>({
  name: "ChoreRewardRow",
  tableName: "chore_rewards",
  properties: {
    id: { type: "uuid", primary: true },
    householdId: { type: "uuid" },
    title: { type: "string" },
    points: { type: "integer" },
    retired: { type: "boolean" },
    createdAt: { type: "Date" },
  },
});

export const ChoreRedemptionEntity = new EntitySchema<ChoreRedemptionRow>({
  name: "ChoreRedemptionRow",
  tableName: "chore_redemptions",
  properties: {
    id: { type: "uuid", primary: true },
    householdId: { type: "uuid" },
    rewardId: { type: "uuid" },
    memberId: { type: "uuid" },
    title: { type: "string" },
    points: { type: "integer" },
    status: { type: "string" },
    requestedAt: { type: "Date" },
    decidedAt: { type: "Date", nullable: true },
  },
});
