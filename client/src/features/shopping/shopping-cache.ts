/**
 * How shopping data lives in the Apollo cache: lists (with their items) stay inside the one
 * `shoppingLists` answer instead of being normalised, so every write can keep the newer copy of each
 * list by its revision, whatever order answers and live changes arrive in.
 */
import type { ApolloCache, TypePolicies } from "@apollo/client";
import { changesLists, mergeSnapshot, upsertLists, type ShoppingList } from "./shopping-changes";
import { ShoppingListsQuery } from "./shopping.graphql";

export const shoppingTypePolicies: TypePolicies = {
  ShoppingList: { keyFields: false },
  ShoppingItem: { keyFields: false },
  Query: {
    fields: {
      shoppingLists: {
        keyArgs: ["status"],
        merge: (existing: ShoppingList[] | undefined, incoming: ShoppingList[]) => mergeSnapshot(existing, incoming),
      },
    },
  },
};

const prepared = new WeakSet<object>();

/** Adds the shopping cache rules once per cache, before the screen reads or writes anything. */
export function prepareShoppingCache(cache: ApolloCache): void {
  if (prepared.has(cache)) return;
  prepared.add(cache);
  (cache as ApolloCache & { policies?: { addTypePolicies(p: TypePolicies): void } }).policies?.addTypePolicies(
    shoppingTypePolicies,
  );
}

/**
 * Puts lists the server sent (a mutation's answer or a live change) into the cached answer, dropping
 * deleted ones; `sequence` moves the sync point a subscription resumes from. Without a cached answer
 * yet, the next read fetches everything anyway. Lists the cache already holds at that revision (a
 * device's own change, once from its answer and once live) are not written again: only the sync point
 * moves, which spares the cache a walk over every list and item.
 */
export function writeLists(
  cache: ApolloCache,
  lists: readonly ShoppingList[],
  deletedListIds: readonly string[] = [],
  sequence?: number,
): void {
  const current = cache.readQuery({ query: ShoppingListsQuery });
  if (!current) return;
  if (!changesLists(current.shoppingLists, lists, deletedListIds)) {
    if (sequence !== undefined && sequence > current.shoppingSyncPoint) {
      cache.modify<{ shoppingSyncPoint: number }>({ id: "ROOT_QUERY", fields: { shoppingSyncPoint: (point) => Math.max(point, sequence) } });
    }
    return;
  }
  cache.writeQuery({
    query: ShoppingListsQuery,
    data: {
      ...current,
      shoppingSyncPoint: sequence === undefined ? current.shoppingSyncPoint : Math.max(current.shoppingSyncPoint, sequence),
      shoppingLists: upsertLists(current.shoppingLists, lists, deletedListIds),
    },
  });
}
