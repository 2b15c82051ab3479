import { useApolloClient } from "@apollo/client/react";
import { useCallback } from "react";
import { useToast } from "../../../components/toast/use-toast.hook";
import { useOutbox } from "../../../lib/outbox/use-outbox.hook";
import { readStoredUser } from "../../../lib/session";
import { changeName, type PendingProductChange, type ProductChange, type ProductSendResult } from "../product-changes";
import { courier } from "../products.courier";

interface ProductsOutboxOptions {
  /** The server took a change sent at once (not one that waited offline): e.g. open the product. */
  onSaved?: (change: ProductChange, result: ProductSendResult) => void;
}

/**
 * The products screens' use of the shared outbox (key `hearth:offline:products-outbox:<user>`): adding
 * or correcting a household product is stored on the device at once and sent when there is a
 * connection, once, with its own idempotency key.
 */
export function useProductsOutbox({ onSaved }: ProductsOutboxOptions = {}) {
  const client = useApolloClient();
  const { toast } = useToast();
  const outbox = useOutbox<ProductChange, ProductSendResult>({
    feature: "products",
    userId: readStoredUser()?.id ?? null,
    isChange: courier.isChange,
    send: (pending) => courier.send(client, pending),
    onConfirmed: (pending: PendingProductChange, result) => {
      if (pending.deferred) return;
      const name = result.product?.name ?? changeName(pending.change);
      toast(
        pending.change.kind === "create"
          ? { title: "Product added", description: `${name} is ready for your household; our moderators will review it for everyone.` }
          : { title: "Product updated", description: name },
      );
      onSaved?.(pending.change, result);
    },
    onSynced: (count) => toast({ title: count === 1 ? "1 product change synced" : `${count} product changes synced` }),
    onRefused: (pending, failure) =>
      toast({ ...courier.refusal(pending, failure, client), variant: "destructive" }),
  });
  const enqueue = useCallback((change: ProductChange) => outbox.enqueue(change), [outbox]);
  return { pending: outbox.pending, status: outbox.status, enqueue };
}
