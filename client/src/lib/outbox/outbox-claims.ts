/**
 * Which outboxes a screen of this tab is sending now. A screen's outbox (`useOutbox`) claims its stored
 * queue while it is mounted; the courier (`outbox-courier.ts`) sends every other queue of the user, so a
 * change made offline reaches the family once the device is back online, whichever screen is open then.
 */

const claims = new Map<string, number>();
const listeners = new Set<(key: string, claimed: boolean) => void>();

/** Claims the queue stored under `key` until the returned release is called (claims of one key count up). */
export function claimOutbox(key: string): () => void {
  const count = claims.get(key) ?? 0;
  claims.set(key, count + 1);
  if (count === 0) for (const listener of listeners) listener(key, true);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (claims.get(key) ?? 1) - 1;
    if (left > 0) {
      claims.set(key, left);
      return;
    }
    claims.delete(key);
    for (const listener of listeners) listener(key, false);
  };
}

export function isClaimed(key: string): boolean {
  return claims.has(key);
}

/** Hears every queue a screen starts or stops sending. */
export function onClaimsChanged(listener: (key: string, claimed: boolean) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
