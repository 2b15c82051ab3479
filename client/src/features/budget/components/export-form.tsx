import { useId, useState, type FormEvent } from "react";
import { readToken } from "../../../lib/session";
import { localToday } from "../budget-view";

/** Downloads purchases, expenses and refunds of a date range as CSV (GET /api/budget/export.csv). */
export function ExportForm({ month }: { month: string }) {
  const id = useId();
  const [from, setFrom] = useState(`${month}-01`);
  const [to, setTo] = useState(localToday());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function download(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!from || !to) return setError("Choose both days");
    if (from > to) return setError("The first day must not be after the last");
    setError(null);
    setBusy(true);
    try {
      const res = await fetch(`/api/budget/export.csv?from=${from}&to=${to}`, {
        headers: { Authorization: `Bearer ${readToken() ?? ""}` },
        cache: "no-store",
      });
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as { error?: string } | null;
        throw new Error(body?.error ?? `HTTP ${res.status}: ${res.statusText}`);
      }
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = `hearth-budget-${from}-to-${to}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "Failed to export");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="budget-export" onSubmit={download} noValidate aria-label="Export spending as CSV">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-from`}>
          From
        </label>
        <input id={`${id}-from`} className="input" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-to`}>
          To
        </label>
        <input id={`${id}-to`} className="input" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      </div>
      <button type="submit" className="button button--secondary" disabled={busy}>
        {busy ? "Preparing..." : "Download CSV"}
      </button>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
