/**
 * How shopping data lives in the Apollo cache: lists (with their items) stay inside the one
 * `shoppingLists` answer instead of being normalised, so every write can keep the newer copy of each
 * list by its revision, whatever order answers and live changes arrive in.
 */
import type { ApolloCache, TypePolicies } from "@apollo/client";
import { advanceTo, modifyCachedAnswer, perCache, readCachedAnswer } from "../../lib/outbox/cached-answer";
import { applyAnsweredItem, applyLiveChange, changesLists, mergeSnapshot, upsertLists, type LiveChange, type ShoppingItem, type ShoppingList } from "./shopping-changes";
import { ShoppingListsQuery } from "./shopping.graphql";

/**
 * Items this device removed whose removal the live feed has not brought back yet, per cache. Until it
 * does, an earlier change of another device, or a read that left before the removal, still shows the
 * item (with two server instances the feed can bring such a change after the removal's answer): those
 * must not put it back. The feed's own removal takes the id out again.
 */
const removedHere = perCache(() => new Set<string>());

export const shoppingTypePolicies: TypePolicies = {
  ShoppingList: { keyFields: false },
  ShoppingItem: { keyFields: false },
  Query: {
    fields: {
      shoppingLists: {
        keyArgs: ["status"],
        merge: (existing: ShoppingList[] | undefined, incoming: ShoppingList[], { cache }) =>
          mergeSnapshot(existing, incoming, removedHere(cache)),
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

/** Where the cache keeps the answer of `ShoppingListsQuery` (`shoppingLists(status: all)`, keyed by status). */
const ALL_LISTS_FIELD = 'shoppingLists:{"status":"all"}';

/**
 * Puts lists the server sent (a mutation's answer or a live change) into the cached answer, dropping
 * deleted ones; `sequence` moves the sync point a subscription resumes from. Without a cached answer
 * yet, the next read fetches everything anyway. Lists the cache already holds at that revision (a
 * device's own change, once from its answer and once live) are not written again: only the sync point
 * moves. The lists change in place (`modifyCachedAnswer`): an item whose revision, place and list did
 * not change keeps its stored object (`upsertLists`), so a live change to a long list costs the rows
 * it changed, not a write of every list and item.
 */
export function writeLists(
  cache: ApolloCache,
  lists: readonly ShoppingList[],
  deletedListIds: readonly string[] = [],
  sequence?: number,
): void {
  const current = readCachedAnswer(cache, ShoppingListsQuery);
  if (!current) return;
  const updates: Record<string, (stored: unknown) => unknown> = {};
  if (changesLists(current.shoppingLists, lists, deletedListIds)) {
    updates[ALL_LISTS_FIELD] = (stored) => upsertLists(stored as ShoppingList[], lists, deletedListIds);
  }
  if (sequence !== undefined && sequence > current.shoppingSyncPoint) updates.shoppingSyncPoint = advanceTo(sequence);
  if (Object.keys(updates).length > 0) modifyCachedAnswer(cache, updates);
}

/**
 * A live change into the cached lists (`applyLiveChange`) and the sync point past it. Changes at or
 * below the sync point were in the lists when they were read, and are skipped.
 */
export function writeLiveChange(cache: ApolloCache, change: LiveChange): void {
  const current = readCachedAnswer(cache, ShoppingListsQuery);
  const removed = removedHere(cache);
  // The feed has brought the removal: even where the lists already hold it, nothing before it is left to come.
  for (const id of change.removedItemIds) removed.delete(id);
  if (!current || change.sequence <= current.shoppingSyncPoint) return;
  modifyCachedAnswer(cache, {
    [ALL_LISTS_FIELD]: (stored) => applyLiveChange(stored as ShoppingList[], change, removed),
    shoppingSyncPoint: advanceTo(change.sequence),
  });
}

/**
 * The device's own item change as the server answered it (`applyAnsweredItem`); null: removed. A
 * removal of an item the cache still holds (the feed has not brought it yet) is remembered until the
 * feed does (`removedHere`).
 */
export function writeAnsweredItem(cache: ApolloCache, itemId: string, item: ShoppingItem | null): void {
  const current = readCachedAnswer(cache, ShoppingListsQuery);
  if (!current) return;
  if (!item && current.shoppingLists.some((list) => list.items.some((held) => held.id === itemId))) removedHere(cache).add(itemId);
  modifyCachedAnswer(cache, { [ALL_LISTS_FIELD]: (stored) => applyAnsweredItem(stored as ShoppingList[], itemId, item) });
}
