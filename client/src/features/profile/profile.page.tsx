import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { LoadingScreen } from "../../components/loading-screen/loading-screen";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { readStorage, writeStorage } from "../../lib/storage";
import { MealPlanViewSelect } from "./components/meal-plan-view-select";
import { ProfileForm } from "./components/profile-form";
import { useMealPlanViewPreference } from "./hooks/use-meal-plan-view-preference.hook";
import { fallbackMealPlanView, MEAL_PLAN_VIEW_STORAGE_KEY } from "./meal-plan-view";
import { ProfileQuery } from "./profile.graphql";
import { PROFILE_LOAD_FAILED } from "./profile-messages";
import "./profile.css";

export function ProfilePage() {
  useDocumentTitle("My Profile");
  const { data, loading, error, refetch } = useQuery(ProfileQuery, { fetchPolicy: "cache-and-network" });
  const profile = data?.profile;
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
              <dd>{profile.displayName}</dd>
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
          <ProfileForm key={profile.id} profile={profile} />
        </section>
      ) : null}

      <section className="card" aria-labelledby="profile-preferences-heading">
        <h2 id="profile-preferences-heading">Meal planning</h2>
        <MealPlanViewSelect value={mealPlanView.view} saving={mealPlanView.saving} onChange={mealPlanView.change} />
      </section>
    </div>
  );
}
