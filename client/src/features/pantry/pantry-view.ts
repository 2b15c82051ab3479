/** How the pantry screen groups, sorts, filters and totals items (pure, tested). */
import type { PantryItem } from "./pantry-changes";

export type ExpiryState = "expired" | "soon" | "fine" | "none";
export type GroupBy = "location" | "category";

const DAY_MS = 86_400_000;

export function todayIso(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Computed on the device, so the state stays right as days pass without a new answer. */
export function expiryOf(expiresOn: string | null | undefined, today: string, windowDays: number): { state: ExpiryState; daysLeft: number | null } {
  if (!expiresOn) return { state: "none", daysLeft: null };
  const daysLeft = Math.round((Date.parse(`${expiresOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
  return { state: daysLeft < 0 ? "expired" : daysLeft <= windowDays ? "soon" : "fine", daysLeft };
}

export function expiryLabel(state: ExpiryState, daysLeft: number | null): string {
  if (state === "none" || daysLeft === null) return "No date";
  if (daysLeft < 0) return daysLeft === -1 ? "Expired yesterday" : `Expired ${-daysLeft} days ago`;
  if (daysLeft === 0) return "Expires today";
  if (daysLeft === 1) return "Expires tomorrow";
  return `Expires in ${daysLeft} days`;
}

export const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

export const LOCATION_LABELS: Record<string, string> = { pantry: "Pantry", fridge: "Fridge", freezer: "Freezer" };
export const locationLabel = (location: string) => LOCATION_LABELS[location] ?? location;

export interface PantryFilters {
  search: string;
  state: ExpiryState | "all";
  location: string | "all";
}

export interface PantryRow {
  kind: "group" | "item";
  key: string;
  label?: string;
  count?: number;
  value?: number;
  item?: PantryItem;
  state?: ExpiryState;
  daysLeft?: number | null;
}

/** Filters, sorts by date (soonest first, undated last) and groups into rows for a virtual list. */
export function pantryRows(items: readonly PantryItem[], filters: PantryFilters, groupBy: GroupBy, today: string, windowDays: number): PantryRow[] {
  const query = filters.search.trim().toLowerCase();
  const visible = items
    .filter((item) => item.status === "active" && item.quantity > 0)
    .map((item) => ({ item, ...expiryOf(item.expiresOn, today, windowDays) }))
    .filter(({ item, state }) => {
      if (filters.state !== "all" && state !== filters.state) return false;
      if (filters.location !== "all" && item.location !== filters.location) return false;
      if (!query) return true;
      return [item.name, item.category ?? "", item.store ?? "", item.location].some((text) => text.toLowerCase().includes(query));
    })
    .sort((a, b) => (a.item.expiresOn ?? "9999").localeCompare(b.item.expiresOn ?? "9999") || a.item.name.localeCompare(b.item.name) || a.item.id.localeCompare(b.item.id));
  const groups = new Map<string, typeof visible>();
  for (const entry of visible) {
    const key = groupBy === "location" ? entry.item.location : entry.item.category || "Other";
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  const order = [...groups.keys()].sort((a, b) => {
    const rank = (k: string) => (groupBy === "location" ? ["pantry", "fridge", "freezer"].indexOf(k) : -1);
    const ra = rank(a) === -1 ? 99 : rank(a);
    const rb = rank(b) === -1 ? 99 : rank(b);
    return ra - rb || a.localeCompare(b);
  });
  const rows: PantryRow[] = [];
  for (const key of order) {
    const entries = groups.get(key)!;
    rows.push({
      kind: "group",
      key: `group:${key}`,
      label: groupBy === "location" ? locationLabel(key) : key,
      count: entries.length,
      value: entries.reduce((sum, e) => sum + (e.item.value ?? 0), 0),
    });
    for (const entry of entries) rows.push({ kind: "item", key: entry.item.id, item: entry.item, state: entry.state, daysLeft: entry.daysLeft });
  }
  return rows;
}

export function pantryTotals(items: readonly PantryItem[], today: string, windowDays: number) {
  let value = 0;
  let expired = 0;
  let soon = 0;
  let count = 0;
  for (const item of items) {
    if (item.status !== "active" || item.quantity <= 0) continue;
    count += 1;
    value += item.value ?? 0;
    const { state } = expiryOf(item.expiresOn, today, windowDays);
    if (state === "expired") expired += 1;
    if (state === "soon") soon += 1;
  }
  return { count, value: Math.round(value * 100) / 100, expired, soon };
}
