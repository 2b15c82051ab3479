/**
 * Plan → shopping list, the arithmetic: every planned meal's ingredients scaled to its servings, summed
 * by product and unit (converted to one unit per product), minus what the pantry holds by the meal's
 * day (a lot that expires before the meal does not count for it), minus what the family already put on
 * the list, rounded up to what a family can buy (whole eggs and cans, measures to the hundredth), each
 * line priced from the household's last price paid, else the catalogue's average.
 * Pure: the service reads the rows and hands them in.
 */
import type { ProductSummary } from "../products/index.js";
import { convertQuantity, measureOf, normaliseUnit } from "../recipes/index.js";
import type { DesiredLine } from "./meal-plans.decider.js";

/** One amount a planned meal needs. */
export interface Need {
  date: string;
  productId: string | null;
  name: string;
  quantity: number;
  unit: string | null;
}

export interface PantryLot {
  productId: string | null;
  name: string;
  quantity: number;
  unit: string | null;
  expiresOn: string | null;
}

export interface ListItem {
  productId: string | null;
  name: string;
  quantity: number;
}

export interface Price {
  unitPrice: number;
  unit: string;
}

export interface PriceGuide {
  last: Price | null;
  average: Price | null;
}

export interface ShoppingLine extends DesiredLine {
  /** What the plan needs in all, before the pantry and the list. */
  needed: number;
  inPantry: number;
  onList: number;
  /** Where the price came from: last (the household's last price paid), average (the catalogue's), or none. */
  priceSource: "last" | "average" | "none";
  /** estimatedPrice × quantity, rounded to cents. */
  estimatedCost: number | null;
  /** The planned meals' days this line is for. */
  dates: string[];
}

export const productKey = (productId: string | null, name: string) => productId ?? `name:${name.trim().toLowerCase()}`;
const round2 = (n: number) => Math.round(n * 100) / 100;
const up2 = (n: number) => Math.ceil(n * 100 - 1e-6) / 100;
// Scaled and summed amounts land a hair off a whole number (3 × 2/3 = 2.0000000000000004): that is not a third egg.
const whole = (n: number) => Math.max(0, Math.ceil(n - 1e-6));
/** A line of things bought whole (eggs, cans, cloves, a product's own "piece"): any unit that is not a mass or a volume. */
const countable = (unit: string | null) => normaliseUnit(unit) === null;
/** To buy: whole things rounded up to the next one, measures up to the next hundredth. */
const toBuy = (n: number, unit: string | null) => (countable(unit) ? whole(n) : up2(n));
/** Amounts shown one unit up (kg, l) keep the gram's or millilitre's precision. */
const shownAmount = (n: number, unitUp: boolean) => (unitUp ? Math.round(n * 1000) / 1000 : round2(n));

/** The unit a product's amounts are summed in: its own default unit when they convert to it, else g or ml. */
function commonUnit(unit: string | null, product: ProductSummary | undefined): string | null {
  if (product) {
    if (convertQuantity(1, unit, product.defaultUnit, product.densityGPerMl) !== null) return product.defaultUnit;
    if (unit === null && !normaliseUnit(product.defaultUnit)) return product.defaultUnit;
  }
  const known = normaliseUnit(unit);
  if (known) return measureOf(known) === "mass" ? "g" : "ml";
  return unit?.trim().toLowerCase() || null;
}

function amountIn(quantity: number, from: string | null, to: string | null, product?: ProductSummary): number | null {
  if ((from ?? "").trim().toLowerCase() === (to ?? "").trim().toLowerCase()) return quantity;
  // A count without a unit is the product's own unit ("2 eggs" = 2 pieces).
  if (from === null && product && to === product.defaultUnit && !normaliseUnit(to)) return quantity;
  return convertQuantity(quantity, from, to, product?.densityGPerMl);
}

/** Large metric amounts read better (and stay within a list item's limits) one unit up. */
function readable(quantity: number, unit: string | null, product?: ProductSummary): { quantity: number; unit: string | null } {
  // In the product's own unit the pantry reads the bought quantity as it is: keep it.
  if (product && product.defaultUnit === unit) return { quantity, unit };
  if (unit === "g" && quantity >= 1000) return { quantity: quantity / 1000, unit: "kg" };
  if (unit === "ml" && quantity >= 1000) return { quantity: quantity / 1000, unit: "l" };
  return { quantity, unit };
}

export function shoppingLines(input: {
  needs: Need[];
  pantry: PantryLot[];
  list: ListItem[];
  products: Map<string, ProductSummary>;
  prices: Map<string, PriceGuide>;
}): ShoppingLine[] {
  interface Group {
    key: string;
    productId: string | null;
    name: string;
    unit: string | null;
    needs: { date: string; quantity: number }[];
    unconverted: boolean;
  }
  const groups = new Map<string, Group>();
  for (const need of input.needs) {
    if (!(need.quantity > 0)) continue;
    const product = need.productId ? input.products.get(need.productId) : undefined;
    const unit = commonUnit(need.unit, product);
    const quantity = amountIn(need.quantity, need.unit, unit, product);
    const base = productKey(product ? product.id : null, product?.name ?? need.name);
    // Amounts that do not convert to the product's unit ("a pinch") get a line of their own unit.
    const key = `${base}|${quantity === null ? (need.unit ?? "") : (unit ?? "")}`;
    const group = groups.get(key) ?? {
      key,
      productId: product?.id ?? null,
      name: product?.name ?? need.name.trim(),
      unit: quantity === null ? need.unit : unit,
      needs: [],
      unconverted: quantity === null,
    };
    group.needs.push({ date: need.date, quantity: quantity ?? need.quantity });
    groups.set(key, group);
  }

  const lines: ShoppingLine[] = [];
  for (const group of groups.values()) {
    const product = group.productId ? input.products.get(group.productId) : undefined;
    const base = productKey(group.productId, group.name);
    // Pantry lots of this product in the line's unit, soonest expiry first; undated ones last.
    const lots = input.pantry
      .filter((lot) => productKey(lot.productId, lot.name) === base)
      .map((lot) => ({ left: amountIn(lot.quantity, lot.unit, group.unit, product) ?? 0, expiresOn: lot.expiresOn }))
      .filter((lot) => lot.left > 0)
      .sort((a, b) => (a.expiresOn ?? "9999-99-99").localeCompare(b.expiresOn ?? "9999-99-99"));
    let needed = 0;
    let missing = 0;
    for (const need of [...group.needs].sort((a, b) => a.date.localeCompare(b.date))) {
      needed += need.quantity;
      let want = need.quantity;
      for (const lot of lots) {
        if (want <= 0) break;
        if (lot.left <= 0 || (lot.expiresOn !== null && lot.expiresOn < need.date)) continue;
        const take = Math.min(lot.left, want);
        lot.left -= take;
        want -= take;
      }
      missing += want;
    }
    const inPantry = needed - missing;
    // The family's own items on the list, of this product, count in the product's own unit (as the pantry does).
    const onList = input.list
      .filter((item) => productKey(item.productId, item.name) === base)
      .reduce((sum, item) => sum + (amountIn(item.quantity, product?.defaultUnit ?? null, group.unit, product) ?? 0), 0);
    const lacking = Math.max(0, missing - onList);
    lines.push(line(group, product, { needed, inPantry, onList, quantity: lacking > 1e-9 ? lacking : 0 }, input.prices));
  }
  return lines.sort((a, b) => a.name.localeCompare(b.name) || a.key.localeCompare(b.key));

  function line(
    group: Group,
    product: ProductSummary | undefined,
    amounts: { needed: number; inPantry: number; onList: number; quantity: number },
    prices: Map<string, PriceGuide>,
  ): ShoppingLine {
    // Counts never change unit in readable(): rounding before it is the rounding of the shown quantity.
    const shown = readable(toBuy(amounts.quantity, group.unit), group.unit, product);
    const guide = prices.get(productKey(group.productId, group.name));
    let priceSource: ShoppingLine["priceSource"] = "none";
    let estimatedPrice: number | null = null;
    for (const [source, price] of [["last", guide?.last], ["average", guide?.average]] as const) {
      if (!price) continue;
      // Price per the price's unit → per the line's shown unit.
      const perShown = amountIn(1, shown.unit, price.unit, product);
      if (perShown === null) continue;
      estimatedPrice = price.unitPrice * perShown;
      priceSource = source;
      break;
    }
    const quantity = toBuy(shown.quantity, shown.unit);
    // Needed, in the pantry and on the list read in the unit of the quantity (1.2 kg to buy of 1.5 kg needed, not of 1500).
    const unitUp = shown.unit !== group.unit;
    const inShown = (n: number) => shownAmount(unitUp ? (amountIn(n, group.unit, shown.unit, product) ?? n) : n, unitUp);
    return {
      key: group.key,
      name: group.name,
      productId: group.productId,
      quantity,
      unit: shown.unit,
      estimatedPrice: estimatedPrice === null ? null : Math.round(estimatedPrice * 10000) / 10000,
      needed: inShown(amounts.needed),
      inPantry: inShown(amounts.inPantry),
      onList: inShown(amounts.onList),
      priceSource,
      estimatedCost: estimatedPrice === null ? null : round2(estimatedPrice * quantity),
      dates: [...new Set(group.needs.map((n) => n.date))].sort(),
    };
  }
}

/** An item an earlier generation put on the list, still there and not bought, with its quantity now. */
export interface GeneratedItemOnList {
  /** The key of the line it was generated for (product and unit). */
  key: string;
  /** Its quantity on the list now, in the unit it was generated in. */
  quantity: number;
  unit: string | null;
}

/**
 * What is left to buy once the list's own generated items count too: generating leaves those out
 * (it changes them to match the plan instead of adding beside them), but the preview answers what the
 * list still lacks, so an item the plan already put there, and nobody bought, is subtracted from its line.
 */
export function lessGeneratedItems(lines: ShoppingLine[], items: GeneratedItemOnList[], products: Map<string, ProductSummary>): ShoppingLine[] {
  if (items.length === 0) return lines;
  return lines.map((l) => {
    const mine = items.filter((item) => item.key === l.key);
    if (mine.length === 0) return l;
    const product = l.productId ? products.get(l.productId) : undefined;
    const groupUnit = l.key.slice(l.key.lastIndexOf("|") + 1) || null;
    let shown = 0;
    for (const item of mine) shown += amountIn(item.quantity, item.unit, l.unit, product) ?? 0;
    // The line's quantity is already rounded as generating writes it (2 eggs for 1.5): the same item leaves nothing.
    const left = l.quantity - shown;
    const quantity = left > 1e-9 ? toBuy(left, l.unit) : 0;
    return {
      ...l,
      quantity,
      onList: shownAmount(l.onList + shown, (l.unit ?? "") !== (groupUnit ?? "")),
      estimatedCost: l.estimatedPrice === null ? null : round2(l.estimatedPrice * quantity),
    };
  });
}
