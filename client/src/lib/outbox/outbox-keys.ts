/** Where each outbox is stored: one naming rule, read by the stores, the courier and the offline demo. */

/**
 * Every outbox is stored under `hearth:offline:<feature>-outbox:<user>` (the offline demo lists them
 * all by that rule; the shopping list's key, `hearth:offline:shopping-outbox:<user>`, predates this file).
 */
export function outboxKey(feature: string, userId: string | null | undefined): string {
  return `hearth:offline:${feature}-outbox:${userId ?? "signed-out"}`;
}

/** The rule's parts: `hearth:offline:<feature>-outbox:<user>`. */
const OUTBOX_KEY = /^hearth:offline:([a-z][a-z-]*)-outbox:(.+)$/;

/** The feature an outbox key is for, or null when the key is not an outbox's. */
export function outboxFeatureOf(key: string): string | null {
  return OUTBOX_KEY.exec(key)?.[1] ?? null;
}

/** The outbox keys among `keys` that hold this user's changes (a queue is removed once empty). */
export function waitingOutboxes(keys: Iterable<string>, userId: string): string[] {
  return [...keys].filter((key) => OUTBOX_KEY.exec(key)?.[2] === userId);
}
