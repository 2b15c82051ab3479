import { useMutation } from "@apollo/client/react";
import { useId, useState, type FormEvent } from "react";
import { useToast } from "../../../components/toast/use-toast.hook";
import { describeFailure } from "../../../lib/graphql-errors";
import { createUuid } from "../../../lib/uuid";
import { barPercent, progressText } from "../budget-view";
import { BudgetMonthQuery, ClearBudgetLimitMutation, SetBudgetLimitMutation } from "../budget.graphql";

export interface CategoryRowData {
  category: string;
  limit: number | null;
  spent: number;
  remaining: number | null;
  progress: number | null;
  status: string;
}

/**
 * One category's month (or, with `total`, the whole month's): a bar against its budget and a small form to set
 * or remove the budget from this month on.
 */
export function CategoryRow({ data, month, total = false }: { data: CategoryRowData; month: string; total?: boolean }) {
  const id = useId();
  const { toast } = useToast();
  const [editing, setEditing] = useState(false);
  const [amount, setAmount] = useState(data.limit === null ? "" : String(data.limit));
  const [error, setError] = useState<string | null>(null);
  const [setLimit, setState] = useMutation(SetBudgetLimitMutation, { refetchQueries: [BudgetMonthQuery] });
  const [clearLimit, clearState] = useMutation(ClearBudgetLimitMutation, { refetchQueries: [BudgetMonthQuery] });
  const busy = setState.loading || clearState.loading;
  const name = total ? "Monthly total" : data.category;
  const category = total ? null : data.category;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = Number(amount);
    if (amount.trim() === "" || !Number.isFinite(value) || value < 0) {
      setError("Enter a budget of 0 or more, like 400");
      return;
    }
    setError(null);
    try {
      await setLimit({ variables: { input: { category, amount: value, fromMonth: month }, idempotencyKey: createUuid() } });
      setEditing(false);
      toast({ title: "Budget saved", description: `${name}: ${progressText({ ...data, limit: value, remaining: value - data.spent })}` });
    } catch (failure) {
      setError(describeFailure(failure).message ?? "Failed to save the budget");
    }
  }

  async function remove() {
    try {
      await clearLimit({ variables: { category, fromMonth: month, idempotencyKey: createUuid() } });
      setEditing(false);
      toast({ title: "Budget removed", description: `${name} has no budget from this month on.` });
    } catch (failure) {
      toast({ title: "Failed to remove the budget", description: describeFailure(failure).message ?? undefined, variant: "destructive" });
    }
  }

  return (
    <li className={`budget-row budget-row--${data.status}`}>
      <div className="budget-row__head">
        <span className="budget-row__name" id={`${id}-name`}>
          {name}
        </span>
        <span className="budget-row__money">{progressText(data)}</span>
      </div>
      {data.limit !== null ? (
        <div
          className="budget-bar"
          role="meter"
          aria-labelledby={`${id}-name`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={barPercent(data)}
          aria-valuetext={progressText(data)}
        >
          <span className="budget-bar__fill" style={{ width: `${barPercent(data)}%` }} />
        </div>
      ) : null}
      {editing ? (
        <form className="budget-row__form" onSubmit={save} noValidate aria-label={`Budget for ${name}`}>
          <label className="field__label" htmlFor={`${id}-amount`}>
            Monthly budget (USD)
          </label>
          <input
            id={`${id}-amount`}
            className="input"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-invalid={error ? true : undefined}
            autoFocus
          />
          <button type="submit" className="button button--primary" disabled={busy}>
            Save
          </button>
          {data.limit !== null ? (
            <button type="button" className="button button--ghost" onClick={remove} disabled={busy}>
              Remove budget
            </button>
          ) : null}
          <button type="button" className="button button--ghost" onClick={() => setEditing(false)}>
            Cancel
          </button>
          {error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : null}
        </form>
      ) : (
        <button type="button" className="button button--ghost budget-row__edit" onClick={() => setEditing(true)}>
          {data.limit === null ? "Set a budget" : "Change budget"}
          <span className="visually-hidden"> for {name}</span>
        </button>
      )}
    </li>
  );
}
