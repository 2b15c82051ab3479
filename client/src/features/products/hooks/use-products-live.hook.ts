import { useApolloClient, useQuery } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { ProductModerationQueueQuery, ProductsChangedSubscription, ProductsQuery, ProductsSyncPointQuery } from "../products.graphql";
import { useLiveSubscription } from "../../../lib/live-reads";

const REFRESH_DEBOUNCE_MS = 150;

/**
 * Keeps every product screen live: the catalogue changes this household may see (its own products,
 * verified ones, everything for staff) arrive over the subscription from the sync point read at mount;
 * each changed product is written into the cache by its id, and the open lists are read again.
 */
export function useProductsLive(): void {
  const client = useApolloClient();
  const { data } = useQuery(ProductsSyncPointQuery, { fetchPolicy: "network-only" });
  const timer = useRef<number | undefined>(undefined);

  useLiveSubscription(ProductsChangedSubscription, {
    // From the point read at mount: a reconnect replays from there (a repeat only reads the lists again).
    variables: { since: data?.productsSyncPoint ?? null },
    skip: data === undefined,
    onData: ({ data: message }) => {
      const change = message.data?.productsChanged;
      if (!change) return;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        void client.refetchQueries({ include: [ProductsQuery, ProductModerationQueueQuery] });
      }, REFRESH_DEBOUNCE_MS);
    },
  });

  useEffect(() => () => window.clearTimeout(timer.current), []);
}
