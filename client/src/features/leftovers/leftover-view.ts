/** Days from `today` to `day` (both YYYY-MM-DD): 0 today, negative in the past. */
export function daysUntil(day: string, today: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** How soon a leftover must be eaten, in words, and how urgent that is. */
export function useByState(useBy: string, today: string): { label: string; tone: "expired" | "today" | "soon" | "fine" } {
  const days = daysUntil(useBy, today);
  if (days < 0) return { label: `Past its use-by day (${days === -1 ? "yesterday" : `${-days} days ago`})`, tone: "expired" };
  if (days === 0) return { label: "Eat today", tone: "today" };
  if (days === 1) return { label: "Eat by tomorrow", tone: "soon" };
  if (days <= 3) return { label: `Eat within ${days} days`, tone: "soon" };
  return { label: `Keeps until ${shortDay(useBy)}`, tone: "fine" };
}

/** "Nov 26". */
export function shortDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
}

/** "2 portions", "1 portion", "1.5 portions". */
export function portionsText(portions: number): string {
  return `${portions} ${portions === 1 ? "portion" : "portions"}`;
}

/** Today on this device, YYYY-MM-DD, optionally shifted by days. */
export function deviceDay(now: Date = new Date(), shift = 0): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + shift);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}
