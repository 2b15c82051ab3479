/**
 * Changes to a query answer the cache keeps whole (lists and items without a cache key of their own,
 * merged by revision: see `revision.ts`), made in place with `cache.modify` instead of writing the
 * whole answer back with `writeQuery`/`updateQuery`.
 *
 * A query write walks every field of every object in the answer (about 1 ms per 25 shopping items in
 * a phone's browser, for each live change) and rebuilds every stored object. Here the updater gets the
 * stored value and answers the new one: objects it hands back unchanged stay the very same stored
 * objects, so the cache's read reuses what it built for them and a screen re-renders only the rows
 * that changed. The updater must answer values in the stored shape, which for such answers is the
 * query's own result shape (`__typename` included): what the server sends, and what the merges build.
 */
import type { ApolloCache, TypedDocumentNode } from "@apollo/client";

/** A root field of a cached answer as the cache stores it: `pantryItems`, `shoppingLists:{"status":"all"}`. */
export type StoreFieldName = string;

/**
 * Applies `updates` (each: stored value → new value) to the root fields they name, in one change of
 * the cache (one broadcast to the screens). A field the cache does not hold is left alone.
 */
export function modifyCachedAnswer(cache: ApolloCache, updates: Record<StoreFieldName, (stored: unknown) => unknown>): void {
  const byField: Record<string, (stored: unknown, details: { storeFieldName: string }) => unknown> = {};
  for (const storeFieldName of Object.keys(updates)) {
    const fieldName = /^[^:(]+/.exec(storeFieldName)![0];
    byField[fieldName] = (stored, { storeFieldName: held }) => (held in updates ? updates[held](stored) : stored);
  }
  cache.modify<Record<string, unknown>>({ id: "ROOT_QUERY", fields: byField as never });
}

/**
 * The cached answer of `query` as the screens watching it see it, or null when the cache does not hold
 * it. It reads the optimistic view, as a screen's watch does: the cache remembers that result until
 * the answer changes, so this costs a lookup instead of a second walk of every list and item (a plain
 * `readQuery` reads the non-optimistic view, which nothing else has read: about 40% of a live change's
 * cost in the cache for a list of 30 items). Without optimistic layers both views are the same data.
 */
export function readCachedAnswer<T>(cache: ApolloCache, query: TypedDocumentNode<T, Record<string, never>>): T | null {
  return cache.readQuery({ query, optimistic: true });
}

/**
 * What a feature keeps beside one cache (e.g. what this device changed that the feed has not brought
 * back yet): made on first use for each cache, and gone with it.
 */
export function perCache<T>(make: () => T): (cache: object) => T {
  const kept = new WeakMap<object, T>();
  return (cache) => {
    let value = kept.get(cache);
    if (value === undefined) kept.set(cache, (value = make()));
    return value;
  };
}

/** An update of a sync point field: never backwards. */
export const advanceTo =
  (sequence: number) =>
  (stored: unknown): number =>
    Math.max(typeof stored === "number" ? stored : 0, sequence);
