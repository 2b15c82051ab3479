/** Sends one queued change to the server as its GraphQL mutation, with the change's id as idempotency key. */
import type { ApolloClient } from "@apollo/client";
import { classifyFailure } from "../../lib/outbox/classify-failure";
import type { PendingChange, ShoppingChange, ShoppingItem, ShoppingList } from "./shopping-changes";
import {
  AddShoppingItemMutation,
  ArchiveShoppingListMutation,
  CreateShoppingListMutation,
  DeleteShoppingListMutation,
  MoveShoppingItemMutation,
  RemoveShoppingItemMutation,
  RenameShoppingListMutation,
  ReorderShoppingItemsMutation,
  RestoreShoppingListMutation,
  ToggleShoppingItemMutation,
  UpdateShoppingItemMutation,
} from "./shopping.graphql";

/**
 * What the server answered for an applied change: a list change, the list as it is now; an item
 * change, the item (null once removed).
 */
export interface SendResult {
  lists: ShoppingList[];
  deletedListIds: string[];
  answered?: { itemId: string; item: ShoppingItem | null };
  /** The answer does not say everything (e.g. a delete of something already gone): read the lists again. */
  refresh?: boolean;
}

const touched = (lists: ShoppingList[] | undefined): SendResult => ({ lists: lists ?? [], deletedListIds: [] });
const answeredItem = (itemId: string, item: ShoppingItem | null | undefined): SendResult => ({
  lists: [],
  deletedListIds: [],
  answered: { itemId, item: item ?? null },
});

async function mutate(client: ApolloClient, change: ShoppingChange, idempotencyKey: string): Promise<SendResult> {
  // Answers are written by the outbox (newer copy wins), never straight into the cache.
  const options = { fetchPolicy: "no-cache" as const };
  switch (change.kind) {
    case "createList": {
      const { data } = await client.mutate({
        ...options,
        mutation: CreateShoppingListMutation,
        variables: { input: { id: change.listId, name: change.name }, idempotencyKey },
      });
      return touched(data ? [data.createShoppingList] : []);
    }
    case "renameList": {
      const { data } = await client.mutate({
        ...options,
        mutation: RenameShoppingListMutation,
        variables: { id: change.listId, name: change.name, idempotencyKey },
      });
      return touched(data ? [data.renameShoppingList] : []);
    }
    case "archiveList": {
      const { data } = await client.mutate({ ...options, mutation: ArchiveShoppingListMutation, variables: { id: change.listId, idempotencyKey } });
      return touched(data ? [data.archiveShoppingList] : []);
    }
    case "restoreList": {
      const { data } = await client.mutate({ ...options, mutation: RestoreShoppingListMutation, variables: { id: change.listId, idempotencyKey } });
      return touched(data ? [data.restoreShoppingList] : []);
    }
    case "deleteList":
      await client.mutate({ ...options, mutation: DeleteShoppingListMutation, variables: { id: change.listId, idempotencyKey } });
      return { lists: [], deletedListIds: [change.listId] };
    case "reorderItems": {
      const { data } = await client.mutate({
        ...options,
        mutation: ReorderShoppingItemsMutation,
        variables: { listId: change.listId, itemIds: change.itemIds, idempotencyKey },
      });
      return touched(data ? [data.reorderShoppingItems] : []);
    }
    case "addItem": {
      const { data } = await client.mutate({
        ...options,
        mutation: AddShoppingItemMutation,
        variables: { listId: change.listId, input: change.item, idempotencyKey },
      });
      return answeredItem(change.item.id, data?.addShoppingItem.item);
    }
    case "updateItem": {
      const { data } = await client.mutate({
        ...options,
        mutation: UpdateShoppingItemMutation,
        variables: { itemId: change.itemId, input: { [change.field]: change.value }, idempotencyKey },
      });
      return answeredItem(change.itemId, data?.updateShoppingItem.item);
    }
    case "toggleItem": {
      const { data } = await client.mutate({
        ...options,
        mutation: ToggleShoppingItemMutation,
        variables: { itemId: change.itemId, purchased: change.purchased, idempotencyKey },
      });
      return answeredItem(change.itemId, data?.toggleShoppingItem.item);
    }
    case "moveItem": {
      const { data } = await client.mutate({
        ...options,
        mutation: MoveShoppingItemMutation,
        variables: { itemId: change.itemId, destinationListId: change.destinationListId, idempotencyKey },
      });
      return answeredItem(change.itemId, data?.moveShoppingItem.item);
    }
    case "removeItem": {
      const { data } = await client.mutate({ ...options, mutation: RemoveShoppingItemMutation, variables: { itemId: change.itemId, idempotencyKey } });
      return answeredItem(change.itemId, data?.removeShoppingItem.item);
    }
  }
}

/** Sends the change; a delete of something already gone counts as done (the delete wins either way). */
export async function sendChange(client: ApolloClient, pending: PendingChange): Promise<SendResult> {
  try {
    return await mutate(client, pending.change, pending.id);
  } catch (error) {
    const failure = classifyFailure(error);
    const { kind } = pending.change;
    if (failure.code === "NOT_FOUND" && (kind === "deleteList" || kind === "removeItem")) {
      return { lists: [], deletedListIds: kind === "deleteList" ? [pending.change.listId] : [], refresh: true };
    }
    throw failure;
  }
}
