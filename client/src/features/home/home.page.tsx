import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { readStoredUser } from "../../lib/session";
import { BudgetCard } from "./components/budget-card";
import { ChoresCard } from "./components/chores-card";
import { EventsCard } from "./components/events-card";
import { LeftoversCard } from "./components/leftovers-card";
import { PantryCard } from "./components/pantry-card";
import { ShoppingCard } from "./components/shopping-card";
import { TodaysMealsCard } from "./components/todays-meals-card";
import { HomeViewerQuery } from "./home.graphql";
import "./home.css";

/** /app: today at a glance. Each card is its own live component linking to its screen. */
export function HomePage() {
  useDocumentTitle("Home");
  const { data, loading } = useQuery(HomeViewerQuery);
  const name = data?.me?.displayName ?? readStoredUser()?.displayName;

  return (
    <div className="page stack">
      <header>
        <h1>{name ? `Welcome, ${name}` : loading ? "Welcome" : "Welcome to Hearth"}</h1>
        <p className="page__lead">Today at a glance for your household.</p>
      </header>
      <div className="home-cards">
        <TodaysMealsCard />
        <PantryCard />
        <LeftoversCard />
        <ChoresCard />
        <EventsCard />
        <ShoppingCard />
        <BudgetCard />
        <section className="card home-card" aria-labelledby="home-profile-heading">
          <h2 id="home-profile-heading">Your profile</h2>
          <p>Set your display name, household size, portion size and how the meal planner opens.</p>
          <Link className="button button--secondary" to="/app/profile">
            Go to My Profile
          </Link>
        </section>
      </div>
    </div>
  );
}
