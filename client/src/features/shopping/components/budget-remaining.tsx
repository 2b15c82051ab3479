import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { Link } from "react-router-dom";
import { ShoppingBudgetQuery } from "../shopping.graphql";
import { formatUsd } from "../shopping-view";

/**
 * What this list will still cost (the estimate of the items not bought yet) against what is left of the
 * month's budget. Read again whenever the list's purchases change, since buying moves the budget.
 */
export function BudgetRemaining({ toBuy, purchasedTotal }: { toBuy: number; purchasedTotal: number }) {
  const { data, refetch } = useQuery(ShoppingBudgetQuery, { fetchPolicy: "cache-and-network" });
  useEffect(() => {
    void refetch().catch(() => undefined);
  }, [purchasedTotal, refetch]);
  const total = data?.budgetMonth.total;
  if (!total) return null;
  if (total.limit === null || total.remaining === null) {
    return (
      <div>
        <dt>Budget left this month</dt>
        <dd className="shopping-budget__none">
          <Link to="/app/budget">Set a monthly budget</Link>
        </dd>
      </div>
    );
  }
  const short = toBuy > total.remaining;
  return (
    <div className={short ? "shopping-budget shopping-budget--short" : "shopping-budget"}>
      <dt>Budget left this month</dt>
      <dd>
        {total.remaining >= 0 ? formatUsd(total.remaining) : `${formatUsd(-total.remaining)} over`}
        {short ? <span className="shopping-budget__note"> Still to buy: {formatUsd(toBuy)}, more than is left</span> : null}
      </dd>
    </div>
  );
}
