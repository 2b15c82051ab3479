/**
 * What the add and edit screens can work from without a connection: the products this device already
 * holds (catalogue products in the kept Apollo cache, and the products of the items in the cached
 * pantry), the categories and names the pantry already knows, and the household's places (else the
 * defaults every household starts with). Pure but for reading the cache it is given; unit-tested.
 */
import type { ApolloCache } from "@apollo/client";
import { BUILT_IN_LOCATIONS } from "../../../../server/src/modules/pantry/pantry.events";
import type { FoundProduct } from "./components/product-finder";
import type { PantryItem, PendingChange } from "./pantry-changes";
import { PantryProductFieldsFragment } from "./pantry.graphql";

/** The places every household starts with, and the default one: the form's fallback when no settings are kept. */
export const STARTING_LOCATIONS: readonly string[] = BUILT_IN_LOCATIONS;
export const STARTING_DEFAULT_LOCATION = "pantry";

/** Catalogue products this cache holds (any screen's answer) with every field the add form needs of them. */
export function cachedProducts(cache: ApolloCache): FoundProduct[] {
  const store = cache.extract() as Record<string, unknown>;
  const products: FoundProduct[] = [];
  for (const key of Object.keys(store)) {
    if (!key.startsWith("Product:")) continue;
    try {
      const product = cache.readFragment({ id: key, fragment: PantryProductFieldsFragment });
      if (product) products.push(product);
    } catch {
      // Read without the fields the form needs: not offered.
    }
  }
  return products;
}

/**
 * The products this device knows, by name: catalogue products read before (with their unit and shelf
 * life) and, for the others, what the pantry's own items say of their product (name, category, unit).
 */
export function knownProducts(cached: readonly FoundProduct[], items: readonly PantryItem[]): FoundProduct[] {
  const byId = new Map<string, FoundProduct>();
  for (const product of cached) if (product.id && product.name.trim()) byId.set(product.id, product);
  for (const item of items) {
    if (!item.productId || byId.has(item.productId)) continue;
    byId.set(item.productId, { id: item.productId, name: item.name, brand: null, category: item.category ?? "General", defaultUnit: item.unit, shelfLifeDays: null });
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Known products matching what is typed (every word, in the name or brand), names starting with it first. */
export function searchKnownProducts(products: readonly FoundProduct[], search: string, limit: number): FoundProduct[] {
  const term = search.trim().toLowerCase();
  const words = term.split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const matches = products.filter((product) => {
    const text = `${product.name} ${product.brand ?? ""}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
  const starts = (product: FoundProduct) => (product.name.toLowerCase().startsWith(term) ? 0 : 1);
  return matches.sort((a, b) => starts(a) - starts(b) || a.name.localeCompare(b.name)).slice(0, limit);
}

/** Distinct values, case-blind (the first spelling kept), sorted. */
function distinct(values: Iterable<string | null | undefined>): string[] {
  const seen = new Map<string, string>();
  for (const value of values) {
    const text = value?.trim();
    if (text && !seen.has(text.toLowerCase())) seen.set(text.toLowerCase(), text);
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b));
}

/** Categories the pantry's items and the known products use ("General" is no category). */
export function knownCategories(items: readonly PantryItem[], products: readonly FoundProduct[]): string[] {
  return distinct([...items.map((item) => item.category), ...products.map((product) => product.category)]).filter((c) => c !== "General");
}

/** A name with the category it was last kept under, for the form's suggestions. */
export interface NameSuggestion {
  name: string;
  category: string | null;
}

/**
 * Names to suggest, each once (case-blind) with the first category any list gives it: the household's
 * shopping products (from the server, when read), then the pantry's own items (an item is a suggestion).
 */
export function nameSuggestions(fromServer: readonly NameSuggestion[], fromPantry: readonly NameSuggestion[]): NameSuggestion[] {
  const byName = new Map<string, NameSuggestion>();
  const add = (name: string, category: string | null) => {
    const key = name.trim().toLowerCase();
    if (!key) return;
    const held = byName.get(key);
    if (!held) byName.set(key, { name: name.trim(), category: category && category !== "General" ? category : null });
    else if (!held.category && category && category !== "General") held.category = category;
  };
  for (const suggestion of fromServer) add(suggestion.name, suggestion.category);
  for (const suggestion of fromPantry) add(suggestion.name, suggestion.category);
  return [...byName.values()];
}

/** Items with a change still waiting in the outbox: their rows say 'Waiting to sync'. */
export function waitingItemIds(pending: readonly PendingChange[]): Set<string> {
  return new Set(pending.map((entry) => entry.change.itemId));
}
