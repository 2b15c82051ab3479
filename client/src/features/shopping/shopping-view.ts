/** How a list is shown: grouping, sort options and totals (spec sections 5 and 9). */
import type { ShoppingItem, ShoppingList } from "./shopping-changes";

export type SortOption = "category" | "store" | "name";
export type StatusFilter = "active" | "archived" | "all";

export const SORT_OPTIONS: readonly { value: SortOption; label: string }[] = [
  { value: "category", label: "Category" },
  { value: "store", label: "Store and aisle" },
  { value: "name", label: "Name" },
];
/** Spec section 9: the default sort option is category, the default list status active. */
export const DEFAULT_SORT: SortOption = "category";
export const DEFAULT_STATUS: StatusFilter = "active";

export const STATUS_OPTIONS: readonly { value: StatusFilter; label: string }[] = [
  { value: "active", label: "Active lists" },
  { value: "archived", label: "Archived lists" },
  { value: "all", label: "All lists" },
];

/** Spec: items without a category go to Other; a missing orderPosition sorts as 999. */
export const OTHER_CATEGORY = "Other";
export const DEFAULT_ORDER_POSITION = 999;
const ANY_STORE = "Any store";

export interface ItemGroup {
  key: string;
  title: string;
  items: ShoppingItem[];
}

const collator = new Intl.Collator("en-US", { numeric: true, sensitivity: "base" });

export function categoryOf(item: Pick<ShoppingItem, "category">): string {
  return item.category?.trim() || OTHER_CATEGORY;
}

function byPosition(a: ShoppingItem, b: ShoppingItem): number {
  return (
    (a.orderPosition ?? DEFAULT_ORDER_POSITION) - (b.orderPosition ?? DEFAULT_ORDER_POSITION) ||
    a.createdAt.localeCompare(b.createdAt) ||
    collator.compare(a.name, b.name)
  );
}

function byAisle(a: ShoppingItem, b: ShoppingItem): number {
  if (a.aisle && !b.aisle) return -1;
  if (!a.aisle && b.aisle) return 1;
  return collator.compare(a.aisle ?? "", b.aisle ?? "") || collator.compare(a.name, b.name);
}

/** Groups keyed by `keyOf`, titles A to Z with the catch-all group last. */
function groupBy(items: readonly ShoppingItem[], keyOf: (item: ShoppingItem) => string, last: string, order: typeof byPosition) {
  const groups = new Map<string, ShoppingItem[]>();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === last ? 1 : b === last ? -1 : collator.compare(a, b)))
    .map(([title, groupItems]) => ({ key: title, title, items: [...groupItems].sort(order) }));
}

/** The list's items as the chosen sort shows them. Only the category view can be reordered by hand. */
export function groupItems(items: readonly ShoppingItem[], sort: SortOption): ItemGroup[] {
  switch (sort) {
    case "category":
      return groupBy(items, categoryOf, OTHER_CATEGORY, byPosition);
    case "store":
      return groupBy(items, (item) => item.store?.trim() || ANY_STORE, ANY_STORE, byAisle);
    case "name":
      return items.length ? [{ key: "all", title: "All items", items: [...items].sort((a, b) => collator.compare(a.name, b.name)) }] : [];
  }
}

/** Spec section 5: the sum of price × quantity; a missing price counts 0, a missing quantity 1. */
export function listTotals(items: readonly Pick<ShoppingItem, "estimatedPrice" | "actualPrice" | "quantity">[]) {
  let estimated = 0;
  let actual = 0;
  for (const item of items) {
    const quantity = item.quantity ?? 1;
    estimated += (item.estimatedPrice ?? 0) * quantity;
    actual += (item.actualPrice ?? 0) * quantity;
  }
  return { estimated: Math.round(estimated * 100) / 100, actual: Math.round(actual * 100) / 100 };
}

/** Spec section 9: currency format USD, en-US. */
export { formatUsd } from "../../lib/money";

export function listsWithStatus(lists: readonly ShoppingList[], status: StatusFilter): ShoppingList[] {
  return status === "all" ? [...lists] : lists.filter((list) => list.status === status);
}

/** The list to show: the chosen one while it is in view, else the first one shown, else none. */
export function pickList(visible: readonly ShoppingList[], chosenId: string | null): ShoppingList | null {
  return visible.find((list) => list.id === chosenId) ?? visible[0] ?? null;
}

/** A category's item ids after dragging `itemId` onto the place of `targetId` (or moving it by `offset`). */
export function reorderedIds(ids: readonly string[], itemId: string, target: { beforeId: string } | { offset: number }): string[] {
  const from = ids.indexOf(itemId);
  if (from === -1) return [...ids];
  const rest = ids.filter((id) => id !== itemId);
  let to: number;
  if ("offset" in target) {
    to = Math.min(Math.max(from + target.offset, 0), rest.length);
  } else {
    const index = ids.indexOf(target.beforeId);
    if (index === -1) return [...ids];
    to = index;
  }
  return [...rest.slice(0, to), itemId, ...rest.slice(to)];
}

/** Shows a number in an input without float noise (2.5, not 2.5000000001); empty for none. */
export function numberText(value: number | null | undefined): string {
  return value === null || value === undefined ? "" : String(Math.round(value * 1000) / 1000);
}

/** Prices show with cents; 0 and none show empty so the placeholder reads as "not entered". */
export function priceText(value: number | null | undefined): string {
  return value ? value.toFixed(2) : "";
}
