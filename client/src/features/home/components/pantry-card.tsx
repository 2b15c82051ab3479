import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { HomePantryChangedSubscription, HomePantryQuery } from "../home-today.graphql";
import { useLiveSubscription } from "../../../lib/live-reads";

function whenText(daysLeft: number | null | undefined): string {
  if (daysLeft === null || daysLeft === undefined) return "use soon";
  if (daysLeft < 0) return daysLeft === -1 ? "expired yesterday" : `expired ${-daysLeft} days ago`;
  if (daysLeft === 0) return "expires today";
  if (daysLeft === 1) return "expires tomorrow";
  return `expires in ${daysLeft} days`;
}

/** What in the pantry expires soon (or has), soonest first; live. */
export function PantryCard() {
  const { data, refetch } = useQuery(HomePantryQuery, { fetchPolicy: "cache-and-network" });
  useLiveSubscription(HomePantryChangedSubscription, {
    variables: { since: data?.pantrySyncPoint ?? null },
    skip: data === undefined,
    fetchPolicy: "no-cache",
    onData: () => void refetch().catch(() => undefined),
  });
  const items = data?.pantryItems ?? [];
  const expiring = items.filter((i) => i.expiryState === "expired" || i.expiryState === "soon");

  return (
    <section className="card home-card" aria-labelledby="home-pantry-heading">
      <h2 id="home-pantry-heading">Expiring soon</h2>
      {!data ? (
        <p>Checking what needs using soon...</p>
      ) : items.length === 0 ? (
        <p data-testid="home-expiring">Your pantry is empty. Add what you keep and Hearth tells you what to use before it goes off.</p>
      ) : expiring.length === 0 ? (
        <p data-testid="home-expiring">Nothing in your pantry needs using soon.</p>
      ) : (
        <>
          <p data-testid="home-expiring">
            {expiring.length} item{expiring.length === 1 ? " needs" : "s need"} using soon or expired.
          </p>
          <ul className="home-card__list" aria-label="Expiring soon">
            {expiring.slice(0, 4).map((i) => (
              <li key={i.id}>
                {i.name}: {whenText(i.daysLeft)}
              </li>
            ))}
          </ul>
        </>
      )}
      <Link className="button button--secondary" to="/app/pantry">
        Open the pantry
      </Link>
    </section>
  );
}
