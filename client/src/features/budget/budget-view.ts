import { formatUsd } from "../../lib/money";

/** A month as YYYY-MM, shifted by `count` months. */
export function shiftMonth(month: string, count: number): string {
  const [y, m] = month.split("-").map(Number);
  const index = y * 12 + (m - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** "November 2026". */
export function monthLabel(month: string): string {
  const [y, m] = month.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
}

/** "Nov 3". */
export function dayLabel(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
}

/** Today on this device, YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface CategoryMoney {
  limit: number | null;
  spent: number;
  remaining: number | null;
  progress: number | null;
  status: string;
}

/** "$82.00 of $100.00 · $18.00 left", "$105.00 of $100.00 · $5.00 over", or "$40.00 spent" without a budget. */
export function progressText(category: CategoryMoney): string {
  if (category.limit === null || category.remaining === null) return `${formatUsd(category.spent)} spent`;
  const tail = category.remaining >= 0 ? `${formatUsd(category.remaining)} left` : `${formatUsd(-category.remaining)} over`;
  return `${formatUsd(category.spent)} of ${formatUsd(category.limit)} · ${tail}`;
}

/** The bar's width in percent (0 to 100). */
export function barPercent(category: CategoryMoney): number {
  if (category.progress === null) return 0;
  return Math.max(0, Math.min(100, Math.round(category.progress * 100)));
}

export interface AlertLike {
  category: string | null;
  threshold: number;
  spent: number;
  limit: number;
}

/** The toast and home-screen wording of a budget alert. */
export function alertNotice(alert: AlertLike): { title: string; description: string } {
  const what = alert.category ? `${alert.category} budget` : "Monthly budget";
  return {
    title: alert.threshold >= 100 ? `${what} used up` : `${what} at ${alert.threshold}%`,
    description: `You've spent ${formatUsd(alert.spent)} of ${formatUsd(alert.limit)} this month.`,
  };
}

/** A spoken summary of the pace: what the month comes to if spending goes on like this. */
export function paceText(total: { spent: number; projected: number; limit: number | null }, daysElapsed: number, daysInMonth: number): string {
  if (daysElapsed === 0) return "This month has not started yet.";
  if (daysElapsed >= daysInMonth) return `The month came to ${formatUsd(total.spent)}.`;
  const base = `At this pace the month comes to ${formatUsd(total.projected)}`;
  if (total.limit === null) return `${base}.`;
  return total.projected > total.limit ? `${base}, ${formatUsd(total.projected - total.limit)} over budget.` : `${base}, within budget.`;
}
