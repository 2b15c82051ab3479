import { formatUsd } from "../../../lib/money";
import type { ShownExpense } from "../budget-pending";
import { dayLabel } from "../budget-view";

/** The month's manual expenses and refunds, newest first, each with edit and delete; waiting ones say so. */
export function ExpenseList({
  expenses,
  onEdit,
  onDelete,
}: {
  expenses: ShownExpense[];
  onEdit: (expense: ShownExpense) => void;
  onDelete: (expense: ShownExpense) => void;
}) {
  if (expenses.length === 0) {
    return <p>No expenses or refunds this month. Bills, market stalls and returns you add here count beside the shopping list.</p>;
  }
  return (
    <ul className="budget-expenses">
      {expenses.map((e) => {
        const what = `${e.note || e.category} of ${formatUsd(e.amount)}`;
        return (
          <li key={e.id} className={`budget-expense${e.waiting ? " budget-expense--waiting" : ""}`} data-waiting={e.waiting ? "true" : undefined}>
            <span className="budget-expense__date">{dayLabel(e.date)}</span>
            <span className="budget-expense__what">
              <strong>{e.note || (e.kind === "refund" ? "Refund" : "Expense")}</strong>
              <span>
                {e.category}
                {e.store ? ` · ${e.store}` : ""} · paid by {e.paidByName}
              </span>
              {e.waiting ? <span className="budget-waiting">{e.waiting === "added" ? "Added" : "Changed"} on this device · Waiting to sync</span> : null}
            </span>
            <span className={`budget-expense__amount${e.kind === "refund" ? " budget-expense__amount--refund" : ""}`}>
              {e.kind === "refund" ? `−${formatUsd(e.amount)}` : formatUsd(e.amount)}
            </span>
            <span className="budget-expense__actions">
              <button type="button" className="button button--ghost" onClick={() => onEdit(e)}>
                Edit<span className="visually-hidden"> {what}</span>
              </button>
              <button type="button" className="button button--ghost" onClick={() => onDelete(e)}>
                Delete<span className="visually-hidden"> {what}</span>
              </button>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
