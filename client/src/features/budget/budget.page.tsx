import { useMutation, useQuery } from "@apollo/client/react";
import { useId, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { useToast } from "../../components/toast/use-toast.hook";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { describeFailure } from "../../lib/graphql-errors";
import { formatUsd } from "../../lib/money";
import { createUuid } from "../../lib/uuid";
import { alertNotice, monthLabel, paceText, shiftMonth } from "./budget-view";
import { AddBudgetCategoryMutation, BudgetMonthQuery, SetBudgetTimeZoneMutation } from "./budget.graphql";
import { CategoryRow } from "./components/category-row";
import { ExpenseForm } from "./components/expense-form";
import { ExpenseList } from "./components/expense-list";
import { ExportForm } from "./components/export-form";
import { HistorySection } from "./components/history-section";
import { useBudgetLive } from "./hooks/use-budget-live.hook";
import "./budget.css";

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function deviceTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  } catch {
    return null;
  }
}

/** /app/budget and /app/budget-tracker: the month against the budget, expenses, alerts, history and export. */
export function BudgetPage() {
  useDocumentTitle("Budget");
  const [params, setParams] = useSearchParams();
  const requested = params.get("month");
  const { data, error, loading } = useQuery(BudgetMonthQuery, {
    variables: { month: requested && MONTH.test(requested) ? requested : null },
    fetchPolicy: "cache-and-network",
  });
  useBudgetLive(data?.budgetSyncPoint);
  const view = data?.budgetMonth;

  if (!view) {
    return (
      <div className="page stack">
        <h1>Budget</h1>
        {error ? <p role="alert">Failed to load the budget. {describeFailure(error).message}</p> : <p>{loading ? "Loading budget tracker..." : ""}</p>}
      </div>
    );
  }

  const month = view.month;
  const goTo = (next: string) => setParams({ month: next });
  const members = (data.familyMembers ?? []).filter((m) => m.isActive);

  return (
    <div className="page stack budget-page">
      <header className="budget-header">
        <h1>Budget</h1>
        <nav className="budget-months" aria-label="Month">
          <button type="button" className="button button--ghost" onClick={() => goTo(shiftMonth(month, -1))}>
            ← <span className="visually-hidden">Previous month, </span>
            {monthLabel(shiftMonth(month, -1))}
          </button>
          <h2 className="budget-months__current" aria-live="polite">
            {monthLabel(month)}
          </h2>
          <button type="button" className="button button--ghost" onClick={() => goTo(shiftMonth(month, 1))}>
            <span className="visually-hidden">Next month, </span>
            {monthLabel(shiftMonth(month, 1))} →
          </button>
        </nav>
      </header>
      <TimeZoneNote timeZone={view.timeZone} />

      <section className="card" aria-labelledby="budget-total-heading">
        <h2 id="budget-total-heading">This month</h2>
        <ul className="budget-rows">
          <CategoryRow key={`total-${month}-${view.total.limit}`} data={view.total} month={month} total />
        </ul>
        <p className="budget-pace">{paceText(view.total, view.daysElapsed, view.daysInMonth)}</p>
        {view.byPayer.length > 0 ? (
          <p className="budget-payers">
            Paid by:{" "}
            {view.byPayer.map((p) => `${p.name} ${formatUsd(p.amount)}`).join(" · ")}
          </p>
        ) : null}
      </section>

      {view.alerts.length > 0 ? (
        <section className="card budget-alerts" aria-labelledby="budget-alerts-heading">
          <h2 id="budget-alerts-heading">Alerts</h2>
          <ul>
            {view.alerts.map((a) => {
              const notice = alertNotice(a);
              return (
                <li key={a.sequence} className={a.threshold >= 100 ? "budget-alert budget-alert--over" : "budget-alert"}>
                  <strong>{notice.title}</strong> {notice.description}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      <section className="card" aria-labelledby="budget-categories-heading">
        <h2 id="budget-categories-heading">Categories</h2>
        {view.categories.length === 0 ? (
          <p>
            Nothing spent yet this month. Purchases you mark on the <Link to="/app/shopping-list">shopping list</Link> count here by
            their category, and so do expenses you add below.
          </p>
        ) : (
          <ul className="budget-rows">
            {view.categories.map((c) => (
              <CategoryRow key={`${c.category}-${month}-${c.limit}`} data={c} month={month} />
            ))}
          </ul>
        )}
        <AddCategoryForm />
      </section>

      <section className="card" aria-labelledby="budget-expenses-heading">
        <h2 id="budget-expenses-heading">Expenses and refunds</h2>
        <ExpenseForm categories={data.budgetCategories} members={members} />
        <ExpenseList expenses={view.expenses} />
      </section>

      <HistorySection month={month} />

      <section className="card" aria-labelledby="budget-export-heading">
        <h2 id="budget-export-heading">Export</h2>
        <p>Every purchase, expense and refund of the days you choose, as a spreadsheet (CSV, amounts in USD).</p>
        <ExportForm month={month} />
      </section>
    </div>
  );
}

/** Adds a category of the household's own, so it can have a budget before anything is spent in it. */
function AddCategoryForm() {
  const id = useId();
  const { toast } = useToast();
  const [name, setName] = useState("");
  const [add, { loading }] = useMutation(AddBudgetCategoryMutation, { refetchQueries: [BudgetMonthQuery] });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim() || loading) return;
    try {
      await add({ variables: { name: name.trim(), idempotencyKey: createUuid() } });
      toast({ title: "Category added", description: `${name.trim()} can now have a budget.` });
      setName("");
    } catch (failure) {
      toast({ title: "Failed to add the category", description: describeFailure(failure).message ?? undefined, variant: "destructive" });
    }
  }

  return (
    <form className="budget-add-category" onSubmit={submit} aria-label="Add a category">
      <label className="field__label" htmlFor={`${id}-name`}>
        New category
      </label>
      <input id={`${id}-name`} className="input" value={name} onChange={(e) => setName(e.target.value)} placeholder="School lunches" />
      <button type="submit" className="button button--secondary" disabled={loading || !name.trim()}>
        Add Category
      </button>
    </form>
  );
}

/** Months count in the budget's time zone; offers this device's zone when they differ. */
function TimeZoneNote({ timeZone }: { timeZone: string }) {
  const device = deviceTimeZone();
  const { toast } = useToast();
  const [save, { loading }] = useMutation(SetBudgetTimeZoneMutation, { refetchQueries: [BudgetMonthQuery] });
  if (!device || device === timeZone) return null;
  return (
    <p className="budget-timezone">
      Months are counted in {timeZone.replace(/_/g, " ")}.{" "}
      <button
        type="button"
        className="button button--ghost"
        disabled={loading}
        onClick={() =>
          save({ variables: { timeZone: device, idempotencyKey: createUuid() } }).then(
            () => toast({ title: "Time zone saved", description: `Months now follow ${device.replace(/_/g, " ")}.` }),
            (failure: unknown) => toast({ title: "Failed to save the time zone", description: describeFailure(failure).message ?? undefined, variant: "destructive" }),
          )
        }
      >
        Use {device.replace(/_/g, " ")}
      </button>
    </p>
  );
}
