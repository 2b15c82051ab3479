import type { ApolloClient } from "@apollo/client";
import { classifyFailure } from "../../lib/outbox/classify-failure";
import type { OutboxCourier } from "../../lib/outbox/outbox-courier";
import type { PendingChange } from "../../lib/outbox/outbox.machine";
import { changeGuard } from "../../lib/outbox/outbox-store";
import { DeleteWasteEntryMutation, RecordWasteMutation } from "./waste.graphql";

export type WasteChange =
  | { kind: "record"; entryId: string; name: string; category: string | null; quantity: number; unit: string; reason: string; value: number | null; day: string }
  | { kind: "delete"; entryId: string };

const isWasteChange = changeGuard<WasteChange>(["record", "delete"], ["entryId"]);

async function send(client: ApolloClient, { id, change }: PendingChange<WasteChange>): Promise<object> {
  try {
    if (change.kind === "record") {
      const { kind: _kind, entryId, ...input } = change;
      return (await client.mutate({ mutation: RecordWasteMutation, variables: { input: { id: entryId, ...input }, idempotencyKey: id } })).data ?? {};
    }
    return (await client.mutate({ mutation: DeleteWasteEntryMutation, variables: { id: change.entryId, idempotencyKey: id } })).data ?? {};
  } catch (failure) {
    throw classifyFailure(failure);
  }
}

/** Waste tracking's outbox, for its screen and for the courier that sends what the screen left waiting. */
export const courier: OutboxCourier<WasteChange, object> = {
  isChange: isWasteChange,
  send,
  refusal: (_pending, failure) => ({ title: "Could not save the waste entry", description: failure.message ?? undefined }),
};
