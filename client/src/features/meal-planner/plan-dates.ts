/** Calendar days (YYYY-MM-DD, the device's own day) for the planner's daily, weekly and monthly views. */
export type PlanView = "daily" | "weekly" | "monthly";

const DAY_MS = 86_400_000;

export function localDay(now: Date = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Weeks start on Monday. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export function monthStart(day: string): string {
  return `${day.slice(0, 8)}01`;
}

export function addMonths(day: string, n: number): string {
  const d = new Date(`${monthStart(day)}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 10);
}

/** The days a view shows around `anchor`: one day, Monday to Sunday, or the whole weeks of the month. */
export function rangeOf(view: PlanView, anchor: string): { from: string; to: string; days: string[] } {
  let from: string;
  let to: string;
  if (view === "daily") {
    from = to = anchor;
  } else if (view === "weekly") {
    from = weekStart(anchor);
    to = addDays(from, 6);
  } else {
    from = weekStart(monthStart(anchor));
    const last = addDays(addMonths(anchor, 1), -1);
    to = addDays(weekStart(last), 6);
  }
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return { from, to, days };
}

/** The next or previous day, week or month. */
export function step(view: PlanView, anchor: string, direction: 1 | -1): string {
  if (view === "daily") return addDays(anchor, direction);
  if (view === "weekly") return addDays(anchor, 7 * direction);
  return addMonths(anchor, direction);
}

const LONG = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
const SHORT = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });
const MONTH = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

export const longDay = (day: string) => LONG.format(new Date(`${day}T00:00:00Z`));
export const shortDay = (day: string) => SHORT.format(new Date(`${day}T00:00:00Z`));
export const monthName = (day: string) => MONTH.format(new Date(`${day}T00:00:00Z`));

export function rangeTitle(view: PlanView, anchor: string): string {
  if (view === "daily") return longDay(anchor);
  if (view === "monthly") return monthName(anchor);
  const { from, to } = rangeOf("weekly", anchor);
  return `${shortDay(from)} – ${shortDay(to)}`;
}
