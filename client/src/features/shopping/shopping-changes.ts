/**
 * Changes to shopping lists as the screen makes them: queued durably, sent with an idempotency key,
 * and shown at once by laying the pending ones over the lists the server last confirmed.
 */
import type { PendingChange as OutboxPendingChange } from "../../lib/outbox/outbox.machine";
import type { ShoppingItemFieldsFragment, ShoppingListFieldsFragment } from "../../gql/graphql";
import { DEFAULT_ORDER_POSITION } from "./shopping-view";

export type ShoppingList = ShoppingListFieldsFragment;
export type ShoppingItem = ShoppingItemFieldsFragment;

/** Item fields that can be edited in place, one change each (the server records them per field). */
export type EditableField = "quantity" | "estimatedPrice" | "actualPrice" | "store" | "aisle" | "department" | "notes";
export type FieldValue = number | string | null;

export interface NewItem {
  id: string;
  name: string;
  category: string | null;
  quantity: number;
  estimatedPrice: number;
  store: string | null;
}

export type ShoppingChange =
  | { kind: "createList"; listId: string; name: string }
  | { kind: "renameList"; listId: string; name: string }
  | { kind: "archiveList"; listId: string }
  | { kind: "restoreList"; listId: string }
  | { kind: "deleteList"; listId: string }
  | { kind: "addItem"; listId: string; item: NewItem }
  | { kind: "updateItem"; listId: string; itemId: string; field: EditableField; value: FieldValue }
  | { kind: "toggleItem"; listId: string; itemId: string; purchased: boolean }
  | { kind: "moveItem"; listId: string; itemId: string; destinationListId: string }
  | { kind: "reorderItems"; listId: string; itemIds: string[] }
  | { kind: "removeItem"; listId: string; itemId: string };

/** A shopping change waiting in the shared outbox. Its id is also the idempotency key it is sent with, every time. */
export type PendingChange = OutboxPendingChange<ShoppingChange>;

// ── showing pending changes ──────────────────────────────────────────────────────────────────────

function mapItems(lists: ShoppingList[], itemId: string, change: (item: ShoppingItem) => ShoppingItem): ShoppingList[] {
  return lists.map((list) =>
    list.items.some((item) => item.id === itemId)
      ? { ...list, items: list.items.map((item) => (item.id === itemId ? change(item) : item)) }
      : list,
  );
}

function mapList(lists: ShoppingList[], listId: string, change: (list: ShoppingList) => ShoppingList): ShoppingList[] {
  return lists.map((list) => (list.id === listId ? change(list) : list));
}

function findItem(lists: ShoppingList[], itemId: string): ShoppingItem | undefined {
  for (const list of lists) {
    const item = list.items.find((i) => i.id === itemId);
    if (item) return item;
  }
  return undefined;
}

/**
 * The lists as they will be once `pending` is applied. Every step is idempotent (a change the server
 * already confirmed changes nothing when applied again) and a change to something gone is skipped,
 * as the server would refuse it.
 */
export function applyChange(lists: ShoppingList[], pending: PendingChange): ShoppingList[] {
  const { change, queuedAt } = pending;
  switch (change.kind) {
    case "createList":
      if (lists.some((l) => l.id === change.listId)) return lists;
      return [
        ...lists,
        {
          id: change.listId,
          name: change.name,
          status: "active",
          revision: 0,
          createdAt: queuedAt,
          updatedAt: queuedAt,
          items: [],
        },
      ];
    case "renameList":
      return mapList(lists, change.listId, (list) => ({ ...list, name: change.name }));
    case "archiveList":
      return mapList(lists, change.listId, (list) => ({ ...list, status: "archived" }));
    case "restoreList":
      return mapList(lists, change.listId, (list) => ({ ...list, status: "active" }));
    case "deleteList":
      return lists.filter((list) => list.id !== change.listId);
    case "addItem": {
      if (findItem(lists, change.item.id)) return lists;
      const item: ShoppingItem = {
        ...change.item,
        listId: change.listId,
        actualPrice: null,
        orderPosition: null,
        aisle: null,
        department: null,
        notes: null,
        completedAt: null,
        purchased: false,
        revision: 0,
        createdAt: queuedAt,
        updatedAt: queuedAt,
      };
      return mapList(lists, change.listId, (list) => ({ ...list, items: [...list.items, item] }));
    }
    case "updateItem":
      return mapItems(lists, change.itemId, (item) => ({ ...item, [change.field]: change.value }));
    case "toggleItem":
      return mapItems(lists, change.itemId, (item) =>
        item.purchased === change.purchased
          ? item
          : { ...item, purchased: change.purchased, completedAt: change.purchased ? queuedAt : null },
      );
    case "moveItem": {
      const item = findItem(lists, change.itemId);
      if (!item || item.listId === change.destinationListId) return lists;
      if (!lists.some((l) => l.id === change.destinationListId)) return lists;
      const moved = { ...item, listId: change.destinationListId, orderPosition: null };
      return lists.map((list) => {
        if (list.id === item.listId) return { ...list, items: list.items.filter((i) => i.id !== item.id) };
        if (list.id === change.destinationListId) return { ...list, items: [...list.items, moved] };
        return list;
      });
    }
    case "reorderItems": {
      const positions = new Map<string, number>();
      const list = lists.find((l) => l.id === change.listId);
      if (!list) return lists;
      let position = 0;
      for (const id of change.itemIds) if (list.items.some((i) => i.id === id)) positions.set(id, ++position);
      return mapList(lists, change.listId, (l) => ({
        ...l,
        items: l.items.map((item) => (positions.has(item.id) ? { ...item, orderPosition: positions.get(item.id)! } : item)),
      }));
    }
    case "removeItem":
      return lists.map((list) => ({ ...list, items: list.items.filter((item) => item.id !== change.itemId) }));
  }
}

export function applyPending(lists: ShoppingList[], pending: readonly PendingChange[]): ShoppingList[] {
  return pending.reduce(applyChange, lists);
}

// ── keeping the newer copy ───────────────────────────────────────────────────────────────────────

const NONE: ReadonlySet<string> = new Set();

/** `list` without the items this device removed (answered, their removal not yet back through the feed). */
function withoutRemovedHere(list: ShoppingList, removedHere: ReadonlySet<string>): ShoppingList {
  if (removedHere.size === 0 || !list.items.some((item) => removedHere.has(item.id))) return list;
  return { ...list, items: list.items.filter((item) => !removedHere.has(item.id)) };
}

/**
 * A full answer of the server (the lists query) over what the cache holds: lists it no longer has are
 * gone, and of two copies of a list the one with the higher revision wins (a live change may have
 * arrived before the slower answer to an older read). A held item newer than the answer's copy of its
 * list (the device's own change, answered while the read was on its way: answers move no list's
 * revision, see `applyAnsweredItem`) stays, until the feed brings its change; an item this device
 * removed (`removedHere`, answered but not yet back through the feed) stays out.
 */
export function mergeSnapshot(
  existing: readonly ShoppingList[] | undefined,
  incoming: readonly ShoppingList[],
  removedHere: ReadonlySet<string> = NONE,
): ShoppingList[] {
  const current = new Map((existing ?? []).map((list) => [list.id, list]));
  const merged = incoming.map((read) => {
    const known = current.get(read.id);
    if (known && known.revision > read.revision) return known;
    const list = withoutRemovedHere(read, removedHere);
    const newer = (known?.items ?? []).filter((item) => item.revision > list.revision);
    if (newer.length === 0) return keepUnchangedItems(known, list);
    const replaced = new Set(newer.map((item) => item.id));
    const items = [...list.items.filter((item) => !replaced.has(item.id)), ...newer].sort(serverOrder);
    return keepUnchangedItems(known, { ...list, items });
  });
  return withoutOlderCopies(merged);
}

/**
 * An item is on one list: where two merged lists both hold it (the device's own move, answered while
 * the read was on its way, kept on one list; the read's older copy on the other), the newer copy
 * stays. Lists without such an item keep their objects.
 */
function withoutOlderCopies(lists: ShoppingList[]): ShoppingList[] {
  const newest = new Map<string, number>();
  let twice = false;
  for (const list of lists) {
    for (const item of list.items) {
      const seen = newest.get(item.id);
      twice ||= seen !== undefined;
      if (seen === undefined || item.revision > seen) newest.set(item.id, item.revision);
    }
  }
  if (!twice) return lists;
  const placed = new Set<string>();
  return lists.map((list) => {
    const items = list.items.filter((item) => {
      if (placed.has(item.id) || item.revision < newest.get(item.id)!) return false;
      placed.add(item.id);
      return true;
    });
    return items.length === list.items.length ? list : { ...list, items };
  });
}

/**
 * `incoming` with the item objects of `known` that it holds unchanged (same revision, place and list),
 * so a screen can tell by identity which rows changed: a list of hundreds of items that gains one
 * renders one row, not hundreds.
 */
export function keepUnchangedItems(known: ShoppingList | undefined, incoming: ShoppingList): ShoppingList {
  if (!known || known === incoming) return incoming;
  const before = new Map(known.items.map((item) => [item.id, item]));
  let kept = 0;
  const items = incoming.items.map((item) => {
    const old = before.get(item.id);
    if (old && old.revision === item.revision && old.orderPosition === item.orderPosition && old.listId === item.listId) {
      kept += 1;
      return old;
    }
    return item;
  });
  return kept > 0 ? { ...incoming, items } : incoming;
}

/**
 * Whether `upsertLists` would change anything: a deleted list still there, or a list it does not hold
 * or holds at a lower revision. A list's revision is the sequence of the last change to it or its items,
 * so the same revision is the same content (a device's own change comes back live after its answer).
 */
export function changesLists(existing: readonly ShoppingList[], changed: readonly ShoppingList[], deletedIds: readonly string[] = []): boolean {
  const held = new Map(existing.map((list) => [list.id, list.revision]));
  if (deletedIds.some((id) => held.has(id))) return true;
  return changed.some((list) => !deletedIds.includes(list.id) && (held.get(list.id) ?? -Infinity) < list.revision);
}

/** Lists a change touched (as they are now) into the cached lists, dropping deleted ones; newer copies win. */
export function upsertLists(
  existing: readonly ShoppingList[],
  changed: readonly ShoppingList[],
  deletedIds: readonly string[] = [],
): ShoppingList[] {
  const deleted = new Set(deletedIds);
  const byId = new Map(changed.map((list) => [list.id, list]));
  const result = existing
    .filter((list) => !deleted.has(list.id))
    .map((list) => {
      const incoming = byId.get(list.id);
      byId.delete(list.id);
      return incoming && incoming.revision >= list.revision ? keepUnchangedItems(list, incoming) : list;
    });
  return [...result, ...[...byId.values()].filter((list) => !deleted.has(list.id))];
}

// ── live changes ─────────────────────────────────────────────────────────────────────────────────

/** A list's own fields, as a live change carries them (its items come apart, see `LiveChange`). */
export type ShoppingListHead = Omit<ShoppingList, "items">;

/** One live change of the household's lists: event `sequence`, the lists and the item it touched. */
export interface LiveChange {
  sequence: number;
  lists: readonly ShoppingListHead[];
  deletedListIds: readonly string[];
  /** The touched item as it is now (at the list it is on now). */
  items: readonly ShoppingItem[];
  removedItemIds: readonly string[];
}

/** The server's item order: by position (a missing one as DEFAULT_ORDER_POSITION), then oldest first, then id. */
function serverOrder(a: ShoppingItem, b: ShoppingItem): number {
  return (a.orderPosition ?? DEFAULT_ORDER_POSITION) - (b.orderPosition ?? DEFAULT_ORDER_POSITION) || (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * A live change over the lists the cache holds. Changes come in household order after the sync point
 * the lists were read at, and a list's revision is the sequence of the last change to it or its items,
 * so a list already at `sequence` or later holds the change (an answer or a read got there first) and
 * is left alone. Any other touched list takes the change's own fields and revision `sequence` (not the
 * head's: the head is read as it is now, and the changes between are still to come), loses the removed
 * item and any the change shows on another list (moved away), and takes the touched items that are on
 * it now. Untouched lists and unchanged items keep their objects.
 */
export function applyLiveChange(existing: readonly ShoppingList[], change: LiveChange, removedHere: ReadonlySet<string> = NONE): ShoppingList[] {
  const deleted = new Set(change.deletedListIds);
  const touched = new Map(change.lists.map((head) => [head.id, head]));
  const passed = passedOver(existing, change, removedHere);
  const result: ShoppingList[] = [];
  let changed = false;
  for (const list of existing) {
    if (deleted.has(list.id)) {
      changed = true;
      continue;
    }
    const head = touched.get(list.id);
    touched.delete(list.id);
    const stale = head !== undefined && list.revision < change.sequence;
    changed ||= stale;
    result.push(stale ? changedList(list, head, change, passed) : list);
  }
  for (const head of touched.values()) {
    if (deleted.has(head.id)) continue;
    changed = true;
    result.push(changedList(undefined, head, change, passed));
  }
  // Nothing to change (every touched list already holds it): the very same lists.
  return changed ? result : (existing as ShoppingList[]);
}

/**
 * The change's items the device already holds a later state of, which the change must not undo: a
 * newer copy on any list (its own answered edit or move), or an item it removed (`removedHere`). With
 * two server instances, the feed can bring another device's earlier change, read as of that change,
 * after this device's answer; the feed then brings this device's own change, which settles the item.
 */
function passedOver(existing: readonly ShoppingList[], change: LiveChange, removedHere: ReadonlySet<string>): ReadonlySet<string> {
  if (change.items.length === 0) return NONE;
  const ids = new Set(change.items.map((item) => item.id));
  const newest = new Map<string, number>();
  for (const list of existing) {
    for (const held of list.items) {
      if (ids.has(held.id)) newest.set(held.id, Math.max(newest.get(held.id) ?? -Infinity, held.revision));
    }
  }
  const passed = change.items.filter((item) => removedHere.has(item.id) || (newest.get(item.id) ?? -Infinity) > item.revision);
  return passed.length === 0 ? NONE : new Set(passed.map((item) => item.id));
}

function changedList(list: ShoppingList | undefined, head: ShoppingListHead, change: LiveChange, passed: ReadonlySet<string>): ShoppingList {
  const current = change.items.filter((item) => !passed.has(item.id));
  const arriving = current.filter((item) => item.listId === head.id);
  // Gone: the removed item, and a touched item that is on another list now (moved away).
  const leaving = new Set([...change.removedItemIds, ...current.filter((item) => item.listId !== head.id).map((item) => item.id)]);
  let items = (list?.items ?? []).filter((item) => !leaving.has(item.id));
  if (arriving.length > 0) {
    const held = new Map(items.map((item) => [item.id, item]));
    const fresh = arriving.filter((item) => held.get(item.id)?.revision !== item.revision);
    const byId = new Map(fresh.map((item) => [item.id, item]));
    items = [...items.map((item) => byId.get(item.id) ?? item), ...fresh.filter((item) => !held.has(item.id))];
    if (fresh.length > 0) items.sort(serverOrder);
  }
  // As the cache stores a list read by `ShoppingListsQuery` (its type name included, whatever the change carried).
  return { ...(list ?? {}), ...head, __typename: "ShoppingList", revision: Math.max(list?.revision ?? 0, change.sequence), items } as ShoppingList;
}

/**
 * The device's own item change, as the server answered it (`item` null: removed), over the cached
 * lists. Unlike a live change it moves no list's revision: a list's revision says every change up to
 * it is in the list, and the answer can come before other devices' earlier changes, which the live
 * feed brings in order (and with them this one, which then finds the item already there). An older
 * copy than the one held changes nothing; lists and items it does not touch keep their objects.
 */
export function applyAnsweredItem(existing: readonly ShoppingList[], itemId: string, item: ShoppingItem | null): ShoppingList[] {
  const holder = existing.find((list) => list.items.some((held) => held.id === itemId));
  const held = holder?.items.find((row) => row.id === itemId);
  if (item && held && (held.revision > item.revision || (held.revision === item.revision && held.listId === item.listId))) {
    return existing as ShoppingList[];
  }
  if (!item && !held) return existing as ShoppingList[];
  const target = item ? existing.find((list) => list.id === item.listId) : undefined;
  if (item && !target && !held) return existing as ShoppingList[];
  return existing.map((list) => {
    if (list !== holder && list !== target) return list;
    let items = list === holder ? list.items.filter((row) => row.id !== itemId) : list.items;
    if (item && list === target) items = [...items, item].sort(serverOrder);
    return { ...list, items };
  });
}
