import type { ApolloClient } from "@apollo/client";
import { classifyFailure } from "../../lib/outbox/classify-failure";
import type { OutboxCourier } from "../../lib/outbox/outbox-courier";
import type { PendingChange } from "../../lib/outbox/outbox.machine";
import { isLeftoverChange, refusalNotice, type LeftoverChange } from "./leftover-changes";
import { AddLeftoverMutation, EatLeftoverMutation, FreezeLeftoverMutation, PlanLeftoverMealMutation, ThrowAwayLeftoverMutation } from "./leftovers.graphql";

async function send(client: ApolloClient, pending: PendingChange<LeftoverChange>): Promise<object> {
  const c = pending.change;
  const idempotencyKey = pending.id;
  try {
    switch (c.kind) {
      case "add":
        return (await client.mutate({
          mutation: AddLeftoverMutation,
          variables: { input: { id: c.leftoverId, dish: c.dish, portions: c.portions, cookedOn: c.cookedOn, location: c.location }, idempotencyKey },
        })).data ?? {};
      case "eat":
        return (await client.mutate({ mutation: EatLeftoverMutation, variables: { id: c.leftoverId, portions: c.portions, today: c.today, idempotencyKey } })).data ?? {};
      case "freeze":
        return (await client.mutate({ mutation: FreezeLeftoverMutation, variables: { id: c.leftoverId, today: c.today, idempotencyKey } })).data ?? {};
      case "throwAway":
        return (await client.mutate({
          mutation: ThrowAwayLeftoverMutation,
          variables: { id: c.leftoverId, portions: c.portions, reason: c.reason, today: c.today, idempotencyKey },
        })).data ?? {};
      case "plan":
        // The device chose the entry's id, so a retry after a lost answer finds the same entry.
        return (await client.mutate({
          mutation: PlanLeftoverMealMutation,
          variables: {
            input: { id: c.entryId ?? idempotencyKey, kind: "leftover", leftoverId: c.leftoverId, date: c.date, slot: c.slot, servings: c.portions },
            idempotencyKey,
          },
        })).data ?? {};
    }
  } catch (error) {
    throw classifyFailure(error);
  }
}

/** The leftovers' outbox, for their screen and for the courier that sends what the screen left waiting. */
export const courier: OutboxCourier<LeftoverChange, object> = {
  isChange: isLeftoverChange,
  send,
  refusal: (pending, failure) => refusalNotice(pending.change, failure),
};
