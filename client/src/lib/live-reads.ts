import type { OperationVariables, TypedDocumentNode } from "@apollo/client";
import { useSubscription } from "@apollo/client/react";
import { useCallback, useEffect, useRef, useState } from "react";
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

/**
 * A live subscription whose messages are handled in `onData` (written into the cache, or a signal to
 * read again): screens render from their queries, never from the subscription's own result, so a
 * message costs no render of its own (`ignoreResults`).
 *
 * It is started once with the `since` the screen has then and stays open while changes arrive: a
 * later `since` alone does not start it again, because the link keeps each subscription's `since` at
 * the last change it delivered and a reconnect resumes from there (`resuming-ws-link.ts`). Other
 * variables changing start it again, as does a subscription the server ended with an error (after a
 * pause, from the screen's latest `since`; a dropped socket is retried by graphql-ws itself).
 */
export function useLiveSubscription<TData, TVariables extends OperationVariables>(
  subscription: TypedDocumentNode<TData, TVariables>,
  options: Omit<useSubscription.Options<TData, TVariables>, "ignoreResults" | "onError">,
): void {
  const [failed, setFailed] = useState(false);
  const [retries, setRetries] = useState(0);
  const skip = options.skip ?? false;
  const latest = options.variables as TVariables | undefined;
  // Started again (with the latest `since`) when anything but `since` changes, when it stops being
  // skipped, and after an error; otherwise it keeps the variables it was started with.
  const key = JSON.stringify([skip, retries, { ...latest, since: undefined }]);
  const [started, setStarted] = useState({ key, variables: latest });
  if (started.key !== key) setStarted({ key, variables: latest });
  const { restart } = useSubscription(subscription, {
    ...options,
    variables: started.key === key ? started.variables : latest,
    ignoreResults: true,
    onError: () => setFailed(true),
  } as useSubscription.Options<TData, TVariables>);
  useEffect(() => {
    if (!failed || skip) return;
    const timer = setTimeout(() => {
      setFailed(false);
      setRetries((n) => n + 1);
      restart();
    }, RETRY_AFTER_ERROR_MS);
    return () => clearTimeout(timer);
  }, [failed, restart, skip]);
}

