import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { todayBounds, timeOfDay } from "../home-day";
import { HomeChoresChangedSubscription, HomeChoresQuery } from "../home-today.graphql";
import { useLiveSubscription } from "../../../lib/live-reads";

/** Chores due today (and any overdue), with who they fall to; live. */
export function ChoresCard() {
  const { data, refetch } = useQuery(HomeChoresQuery, { fetchPolicy: "cache-and-network" });
  useLiveSubscription(HomeChoresChangedSubscription, {
    variables: { since: data?.choresSyncPoint ?? null },
    skip: data === undefined,
    fetchPolicy: "no-cache",
    onData: () => void refetch().catch(() => undefined),
  });
  const { start, end } = todayBounds();
  const names = new Map((data?.familyMembers ?? []).map((m) => [m.id, m.name]));
  const due = (data?.chores ?? [])
    .filter((c) => c.open && c.dueAt && new Date(c.dueAt) < end)
    .sort((a, b) => Date.parse(a.dueAt!) - Date.parse(b.dueAt!));

  return (
    <section className="card home-card" aria-labelledby="home-chores-heading">
      <h2 id="home-chores-heading">Chores due today</h2>
      {!data ? (
        <p>Loading chores...</p>
      ) : (data.chores ?? []).length === 0 ? (
        <p>No chores yet. Share out the dishes, the bins and the laundry, and earn points toward rewards.</p>
      ) : due.length === 0 ? (
        <p>Nothing due today. Well done!</p>
      ) : (
        <ul className="home-card__list" aria-label="Chores due today">
          {due.slice(0, 5).map((c) => (
            <li key={c.id}>
              {c.title}
              {new Date(c.dueAt!) < start ? " (overdue)" : `, ${timeOfDay(c.dueAt!)}`}
              {c.assigneeId && names.get(c.assigneeId) ? ` · ${names.get(c.assigneeId)}` : " · anyone"}
            </li>
          ))}
        </ul>
      )}
      <Link className="button button--secondary" to="/app/chores">
        Open Chores
      </Link>
    </section>
  );
}
