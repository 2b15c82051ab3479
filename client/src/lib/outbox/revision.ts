/**
 * Answers and live pushes arrive in any order: of two copies of one object, the one with the higher
 * `revision` (the household sequence of its last change) is the truth. Shared by every feature that keeps
 * server objects in the persisted cache and updates them from outbox answers and subscriptions.
 */
export interface Revised {
  id: string;
  revision: number;
}

/** The newer of two copies (the incoming one on a tie: it was read later). */
export function newer<T extends Revised>(current: T | undefined, incoming: T): T {
  return current && current.revision > incoming.revision ? current : incoming;
}

/** `current` with every copy in `incoming` merged in (newer wins) and the ids in `removed` taken out; order kept, new ones appended. */
export function mergeByRevision<T extends Revised>(current: readonly T[], incoming: readonly T[], removed: readonly string[] = []): T[] {
  const gone = new Set(removed);
  const byId = new Map(incoming.map((item) => [item.id, item]));
  const merged: T[] = [];
  for (const item of current) {
    if (gone.has(item.id)) continue;
    const update = byId.get(item.id);
    merged.push(update ? newer(item, update) : item);
    byId.delete(item.id);
  }
  for (const item of byId.values()) if (!gone.has(item.id)) merged.push(item);
  return merged;
}
