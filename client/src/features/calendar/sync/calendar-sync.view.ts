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
