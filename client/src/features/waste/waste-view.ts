import { formatUsd } from "../../lib/money";

export const REASON_LABELS: Record<string, string> = {
  spoiled: "Spoiled",
  expired: "Past its date",
  too_much: "Too much",
  other: "Other",
};

export const SOURCE_LABELS: Record<string, string> = { pantry: "Pantry", leftover: "Leftover", manual: "Added by hand" };

/** "Nov 2026". */
export function monthShort(month: string): string {
  const [y, m] = month.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
}

/** This device's month, shifted by `count` months. */
export function deviceMonth(count = 0, now: Date = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth() + count, 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}`;
}

/** The trend in words: the figure behind "less food waste", honest about too little history. */
export function trendText(trend: { baselineMonthly: number; recentMonthly: number; change: number | null }): string {
  if (trend.change === null) {
    return "After six months of use, Hearth compares your waste with your first three months here.";
  }
  const percent = Math.round(Math.abs(trend.change) * 100);
  const base = `${formatUsd(trend.recentMonthly)} a month lately, against ${formatUsd(trend.baselineMonthly)} a month in your first three months`;
  if (percent === 0) return `About the same as when you started: ${base}.`;
  return trend.change < 0 ? `${percent}% less food waste than when you started: ${base}.` : `${percent}% more food waste than when you started: ${base}.`;
}

/** "4.2%". */
export function sharePercent(share: number): string {
  return `${(share * 100).toLocaleString("en-US", { maximumFractionDigits: 1 })}%`;
}

/** "4.2% of what you bought". */
export function shareText(share: number | null): string {
  if (share === null) return "Mark purchases on your shopping list to see what share of them is wasted.";
  return `${sharePercent(share)} of what you bought`;
}
