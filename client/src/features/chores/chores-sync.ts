/** The chores screen's changes, queued in the shared outbox and sent as GraphQL mutations. */
import type { ApolloClient } from "@apollo/client";
import type { ChoreInput } from "../../gql/graphql";
import { classifyFailure } from "../../lib/outbox/classify-failure";
import { changeGuard } from "../../lib/outbox/outbox-store";
import {
  CompleteChoreMutation,
  CreateChoreMutation,
  DecideRewardMutation,
  DefineRewardMutation,
  DeleteChoreMutation,
  RequestRewardMutation,
  RetireRewardMutation,
  SkipChoreMutation,
  SnoozeChoreMutation,
  UndoChoreCompletionMutation,
  UpdateChoreMutation,
} from "./chores.graphql";

/** One change; `targetId` is the chore, reward or reward request it is about (client-made for new ones). */
export type ChoreChange =
  | { kind: "createChore"; targetId: string; input: ChoreInput }
  | { kind: "updateChore"; targetId: string; input: ChoreInput }
  | { kind: "deleteChore"; targetId: string }
  | { kind: "completeChore"; targetId: string; memberId: string | null; occurrenceAt: string | null; completionId: string }
  | { kind: "undoCompletion"; targetId: string; completionId: string }
  | { kind: "skipChore"; targetId: string; occurrenceAt: string | null }
  | { kind: "snoozeChore"; targetId: string; until: string }
  | { kind: "defineReward"; targetId: string; title: string; points: number }
  | { kind: "retireReward"; targetId: string }
  | { kind: "requestReward"; targetId: string; rewardId: string; memberId: string | null }
  | { kind: "decideReward"; targetId: string; approve: boolean };

export const isChoreChange = changeGuard<ChoreChange>(
  [
    "createChore",
    "updateChore",
    "deleteChore",
    "completeChore",
    "undoCompletion",
    "skipChore",
    "snoozeChore",
    "defineReward",
    "retireReward",
    "requestReward",
    "decideReward",
  ],
  ["targetId"],
);

/** The server applied the change; the cache already holds its answer (Apollo normalises it by id). */
export interface ChoreSendResult {
  kind: ChoreChange["kind"];
}

async function mutate(client: ApolloClient, change: ChoreChange, key: string): Promise<void> {
  switch (change.kind) {
    case "createChore":
      await client.mutate({ mutation: CreateChoreMutation, variables: { input: { ...change.input, id: change.targetId }, key } });
      return;
    case "updateChore":
      await client.mutate({ mutation: UpdateChoreMutation, variables: { id: change.targetId, input: change.input, key } });
      return;
    case "deleteChore":
      await client.mutate({ mutation: DeleteChoreMutation, variables: { id: change.targetId, key } });
      // Gone from the cache at once (lists skip the dangling reference): it must not show again between the
      // pending delete leaving the outbox and the screen's next read.
      client.cache.evict({ id: client.cache.identify({ __typename: "Chore", id: change.targetId }) });
      client.cache.gc();
      return;
    case "completeChore":
      await client.mutate({
        mutation: CompleteChoreMutation,
        variables: { id: change.targetId, memberId: change.memberId, occurrenceAt: change.occurrenceAt, completionId: change.completionId, key },
      });
      return;
    case "undoCompletion":
      await client.mutate({ mutation: UndoChoreCompletionMutation, variables: { id: change.targetId, completionId: change.completionId, key } });
      return;
    case "skipChore":
      await client.mutate({ mutation: SkipChoreMutation, variables: { id: change.targetId, occurrenceAt: change.occurrenceAt, key } });
      return;
    case "snoozeChore":
      await client.mutate({ mutation: SnoozeChoreMutation, variables: { id: change.targetId, until: change.until, key } });
      return;
    case "defineReward":
      await client.mutate({ mutation: DefineRewardMutation, variables: { id: change.targetId, title: change.title, points: change.points, key } });
      return;
    case "retireReward":
      await client.mutate({ mutation: RetireRewardMutation, variables: { id: change.targetId, key } });
      return;
    case "requestReward":
      await client.mutate({
        mutation: RequestRewardMutation,
        variables: { id: change.targetId, rewardId: change.rewardId, memberId: change.memberId, key },
      });
      return;
    case "decideReward":
      await client.mutate({ mutation: DecideRewardMutation, variables: { id: change.targetId, approve: change.approve, key } });
      return;
  }
}

/** Sends one queued change with its own id as idempotency key; a failure is thrown as the outbox's SendFailure. */
export async function sendChoreChange(client: ApolloClient, pending: { id: string; change: ChoreChange }): Promise<ChoreSendResult> {
  try {
    await mutate(client, pending.change, pending.id);
    return { kind: pending.change.kind };
  } catch (error) {
    throw classifyFailure(error);
  }
}

/** What the toast says once a change went through. */
export function choreSuccessMessage(change: ChoreChange): string | null {
  switch (change.kind) {
    case "createChore":
      return "Chore added";
    case "updateChore":
      return "Chore saved";
    case "deleteChore":
      return "Chore deleted";
    case "completeChore":
      return "Nice work! Chore done";
    case "undoCompletion":
      return "Completion undone";
    case "skipChore":
      return "Skipped this time";
    case "snoozeChore":
      return "Snoozed";
    case "defineReward":
      return "Reward added";
    case "retireReward":
      return "Reward removed";
    case "requestReward":
      return "Reward requested — waiting for approval";
    case "decideReward":
      return change.approve ? "Reward approved" : "Reward declined; the points are back";
  }
}
