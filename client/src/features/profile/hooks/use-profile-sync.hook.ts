import { useToast } from "../../../components/toast/use-toast.hook";
import { getClientId } from "../../../lib/client-id";
import { writeStorage } from "../../../lib/storage";
import { isFromOtherSession, isUnseenSequence, MEAL_PLAN_VIEW_STORAGE_KEY, REMOTE_VIEW_NOTICE_MS, viewChangedElsewhereNotice } from "../meal-plan-view";
import { ProfileChangedSubscription } from "../profile-changed.graphql";
import { useLiveSubscription } from "../../../lib/live-reads";

/**
 * Last sequence seen per user, in memory for this page: a remount (or another user signing in on
 * this tab) resumes from the right place, and a reload starts live again from the loaded profile.
 */
const lastSeenByUser = new Map<string, number>();

/**
 * Follows `profileChanged` for the signed-in user from the last sequence this page has seen (`since`,
 * kept per user across screens); a reconnect resumes after the last change delivered
 * (lib/resuming-ws-link.ts). The app shell runs it on every screen:
 * - each change's profile and user go into the cache as they are now, so a new name or role shows in
 *   the header and on the profile at once, wherever this device is;
 * - another session's change of the meal-plan view is told with 'Meal Plan View Updated' and mirrored
 *   to local storage (spec); replays already seen are skipped by sequence.
 */
export function useProfileSync(userId: string | null | undefined): void {
  const { toast } = useToast();
  const since = userId ? (lastSeenByUser.get(userId) ?? null) : null;

  useLiveSubscription(ProfileChangedSubscription, {
    variables: { since },
    skip: !userId,
    onData: ({ data }) => {
      const change = data.data?.profileChanged;
      if (!change || !userId) return;
      if (!isUnseenSequence(lastSeenByUser.get(userId) ?? null, change.sequence)) return;
      lastSeenByUser.set(userId, change.sequence);

      if (change.type !== "MealPlanViewChanged" || !isFromOtherSession(change.sourceClientId, getClientId())) return;
      const view = change.profile.preferences.defaultMealPlanView;
      writeStorage(MEAL_PLAN_VIEW_STORAGE_KEY, view);
      toast({ ...viewChangedElsewhereNotice(view), duration: REMOTE_VIEW_NOTICE_MS });
    },
  });
}
