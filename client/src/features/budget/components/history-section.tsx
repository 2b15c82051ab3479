import { useQuery } from "@apollo/client/react";
import { formatUsd } from "../../../lib/money";
import { monthLabel, shiftMonth } from "../budget-view";
import { BudgetHistoryQuery } from "../budget.graphql";

const MONTHS = 6;

/** The last six months to `month`: what was spent against the total budget, and the largest categories. */
export function HistorySection({ month }: { month: string }) {
  const { data, loading } = useQuery(BudgetHistoryQuery, {
    variables: { fromMonth: shiftMonth(month, -(MONTHS - 1)), toMonth: month },
    fetchPolicy: "cache-and-network",
  });
  const history = data?.budgetHistory ?? [];
  const highest = Math.max(1, ...history.map((m) => Math.max(m.spent, m.limit ?? 0)));

  return (
    <section className="card budget-history" aria-labelledby="budget-history-heading">
      <h2 id="budget-history-heading">The last {MONTHS} months</h2>
      {loading && history.length === 0 ? <p>Loading history...</p> : null}
      {history.length > 0 ? (
        <table className="budget-history__table">
          <caption className="visually-hidden">Spending by month against the monthly budget</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Spent</th>
              <th scope="col">Budget</th>
              <th scope="col">Largest categories</th>
            </tr>
          </thead>
          <tbody>
            {history.map((m) => (
              <tr key={m.month}>
                <th scope="row">{monthLabel(m.month)}</th>
                <td>
                  <span className="budget-history__bar" aria-hidden="true">
                    <span style={{ width: `${Math.round((m.spent / highest) * 100)}%` }} />
                  </span>
                  {formatUsd(m.spent)}
                </td>
                <td>{m.limit === null ? "None" : formatUsd(m.limit)}</td>
                <td>
                  {m.byCategory.length === 0
                    ? "Nothing spent"
                    : m.byCategory
                        .slice(0, 3)
                        .map((c) => `${c.category} ${formatUsd(c.spent)}`)
                        .join(", ")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
