/**
 * Waste analytics from grouped rows (pure): the database sums each month, category, reason and product
 * in one grouped query (`waste.service.ts`), and this merges the groups into the screen's buckets with
 * the same keys, labels and order as adding the entries up one by one (`waste.analytics.unit.test.ts`
 * and `server/test/waste-analytics.property.int.test.ts` check that they agree).
 */

export interface WasteBucket {
  key: string;
  value: number;
  entries: number;
}

/** One group of the grouped query: entries sharing a month, a category, a reason, a product, or all of them. */
export interface WasteGroup {
  dim: "month" | "category" | "reason" | "product" | "total";
  /** The month, the category as written (empty means uncategorised), the reason, or the product id. */
  key: string | null;
  /** Product groups without a product id: the name as written. */
  name: string | null;
  /** The first entry's name (day, then sequence order). */
  firstName: string | null;
  /** The place of the group's first entry in (day, sequence) order, to choose labels. */
  firstAt: number;
  /** The sum of the entries' values (a whole number of cents). */
  value: number;
  entries: number;
  withoutValue: number;
}

export const UNCATEGORISED = "Other";
export const cents = (v: number) => Math.round(v * 100) / 100;

export function sortBuckets(buckets: Iterable<WasteBucket>): WasteBucket[] {
  return [...buckets].sort((a, b) => b.value - a.value || b.entries - a.entries || a.key.localeCompare(b.key));
}

/**
 * Merges groups under one key: the label is the one of the group whose first entry came first, values
 * add up in cents. Categories merge case-blind; products without an id by their trimmed, case-blind name.
 */
function merge(groups: WasteGroup[], keyOf: (g: WasteGroup) => string, labelOf: (g: WasteGroup) => string): WasteBucket[] {
  const merged = new Map<string, { bucket: WasteBucket; firstAt: number }>();
  for (const g of groups) {
    const key = keyOf(g);
    const seen = merged.get(key);
    if (!seen) {
      merged.set(key, { bucket: { key: labelOf(g), value: cents(g.value), entries: g.entries }, firstAt: g.firstAt });
      continue;
    }
    seen.bucket.value = cents(seen.bucket.value + g.value);
    seen.bucket.entries += g.entries;
    if (g.firstAt < seen.firstAt) {
      seen.bucket.key = labelOf(g);
      seen.firstAt = g.firstAt;
    }
  }
  return sortBuckets([...merged.values()].map((m) => m.bucket));
}

export interface GroupedWaste {
  totalValue: number;
  entries: number;
  entriesWithoutValue: number;
  /** Each month's value and entries (months without entries are absent). */
  months: Map<string, { value: number; entries: number }>;
  byCategory: WasteBucket[];
  byReason: WasteBucket[];
  topProducts: WasteBucket[];
}

export function fromGroups(groups: WasteGroup[]): GroupedWaste {
  const of = (dim: WasteGroup["dim"]) => groups.filter((g) => g.dim === dim);
  const total = of("total")[0];
  const category = (g: WasteGroup) => g.key || UNCATEGORISED;
  return {
    totalValue: cents(total?.value ?? 0),
    entries: total?.entries ?? 0,
    entriesWithoutValue: total?.withoutValue ?? 0,
    months: new Map(of("month").map((g) => [g.key ?? "", { value: cents(g.value), entries: g.entries }])),
    byCategory: merge(of("category"), (g) => category(g).toLowerCase(), category),
    byReason: merge(of("reason"), (g) => g.key ?? "", (g) => g.key ?? ""),
    topProducts: merge(
      of("product"),
      (g) => g.key ?? (g.name ?? "").trim().toLowerCase(),
      (g) => g.firstName ?? "",
    ).slice(0, 10),
  };
}
