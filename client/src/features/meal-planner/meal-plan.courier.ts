import type { ApolloClient } from "@apollo/client";
import { classifyFailure } from "../../lib/outbox/classify-failure";
import type { OutboxCourier } from "../../lib/outbox/outbox-courier";
import type { PendingChange } from "../../lib/outbox/outbox.machine";
import { isMealPlanChange, type MealPlanChange } from "./meal-plan-changes";
import {
  AddMealPlanEntryMutation,
  CopyMealPlanWeekMutation,
  MoveMealPlanEntryMutation,
  RemoveMealPlanEntryMutation,
  RepeatMealPlanEntryMutation,
  UpdateMealPlanEntryMutation,
} from "./meal-planner.graphql";

async function send(client: ApolloClient, pending: PendingChange<MealPlanChange>): Promise<object> {
  const c = pending.change;
  const idempotencyKey = pending.id;
  try {
    switch (c.kind) {
      case "add":
        return (
          await client.mutate({
            mutation: AddMealPlanEntryMutation,
            variables: {
              input: {
                id: c.entryId,
                date: c.date,
                slot: c.slot,
                kind: c.entryKind,
                recipeId: c.entryKind === "recipe" ? c.refId : null,
                productId: c.entryKind === "product" ? c.refId : null,
                leftoverId: c.entryKind === "leftover" ? c.refId : null,
                note: c.note,
                servings: c.servings,
                memberIds: c.memberIds,
              },
              idempotencyKey,
            },
          })
        ).data ?? {};
      case "update":
        return (
          await client.mutate({
            mutation: UpdateMealPlanEntryMutation,
            variables: { id: c.entryId, changes: { servings: c.servings ?? null, memberIds: c.memberIds ?? null }, idempotencyKey },
          })
        ).data ?? {};
      case "move":
        return (await client.mutate({ mutation: MoveMealPlanEntryMutation, variables: { id: c.entryId, date: c.date, slot: c.slot, idempotencyKey } })).data ?? {};
      case "remove":
        return (await client.mutate({ mutation: RemoveMealPlanEntryMutation, variables: { id: c.entryId, idempotencyKey } })).data ?? {};
      case "repeat":
        return (
          await client.mutate({ mutation: RepeatMealPlanEntryMutation, variables: { id: c.entryId, everyDays: c.everyDays, times: c.times, idempotencyKey } })
        ).data ?? {};
      case "copyWeek":
        return (await client.mutate({ mutation: CopyMealPlanWeekMutation, variables: { from: c.from, to: c.to, idempotencyKey } })).data ?? {};
    }
  } catch (error) {
    throw classifyFailure(error);
  }
}

/** What failed, in the person's words, when the server refuses a change for good. */
const FAILED: Record<MealPlanChange["kind"], string> = {
  add: "Could not add to the meal plan",
  update: "Could not update the meal",
  move: "Could not move the meal",
  remove: "Could not remove the meal",
  repeat: "Could not repeat the meal",
  copyWeek: "Could not copy the week",
};

/** The meal planner's outbox, for its screens and for the courier that sends what the screens left waiting. */
export const courier: OutboxCourier<MealPlanChange, object> = {
  isChange: isMealPlanChange,
  send,
  refusal: (pending, failure) => ({ title: FAILED[pending.change.kind], description: failure.message ?? undefined }),
};
