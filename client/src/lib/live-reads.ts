import { useCallback, useEffect, useRef } from "react";
import { useOnlineStatus } from "../hooks/use-online-status.hook";
import { refetchUntil } from "./refetch-until";

const RETRY_AFTER_ERROR_MS = 5000;

/**
 * The reads of a screen that follows a live feed: `changed(sequence, shown)` reads the screen again when
 * a change is newer than what it shows, and keeps reading until the answer is as new as the newest
 * change seen (see refetchUntil); coming back online reads again. `syncPointOf` must be stable.
 */
export function useLiveReads<T>(refetch: () => Promise<{ data?: T }>, syncPointOf: (data: T | undefined) => number | undefined) {
  const online = useOnlineStatus();
  const newestSeen = useRef(0);
  const refresh = useCallback(() => refetchUntil(refetch, syncPointOf, () => newestSeen.current), [refetch, syncPointOf]);
  const reload = useCallback(() => void refresh(), [refresh]);
  const changed = useCallback(
    (sequence: number, shown: number | undefined) => {
      if (sequence <= (shown ?? 0)) return;
      newestSeen.current = Math.max(newestSeen.current, sequence);
      reload();
    },
    [reload],
  );

  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) reload();
    wasOnline.current = online;
  }, [online, reload]);

  return { refresh, reload, changed };
}

/** A subscription the server ended with an error is started again after a pause (a dropped socket is retried by graphql-ws itself). */
export function useRestartAfterError(error: unknown, restart: () => void): void {
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(restart, RETRY_AFTER_ERROR_MS);
    return () => clearTimeout(timer);
  }, [error, restart]);
}
