import { useApolloClient } from "@apollo/client/react";
import { useCallback } from "react";
import { useToast } from "../../../components/toast/use-toast.hook";
import { useOutbox } from "../../../lib/outbox/use-outbox.hook";
import { writeAnsweredItem, writeLists } from "../shopping-cache";
import type { ShoppingChange } from "../shopping-changes";
import { successNotice, syncedNotice } from "../shopping-messages";
import type { SendResult } from "../shopping-sync";
import { courier } from "../shopping.courier";
import { ProductSuggestionsQuery } from "../shopping.graphql";

export type { OutboxStatus } from "../../../lib/outbox/use-outbox.hook";

/** Spec section 9: the lists are read again 200 ms after a quantity change and 300 ms after a notes change. */
function refreshDelay(change: ShoppingChange): number | null {
  if (change.kind !== "updateItem") return null;
  return change.field === "quantity" ? 200 : change.field === "notes" ? 300 : null;
}

/**
 * The shopping list's use of the shared outbox (`lib/outbox`): changes are queued durably per user,
 * sent one by one, and their answers written into the cache; refusals are told and the lists read
 * again (which undoes what the screen showed).
 */
export function useShoppingOutbox(userId: string | null, reload: () => void) {
  const client = useApolloClient();
  const { toast } = useToast();

  const { pending, status, enqueue: enqueueChange, retry } = useOutbox<ShoppingChange, SendResult>({
    feature: "shopping",
    userId,
    isChange: courier.isChange,
    send: (change) => courier.send(client, change),
    onConfirmed: (change, result) => {
      writeLists(client.cache, result.lists, result.deletedListIds);
      if (result.answered) writeAnsweredItem(client.cache, result.answered.itemId, result.answered.item);
      if (result.refresh) reload();
      if (!change.deferred) {
        const notice = successNotice(change.change);
        if (notice) toast(notice);
      }
      // A new name becomes a suggestion (the household's products count every item added).
      if (change.change.kind === "addItem") client.refetchQueries({ include: [ProductSuggestionsQuery] }).catch(() => undefined);
      const delay = refreshDelay(change.change);
      if (delay !== null) setTimeout(reload, delay);
    },
    onSynced: (count) => toast(syncedNotice(count)),
    onRefused: (change, failure) => {
      toast({ ...courier.refusal(change, failure, client), variant: "destructive" });
      reload();
    },
  });

  const enqueue = useCallback((change: ShoppingChange) => void enqueueChange(change), [enqueueChange]);
  return { pending, status, enqueue, retry };
}
