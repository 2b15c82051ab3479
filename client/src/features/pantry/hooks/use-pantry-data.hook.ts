import { useApolloClient, useQuery } from "@apollo/client/react";
import { useCallback, useEffect, useRef } from "react";
import { useToast } from "../../../components/toast/use-toast.hook";
import { useOnlineStatus } from "../../../hooks/use-online-status.hook";
import { readCachedAnswer } from "../../../lib/outbox/cached-answer";
import { preparePantryCache, writeItems } from "../pantry-cache";
import { PANTRY_LOAD_FAILED } from "../pantry-messages";
import { PantryChangedSubscription, PantryQuery } from "../pantry.graphql";
import { useLiveSubscription } from "../../../lib/live-reads";

/** Follows every pantry change of the household from the sync point the cached pantry was read at. */
function usePantryLive(syncPoint: number | undefined, refetch: () => void): void {
  const client = useApolloClient();
  useLiveSubscription(PantryChangedSubscription, {
    variables: { since: syncPoint ?? null },
    skip: syncPoint === undefined,
    fetchPolicy: "no-cache",
    onData: ({ data }) => {
      const change = data.data?.pantryChanged;
      if (!change) return;
      const current = readCachedAnswer(client.cache, PantryQuery);
      if (current && change.sequence <= current.pantrySyncPoint) return;
      writeItems(client.cache, change.items, change.sequence);
      // Settings and suggestions are small: read them again when they change.
      if (change.type.startsWith("PantrySettings") || change.type.startsWith("PantryProposal") || change.type === "PantryAdditionProposed") refetch();
    },
  });
}

/** The household's pantry: from the cache at once (also offline, after a reload), then the server, then live. */
export function usePantryData() {
  const client = useApolloClient();
  preparePantryCache(client.cache);
  const { toast } = useToast();
  const online = useOnlineStatus();
  const { data, error, loading, refetch } = useQuery(PantryQuery, { fetchPolicy: "cache-and-network", nextFetchPolicy: "cache-first" });
  const reload = useCallback(() => {
    refetch().catch(() => undefined);
  }, [refetch]);
  usePantryLive(data?.pantrySyncPoint, reload);

  const failed = Boolean(error) && !data;
  useEffect(() => {
    if (failed) toast({ title: PANTRY_LOAD_FAILED, variant: "destructive" });
  }, [failed, toast]);

  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) reload();
    wasOnline.current = online;
  }, [online, reload]);

  return { data, loading: loading && !data, failed, reload };
}
