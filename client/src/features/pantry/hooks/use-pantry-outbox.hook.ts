import { useApolloClient } from "@apollo/client/react";
import { useCallback } from "react";
import { useToast } from "../../../components/toast/use-toast.hook";
import { useOutbox } from "../../../lib/outbox/use-outbox.hook";
import { forgetItem, writeItems } from "../pantry-cache";
import { type PantryChange } from "../pantry-changes";
import { successTitle, syncedTitle } from "../pantry-messages";
import { type PantrySendResult } from "../pantry-sync";
import { courier } from "../pantry.courier";

/**
 * The pantry's use of the shared outbox (key `hearth:offline:pantry-outbox:<user>`): every change is
 * stored at once, shown at once, and sent in order with its own idempotency key; consume and throw-away
 * toasts offer Undo.
 */
export function usePantryOutbox(userId: string | null, reload: () => void) {
  const client = useApolloClient();
  const { toast } = useToast();

  const outbox = useOutbox<PantryChange, PantrySendResult>({
    feature: "pantry",
    userId,
    isChange: courier.isChange,
    send: (pending) => courier.send(client, pending),
    onConfirmed: (pending, result) => {
      if (result.item) writeItems(client.cache, [result.item]);
      if (result.removedId) forgetItem(client.cache, result.removedId);
      if (pending.deferred) return;
      const name = result.item?.name ?? (pending.change.kind === "add" ? pending.change.item.name : "Item");
      const title = successTitle(pending.change, name);
      const item = result.item;
      const undoable = item && ["consume", "discard", "move"].includes(pending.change.kind) && item.lastActionId;
      if (title) {
        toast({
          title,
          action: undoable
            ? { label: "Undo", onClick: () => outbox.enqueue({ kind: "undo", itemId: item.id, actionId: item.lastActionId }) }
            : undefined,
        });
      }
    },
    onSynced: (count) => toast({ title: syncedTitle(count) }),
    onRefused: (pending, failure) => {
      toast({ ...courier.refusal(pending, failure, client), variant: "destructive" });
      reload();
    },
  });

  const enqueue = useCallback((change: PantryChange) => void outbox.enqueue(change), [outbox]);
  return { pending: outbox.pending, status: outbox.status, enqueue, retry: outbox.retry };
}
