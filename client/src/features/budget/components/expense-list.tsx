import { useMutation } from "@apollo/client/react";
import { useToast } from "../../../components/toast/use-toast.hook";
import { describeFailure } from "../../../lib/graphql-errors";
import { formatUsd } from "../../../lib/money";
import { createUuid } from "../../../lib/uuid";
import { dayLabel } from "../budget-view";
import { BudgetMonthQuery, DeleteExpenseMutation } from "../budget.graphql";

interface Expense {
  id: string;
  kind: string;
  date: string;
  amount: number;
  category: string;
  store?: string | null;
  note?: string | null;
  paidByName: string;
}

/** The month's manual expenses and refunds, newest first, each with a delete button. */
export function ExpenseList({ expenses }: { expenses: Expense[] }) {
  const { toast } = useToast();
  const [remove, { loading }] = useMutation(DeleteExpenseMutation, { refetchQueries: [BudgetMonthQuery] });

  async function handleDelete(expense: Expense) {
    try {
      await remove({ variables: { id: expense.id, idempotencyKey: createUuid() } });
      toast({ title: expense.kind === "refund" ? "Refund deleted" : "Expense deleted" });
    } catch (failure) {
      toast({ title: "Failed to delete", description: describeFailure(failure).message ?? undefined, variant: "destructive" });
    }
  }

  if (expenses.length === 0) {
    return <p>No expenses or refunds this month. Bills, market stalls and returns you add here count beside the shopping list.</p>;
  }
  return (
    <ul className="budget-expenses">
      {expenses.map((e) => (
        <li key={e.id} className="budget-expense">
          <span className="budget-expense__date">{dayLabel(e.date)}</span>
          <span className="budget-expense__what">
            <strong>{e.note || (e.kind === "refund" ? "Refund" : "Expense")}</strong>
            <span>
              {e.category}
              {e.store ? ` · ${e.store}` : ""} · paid by {e.paidByName}
            </span>
          </span>
          <span className={`budget-expense__amount${e.kind === "refund" ? " budget-expense__amount--refund" : ""}`}>
            {e.kind === "refund" ? `−${formatUsd(e.amount)}` : formatUsd(e.amount)}
          </span>
          <button type="button" className="button button--ghost" onClick={() => handleDelete(e)} disabled={loading}>
            Delete<span className="visually-hidden"> {e.note || e.category} of {formatUsd(e.amount)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
