import { useMutation } from "@apollo/client/react";
import { useCallback, useState } from "react";
import { useToast } from "../../../components/toast/use-toast.hook";
import { describeFailure, OFFLINE_FAILURE } from "../../../lib/graphql-errors";
import { createRandomId } from "../../../lib/random-id";
import { writeStorage } from "../../../lib/storage";
import { MEAL_PLAN_VIEW_STORAGE_KEY, VIEW_SAVE_FAILED, viewSavedNotice, type MealPlanView } from "../meal-plan-view";
import { SetMealPlanViewMutation } from "../profile.graphql";

/**
 * Changing the meal-plan view: one update at a time; the choice shows at once and falls back to
 * the stored value if the server refuses. The saved profile lands in the Apollo cache.
 */
export function useMealPlanViewPreference(currentView: MealPlanView) {
  const { toast } = useToast();
  const [setMealPlanView] = useMutation(SetMealPlanViewMutation);
  const [pending, setPending] = useState<MealPlanView | null>(null);

  const change = useCallback(
    async (view: MealPlanView) => {
      if (pending !== null || view === currentView) return;
      setPending(view);
      try {
        const { data } = await setMealPlanView({ variables: { view, idempotencyKey: createRandomId() } });
        const saved = data?.setMealPlanView.preferences.defaultMealPlanView;
        if (!saved) throw new Error("No profile returned");
        writeStorage(MEAL_PLAN_VIEW_STORAGE_KEY, saved);
        toast(viewSavedNotice(saved));
      } catch (error) {
        // Offline, it says so; otherwise the spec's words.
        const offline = describeFailure(error).message === OFFLINE_FAILURE;
        toast({ ...VIEW_SAVE_FAILED, ...(offline ? { description: OFFLINE_FAILURE } : {}), variant: "destructive" });
      } finally {
        setPending(null);
      }
    },
    [currentView, pending, setMealPlanView, toast],
  );

  return { view: pending ?? currentView, saving: pending !== null, change };
}
