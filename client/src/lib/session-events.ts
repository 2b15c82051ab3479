/**
 * How the GraphQL client (or any fetch helper) tells the session that the server answered 401:
 * the session then takes its expiry path (spec section 8 "Any 401"). Kept apart from the session so
 * the network layer does not depend on React or on the machine.
 */
type Listener = (reason: string | null) => void;

const listeners = new Set<Listener>();

/** `reason`: the 401's status ('trial_expired', 'subscription_expired') when it gave one. */
export function reportUnauthorized(reason: string | null): boolean {
  for (const listener of listeners) listener(reason);
  return listeners.size > 0;
}

export function onUnauthorized(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let renewal: { promise: Promise<void>; done: () => void } | null = null;

/** The session is trading its token for a new one (the old one stops working on the server). */
export function beginTokenRenewal(): void {
  if (renewal) return;
  let done = () => {};
  const promise = new Promise<void>((resolve) => (done = resolve));
  renewal = { promise, done };
}

export function endTokenRenewal(): void {
  renewal?.done();
  renewal = null;
}

/** Resolves once no renewal is under way: requests wait for it rather than go out with a retiring token. */
export function tokenRenewed(): Promise<void> {
  return pendingTokenRenewal() ?? Promise.resolve();
}

/** The renewal under way, or null: a request can go out at once, without waiting a promise turn. */
export function pendingTokenRenewal(): Promise<void> | null {
  return renewal?.promise ?? null;
}
