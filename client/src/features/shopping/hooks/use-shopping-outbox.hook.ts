import { useApolloClient } from "@apollo/client/react";
import { useActorRef, useSelector } from "@xstate/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { fromPromise } from "xstate";
import { useToast } from "../../../components/toast/use-toast.hook";
import { storageArea } from "../../../lib/storage";
import { createUuid } from "../../../lib/uuid";
import { outboxMachine, type SendResult } from "../outbox/outbox.machine";
import { createOutboxStore, OUTBOX_KEY_PREFIX } from "../outbox/outbox-store";
import { writeLists } from "../shopping-cache";
import type { PendingChange, ShoppingChange } from "../shopping-changes";
import { failureNotice, successNotice, syncedNotice } from "../shopping-messages";
import { sendChange } from "../shopping-sync";
import { ProductSuggestionsQuery } from "../shopping.graphql";

export type OutboxStatus = "idle" | "queued" | "sending" | "conflict";

/** Spec section 9: the lists are read again 200 ms after a quantity change and 300 ms after a notes change. */
function refreshDelay(change: ShoppingChange): number | null {
  if (change.kind !== "updateItem") return null;
  return change.field === "quantity" ? 200 : change.field === "notes" ? 300 : null;
}

/**
 * The screen's side of the outbox machine: changes are queued durably per user, sent one by one, and
 * their answers written into the cache; refusals are told and the lists read again (which undoes what
 * the screen showed).
 */
export function useShoppingOutbox(userId: string | null, reload: () => void) {
  const client = useApolloClient();
  const { toast } = useToast();
  const synced = useRef(0);

  const [store] = useState(() => createOutboxStore(storageArea("local"), `${OUTBOX_KEY_PREFIX}${userId ?? "signed-out"}`));
  const [initialQueue] = useState(() => store.load());
  const [machine] = useState(() =>
    outboxMachine.provide({
      actors: { send: fromPromise<SendResult, PendingChange>(({ input }) => sendChange(client, input)) },
      actions: { persist: ({ context }) => store.save(context.queue) },
    }),
  );
  const actor = useActorRef(machine, { input: { queue: initialQueue, online: navigator.onLine } });

  useEffect(() => {
    const confirmed = actor.on("confirmed", ({ change, result, remaining }) => {
      writeLists(client.cache, result.lists, result.deletedListIds);
      if (result.refresh) reload();
      if (change.deferred) {
        synced.current += 1;
      } else {
        const notice = successNotice(change.change);
        if (notice) toast(notice);
      }
      if (remaining === 0 && synced.current > 0) {
        toast(syncedNotice(synced.current));
        synced.current = 0;
      }
      // A new name becomes a suggestion (the household's products count every item added).
      if (change.change.kind === "addItem") client.refetchQueries({ include: [ProductSuggestionsQuery] }).catch(() => undefined);
      const delay = refreshDelay(change.change);
      if (delay !== null) setTimeout(reload, delay);
    });
    const refused = actor.on("refused", ({ change, failure }) => {
      toast({ ...failureNotice(change.change, failure.code, failure.message), variant: "destructive" });
      reload();
    });
    return () => {
      confirmed.unsubscribe();
      refused.unsubscribe();
    };
  }, [actor, client, reload, toast]);

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

  const pending = useSelector(actor, (snapshot) => snapshot.context.queue);
  const status = useSelector(actor, (snapshot) => snapshot.value as OutboxStatus);

  const enqueue = useCallback(
    (change: ShoppingChange) =>
      actor.send({ type: "ENQUEUE", change: { id: createUuid(), change, queuedAt: new Date().toISOString(), deferred: false } }),
    [actor],
  );
  const retry = useCallback(() => actor.send({ type: "RETRY" }), [actor]);

  return { pending, status, enqueue, retry };
}
