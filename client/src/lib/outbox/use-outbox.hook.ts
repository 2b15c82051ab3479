import { useActorRef, useSelector } from "@xstate/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { fromPromise } from "xstate";
import { storageArea } from "../storage";
import { createUuid } from "../uuid";
import { claimOutbox } from "./outbox-claims";
import { outboxMachine, type PendingChange, type SendFailure, type SendResult } from "./outbox.machine";
import { createOutboxStore, outboxKey, type ChangeGuard } from "./outbox-store";

export type OutboxStatus = "idle" | "queued" | "sending" | "conflict";

export interface OutboxOptions<C, R> {
  /** Names the stored queue: `hearth:offline:<feature>-outbox:<user>`. */
  feature: string;
  userId: string | null;
  /** Skips stored entries this version of the feature cannot send. */
  isChange: ChangeGuard<C>;
  /** Sends one change with `pending.id` as its idempotency key; throws a `SendFailure` when it fails. */
  send: (pending: PendingChange<C>) => Promise<R>;
  /** The server applied a change: write its answer into the cache, tell the person (when not deferred). */
  onConfirmed?: (pending: PendingChange<C>, result: R, remaining: number) => void;
  /** The server refused a change for good: it is dropped; tell the person and read the truth again. */
  onRefused?: (pending: PendingChange<C>, failure: SendFailure) => void;
  /** Changes that had to wait (offline) all went through: `count` of them. */
  onSynced?: (count: number) => void;
}

/** Holds the options of the latest render for the machine's callbacks. */
class Latest<T> {
  constructor(public current: T) {}
  set(value: T) {
    this.current = value;
  }
}

/**
 * A feature's side of the shared outbox machine: changes are queued durably per user, sent one by one
 * in order with their own id as idempotency key, retried while offline or on server trouble, and their
 * answers handed to the feature. The callbacks may change on every render. What a closed screen leaves
 * waiting, the app shell's courier sends (`outbox-courier.ts`, with the feature's `<feature>.courier.ts`).
 */
export function useOutbox<C, R extends SendResult>(options: OutboxOptions<C, R>) {
  // The callbacks of the latest render, read when the machine calls them (not during render).
  const [latest] = useState(() => new Latest(options));
  useEffect(() => {
    latest.set(options);
  });
  const synced = useRef(0);

  const [key] = useState(() => outboxKey(options.feature, options.userId));
  const [store] = useState(() => createOutboxStore(storageArea("local"), key, options.isChange));
  // While this screen is open it sends its queue; the courier (outbox-courier.ts) sends it otherwise.
  useEffect(() => claimOutbox(key), [key]);
  const [initialQueue] = useState(() => store.load());
  const [machine] = useState(() =>
    outboxMachine.provide({
      actors: { send: fromPromise<SendResult, PendingChange>(({ input }) => latest.current.send(input as PendingChange<C>)) },
      actions: { persist: ({ context }) => store.save(context.queue as PendingChange<C>[]) },
    }),
  );
  const actor = useActorRef(machine, { input: { queue: initialQueue, online: typeof navigator === "undefined" ? true : navigator.onLine } });

  useEffect(() => {
    const confirmed = actor.on("confirmed", ({ change, result, remaining }) => {
      latest.current.onConfirmed?.(change as PendingChange<C>, result as R, remaining);
      if (change.deferred) synced.current += 1;
      if (remaining === 0 && synced.current > 0) {
        latest.current.onSynced?.(synced.current);
        synced.current = 0;
      }
    });
    const refused = actor.on("refused", ({ change, failure }) => latest.current.onRefused?.(change as PendingChange<C>, failure));
    return () => {
      confirmed.unsubscribe();
      refused.unsubscribe();
    };
  }, [actor, latest]);

  useEffect(() => {
    const online = () => actor.send({ type: "ONLINE" });
    const offline = () => actor.send({ type: "OFFLINE" });
    window.addEventListener("online", online);
    window.addEventListener("offline", offline);
    return () => {
      window.removeEventListener("online", online);
      window.removeEventListener("offline", offline);
    };
  }, [actor]);

  const pending = useSelector(actor, (snapshot) => snapshot.context.queue as PendingChange<C>[]);
  const status = useSelector(actor, (snapshot) => snapshot.value as OutboxStatus);

  const enqueue = useCallback(
    (change: C) => {
      const id = createUuid();
      actor.send({ type: "ENQUEUE", change: { id, change, queuedAt: new Date().toISOString(), deferred: false } });
      return id;
    },
    [actor],
  );
  const retry = useCallback(() => actor.send({ type: "RETRY" }), [actor]);

  return { pending, status, enqueue, retry };
}
