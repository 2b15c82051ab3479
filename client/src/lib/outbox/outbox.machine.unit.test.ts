import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { MAX_SERVER_ATTEMPTS, outboxMachine, type OutboxEmitted, type PendingChange, type SendFailure } from "./outbox.machine";

type Answer = { lists: string[] };

const change = (id: string): PendingChange => ({
  id,
  change: { kind: "toggleItem", listId: "l", itemId: id, purchased: true },
  queuedAt: "2026-11-21T10:00:00.000Z",
  deferred: false,
});

const ok: Answer = { lists: [] };
const offline: SendFailure = { retry: true, code: null, message: null };
const refused: SendFailure = { retry: false, code: "NOT_FOUND", message: "Shopping item not found" };
const serverError: SendFailure = { retry: true, server: true, code: "INTERNAL_SERVER_ERROR", message: null };

/** An outbox whose `send` answers from a script of outcomes, recording what it sent and persisted. */
function start(options: { queue?: PendingChange[]; online?: boolean; outcomes?: (Answer | SendFailure)[] } = {}) {
  const sent: string[] = [];
  const saved: string[][] = [];
  const emitted: OutboxEmitted[] = [];
  const outcomes = [...(options.outcomes ?? [])];
  const machine = outboxMachine.provide({
    actors: {
      send: fromPromise<object, PendingChange>(async ({ input }) => {
        sent.push(input.id);
        const outcome = outcomes.shift() ?? ok;
        if ("retry" in outcome) throw outcome;
        return outcome;
      }),
    },
    actions: { persist: ({ context }) => void saved.push(context.queue.map((c) => c.id)) },
  });
  const actor = createActor(machine, { input: { queue: options.queue ?? [], online: options.online ?? true } });
  actor.on("*", (event) => void emitted.push(event as OutboxEmitted));
  actor.start();
  return { actor, sent, saved, emitted };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("shared outbox machine", () => {
  it("sends changes one by one in order, keeping the stored queue in step", async () => {
    const { actor, sent, saved, emitted } = start();
    actor.send({ type: "ENQUEUE", change: change("a") });
    actor.send({ type: "ENQUEUE", change: change("b") });
    expect(actor.getSnapshot().value).toBe("sending");
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe("idle"));
    expect(sent).toEqual(["a", "b"]);
    expect(saved).toEqual([["a"], ["a", "b"], ["b"], []]);
    expect(emitted.map((e) => [e.type, e.change.id, e.type === "confirmed" ? e.remaining : null])).toEqual([
      ["confirmed", "a", 1],
      ["confirmed", "b", 0],
    ]);
  });

  it("queues while offline (marking changes as deferred) and sends on ONLINE", async () => {
    const { actor, sent, emitted } = start({ online: false });
    actor.send({ type: "ENQUEUE", change: change("a") });
    expect(actor.getSnapshot().value).toBe("queued");
    expect(actor.getSnapshot().context.queue[0].deferred).toBe(true);
    await settle();
    expect(sent).toEqual([]);
    actor.send({ type: "ONLINE" });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe("idle"));
    expect(sent).toEqual(["a"]);
    expect(emitted[0]).toMatchObject({ type: "confirmed", change: { id: "a", deferred: true } });
  });

  it("starts sending a queue restored after a reload", async () => {
    const { actor, sent } = start({ queue: [change("a"), change("b")] });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe("idle"));
    expect(sent).toEqual(["a", "b"]);
  });

  it("keeps a change that failed for want of a network, and retries it with the same id", async () => {
    vi.useFakeTimers();
    try {
      const { actor, sent } = start({ outcomes: [offline, ok] });
      actor.send({ type: "ENQUEUE", change: change("a") });
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe("queued"));
      expect(actor.getSnapshot().context).toMatchObject({ attempts: 1, queue: [{ id: "a", deferred: true }] });
      await vi.advanceTimersByTimeAsync(2100); // first retry after about 1 s (plus jitter)
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe("idle"));
      expect(sent).toEqual(["a", "a"]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("does not retry on a timer while offline, only when back online", async () => {
    vi.useFakeTimers();
    try {
      const { actor, sent } = start({ outcomes: [offline] });
      actor.send({ type: "ENQUEUE", change: change("a") });
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe("queued"));
      actor.send({ type: "OFFLINE" });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(sent).toEqual(["a"]);
      actor.send({ type: "ONLINE" });
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe("idle"));
      expect(sent).toEqual(["a", "a"]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("drops a refused change with a notice and carries on with the next", async () => {
    const { actor, sent, saved, emitted } = start({ outcomes: [refused, ok] });
    actor.send({ type: "ENQUEUE", change: change("a") });
    actor.send({ type: "ENQUEUE", change: change("b") });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe("idle"));
    expect(sent).toEqual(["a", "b"]);
    expect(emitted.map((e) => [e.type, e.change.id])).toEqual([
      ["refused", "a"],
      ["confirmed", "b"],
    ]);
    expect(emitted[0]).toMatchObject({ failure: refused });
    expect(saved.at(-1)).toEqual([]);
  });

  it("gives up on a change after repeated server errors", async () => {
    vi.useFakeTimers();
    try {
      const { actor, sent, emitted } = start({ outcomes: Array(MAX_SERVER_ATTEMPTS).fill(serverError) });
      actor.send({ type: "ENQUEUE", change: change("a") });
      await vi.advanceTimersByTimeAsync(60_000);
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe("idle"));
      expect(sent).toHaveLength(MAX_SERVER_ATTEMPTS);
      expect(emitted.map((e) => e.type)).toEqual(["refused"]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("sends at once on RETRY while queued and online", async () => {
    vi.useFakeTimers();
    try {
      const { actor, sent } = start({ outcomes: [offline, ok] });
      actor.send({ type: "ENQUEUE", change: change("a") });
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe("queued"));
      actor.send({ type: "RETRY" });
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe("idle"));
      expect(sent).toEqual(["a", "a"]);
    } finally {
      vi.useRealTimers();
    }
  });
});
