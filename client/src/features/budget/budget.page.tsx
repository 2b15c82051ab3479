import { useQuery } from "@apollo/client/react";
import { useId, useMemo, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { describeFailure } from "../../lib/graphql-errors";
import { formatUsd } from "../../lib/money";
import { readStoredUser } from "../../lib/session";
import { useSession } from "../../lib/session-context";
import { createUuid } from "../../lib/uuid";
import { applyPendingBudget, pendingCategoryNames, type ShownExpense } from "./budget-pending";
import type { BudgetChange } from "./budget-sync";
import { alertNotice, monthLabel, paceText, shiftMonth } from "./budget-view";
import { BudgetMonthQuery } from "./budget.graphql";
import { CategoryRow, type CategoryActions } from "./components/category-row";
import { ExpenseForm, type ExpenseFormFields } from "./components/expense-form";
import { ExpenseList } from "./components/expense-list";
import { ExportForm } from "./components/export-form";
import { HistorySection } from "./components/history-section";
import { useBudgetLive } from "./hooks/use-budget-live.hook";
import { useBudgetOutbox } from "./hooks/use-budget-outbox.hook";
import "./budget.css";

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function deviceTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  } catch {
    return null;
  }
}

/**
 * /app/budget and /app/budget-tracker: the month against the budget, expenses, alerts, history and export.
 * Every change goes through the shared outbox and shows at once, laid over the server's month (`budget-pending.ts`).
 */
export function BudgetPage() {
  useDocumentTitle("Budget");
  const user = useSession((s) => s.context.user) ?? readStoredUser();
  const [params, setParams] = useSearchParams();
  const requested = params.get("month");
  const { data, error, loading } = useQuery(BudgetMonthQuery, {
    variables: { month: requested && MONTH.test(requested) ? requested : null },
    fetchPolicy: "cache-and-network",
  });
  useBudgetLive(data?.budgetSyncPoint);
  const outbox = useBudgetOutbox(user?.id ?? null);
  const [editing, setEditing] = useState<ShownExpense | null>(null);
  const server = data?.budgetMonth;
  const view = useMemo(() => (server ? applyPendingBudget(server, outbox.pending) : undefined), [server, outbox.pending]);
  const categoryNames = useMemo(() => pendingCategoryNames(data?.budgetCategories ?? [], outbox.pending), [data?.budgetCategories, outbox.pending]);

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
  const members = (data?.familyMembers ?? []).filter((m) => m.isActive);
  const enqueue = (change: BudgetChange) => outbox.enqueue(change);

  // Who an expense shows as paid by until the server says: the chosen member, a family member's own sign-in
  // as that member, else the account (the server's rule in `payer`).
  const withPayer = (fields: ExpenseFormFields) => {
    const chosen = fields.paidByMemberId ?? (typeof user?.familyMemberId === "string" ? user.familyMemberId : null);
    const member = members.find((m) => m.id === chosen);
    const own = [user?.name, user?.displayName, user?.email].find((v): v is string => typeof v === "string" && v.length > 0) ?? "You";
    return { ...fields, paidByName: member?.name ?? own };
  };
  const categoryActions: CategoryActions = {
    setLimit: (category, amount) => enqueue({ kind: "setLimit", category, amount, fromMonth: month }),
    clearLimit: (category) => enqueue({ kind: "clearLimit", category, fromMonth: month }),
    removeCategory: (name) => enqueue({ kind: "removeCategory", name }),
  };
  const waiting = outbox.pending.length;

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
      <TimeZoneNote timeZone={view.timeZone} waiting={view.timeZoneWaiting} onUse={(timeZone) => enqueue({ kind: "setTimeZone", timeZone })} />
      {waiting > 0 ? (
        <p className="budget-sync" role="status">
          {outbox.status === "sending" ? "Saving…" : `${waiting} ${waiting === 1 ? "change" : "changes"} waiting to sync.`} The totals below already
          count {waiting === 1 ? "it" : "them"}; alerts and past months follow once the budget has {waiting === 1 ? "it" : "them"}.
        </p>
      ) : null}

      <section className="card" aria-labelledby="budget-total-heading">
        <h2 id="budget-total-heading">This month</h2>
        <ul className="budget-rows">
          <CategoryRow key={`total-${month}-${view.total.limit}`} data={view.total} actions={categoryActions} total />
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
              <CategoryRow key={`${c.category}-${month}-${c.limit}`} data={c} actions={categoryActions} />
            ))}
          </ul>
        )}
        <AddCategoryForm onAdd={(name) => enqueue({ kind: "addCategory", name })} />
      </section>

      <section className="card" aria-labelledby="budget-expenses-heading">
        <h2 id="budget-expenses-heading">Expenses and refunds</h2>
        {editing ? (
          <ExpenseForm
            key={editing.id}
            categories={categoryNames}
            members={members}
            editing={{ ...editing, kind: editing.kind === "refund" ? "refund" : "expense" }}
            onSave={(fields) => {
              enqueue({ kind: "correctExpense", expenseId: editing.id, expense: withPayer(fields) });
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <ExpenseForm
            categories={categoryNames}
            members={members}
            onSave={(fields) => enqueue({ kind: "recordExpense", expenseId: createUuid(), expense: withPayer(fields) })}
          />
        )}
        <ExpenseList
          expenses={view.expenses}
          onEdit={setEditing}
          onDelete={(e) => {
            if (editing?.id === e.id) setEditing(null);
            enqueue({ kind: "deleteExpense", expenseId: e.id, expense: { ...e, kind: e.kind === "refund" ? "refund" : "expense" } });
          }}
        />
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
function AddCategoryForm({ onAdd }: { onAdd: (name: string) => void }) {
  const id = useId();
  const [name, setName] = useState("");

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) return;
    onAdd(name.trim());
    setName("");
  }

  return (
    <form className="budget-add-category" onSubmit={submit} aria-label="Add a category">
      <label className="field__label" htmlFor={`${id}-name`}>
        New category
      </label>
      <input id={`${id}-name`} className="input" value={name} onChange={(e) => setName(e.target.value)} placeholder="School lunches" />
      <button type="submit" className="button button--secondary" disabled={!name.trim()}>
        Add Category
      </button>
    </form>
  );
}

/** Months count in the budget's time zone; offers this device's zone when they differ. */
function TimeZoneNote({ timeZone, waiting, onUse }: { timeZone: string; waiting: boolean; onUse: (timeZone: string) => void }) {
  const device = deviceTimeZone();
  if (waiting) return <p className="budget-timezone">Months will be counted in {timeZone.replace(/_/g, " ")} once this change syncs.</p>;
  if (!device || device === timeZone) return null;
  return (
    <p className="budget-timezone">
      Months are counted in {timeZone.replace(/_/g, " ")}.{" "}
      <button type="button" className="button button--ghost" onClick={() => onUse(device)}>
        Use {device.replace(/_/g, " ")}
      </button>
    </p>
  );
}
