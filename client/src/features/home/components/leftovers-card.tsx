import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { HomeLeftoversChangedSubscription, HomeLeftoversQuery } from "../home.graphql";
import { useLiveSubscription } from "../../../lib/live-reads";

function dayWord(useBy: string, today: string): string {
  const days = Math.round((Date.parse(`${useBy}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  if (days < 0) return "past its use-by day";
  if (days === 0) return "eat today";
  if (days === 1) return "eat by tomorrow";
  return `eat within ${days} days`;
}

/** Leftovers to use first (soonest use-by on top); live. */
export function LeftoversCard() {
  const { data, refetch } = useQuery(HomeLeftoversQuery, { fetchPolicy: "cache-and-network" });
  useLiveSubscription(HomeLeftoversChangedSubscription, {
    variables: { since: data?.leftoversSyncPoint ?? null },
    skip: data === undefined,
    fetchPolicy: "no-cache",
    onData: () => void refetch().catch(() => undefined),
  });
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
  const leftovers = data?.leftovers ?? [];

  return (
    <section className="card home-card" aria-labelledby="home-leftovers-heading">
      <h2 id="home-leftovers-heading">Leftovers to use</h2>
      {!data ? (
        <p>Loading leftovers...</p>
      ) : leftovers.length === 0 ? (
        <p>No leftovers waiting. Portions left after cooking show up here, soonest first.</p>
      ) : (
        <ul className="home-card__list" aria-label="Leftovers to use">
          {leftovers.slice(0, 4).map((l) => (
            <li key={l.id}>
              {l.dish}: {l.portions} {l.portions === 1 ? "portion" : "portions"}, {l.location === "freezer" ? "frozen" : dayWord(l.useBy, today)}
            </li>
          ))}
        </ul>
      )}
      <Link className="button button--secondary" to="/app/leftover-management">
        Open Leftovers
      </Link>
    </section>
  );
}
