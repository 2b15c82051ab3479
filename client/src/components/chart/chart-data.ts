/** One line or one set of bars of a chart. */
export interface ChartSeries {
  label: string;
  /** One value per x label; null leaves a gap. */
  values: readonly (number | null)[];
  /** CSS colour; a palette colour when absent. */
  color?: string;
}

/** Colours that keep a 3:1 contrast on white and stay apart for the common colour-vision deficiencies (Okabe–Ito). */
export const CHART_PALETTE = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000"] as const;

export function seriesColor(series: ChartSeries, index: number): string {
  return series.color ?? CHART_PALETTE[index % CHART_PALETTE.length];
}

/** The rows of the data table shown beside a chart: one per x label, a cell per series. */
export function chartTableRows(
  labels: readonly string[],
  series: readonly ChartSeries[],
  format: (value: number) => string,
): { label: string; cells: string[] }[] {
  return labels.map((label, i) => ({
    label,
    cells: series.map((s) => {
      const value = s.values[i];
      return value === null || value === undefined || Number.isNaN(value) ? "—" : format(value);
    }),
  }));
}

/** uPlot's aligned data: x as the label index, then each series (null for gaps). */
export function alignedData(labels: readonly string[], series: readonly ChartSeries[]): (number | null)[][] {
  return [labels.map((_, i) => i), ...series.map((s) => labels.map((_, i) => s.values[i] ?? null))];
}

/** The y range from 0 (bars and totals start at zero) to a little above the highest value. */
export function yRange(series: readonly ChartSeries[]): [number, number] {
  let max = 0;
  for (const s of series) for (const v of s.values) if (v !== null && v > max) max = v;
  return [0, max === 0 ? 1 : max * 1.1];
}
