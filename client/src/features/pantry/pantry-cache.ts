/**
 * The pantry in the Apollo cache: items stay inside the one `pantryItems` answer (not normalised), so
 * every write keeps the newer copy of each item by revision, whatever order answers and live changes
 * arrive in. Items no longer active (used up, thrown away, removed) leave the list.
 */
import type { ApolloCache, TypePolicies } from "@apollo/client";
import { advanceTo, modifyCachedAnswer, perCache, readCachedAnswer } from "../../lib/outbox/cached-answer";
import { mergeByRevision } from "../../lib/outbox/revision";
import type { PantryItem } from "./pantry-changes";
import { PantryQuery } from "./pantry.graphql";

const keep = (items: PantryItem[]) => items.filter((item) => item.status === "active");

/**
 * Per cache, the revision at which each item left this device's pantry (used up or thrown away: the
 * copy that said so; removed here: for good, as a removal is final). Another device's earlier change,
 * read before the item left (the feed of a second server instance, or a read on its way), must not
 * bring it back; an undo comes at a later revision and does.
 */
const leftAt = perCache(() => new Map<string, number>());

/** `items` without copies older than the item's leaving (see `leftAt`), recording the ones that leave now. */
function notLeft(cache: object, items: readonly PantryItem[]): PantryItem[] {
  const left = leftAt(cache);
  for (const item of items) if (item.status !== "active") left.set(item.id, Math.max(left.get(item.id) ?? -Infinity, item.revision));
  if (left.size === 0) return items as PantryItem[];
  return items.filter((item) => item.revision >= (left.get(item.id) ?? -Infinity));
}

export const pantryTypePolicies: TypePolicies = {
  PantryItem: { keyFields: false },
  PantryProposal: { keyFields: false },
  PantrySettings: { keyFields: false },
  Query: {
    fields: {
      // A read of the pantry: what it holds, except copies older than the ones held (this device's
      // answers that came while the read was on its way) and items that left meanwhile.
      pantryItems: {
        merge: (existing: PantryItem[] | undefined, incoming: PantryItem[], { cache }) => {
          const held = new Map((existing ?? []).map((item) => [item.id, item]));
          // The same revision is the same content: the held object stays, so its row need not render again.
          const kept = (item: PantryItem) => {
            const mine = held.get(item.id);
            return mine && mine.revision >= item.revision ? mine : item;
          };
          return keep(notLeft(cache, incoming).map(kept));
        },
      },
    },
  },
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
  const current = notLeft(cache, items);
  if (!readCachedAnswer(cache, PantryQuery)) return;
  modifyCachedAnswer(cache, {
    [ITEMS_FIELD]: (stored) => keep(mergeByRevision(stored as PantryItem[], current)),
    ...(sequence === undefined ? {} : { [SYNC_POINT_FIELD]: advanceTo(sequence) }),
  });
}

/** An item removed on this device (`removePantryItem` answered): it leaves for good. */
export function forgetItem(cache: ApolloCache, itemId: string): void {
  leftAt(cache).set(itemId, Infinity);
  if (!readCachedAnswer(cache, PantryQuery)) return;
  modifyCachedAnswer(cache, { [ITEMS_FIELD]: (stored) => (stored as PantryItem[]).filter((item) => item.id !== itemId) });
}
