import { z } from "zod";
import { badRequest } from "../../core/errors.js";
import { validate } from "../../core/validation.js";
import type { ItemFields } from "./shopping.events.js";

// One set of rules for both doors: REST bodies (legacy clients send numbers as text, e.g. an empty
// price as '0') and GraphQL inputs (already typed) are validated by the same schemas.

export const MAX_LIST_NAME = 80;
export const MAX_ITEM_NAME = 120;
export const MAX_PRICE = 1_000_000;
export const MAX_QUANTITY = 10_000;
export const MAX_REORDER = 500;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** A name that must be present: trimmed, not blank, at most `max` characters. */
const requiredName = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required` })
    .max(max, { message: `${label} must be at most ${max} characters` });

/** Optional text: trimmed; empty or null clears it. Aisles may come as numbers from legacy clients. */
const optionalText = (field: string, max: number, acceptNumber = false) =>
  z.unknown().transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (value === null) return null;
    if (acceptNumber && typeof value === "number" && Number.isFinite(value)) return String(value);
    if (typeof value !== "string") {
      ctx.addIssue({ code: "custom", message: `${field} must be text` });
      return z.NEVER;
    }
    const text = value.trim();
    if (text.length > max) {
      ctx.addIssue({ code: "custom", message: `${field} must be at most ${max} characters` });
      return z.NEVER;
    }
    return text || null;
  })
  .optional();

/** A number given as a number or as text ("2", "3.49"). */
function parseNumberLike(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && value.trim() !== "" && /^[+-]?(\d+\.?\d*|\.\d+)$/.test(value.trim())) {
    return Number(value.trim());
  }
  return null;
}

/** A price in USD: 0 or more, rounded to cents. An empty text counts as 0 (the spec's client sends '' as '0'); null clears it. */
const price = (field: string) =>
  z.unknown().transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (value === null) return null;
    if (typeof value === "string" && value.trim() === "") return 0;
    const n = parseNumberLike(value);
    if (n === null || n < 0 || n > MAX_PRICE) {
      ctx.addIssue({ code: "custom", message: `${field} must be a number from 0 to ${MAX_PRICE}` });
      return z.NEVER;
    }
    return Math.round(n * 100) / 100;
  })
  .optional();

/** A quantity above 0 (a number or numeric text); fractions are fine (1.5 kg). */
const quantity = z.unknown().transform((value, ctx) => {
  if (value === undefined) return undefined;
  const n = parseNumberLike(value);
  if (n === null || n <= 0 || n > MAX_QUANTITY) {
    ctx.addIssue({ code: "custom", message: `quantity must be a number above 0 and at most ${MAX_QUANTITY}` });
    return z.NEVER;
  }
  return Math.round(n * 1000) / 1000;
}).optional();

const orderPosition = z.unknown().transform((value, ctx) => {
  if (value === undefined || value === null) return value;
  const n = parseNumberLike(value);
  if (n === null || !Number.isInteger(n) || n < 0 || n > 100_000) {
    ctx.addIssue({ code: "custom", message: "orderPosition must be a whole number from 0 to 100000" });
    return z.NEVER;
  }
  return n;
}).optional();

const clientId = (label: string) =>
  z
    .string({ error: `${label} must be a UUID` })
    .refine(isUuid, { message: `${label} must be a UUID` })
    .nullish()
    .transform((v) => v?.toLowerCase() ?? undefined);

/** POST /api/shopping-lists and `createShoppingList`. An offline client may choose the list's id. */
export const createListSchema = z.object({
  id: clientId("id"),
  name: requiredName("List name", MAX_LIST_NAME),
});

/** PATCH /api/shopping-lists/{listId} and `renameShoppingList`. */
export const renameListSchema = z.object({ name: requiredName("List name", MAX_LIST_NAME) });

export const itemFieldSchemas = {
  category: optionalText("category", 60),
  quantity,
  estimatedPrice: price("estimatedPrice"),
  actualPrice: price("actualPrice"),
  store: optionalText("store", 80),
  aisle: optionalText("aisle", 40, true),
  department: optionalText("department", 60),
  notes: optionalText("notes", 500),
};

/** POST /api/shopping-lists/{listId}/items and `addShoppingItem`. Unknown fields are ignored. */
export const addItemSchema = z.object({
  id: clientId("id"),
  productId: clientId("productId"),
  name: requiredName("Item name", MAX_ITEM_NAME),
  ...itemFieldSchemas,
  orderPosition,
});

export type AddItemInput = z.infer<typeof addItemSchema>;

/** The validated item as the command's fields (quantity defaults to 1). */
export function toNewItem(input: AddItemInput): { id?: string; fields: ItemFields; orderPosition: number | null } {
  return {
    id: input.id,
    fields: {
      name: input.name,
      category: input.category ?? null,
      quantity: input.quantity ?? 1,
      estimatedPrice: input.estimatedPrice ?? null,
      actualPrice: input.actualPrice ?? null,
      store: input.store ?? null,
      aisle: input.aisle ?? null,
      department: input.department ?? null,
      notes: input.notes ?? null,
      // Only when given, so items added without a product keep their recorded shape.
      ...(input.productId ? { productId: input.productId } : {}),
    },
    orderPosition: input.orderPosition ?? null,
  };
}

/** `updateShoppingItem`: any of the item's fields; absent ones stay as they are. */
export const updateItemSchema = z.object({
  name: requiredName("Item name", MAX_ITEM_NAME).optional(),
  ...itemFieldSchemas,
});

export type ItemChanges = Partial<ItemFields>;

/** Drops absent fields; at least one must remain. */
export function toItemChanges(input: Record<string, unknown>, hint: string): ItemChanges {
  const changes: ItemChanges = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) (changes as Record<string, unknown>)[key] = value;
  }
  if (Object.keys(changes).length === 0) throw badRequest(hint);
  return changes;
}

/** The fields PATCH /api/shopping-lists/{listId}/items/{itemId} takes (spec section 7). */
export const PATCHABLE_FIELDS = ["quantity", "estimatedPrice", "actualPrice", "notes"] as const;

export const patchItemSchema = z.object({
  quantity: itemFieldSchemas.quantity,
  estimatedPrice: itemFieldSchemas.estimatedPrice,
  actualPrice: itemFieldSchemas.actualPrice,
  notes: itemFieldSchemas.notes,
});

/** PATCH .../items/{itemId}/store, /aisle and /department: the body carries that one field (null or "" clears it). */
export function parseSingleField(field: "store" | "aisle" | "department", body: Record<string, unknown>): ItemChanges {
  if (!(field in body)) throw badRequest(`${field} is required`);
  const value = validate(itemFieldSchemas[field], body[field]);
  return { [field]: value ?? null };
}

/** POST .../items/{itemId}/move. */
export const moveItemSchema = z.object({
  destinationListId: z
    .string({ error: "destinationListId is required" })
    .trim()
    .min(1, { message: "destinationListId is required" }),
});

/** POST .../items/reorder and `reorderShoppingItems`: the item ids in their new order. */
export const reorderSchema = z.object({
  itemIds: z
    .array(z.string({ error: "itemIds must be a list of item ids" }), { error: "itemIds must be a list of item ids" })
    .min(1, { message: "itemIds must name at least one item" })
    .max(MAX_REORDER, { message: `itemIds may name at most ${MAX_REORDER} items` })
    .refine((ids) => new Set(ids).size === ids.length, { message: "itemIds must not repeat an item" }),
});

export const LIST_STATUS_FILTERS = ["active", "archived", "all"] as const;
export type ListStatusFilter = (typeof LIST_STATUS_FILTERS)[number];

/** ?status= of GET /api/shopping-lists: active (default), archived or all. */
export function parseStatusFilter(value: unknown): ListStatusFilter {
  if (value === undefined || value === "") return "active";
  if (typeof value === "string" && (LIST_STATUS_FILTERS as readonly string[]).includes(value)) {
    return value as ListStatusFilter;
  }
  throw badRequest("status must be active, archived or all");
}

