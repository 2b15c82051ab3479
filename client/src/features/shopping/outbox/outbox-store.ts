/**
 * The outbox in localStorage, so changes made offline survive a reload. Tabs of one browser share the
 * key: each tab rewrites only the changes it knows of and keeps the ones another tab queued meanwhile
 * (a change both tabs send is applied once, thanks to its idempotency key).
 */
import type { PendingChange, ShoppingChange } from "../shopping-changes";

export const OUTBOX_KEY_PREFIX = "hearth:offline:shopping-outbox:";

type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const KINDS: ReadonlySet<ShoppingChange["kind"]> = new Set([
  "createList",
  "renameList",
  "archiveList",
  "restoreList",
  "deleteList",
  "addItem",
  "updateItem",
  "toggleItem",
  "moveItem",
  "reorderItems",
  "removeItem",
]);

function isPendingChange(value: unknown): value is PendingChange {
  const v = value as Partial<PendingChange> | null;
  return (
    typeof v?.id === "string" &&
    typeof v.queuedAt === "string" &&
    typeof v.change === "object" &&
    v.change !== null &&
    KINDS.has(v.change.kind) &&
    typeof v.change.listId === "string"
  );
}

export interface OutboxStore {
  /** The queue as stored (unreadable entries are skipped). */
  load(): PendingChange[];
  /** Stores this tab's queue, keeping changes other tabs queued that this tab never saw. */
  save(queue: readonly PendingChange[]): void;
}

export function createOutboxStore(storage: KeyValueStore | null, key: string): OutboxStore {
  const known = new Set<string>();

  function read(): PendingChange[] {
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(key) ?? "[]");
      return Array.isArray(parsed) ? parsed.filter(isPendingChange) : [];
    } catch {
      return [];
    }
  }

  return {
    load() {
      const queue = read();
      for (const change of queue) known.add(change.id);
      return queue;
    },
    save(queue) {
      for (const change of queue) known.add(change.id);
      const merged = [...read().filter((change) => !known.has(change.id)), ...queue];
      try {
        if (merged.length === 0) storage?.removeItem(key);
        else storage?.setItem(key, JSON.stringify(merged));
      } catch {
        // Storage full or unavailable: the queue still lives in memory for this page view.
      }
    },
  };
}
