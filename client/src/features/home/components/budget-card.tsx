import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { formatUsd } from "../../../lib/money";
import { HomeBudgetChangedSubscription, HomeBudgetQuery } from "../home.graphql";
import { useLiveSubscription } from "../../../lib/live-reads";

/** The month's money at a glance, and the budget alerts raised this month; live. */
export function BudgetCard() {
  const { data, refetch } = useQuery(HomeBudgetQuery, { fetchPolicy: "cache-and-network" });
  useLiveSubscription(HomeBudgetChangedSubscription, {
    variables: { since: data?.budgetSyncPoint ?? null },
    skip: data === undefined,
    fetchPolicy: "no-cache",
    onData: () => void refetch().catch(() => undefined),
  });
  const month = data?.budgetMonth;
  const total = month?.total;

  return (
    <section className="card home-card" aria-labelledby="home-budget-heading">
      <h2 id="home-budget-heading">Budget this month</h2>
      {!total ? (
        <p>Loading budget tracker...</p>
      ) : total.limit === null ? (
        <p>
          {total.spent > 0 ? `${formatUsd(total.spent)} spent so far. ` : "Nothing spent yet this month. "}
          Set a monthly budget to see what is left and get a warning at 80%.
        </p>
      ) : (
        <p className={total.status === "over" ? "home-card__warning" : undefined}>
          {formatUsd(total.spent)} of {formatUsd(total.limit)} spent ·{" "}
          {total.remaining !== null && total.remaining >= 0 ? `${formatUsd(total.remaining)} left` : `${formatUsd(-(total.remaining ?? 0))} over`}
        </p>
      )}
      {month && month.alerts.length > 0 ? (
        <ul className="home-card__list" aria-label="Budget alerts">
          {month.alerts.slice(0, 3).map((a) => (
            <li key={a.sequence}>
              {a.category ?? "Monthly budget"} passed {a.threshold}% ({formatUsd(a.spent)} of {formatUsd(a.limit)})
            </li>
          ))}
        </ul>
      ) : null}
      <Link className="button button--secondary" to="/app/budget">
        Open Budget
      </Link>
    </section>
  );
}
