import { useId, useState, type FormEvent } from "react";
import { barPercent, progressText } from "../budget-view";

export interface CategoryRowData {
  category: string;
  limit: number | null;
  spent: number;
  remaining: number | null;
  progress: number | null;
  status: string;
  ownCategory?: boolean;
  /** A change to this row is waiting to sync. */
  waiting?: boolean;
}

/** What a row asks the screen to queue (category null: the month's total). */
export interface CategoryActions {
  setLimit: (category: string | null, amount: number) => void;
  clearLimit: (category: string | null) => void;
  removeCategory: (name: string) => void;
}

/**
 * One category's month (or, with `total`, the whole month's): a bar against its budget and a small form to set
 * or remove the budget from this month on, or to remove a category of the household's own that has no budget.
 */
export function CategoryRow({ data, actions, total = false }: { data: CategoryRowData; actions: CategoryActions; total?: boolean }) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [amount, setAmount] = useState(data.limit === null ? "" : String(data.limit));
  const [error, setError] = useState<string | null>(null);
  const name = total ? "Monthly total" : data.category;
  const category = total ? null : data.category;

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = Number(amount);
    if (amount.trim() === "" || !Number.isFinite(value) || value < 0) {
      setError("Enter a budget of 0 or more, like 400");
      return;
    }
    setError(null);
    setEditing(false);
    actions.setLimit(category, value);
  }

  function remove() {
    setEditing(false);
    actions.clearLimit(category);
  }

  return (
    <li className={`budget-row budget-row--${data.status}${data.waiting ? " budget-row--waiting" : ""}`} data-waiting={data.waiting ? "true" : undefined}>
      <div className="budget-row__head">
        <span className="budget-row__name" id={`${id}-name`}>
          {name}
        </span>
        <span className="budget-row__money">{progressText(data)}</span>
      </div>
      {data.waiting ? <span className="budget-waiting">Waiting to sync</span> : null}
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
          <button type="submit" className="button button--primary">
            Save
          </button>
          {data.limit !== null ? (
            <button type="button" className="button button--ghost" onClick={remove}>
              Remove budget
            </button>
          ) : null}
          {data.limit === null && data.ownCategory && !total ? (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                setEditing(false);
                actions.removeCategory(data.category);
              }}
            >
              Remove category
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
