/** Sends one queued pantry change as its GraphQL mutation, with the change's id as idempotency key. */
import type { ApolloClient } from "@apollo/client";
import { classifyFailure } from "../../lib/outbox/classify-failure";
import type { PantryChange, PantryItem, PendingChange } from "./pantry-changes";
import {
  AddPantryItemMutation,
  ConsumePantryItemMutation,
  DiscardPantryItemMutation,
  EditPantryItemMutation,
  MovePantryItemMutation,
  OpenPantryItemMutation,
  RemovePantryItemMutation,
  UndoPantryActionMutation,
} from "./pantry.graphql";

export interface PantrySendResult {
  item: PantryItem | null;
  removedId: string | null;
}

async function mutate(client: ApolloClient, change: PantryChange, idempotencyKey: string): Promise<PantrySendResult> {
  const options = { fetchPolicy: "no-cache" as const };
  const one = (item: PantryItem | undefined) => ({ item: item ?? null, removedId: null });
  switch (change.kind) {
    case "add": {
      const { id, ...rest } = change.item;
      const { data } = await client.mutate({ ...options, mutation: AddPantryItemMutation, variables: { input: { id, ...rest }, idempotencyKey } });
      return one(data?.addPantryItem);
    }
    case "edit": {
      const { data } = await client.mutate({ ...options, mutation: EditPantryItemMutation, variables: { id: change.itemId, input: change.changes, idempotencyKey } });
      return one(data?.editPantryItem);
    }
    case "consume": {
      const { data } = await client.mutate({ ...options, mutation: ConsumePantryItemMutation, variables: { id: change.itemId, quantity: change.quantity, idempotencyKey } });
      return one(data?.consumePantryItem);
    }
    case "open": {
      const { data } = await client.mutate({ ...options, mutation: OpenPantryItemMutation, variables: { id: change.itemId, idempotencyKey } });
      return one(data?.openPantryItem);
    }
    case "move": {
      const { data } = await client.mutate({ ...options, mutation: MovePantryItemMutation, variables: { id: change.itemId, location: change.location, idempotencyKey } });
      return one(data?.movePantryItem);
    }
    case "discard": {
      const { data } = await client.mutate({
        ...options,
        mutation: DiscardPantryItemMutation,
        variables: { id: change.itemId, reason: change.reason, quantity: change.quantity, idempotencyKey },
      });
      return one(data?.discardPantryItem);
    }
    case "undo": {
      const { data } = await client.mutate({ ...options, mutation: UndoPantryActionMutation, variables: { id: change.itemId, actionId: change.actionId, idempotencyKey } });
      return one(data?.undoPantryAction);
    }
    case "remove":
      await client.mutate({ ...options, mutation: RemovePantryItemMutation, variables: { id: change.itemId, idempotencyKey } });
      return { item: null, removedId: change.itemId };
  }
}

export async function sendPantryChange(client: ApolloClient, pending: PendingChange): Promise<PantrySendResult> {
  try {
    return await mutate(client, pending.change, pending.id);
  } catch (error) {
    const failure = classifyFailure(error);
    if (failure.code === "NOT_FOUND" && pending.change.kind === "remove") return { item: null, removedId: pending.change.itemId };
    throw failure;
  }
}
