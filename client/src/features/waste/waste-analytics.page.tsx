import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { Chart } from "../../components/chart/chart";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { formatUsd } from "../../lib/money";
import { useWasteLive } from "./hooks/use-waste-live.hook";
import { WasteAnalyticsQuery } from "./waste.graphql";
import { deviceMonth, monthShort, REASON_LABELS, sharePercent, shareText, trendText } from "./waste-view";
import "./waste.css";

const RANGES = [
  [3, "Last 3 months"],
  [6, "Last 6 months"],
  [12, "Last 12 months"],
] as const;

interface Bucket {
  key: string;
  value: number;
  entries: number;
}

function BucketTable({ title, rows, label = (k: string) => k }: { title: string; rows: Bucket[]; label?: (key: string) => string }) {
  return (
    <section className="card" aria-label={title}>
      <h2>{title}</h2>
      {rows.length === 0 ? (
        <p>Nothing thrown away in these months.</p>
      ) : (
        <table className="waste-table">
          <thead>
            <tr>
              <th scope="col">{title.replace(/^By /, "").replace(/^\w/, (c) => c.toUpperCase())}</th>
              <th scope="col">Value</th>
              <th scope="col">Times</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{label(row.key)}</th>
                <td>{formatUsd(row.value)}</td>
                <td>{row.entries}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** /app/waste-analytics: money and quantity wasted by month, category, reason and product, and the trend. */
export function WasteAnalyticsPage() {
  useDocumentTitle("Waste Analytics");
  const [months, setMonths] = useState<number>(6);
  const { data, error, refetch } = useQuery(WasteAnalyticsQuery, {
    variables: { fromMonth: deviceMonth(-(months - 1)), toMonth: deviceMonth() },
    fetchPolicy: "cache-and-network",
  });
  useWasteLive(data?.wasteSyncPoint, () => void refetch().catch(() => undefined));
  const a = data?.wasteAnalytics;

  return (
    <div className="page stack waste-page">
      <header className="waste-header">
        <div>
          <h1>Waste Analytics</h1>
          <p className="page__lead">
            What your household throws away, in money. Record food as you throw it away in the <Link to="/app/pantry">pantry</Link>, on{" "}
            <Link to="/app/leftover-management">leftovers</Link> or in <Link to="/app/waste-tracking">Waste Tracking</Link>.
          </p>
        </div>
        <label className="waste-range">
          <span className="field__label">Period</span>
          <select className="select" value={months} onChange={(e) => setMonths(Number(e.target.value))}>
            {RANGES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </header>
      {error && !a ? <p role="alert">Failed to load waste analytics.</p> : null}
      {!a ? (
        !error ? <p>Loading waste analytics...</p> : null
      ) : (
        <>
          <section className="card waste-summary" aria-label="Summary">
            <div>
              <span className="waste-summary__label">Wasted</span>
              <strong className="waste-summary__figure">{formatUsd(a.totalValue)}</strong>
              <span>
                {a.entries} {a.entries === 1 ? "time" : "times"}
                {a.entriesWithoutValue > 0 ? `, ${a.entriesWithoutValue} without a known price` : ""}
              </span>
            </div>
            <div>
              <span className="waste-summary__label">Share of purchases</span>
              <strong className="waste-summary__figure">{a.shareOfPurchasesWasted === null ? "—" : sharePercent(a.shareOfPurchasesWasted)}</strong>
              <span>{shareText(a.shareOfPurchasesWasted)}</span>
            </div>
            <p className="waste-trend">{trendText(a.trend)}</p>
          </section>
          <section className="card" aria-label="By month">
            <Chart
              title="Money wasted by month"
              kind="bar"
              labels={a.byMonth.map((m) => monthShort(m.key))}
              series={[{ label: "Wasted (USD)", values: a.byMonth.map((m) => m.value) }]}
              format={(v) => formatUsd(v)}
            />
          </section>
          <div className="waste-grid">
            <BucketTable title="Most wasted" rows={a.topProducts} />
            <BucketTable title="By category" rows={a.byCategory} />
            <BucketTable title="By reason" rows={a.byReason} label={(k) => REASON_LABELS[k] ?? k} />
          </div>
        </>
      )}
    </div>
  );
}
