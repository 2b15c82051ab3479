import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { useExpiringCount } from "../../hooks/use-expiring-count.hook";
import { readStoredUser } from "../../lib/session";
import { BudgetCard } from "./components/budget-card";
import { LeftoversCard } from "./components/leftovers-card";
import { HomeViewerQuery } from "./home.graphql";

export function HomePage() {
  useDocumentTitle("Home");
  const { data, loading } = useQuery(HomeViewerQuery);
  const name = data?.me?.displayName ?? readStoredUser()?.displayName;
  const expiring = useExpiringCount();

  return (
    <div className="page page--narrow stack">
      <header>
        <h1>{name ? `Welcome, ${name}` : loading ? "Welcome" : "Welcome to Hearth"}</h1>
        <p className="page__lead">Today at a glance for your household.</p>
      </header>
      <section className="card" aria-labelledby="home-pantry-heading">
        <h2 id="home-pantry-heading">Your pantry</h2>
        <p data-testid="home-expiring">
          {expiring === null
            ? "Checking what needs using soon..."
            : expiring === 0
              ? "Nothing in your pantry needs using soon."
              : `${expiring} item${expiring === 1 ? " needs" : "s need"} using soon or expired.`}
        </p>
        <Link className="button button--primary" to="/app/pantry">
          Open the pantry
        </Link>
      </section>
      <LeftoversCard />
      <BudgetCard />
      <section className="card" aria-labelledby="home-profile-heading">
        <h2 id="home-profile-heading">Your profile</h2>
        <p>Set your display name, household size, portion size and how the meal planner opens.</p>
        <Link className="button button--primary" to="/app/profile">
          Go to My Profile
        </Link>
      </section>
    </div>
  );
}
