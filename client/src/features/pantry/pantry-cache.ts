/**
 * The pantry in the Apollo cache: items stay inside the one `pantryItems` answer (not normalised), so
 * every write keeps the newer copy of each item by revision, whatever order answers and live changes
 * arrive in. Items no longer active (used up, thrown away, removed) leave the list.
 */
import type { ApolloCache, TypePolicies } from "@apollo/client";
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

/** Puts items the server sent into the cached pantry; `sequence` moves the sync point the live feed resumes from. */
export function writeItems(cache: ApolloCache, items: readonly PantryItem[], sequence?: number): void {
  cache.updateQuery({ query: PantryQuery }, (current) => {
    if (!current) return current;
    const merged = mergeByRevision(current.pantryItems, items);
    return {
      ...current,
      pantrySyncPoint: sequence === undefined ? current.pantrySyncPoint : Math.max(current.pantrySyncPoint, sequence),
      pantryItems: keep(merged),
    };
  });
}

export function forgetItem(cache: ApolloCache, itemId: string): void {
  cache.updateQuery({ query: PantryQuery }, (current) =>
    current ? { ...current, pantryItems: current.pantryItems.filter((item) => item.id !== itemId) } : current,
  );
}
