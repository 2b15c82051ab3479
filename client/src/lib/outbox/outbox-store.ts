/**
 * The outbox in localStorage, so changes made offline survive a reload. Tabs of one browser share the
 * key: each tab rewrites only the changes it knows of and keeps the ones another tab queued meanwhile
 * (a change both tabs send is applied once, thanks to its idempotency key).
 */
import type { PendingChange } from "./outbox.machine";

export { outboxFeatureOf, outboxKey, waitingOutboxes } from "./outbox-keys";

type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Whether a stored change is one this feature can still send (entries from older app versions are skipped). */
export type ChangeGuard<C> = (change: unknown) => change is C;

function isPendingChange<C>(value: unknown, isChange: ChangeGuard<C>): value is PendingChange<C> {
  const v = value as Partial<PendingChange> | null;
  return typeof v?.id === "string" && typeof v.queuedAt === "string" && isChange(v.change);
}

/**
 * A guard for changes shaped `{ kind, ...required string fields }`: the kind must be one of `kinds`
 * and every field in `stringFields` a string.
 */
export function changeGuard<C extends { kind: string }>(kinds: readonly C["kind"][], stringFields: readonly string[] = []): ChangeGuard<C> {
  const known: ReadonlySet<string> = new Set(kinds);
  return (change: unknown): change is C => {
    if (typeof change !== "object" || change === null) return false;
    const record = change as Record<string, unknown>;
    return typeof record.kind === "string" && known.has(record.kind) && stringFields.every((field) => typeof record[field] === "string");
  };
}

export interface OutboxStore<C = unknown> {
  /** The queue as stored (unreadable entries are skipped). */
  load(): PendingChange<C>[];
  /** Stores this tab's queue, keeping changes other tabs queued that this tab never saw. */
  save(queue: readonly PendingChange<C>[]): void;
}

export function createOutboxStore<C>(storage: KeyValueStore | null, key: string, isChange: ChangeGuard<C>): OutboxStore<C> {
  const known = new Set<string>();

  function read(): PendingChange<C>[] {
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(key) ?? "[]");
      return Array.isArray(parsed) ? parsed.filter((value): value is PendingChange<C> => isPendingChange(value, isChange)) : [];
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
