/**
 * The offline outbox shared by every feature that works offline (shopping, pantry, ...): every change
 * waits here (persisted, so it survives a reload) until the server has applied it. One change is sent at a time, in the order made, always with its own id as
 * the idempotency key, so a retry after a lost answer never applies it twice.
 *
 *   idle ──ENQUEUE──► sending ──done──► idle (next change, if any)
 *                        │  └──refused──► conflict (dropped, with a notice) ──► idle
 *                        └──failed (network, server)──► queued ──ONLINE / after backoff──► sending
 */
import { assign, emit, fromPromise, setup } from "xstate";
import { reconnectDelayMs } from "../backoff";

/**
 * A change waiting in an outbox. Its id is also the idempotency key it is sent with, every time.
 * `C` is the feature's own change type (a tagged union with a `kind`).
 */
export interface PendingChange<C = unknown> {
  id: string;
  change: C;
  /** ISO time it was made (used for what the screen shows until the server answers). */
  queuedAt: string;
  /** It could not be sent right away (offline, or a failed attempt): it syncs later. */
  deferred: boolean;
}

/**
 * What the server answered for an applied change. Each feature defines its own shape (the objects it
 * touched as they are now); the machine only passes it on to the screen.
 */
export type SendResult = object;

/** Why a send failed: `retry` keeps the change (offline, server trouble); otherwise it is refused for good. */
export interface SendFailure {
  retry: boolean;
  /** A server error (5xx): retried a few times, then given up. */
  server?: boolean;
  code: string | null;
  message: string | null;
}

/** A server error is retried this many times before the change is dropped (a 5xx is a bug, not a state). */
export const MAX_SERVER_ATTEMPTS = 3;

export interface OutboxContext {
  queue: PendingChange[];
  online: boolean;
  /** Failed attempts of the change at the head of the queue. */
  attempts: number;
  lastFailure: SendFailure | null;
}

/** What the outbox tells the screen (listen with `actor.on(type, ...)`). */
export type OutboxEmitted =
  | { type: "confirmed"; change: PendingChange; result: SendResult; remaining: number }
  | { type: "refused"; change: PendingChange; failure: SendFailure };

export type OutboxEvent =
  | { type: "ENQUEUE"; change: PendingChange }
  | { type: "ONLINE" }
  | { type: "OFFLINE" }
  | { type: "RETRY" };

export function asFailure(error: unknown): SendFailure {
  const e = error as Partial<SendFailure> | null;
  if (e && typeof e.retry === "boolean") {
    return { retry: e.retry, server: e.server, code: e.code ?? null, message: e.message ?? null };
  }
  return { retry: true, code: null, message: error instanceof Error ? error.message : null };
}

export const outboxMachine = setup({
  types: {
    context: {} as OutboxContext,
    events: {} as OutboxEvent,
    emitted: {} as OutboxEmitted,
    input: {} as { queue: PendingChange[]; online: boolean },
  },
  actors: {
    /** Sends one change (mutation with its idempotency key); provided by the screen, faked in tests. */
    send: fromPromise<SendResult, PendingChange>(async () => {
      throw new Error("send is provided by the screen");
    }),
  },
  actions: {
    /** Writes `context.queue` to durable storage (provided). */
    persist: () => {},
    /** The server applied the change at the head of the queue: the screen shows its answer. */
    confirmed: emit(({ context }, result: SendResult) => ({
      type: "confirmed" as const,
      change: context.queue[0],
      result,
      remaining: context.queue.length - 1,
    })),
    /** The server refused the change at the head of the queue: it is dropped; the screen tells and reloads. */
    refused: emit(({ context }) => ({ type: "refused" as const, change: context.queue[0], failure: context.lastFailure! })),
    enqueue: assign({
      queue: ({ context, event }) =>
        event.type === "ENQUEUE" ? [...context.queue, { ...event.change, deferred: event.change.deferred || !context.online }] : context.queue,
    }),
    dropHead: assign({ queue: ({ context }) => context.queue.slice(1), attempts: 0, lastFailure: null }),
    recordFailure: assign({
      attempts: ({ context }) => context.attempts + 1,
      lastFailure: (_, failure: SendFailure) => failure,
      // A change that had to wait is reported with the other offline changes once it syncs.
      queue: ({ context }) => context.queue.map((change, i) => (i === 0 ? { ...change, deferred: true } : change)),
    }),
    markOnline: assign({ online: true }),
    markOffline: assign({ online: false }),
  },
  guards: {
    hasWork: ({ context }) => context.queue.length > 0 && context.online,
    isRefused: ({ context }, failure: SendFailure) =>
      !failure.retry || (failure.server === true && context.attempts + 1 >= MAX_SERVER_ATTEMPTS),
  },
  delays: {
    backoff: ({ context }) => reconnectDelayMs(Math.max(0, context.attempts - 1)),
  },
}).createMachine({
  id: "outbox",
  context: ({ input }) => ({ queue: input.queue, online: input.online, attempts: 0, lastFailure: null }),
  initial: "idle",
  on: {
    ENQUEUE: {
      actions: ["enqueue", "persist"],
    },
    ONLINE: { actions: "markOnline" },
    OFFLINE: { actions: "markOffline" },
  },
  states: {
    idle: {
      // Re-checked after every event: a change enqueued while idle is sent at once (or waits offline).
      always: [{ guard: "hasWork", target: "sending" }, { guard: ({ context }) => context.queue.length > 0, target: "queued" }],
    },
    queued: {
      on: {
        ONLINE: { target: "sending", actions: "markOnline" },
        RETRY: { guard: ({ context }) => context.online, target: "sending" },
      },
      after: {
        backoff: { guard: ({ context }) => context.online, target: "sending" },
      },
    },
    sending: {
      invoke: {
        src: "send",
        input: ({ context }) => context.queue[0],
        onDone: {
          target: "idle",
          actions: [
            { type: "confirmed", params: ({ event }) => event.output },
            "dropHead",
            "persist",
          ],
        },
        onError: [
          {
            guard: { type: "isRefused", params: ({ event }) => asFailure(event.error) },
            target: "conflict",
            actions: { type: "recordFailure", params: ({ event }) => asFailure(event.error) },
          },
          {
            target: "queued",
            actions: [
              { type: "recordFailure", params: ({ event }) => asFailure(event.error) },
              "persist",
            ],
          },
        ],
      },
    },
    conflict: {
      entry: [
        "refused",
        "dropHead",
        "persist",
      ],
      always: { target: "idle" },
    },
  },
});

export type OutboxMachine = typeof outboxMachine;
