import { useApolloClient, useQuery } from "@apollo/client/react";
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { useToast } from "../../components/toast/use-toast.hook";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { formatUsd } from "../../lib/money";
import { useOutbox } from "../../lib/outbox/use-outbox.hook";
import { readStoredUser } from "../../lib/session";
import { createUuid } from "../../lib/uuid";
import { useWasteLive } from "./hooks/use-waste-live.hook";
import { WasteEntriesQuery } from "./waste.graphql";
import { courier, type WasteChange } from "./waste.courier";
import { REASON_LABELS, SOURCE_LABELS } from "./waste-view";
import "./waste.css";

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** /app/waste-tracking: every bit of food thrown away, wherever it was recorded, and a form for the rest. */
export function WasteTrackingPage() {
  useDocumentTitle("Waste Tracking");
  const client = useApolloClient();
  const { toast } = useToast();
  const { data, error, refetch } = useQuery(WasteEntriesQuery, { fetchPolicy: "cache-and-network" });
  const reload = () => void refetch().catch(() => undefined);
  useWasteLive(data?.wasteSyncPoint, reload);

  const { pending, enqueue } = useOutbox<WasteChange, object>({
    feature: "waste",
    userId: readStoredUser()?.id ?? null,
    isChange: courier.isChange,
    send: (pending) => courier.send(client, pending),
    onConfirmed: ({ change, deferred }) => {
      if (!deferred) toast({ title: change.kind === "record" ? "Waste recorded" : "Entry deleted" });
      reload();
    },
    onSynced: (count) => toast({ title: "Waste synced", description: `${count} ${count === 1 ? "entry" : "entries"} made offline reached your family.` }),
    onRefused: (refused, failure) => {
      toast({ ...courier.refusal(refused, failure, client), variant: "destructive" });
      reload();
    },
  });

  const deleting = new Set(pending.flatMap((p) => (p.change.kind === "delete" ? [p.change.entryId] : [])));
  const waitingNew = pending.flatMap((p) => (p.change.kind === "record" ? [p.change] : []));
  const entries = (data?.wasteEntries ?? []).filter((e) => !deleting.has(e.id));

  return (
    <div className="page stack waste-page">
      <header>
        <h1>Waste Tracking</h1>
        <p className="page__lead">
          Food thrown away from the pantry and leftovers is recorded where you throw it away. Add anything else here. See the money and the
          trend in <Link to="/app/waste-analytics">Waste Analytics</Link>.
        </p>
      </header>
      <RecordWasteForm onRecord={(change) => enqueue(change)} />
      <section className="card" aria-labelledby="waste-entries-heading">
        <h2 id="waste-entries-heading">Recently thrown away</h2>
        {error && !data ? <p role="alert">Failed to load waste entries.</p> : null}
        {!data && !error ? <p>Loading waste analytics...</p> : null}
        {data && entries.length === 0 && waitingNew.length === 0 ? <p>Nothing thrown away yet. Every entry here is money you can save next time.</p> : null}
        <ul className="waste-entries">
          {waitingNew.map((w) => (
            <li key={w.entryId} className="waste-entry waste-entry--waiting">
              <span className="waste-entry__day">{w.day}</span>
              <span>
                <strong>{w.name}</strong> · {w.quantity} {w.unit} · {REASON_LABELS[w.reason] ?? w.reason} · waiting to sync
              </span>
              <span>{w.value === null ? "" : formatUsd(w.value)}</span>
            </li>
          ))}
          {entries.map((e) => (
            <li key={e.id} className="waste-entry">
              <span className="waste-entry__day">{e.day}</span>
              <span>
                <strong>{e.name}</strong> · {e.quantity} {e.unit} · {e.category} · {REASON_LABELS[e.reason] ?? e.reason} ·{" "}
                {SOURCE_LABELS[e.source] ?? e.source}
              </span>
              <span>{e.value === null ? "Value unknown" : formatUsd(e.value)}</span>
              {e.source === "manual" ? (
                <button type="button" className="button button--ghost" onClick={() => enqueue({ kind: "delete", entryId: e.id })}>
                  Delete<span className="visually-hidden"> {e.name}</span>
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function RecordWasteForm({ onRecord }: { onRecord: (change: WasteChange) => void }) {
  const id = useId();
  const blank = { name: "", category: "", quantity: "1", unit: "pcs", reason: "spoiled", value: "", day: today() };
  const [values, setValues] = useState(blank);
  const [error, setError] = useState<string | null>(null);
  const set = (field: keyof typeof blank) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const quantity = Number(values.quantity);
    const value = values.value.trim() === "" ? null : Number(values.value);
    if (!values.name.trim()) return setError("Say what was thrown away");
    if (!Number.isFinite(quantity) || quantity <= 0) return setError("Quantity must be above 0");
    if (value !== null && (!Number.isFinite(value) || value < 0)) return setError("Value must be 0 or more, or left empty");
    setError(null);
    onRecord({ kind: "record", entryId: createUuid(), name: values.name.trim(), category: values.category.trim() || null, quantity, unit: values.unit.trim() || "pcs", reason: values.reason, value, day: values.day || today() });
    setValues(blank);
  }

  return (
    <form className="card waste-form" onSubmit={submit} noValidate aria-label="Record waste">
      <h2>Record something thrown away</h2>
      <div className="waste-form__fields">
        {(
          [
            ["name", "What", "Half a loaf"],
            ["category", "Category (optional)", "Bakery"],
            ["quantity", "Quantity", ""],
            ["unit", "Unit", ""],
            ["value", "Value in USD (optional)", "2.50"],
          ] as const
        ).map(([field, label, placeholder]) => (
          <div className="field" key={field}>
            <label className="field__label" htmlFor={`${id}-${field}`}>
              {label}
            </label>
            <input id={`${id}-${field}`} className="input" value={values[field]} onChange={set(field)} placeholder={placeholder || undefined} />
          </div>
        ))}
        <div className="field">
          <label className="field__label" htmlFor={`${id}-reason`}>
            Why
          </label>
          <select id={`${id}-reason`} className="select" value={values.reason} onChange={set("reason")}>
            {Object.entries(REASON_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-day`}>
            Day
          </label>
          <input id={`${id}-day`} className="input" type="date" value={values.day} onChange={set("day")} />
        </div>
      </div>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--primary">
        Record Waste
      </button>
    </form>
  );
}
