/** What this device keeps for offline use, read from the browser's storage (pure helpers). */

import { outboxFeatureOf } from "../../lib/outbox/outbox-keys";

export interface QueuedChanges {
  feature: string;
  count: number;
}

/** Changes waiting to be sent, per feature, from localStorage entries. */
export function queuedChanges(entries: Iterable<[string, string | null]>): QueuedChanges[] {
  const counts = new Map<string, number>();
  for (const [key, value] of entries) {
    const feature = outboxFeatureOf(key);
    if (!feature || !value) continue;
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed)) counts.set(feature, (counts.get(feature) ?? 0) + parsed.length);
    } catch {
      // An unreadable outbox counts as empty; its owner discards it too.
    }
  }
  return [...counts].map(([feature, count]) => ({ feature, count })).sort((a, b) => a.feature.localeCompare(b.feature));
}

/** 1.2 KB, 340 KB, 1.4 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Every localStorage entry (an empty list when storage is unavailable). */
export function localStorageEntries(storage: Storage | null): [string, string | null][] {
  if (!storage) return [];
  const entries: [string, string | null][] = [];
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null) entries.push([key, storage.getItem(key)]);
    }
  } catch {
    return [];
  }
  return entries;
}
