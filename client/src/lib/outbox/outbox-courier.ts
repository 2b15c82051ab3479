/**
 * The courier: sends the changes a screen queued and left behind. A screen's outbox sends only while the
 * screen is open, so a change made offline on the shopping list would wait, after the device came back
 * online on the meal planner, until the list was opened again; meanwhile the rest of the family would not
 * see it. The app shell wakes the courier (`use-outbox-courier.hook.ts`) when the session starts, when
 * the device comes back online and when a screen closes with changes still waiting. For every feature
 * with changes waiting under this user and no screen of this tab sending them (`outbox-claims.ts`), it
 * loads that feature's courier module (`features/<folder>/<feature>.courier.ts`, found by file name, so a
 * feature that works offline adds one file and no list changes) and runs the same outbox machine the
 * screen runs: in order, one at a time, each change with its own id as idempotency key, kept while
 * offline, dropped with the feature's own explanation when refused. When a screen of the feature opens,
 * the courier stops and the screen sends the rest; a change both sent is applied once.
 */
import type { ApolloClient } from "@apollo/client";
import { createActor, fromPromise, type Actor } from "xstate";
import type { ToastInput } from "../../components/toast/toast.reducer";
import { storageArea } from "../storage";
import { isClaimed, onClaimsChanged } from "./outbox-claims";
import { outboxMachine, type PendingChange, type SendFailure, type SendResult } from "./outbox.machine";
import { createOutboxStore, outboxKey, type ChangeGuard } from "./outbox-store";

/** What a feature gives the courier (`export const courier` in `<feature>.courier.ts`). */
export interface OutboxCourier<C, R extends SendResult = SendResult> {
  isChange: ChangeGuard<C>;
  /** Sends one change with `pending.id` as its idempotency key (the screen's own send). */
  send: (client: ApolloClient, pending: PendingChange<C>) => Promise<R>;
  /** What to tell the person when the server refuses a change for good (the screen's own words). */
  refusal: (pending: PendingChange<C>, failure: SendFailure, client: ApolloClient) => ToastInput;
  /** Tidies what the screen showed of a change that waited, once it is applied or refused (e.g. an optimistic layer). */
  settled?: (client: ApolloClient, pending: PendingChange<C>) => void;
}

interface CourierModule {
  courier: OutboxCourier<unknown>;
}

const modules = import.meta.glob<CourierModule>("../../features/*/*.courier.ts");
/** Feature name → its courier module, from the file names (`meal-plan.courier.ts` sends `meal-plan`). */
const loaders = new Map(Object.entries(modules).map(([path, load]) => [path.slice(path.lastIndexOf("/") + 1, -".courier.ts".length), load]));

/** The features that can be sent without their screen. */
export const courierFeatures = (): string[] => [...loaders.keys()];

export interface CourierOptions {
  client: ApolloClient;
  userId: string;
  toast: (input: ToastInput) => void;
}

export interface Courier {
  /** Starts sending every waiting queue no screen of this tab is sending; rejects when a feature's code could not be loaded. */
  wake: () => Promise<void>;
  stop: () => void;
}

/** A summary once a feature's waiting changes all went through while no screen of it was open. */
export function deliveredNotice(count: number): ToastInput {
  return { title: "Changes synced", description: `${count} ${count === 1 ? "change" : "changes"} made offline reached your family.` };
}

/** Whether the queue stored under `key` holds anything (read raw: the feature's module is not loaded yet). */
export function hasWaitingChanges(key: string): boolean {
  try {
    const stored: unknown = JSON.parse(storageArea("local")?.getItem(key) ?? "[]");
    return Array.isArray(stored) && stored.length > 0;
  } catch {
    return false;
  }
}

export function createCourier({ client, userId, toast }: CourierOptions): Courier {
  const running = new Map<string, Actor<typeof outboxMachine>>();
  let stopped = false;

  function halt(feature: string) {
    running.get(feature)?.stop();
    running.delete(feature);
  }

  /** Features whose module is loading: a second wake meanwhile does not start a second sender. */
  const starting = new Set<string>();

  async function start(feature: string) {
    const key = outboxKey(feature, userId);
    const load = loaders.get(feature);
    if (!load || running.has(feature) || starting.has(feature) || isClaimed(key) || !hasWaitingChanges(key)) return;
    starting.add(feature);
    const { courier } = await load().finally(() => starting.delete(feature));
    if (stopped || running.has(feature) || isClaimed(key)) return;
    const store = createOutboxStore(storageArea("local"), key, courier.isChange);
    const queue = store.load();
    if (queue.length === 0) return;
    const machine = outboxMachine.provide({
      actors: { send: fromPromise<SendResult, PendingChange>(({ input }) => courier.send(client, input)) },
      actions: { persist: ({ context }) => store.save(context.queue) },
    });
    const actor = createActor(machine, { input: { queue, online: navigator.onLine } });
    let delivered = 0;
    actor.on("confirmed", ({ change }) => {
      delivered += 1;
      courier.settled?.(client, change);
    });
    actor.on("refused", ({ change, failure }) => {
      toast({ ...courier.refusal(change, failure, client), variant: "destructive" });
      courier.settled?.(client, change);
    });
    actor.subscribe((snapshot) => {
      if (snapshot.value !== "idle" || snapshot.context.queue.length > 0) return;
      // Everything went through: the courier's part is done until the next wake.
      queueMicrotask(() => halt(feature));
      if (delivered > 0) toast(deliveredNotice(delivered));
      delivered = 0;
    });
    running.set(feature, actor);
    actor.start();
  }

  const forward = (type: "ONLINE" | "OFFLINE") => () => {
    for (const actor of running.values()) actor.send({ type });
  };
  const online = forward("ONLINE");
  const offline = forward("OFFLINE");
  window.addEventListener("online", online);
  window.addEventListener("offline", offline);
  // A screen that opens takes its queue over at once; one that closes with changes waiting hands them back.
  const stopClaims = onClaimsChanged((key, claimed) => {
    for (const feature of running.keys()) if (claimed && outboxKey(feature, userId) === key) halt(feature);
  });

  return {
    async wake() {
      if (stopped) return;
      await Promise.all([...loaders.keys()].map((feature) => start(feature)));
    },
    stop() {
      stopped = true;
      stopClaims();
      window.removeEventListener("online", online);
      window.removeEventListener("offline", offline);
      for (const feature of [...running.keys()]) halt(feature);
    },
  };
}
