import { useApolloClient, useQuery } from "@apollo/client/react";
import { useCallback, useEffect, useRef } from "react";
import { useToast } from "../../../components/toast/use-toast.hook";
import { useOnlineStatus } from "../../../hooks/use-online-status.hook";
import { prepareShoppingCache, writeLiveChange } from "../shopping-cache";
import { LISTS_LOAD_FAILED } from "../shopping-messages";
import { ShoppingListsChangedSubscription, ShoppingListsQuery } from "../shopping.graphql";
import { useLiveSubscription } from "../../../lib/live-reads";

/**
 * Follows every change to the household's lists from the sync point the cached lists were read at.
 * When graphql-ws reconnects (after a network loss, say) the subscription resumes exactly after the
 * last change it delivered (lib/resuming-ws-link.ts) and the server replays what was missed.
 */
function useShoppingLive(syncPoint: number | undefined): void {
  const client = useApolloClient();
  useLiveSubscription(ShoppingListsChangedSubscription, {
    variables: { since: syncPoint ?? null },
    skip: syncPoint === undefined,
    // Written below with the newer-copy rule, never straight into the cache.
    fetchPolicy: "no-cache",
    onData: ({ data }) => {
      const change = data.data?.shoppingListsChanged;
      if (change) writeLiveChange(client.cache, change);
    },
  });
}

/**
 * The household's lists: from the cache at once (also offline, after a reload), then from the server,
 * then live. Answers `lists` undefined only while there is nothing to show yet.
 */
export function useShoppingData() {
  const client = useApolloClient();
  prepareShoppingCache(client.cache);
  const { toast } = useToast();
  const online = useOnlineStatus();
  const { data, error, loading, refetch } = useQuery(ShoppingListsQuery, {
    fetchPolicy: "cache-and-network",
    nextFetchPolicy: "cache-first",
  });
  const lists = data?.shoppingLists;
  useShoppingLive(data?.shoppingSyncPoint);

  const failed = Boolean(error) && !lists;
  useEffect(() => {
    if (failed) toast({ title: LISTS_LOAD_FAILED, variant: "destructive" });
  }, [failed, toast]);

  const reload = useCallback(() => {
    refetch().catch(() => undefined);
  }, [refetch]);

  // Back online: read everything again (the live feed also replays from the sync point).
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) reload();
    wasOnline.current = online;
  }, [online, reload]);

  return { lists, loading: loading && !lists, failed, reload };
}
