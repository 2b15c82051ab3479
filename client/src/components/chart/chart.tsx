import { useEffect, useId, useRef, useState } from "react";
import type uPlot from "uplot";
import { alignedData, chartTableRows, seriesColor, yRange, type ChartSeries } from "./chart-data";
import "./chart.css";

export type { ChartSeries } from "./chart-data";

export interface ChartProps {
  /** Names the chart for everyone: the figure caption and the table caption. */
  title: string;
  kind: "line" | "bar";
  /** The x labels (days, weeks, dates), one per value of every series. */
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** Formats a value in the table, the tooltip legend and the y axis (e.g. `v => `${v} min``). */
  format?: (value: number) => string;
  /** Pixel height of the plot; the width follows the container. */
  height?: number;
  /** Shows the data table under the chart from the start (it is always there for screen readers). */
  tableOpen?: boolean;
}

const defaultFormat = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 1 });

/**
 * A line or bar chart drawn by uPlot, loaded only when a screen draws one, with the same figures as a
 * table: hidden visually but read by screen readers, and shown to anyone who presses "Show table".
 */
export function Chart({ title, kind, labels, series, format = defaultFormat, height = 220, tableOpen = false }: ChartProps) {
  const plotRef = useRef<HTMLDivElement>(null);
  const [showTable, setShowTable] = useState(tableOpen);
  const [failed, setFailed] = useState(false);
  const tableId = useId();

  useEffect(() => {
    const host = plotRef.current;
    if (!host || labels.length === 0) return;
    let plot: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    void Promise.all([import("uplot"), import("uplot/dist/uPlot.min.css")])
      .then(([{ default: UPlot }]) => {
        if (cancelled) return;
        const width = Math.max(host.clientWidth, 240);
        const bars = kind === "bar" ? UPlot.paths.bars?.({ size: [0.6 / Math.max(series.length, 1), 64] }) : undefined;
        const options: uPlot.Options = {
          width,
          height,
          legend: { show: series.length > 1 },
          cursor: { drag: { x: false, y: false } },
          scales: { x: { time: false, range: [-0.5, labels.length - 0.5] }, y: { range: yRange(series) } },
          axes: [
            {
              values: (_u, splits) => splits.map((i) => (Number.isInteger(i) ? (labels[i] ?? "") : "")),
              splits: () => labels.map((_, i) => i),
              gap: 4,
            },
            { values: (_u, splits) => splits.map((v) => format(v)), size: 56 },
          ],
          series: [
            { label: "", value: (_u, i) => (i === null ? "" : (labels[Math.round(i)] ?? "")) },
            ...series.map((s, index) => ({
              label: s.label,
              stroke: seriesColor(s, index),
              fill: kind === "bar" ? seriesColor(s, index) : undefined,
              width: kind === "bar" ? 0 : 2,
              paths: bars,
              points: { show: kind === "line" },
              value: (_u: uPlot, v: number | null) => (v === null ? "—" : format(v)),
            })),
          ],
        };
        plot = new UPlot(options, alignedData(labels, series) as uPlot.AlignedData, host);
        observer = new ResizeObserver(() => plot?.setSize({ width: Math.max(host.clientWidth, 240), height }));
        observer.observe(host);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [kind, labels, series, format, height]);

  const rows = chartTableRows(labels, series, format);
  return (
    <figure className="chart">
      <figcaption className="chart-title">{title}</figcaption>
      {labels.length === 0 ? (
        <p className="chart-empty">Nothing to chart yet.</p>
      ) : (
        <div ref={plotRef} className="chart-plot" style={{ minHeight: height }} aria-hidden="true" />
      )}
      {failed && <p className="chart-empty">The chart could not be drawn; the figures are in the table below.</p>}
      {labels.length > 0 && (
        <>
          <button
            type="button"
            className="chart-table-toggle"
            aria-expanded={showTable || failed}
            aria-controls={tableId}
            onClick={() => setShowTable((open) => !open)}
          >
            {showTable || failed ? "Hide table" : "Show table"}
          </button>
          <div id={tableId} className={showTable || failed ? "chart-table" : "chart-table visually-hidden"}>
            <table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">Label</span>
                  </th>
                  {series.map((s) => (
                    <th scope="col" key={s.label}>
                      {s.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    {row.cells.map((cell, i) => (
                      <td key={series[i].label}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}
