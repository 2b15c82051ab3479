import { useId, useState, type FormEvent } from "react";
import { localToday } from "../budget-view";
import type { ExpenseFields } from "../budget-sync";

interface Member {
  id: string;
  name: string;
}

/** What the form says about an expense (`paidByName` is worked out by the screen from who paid). */
export type ExpenseFormFields = Omit<ExpenseFields, "paidByName">;

interface Values {
  kind: string;
  date: string;
  amount: string;
  category: string;
  store: string;
  note: string;
  paidBy: string;
}

const empty = (): Values => ({ kind: "expense", date: localToday(), amount: "", category: "", store: "", note: "", paidBy: "" });

const valuesOf = (e: ExpenseFormFields): Values => ({
  kind: e.kind,
  date: e.date,
  amount: String(e.amount),
  category: e.category,
  store: e.store ?? "",
  note: e.note ?? "",
  paidBy: e.paidByMemberId ?? "",
});

/**
 * Records money spent (or refunded) outside the shopping list, or, given `editing`, corrects one already
 * recorded. Saving hands the fields to `onSave` (the screen queues them in the outbox) and never waits.
 */
export function ExpenseForm({
  categories,
  members,
  editing,
  onSave,
  onCancel,
}: {
  categories: string[];
  members: Member[];
  editing?: ExpenseFormFields;
  onSave: (fields: ExpenseFormFields) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState(() => (editing ? valuesOf(editing) : empty()));
  const [error, setError] = useState<string | null>(null);
  const set = (field: keyof Values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const amount = Number(values.amount);
    if (!values.amount.trim() || !Number.isFinite(amount) || amount <= 0) return setError("Enter an amount above 0, like 12.50");
    if (!values.category.trim()) return setError("Choose or type a category");
    if (!values.date) return setError("Choose the day it was paid");
    setError(null);
    onSave({
      kind: values.kind === "refund" ? "refund" : "expense",
      date: values.date,
      amount,
      category: values.category.trim(),
      store: values.store.trim() || null,
      note: values.note.trim() || null,
      paidByMemberId: values.paidBy || null,
    });
    if (!editing) setValues(empty());
  }

  const label = editing ? `Correct the ${editing.kind}` : "Add an expense or refund";
  return (
    <form className="budget-expense-form" onSubmit={submit} noValidate aria-label={label}>
      <fieldset className="budget-kind">
        <legend className="field__label">Type</legend>
        <label>
          <input type="radio" name={`${id}-kind`} value="expense" checked={values.kind === "expense"} onChange={set("kind")} /> Expense
        </label>
        <label>
          <input type="radio" name={`${id}-kind`} value="refund" checked={values.kind === "refund"} onChange={set("kind")} /> Refund
        </label>
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-amount`}>
          Amount (USD)
        </label>
        <input id={`${id}-amount`} className="input" inputMode="decimal" value={values.amount} onChange={set("amount")} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-category`}>
          Category
        </label>
        <input id={`${id}-category`} className="input" list={`${id}-categories`} value={values.category} onChange={set("category")} />
        <datalist id={`${id}-categories`}>
          {categories.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-date`}>
          Date
        </label>
        <input id={`${id}-date`} className="input" type="date" value={values.date} onChange={set("date")} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-store`}>
          Store <span className="field__hint">(optional)</span>
        </label>
        <input id={`${id}-store`} className="input" value={values.store} onChange={set("store")} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-note`}>
          Note <span className="field__hint">(optional)</span>
        </label>
        <input id={`${id}-note`} className="input" value={values.note} onChange={set("note")} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-paid-by`}>
          Paid by
        </label>
        <select id={`${id}-paid-by`} className="select" value={values.paidBy} onChange={set("paidBy")}>
          <option value="">Me</option>
          {members.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--primary">
        {editing ? "Save Changes" : values.kind === "refund" ? "Add Refund" : "Add Expense"}
      </button>
      {onCancel ? (
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Cancel
        </button>
      ) : null}
    </form>
  );
}
