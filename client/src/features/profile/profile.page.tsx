import { useQuery } from "@apollo/client/react";
import { useEffect, useMemo } from "react";
import { LoadingScreen } from "../../components/loading-screen/loading-screen";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { readStoredUser } from "../../lib/session";
import { useSession } from "../../lib/session-context";
import { readStorage, writeStorage } from "../../lib/storage";
import { MealPlanViewSelect } from "./components/meal-plan-view-select";
import { ProfileForm } from "./components/profile-form";
import { useMealPlanViewPreference } from "./hooks/use-meal-plan-view-preference.hook";
import { useProfileOutbox } from "./hooks/use-profile-outbox.hook";
import { fallbackMealPlanView, MEAL_PLAN_VIEW_STORAGE_KEY } from "./meal-plan-view";
import { ProfileQuery } from "./profile.graphql";
import { PROFILE_LOAD_FAILED } from "./profile-messages";
import { withPendingProfile } from "./profile-sync";
import "./profile.css";
import { waitingToSync } from "../../lib/outbox/outbox-status";

/** /app/profile: the user's details (saved through the shared outbox, so also offline) and meal-planning view. */
export function ProfilePage() {
  useDocumentTitle("My Profile");
  const { data, loading, error, refetch } = useQuery(ProfileQuery, { fetchPolicy: "cache-and-network" });
  const userId = useSession((s) => s.context.user?.id) ?? readStoredUser()?.id ?? null;
  const outbox = useProfileOutbox(userId, () => void refetch());
  const serverProfile = data?.profile;
  // The server's profile with the changes still waiting to be sent laid over it.
  const shown = useMemo(() => (serverProfile ? withPendingProfile(serverProfile, outbox.pending) : null), [serverProfile, outbox.pending]);
  const profile = shown?.profile;
  const serverView = profile?.preferences.defaultMealPlanView;
  const currentView = serverView ?? fallbackMealPlanView(readStorage(MEAL_PLAN_VIEW_STORAGE_KEY));
  const mealPlanView = useMealPlanViewPreference(currentView);

  useEffect(() => {
    if (serverView) writeStorage(MEAL_PLAN_VIEW_STORAGE_KEY, serverView);
  }, [serverView]);

  if (loading && !profile) return <LoadingScreen />;

  return (
    <div className="page page--narrow stack">
      <header>
        <h1>My Profile</h1>
        {profile ? (
          <dl className="profile-summary">
            <div>
              <dt>Display name</dt>
              <dd>
                {profile.displayName}
                {shown?.waiting ? (
                  <span className="profile-summary__pending" data-testid="profile-pending">
                    {" "}
                    Waiting to sync
                  </span>
                ) : null}
              </dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{profile.email}</dd>
            </div>
          </dl>
        ) : null}
      </header>

      {error && !profile ? (
        <div className="form-error" role="alert">
          <p>{PROFILE_LOAD_FAILED}</p>
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : null}

      {profile ? (
        <section className="card" aria-labelledby="profile-details-heading">
          <h2 id="profile-details-heading">Your details</h2>
          {outbox.pending.length > 0 ? (
            <p className="notice-text" role="status">
              {waitingToSync(outbox.status, outbox.pending.length)}
            </p>
          ) : null}
          <ProfileForm key={profile.id} profile={profile} onSave={outbox.enqueue} />
        </section>
      ) : null}

      <section className="card" aria-labelledby="profile-preferences-heading">
        <h2 id="profile-preferences-heading">Meal planning</h2>
        <MealPlanViewSelect value={mealPlanView.view} saving={mealPlanView.saving} onChange={mealPlanView.change} />
      </section>
    </div>
  );
}
