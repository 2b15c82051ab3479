import { useMutation } from "@apollo/client/react";
import { useId, useState, type FormEvent } from "react";
import { useToast } from "../../../components/toast/use-toast.hook";
import { describeFailure } from "../../../lib/graphql-errors";
import { formatUsd } from "../../../lib/money";
import { createUuid } from "../../../lib/uuid";
import { localToday } from "../budget-view";
import { BudgetMonthQuery, RecordExpenseMutation } from "../budget.graphql";

interface Member {
  id: string;
  name: string;
}

const empty = () => ({ kind: "expense", date: localToday(), amount: "", category: "", store: "", note: "", paidBy: "" });

/** Records money spent (or refunded) outside the shopping list. */
export function ExpenseForm({ categories, members }: { categories: string[]; members: Member[] }) {
  const id = useId();
  const { toast } = useToast();
  const [values, setValues] = useState(empty);
  const [error, setError] = useState<string | null>(null);
  const [record, { loading }] = useMutation(RecordExpenseMutation, { refetchQueries: [BudgetMonthQuery] });
  const set = (field: keyof ReturnType<typeof empty>) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const amount = Number(values.amount);
    if (!values.amount.trim() || !Number.isFinite(amount) || amount <= 0) return setError("Enter an amount above 0, like 12.50");
    if (!values.category.trim()) return setError("Choose or type a category");
    if (!values.date) return setError("Choose the day it was paid");
    setError(null);
    const key = createUuid();
    try {
      await record({
        variables: {
          idempotencyKey: key,
          input: {
            id: key,
            kind: values.kind,
            date: values.date,
            amount,
            category: values.category.trim(),
            store: values.store.trim() || null,
            note: values.note.trim() || null,
            paidByMemberId: values.paidBy || null,
          },
        },
      });
      toast({
        title: values.kind === "refund" ? "Refund recorded" : "Expense recorded",
        description: `${formatUsd(amount)} in ${values.category.trim()}`,
      });
      setValues(empty());
    } catch (failure) {
      setError(describeFailure(failure).message ?? "Failed to record the expense");
    }
  }

  return (
    <form className="budget-expense-form" onSubmit={submit} noValidate aria-label="Add an expense or refund" aria-busy={loading}>
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
      <button type="submit" className="button button--primary" disabled={loading}>
        {loading ? "Saving..." : values.kind === "refund" ? "Add Refund" : "Add Expense"}
      </button>
    </form>
  );
}
