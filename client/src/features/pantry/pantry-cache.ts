/**
 * The pantry in the Apollo cache: items stay inside the one `pantryItems` answer (not normalised), so
 * every write keeps the newer copy of each item by revision, whatever order answers and live changes
 * arrive in. Items no longer active (used up, thrown away, removed) leave the list.
 */
import type { ApolloCache, TypePolicies } from "@apollo/client";
import { advanceTo, modifyCachedAnswer } from "../../lib/outbox/cached-answer";
import { mergeByRevision } from "../../lib/outbox/revision";
import type { PantryItem } from "./pantry-changes";
import { PantryQuery } from "./pantry.graphql";

const keep = (items: PantryItem[]) => items.filter((item) => item.status === "active");

export const pantryTypePolicies: TypePolicies = {
  PantryItem: { keyFields: false },
  PantryProposal: { keyFields: false },
  PantrySettings: { keyFields: false },
};

const prepared = new WeakSet<object>();

export function preparePantryCache(cache: ApolloCache): void {
  if (prepared.has(cache)) return;
  prepared.add(cache);
  (cache as ApolloCache & { policies?: { addTypePolicies(p: TypePolicies): void } }).policies?.addTypePolicies(pantryTypePolicies);
}

/** The cached pantry's root fields, as the cache stores them (`PantryQuery`, no arguments). */
const ITEMS_FIELD = "pantryItems";
const SYNC_POINT_FIELD = "pantrySyncPoint";

/**
 * Puts items the server sent into the cached pantry; `sequence` moves the sync point the live feed
 * resumes from. In place (`modifyCachedAnswer`): items not in `items` keep their stored objects, so a
 * change to one item of a long pantry costs that item, not a write of them all.
 */
export function writeItems(cache: ApolloCache, items: readonly PantryItem[], sequence?: number): void {
  if (!cache.readQuery({ query: PantryQuery })) return;
  modifyCachedAnswer(cache, {
    [ITEMS_FIELD]: (stored) => keep(mergeByRevision(stored as PantryItem[], items)),
    ...(sequence === undefined ? {} : { [SYNC_POINT_FIELD]: advanceTo(sequence) }),
  });
}

export function forgetItem(cache: ApolloCache, itemId: string): void {
  if (!cache.readQuery({ query: PantryQuery })) return;
  modifyCachedAnswer(cache, { [ITEMS_FIELD]: (stored) => (stored as PantryItem[]).filter((item) => item.id !== itemId) });
}
