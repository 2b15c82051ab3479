/** The fitness screens' changes, queued in the shared outbox and sent as GraphQL mutations. */
import type { ApolloClient } from "@apollo/client";
import type { WorkoutInput, WorkoutPlanInput } from "../../gql/graphql";
import { classifyFailure } from "../../lib/outbox/classify-failure";
import { changeGuard } from "../../lib/outbox/outbox-store";
import {
  DeleteWorkoutMutation,
  DeleteWorkoutPlanMutation,
  LogWorkoutMutation,
  RecordBodyWeightMutation,
  SaveWorkoutPlanMutation,
  SetFitnessGoalsMutation,
  TickWorkoutPlanItemMutation,
  UntickWorkoutPlanItemMutation,
  UpdateWorkoutMutation,
} from "./fitness.graphql";

/** One change; `targetId` is the workout, plan or weigh-in it is about (client-made for new ones). */
export type FitnessChange =
  | { kind: "logWorkout"; targetId: string; input: WorkoutInput }
  | { kind: "updateWorkout"; targetId: string; input: WorkoutInput }
  | { kind: "deleteWorkout"; targetId: string }
  | { kind: "recordWeight"; targetId: string; memberId: string; weightKg: number; recordedOn: string }
  | { kind: "setGoals"; targetId: string; weeklyMinutes: number | null; targetWeightKg: number | null }
  | { kind: "savePlan"; targetId: string; input: WorkoutPlanInput; weekStart: string }
  | { kind: "deletePlan"; targetId: string }
  | { kind: "tick"; targetId: string; itemId: string; weekStart: string; workoutId: string }
  | { kind: "untick"; targetId: string; itemId: string; weekStart: string };

export const isFitnessChange = changeGuard<FitnessChange>(
  ["logWorkout", "updateWorkout", "deleteWorkout", "recordWeight", "setGoals", "savePlan", "deletePlan", "tick", "untick"],
  ["targetId"],
);

export interface FitnessSendResult {
  kind: FitnessChange["kind"];
}

async function mutate(client: ApolloClient, change: FitnessChange, key: string): Promise<void> {
  switch (change.kind) {
    case "logWorkout":
      await client.mutate({ mutation: LogWorkoutMutation, variables: { input: { ...change.input, id: change.targetId }, key } });
      return;
    case "updateWorkout":
      await client.mutate({ mutation: UpdateWorkoutMutation, variables: { id: change.targetId, input: change.input, key } });
      return;
    case "deleteWorkout":
      await client.mutate({ mutation: DeleteWorkoutMutation, variables: { id: change.targetId, key } });
      return;
    case "recordWeight":
      await client.mutate({
        mutation: RecordBodyWeightMutation,
        variables: { id: change.targetId, memberId: change.memberId, weightKg: change.weightKg, recordedOn: change.recordedOn, key },
      });
      return;
    case "setGoals":
      // targetId is the member whose goals these are.
      await client.mutate({
        mutation: SetFitnessGoalsMutation,
        variables: { memberId: change.targetId, weeklyMinutes: change.weeklyMinutes, targetWeightKg: change.targetWeightKg, key },
      });
      return;
    case "savePlan":
      await client.mutate({ mutation: SaveWorkoutPlanMutation, variables: { input: { ...change.input, id: change.targetId }, weekStart: change.weekStart, key } });
      return;
    case "deletePlan":
      await client.mutate({ mutation: DeleteWorkoutPlanMutation, variables: { id: change.targetId, key } });
      return;
    case "tick":
      await client.mutate({
        mutation: TickWorkoutPlanItemMutation,
        variables: { planId: change.targetId, itemId: change.itemId, weekStart: change.weekStart, log: true, workoutId: change.workoutId, key },
      });
      return;
    case "untick":
      await client.mutate({ mutation: UntickWorkoutPlanItemMutation, variables: { planId: change.targetId, itemId: change.itemId, weekStart: change.weekStart, key } });
      return;
  }
}

/** Sends one queued change with its own id as idempotency key; a failure is thrown as the outbox's SendFailure. */
export async function sendFitnessChange(client: ApolloClient, pending: { id: string; change: FitnessChange }): Promise<FitnessSendResult> {
  try {
    await mutate(client, pending.change, pending.id);
    return { kind: pending.change.kind };
  } catch (error) {
    throw classifyFailure(error);
  }
}

/** What the toast says once a change went through. */
export function fitnessSuccessMessage(change: FitnessChange): string {
  switch (change.kind) {
    case "logWorkout":
      return "Workout logged";
    case "updateWorkout":
      return "Workout saved";
    case "deleteWorkout":
      return "Workout deleted";
    case "recordWeight":
      return "Weight recorded";
    case "setGoals":
      return "Goals saved";
    case "savePlan":
      return "Plan saved";
    case "deletePlan":
      return "Plan deleted";
    case "tick":
      return "Done! Logged to your week";
    case "untick":
      return "Unticked; taken out of the log";
  }
}
