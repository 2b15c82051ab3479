import { useApolloClient, useSubscription } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { useToast } from "../../../components/toast/use-toast.hook";
import { getClientId } from "../../../lib/client-id";
import { writeStorage } from "../../../lib/storage";
import {
  isFromOtherSession,
  isUnseenSequence,
  MEAL_PLAN_VIEW_STORAGE_KEY,
  REMOTE_VIEW_NOTICE_MS,
  viewChangedElsewhereNotice,
} from "../meal-plan-view";
import { MealPlanViewChangedSubscription, ProfileQuery } from "../profile.graphql";

/** Last sequence seen per user, kept in memory for this page so a remount resumes where it left off. */
const lastSeenByUser = new Map<string, number>();

const RETRY_AFTER_ERROR_MS = 5000;

/**
 * Follows `mealPlanViewChanged` for the signed-in user. The subscription always asks for events after
 * the last sequence seen (`since`), so when graphql-ws reconnects and resubscribes, the server replays
 * what was missed; replays already seen are skipped by sequence.
 */
export function useMealPlanViewSync(userId: string | null | undefined): void {
  const client = useApolloClient();
  const { toast } = useToast();
  const [since, setSince] = useState<number | null>(() => (userId ? (lastSeenByUser.get(userId) ?? null) : null));
  const lastSeen = useRef(since);

  // A different user on this page (sign-out, sign-in) starts from their own position.
  useEffect(() => {
    const remembered = userId ? (lastSeenByUser.get(userId) ?? null) : null;
    lastSeen.current = remembered;
    setSince(remembered);
  }, [userId]);

  const { restart, error } = useSubscription(MealPlanViewChangedSubscription, {
    variables: { since },
    skip: !userId,
    onData: ({ data }) => {
      const change = data.data?.mealPlanViewChanged;
      if (!change || !userId || !isUnseenSequence(lastSeen.current, change.sequence)) return;
      lastSeen.current = change.sequence;
      lastSeenByUser.set(userId, change.sequence);
      setSince(change.sequence);

      if (!isFromOtherSession(change.sourceClientId, getClientId())) return;
      client.cache.updateQuery({ query: ProfileQuery }, (current) =>
        current
          ? {
              profile: {
                ...current.profile,
                preferences: { ...current.profile.preferences, defaultMealPlanView: change.view },
              },
            }
          : undefined,
      );
      writeStorage(MEAL_PLAN_VIEW_STORAGE_KEY, change.view);
      toast({ ...viewChangedElsewhereNotice(change.view), duration: REMOTE_VIEW_NOTICE_MS });
    },
  });

  // The server ended the subscription with an error (not a dropped socket, which graphql-ws retries
  // by itself): try again a little later rather than going silently stale.
  useEffect(() => {
    if (!error || !userId) return;
    const timer = setTimeout(restart, RETRY_AFTER_ERROR_MS);
    return () => clearTimeout(timer);
  }, [error, restart, userId]);
}
