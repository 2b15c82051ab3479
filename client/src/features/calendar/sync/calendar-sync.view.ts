/** Files up to this size are sent (the server's request limit is 1 MB). */
export const MAX_IMPORT_BYTES = 900 * 1024;

const stamp = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

/** "Nov 23, 4:05 PM" in the device's zone. */
export function whenText(iso: string): string {
  return stamp.format(new Date(iso));
}

export function importSummary(r: { added: number; updated: number; total: number; skipped: number }): string {
  const parts = [`Imported ${r.added} new ${r.added === 1 ? "event" : "events"}`];
  if (r.updated) parts.push(`${r.updated} updated`);
  if (r.total - r.added - r.updated > 0) parts.push(`${r.total - r.added - r.updated} already up to date`);
  if (r.skipped) parts.push(`${r.skipped} skipped`);
  return parts.join(", ");
}

export function lastRefreshText(s: { lastRefreshedAt?: string | null; lastOk?: boolean | null; lastMessage?: string | null; eventCount: number }): string {
  if (!s.lastRefreshedAt) return "Not refreshed yet";
  if (s.lastOk === false) return `Refresh failed ${whenText(s.lastRefreshedAt)}: ${s.lastMessage ?? "the calendar could not be read"}`;
  return `Updated ${whenText(s.lastRefreshedAt)} · ${s.eventCount} ${s.eventCount === 1 ? "event" : "events"}`;
}

/** Google's return to /app/calendar: the code and state to finish connecting, or the error it reported. */
export function googleReturnParams(search: string): { code: string; state: string } | { error: string } | null {
  const params = new URLSearchParams(search);
  const state = params.get("state");
  if (!state) return null;
  const error = params.get("error");
  if (error) return { error };
  const code = params.get("code");
  return code ? { code, state } : null;
}

const VIEW_BEFORE_GOOGLE = "hearth.calendar.viewBeforeGoogle";

/** Before leaving for Google's consent screen: the calendar's view and date (`?view=…&date=…`) to come back to. */
export function rememberViewBeforeGoogle(search: string, storage: Pick<Storage, "setItem"> = sessionStorage): void {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of ["view", "date", "member"]) {
    const value = params.get(key);
    if (value) kept.set(key, value);
  }
  storage.setItem(VIEW_BEFORE_GOOGLE, kept.toString());
}

/** Back from Google: the view and date remembered before leaving (once), else none. */
export function viewAfterGoogle(storage: Pick<Storage, "getItem" | "removeItem"> = sessionStorage): URLSearchParams {
  const saved = storage.getItem(VIEW_BEFORE_GOOGLE);
  storage.removeItem(VIEW_BEFORE_GOOGLE);
  return new URLSearchParams(saved ?? "");
}
