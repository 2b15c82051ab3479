/**
 * The public product picker's calls: plain fetch, no GraphQL client, so the public page stays off the
 * app bundle. The catalogue read needs no token; adding to a list uses the stored bearer token.
 */
import { decodeTokenPayload, isTokenExpired } from "../../lib/auth-token";
import { readToken } from "../../lib/session";
import { createUuid } from "../../lib/uuid";

export interface CatalogueProduct {
  id: string;
  name: string;
  brand: string | null;
  category: string;
  subcategory: string | null;
  defaultUnit: string;
  nutritionPer100: { basis: string; energyKcal: number | null } | null;
  allergens: string[];
  dietTags: string[];
  thumbnailUrl: string | null;
}

export interface CataloguePage {
  items: CatalogueProduct[];
  total: number;
  offset: number;
}

export interface CatalogueCategory {
  name: string;
  count: number;
}

export interface PickerList {
  id: string;
  name: string;
}

async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`HTTP ${res.status}: ${res.statusText}`);
  return (await res.json()) as T;
}

export const fetchCatalogue = (query: { q: string; category: string; offset: number }, signal?: AbortSignal) => {
  const params = new URLSearchParams({ limit: "60", offset: String(query.offset) });
  if (query.q.trim()) params.set("q", query.q.trim());
  if (query.category) params.set("category", query.category);
  return getJson<CataloguePage>(`/api/catalogue?${params}`, { signal });
};

export const fetchCategories = () => getJson<CatalogueCategory[]>("/api/catalogue/categories");

/** The stored token when it is usable and unexpired (the picker adds to lists only then). */
export function signedInToken(): string | null {
  const token = readToken();
  if (!token) return null;
  const payload = decodeTokenPayload(token);
  return payload && !isTokenExpired(payload, Date.now()) ? token : null;
}

const authHeaders = (token: string) => ({
  authorization: `Bearer ${token}`,
  "content-type": "application/json",
  "x-requested-with": "XMLHttpRequest",
});

export async function fetchActiveLists(token: string): Promise<PickerList[]> {
  const body = await getJson<PickerList[] | { lists: PickerList[] }>("/api/shopping-lists?status=active", {
    headers: authHeaders(token),
  });
  return Array.isArray(body) ? body : body.lists;
}

export async function addToList(token: string, listId: string, product: CatalogueProduct): Promise<void> {
  await getJson(`/api/shopping-lists/${encodeURIComponent(listId)}/items`, {
    method: "POST",
    headers: { ...authHeaders(token), "idempotency-key": createUuid() },
    body: JSON.stringify({ name: product.name, category: product.category, quantity: 1 }),
  });
}
