import { useApolloClient } from "@apollo/client/react";
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
import { MealPlanViewChangedSubscription } from "../meal-plan-view-changed.graphql";
import { useLiveSubscription } from "../../../lib/live-reads";

/**
 * Last sequence seen per user, in memory for this page: a remount (or another user signing in on
 * this tab) resumes from the right place, and a reload starts live again from the loaded profile.
 */
const lastSeenByUser = new Map<string, number>();

/**
 * Follows `mealPlanViewChanged` for the signed-in user from the last sequence this page has seen
 * (`since`, kept per user across screens). A reconnect resumes after the last change the subscription
 * delivered (lib/resuming-ws-link.ts); replays that were already seen are skipped by sequence. The app
 * shell runs it on every screen (spec: another session's change is told with 'Meal Plan View Updated'
 * and mirrored to local storage, wherever the family member is in the app); the cached profile takes
 * the new view, so the profile and meal-plan screens show it when they are open or next opened.
 */
export function useMealPlanViewSync(userId: string | null | undefined): void {
  const client = useApolloClient();
  const { toast } = useToast();
  const since = userId ? (lastSeenByUser.get(userId) ?? null) : null;

  useLiveSubscription(MealPlanViewChangedSubscription, {
    variables: { since },
    skip: !userId,
    onData: ({ data }) => {
      const change = data.data?.mealPlanViewChanged;
      if (!change || !userId) return;
      if (!isUnseenSequence(lastSeenByUser.get(userId) ?? null, change.sequence)) return;
      lastSeenByUser.set(userId, change.sequence);

      if (!isFromOtherSession(change.sourceClientId, getClientId())) return;
      client.cache.modify<{ preferences: { defaultMealPlanView: string } }>({
        id: client.cache.identify({ __typename: "UserProfile", id: userId }),
        fields: { preferences: (preferences) => ({ ...preferences, defaultMealPlanView: change.view }) },
      });
      writeStorage(MEAL_PLAN_VIEW_STORAGE_KEY, change.view);
      toast({ ...viewChangedElsewhereNotice(change.view), duration: REMOTE_VIEW_NOTICE_MS });
    },
  });
}
