import { z } from "zod";
import { DISCARD_REASONS, EXPIRY_KINDS, PURCHASE_MODES } from "./pantry.events.js";

export const MAX_NAME = 120;
export const MAX_QUANTITY = 100_000;
export const MAX_PRICE = 1_000_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const uuid = (label: string) => z.string().regex(UUID, { message: `${label} must be a UUID` }).transform((v) => v.toLowerCase());
const day = (label: string) =>
  z
    .string()
    .regex(DAY, { message: `${label} must be a date (YYYY-MM-DD)` })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
      message: `${label} must be a real date (YYYY-MM-DD)`,
    });
const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `${label} must be at most ${max} characters` })
    .transform((v) => v || null);
const quantity = z
  .number({ error: "Quantity must be a number" })
  .positive({ message: "Quantity must be more than 0" })
  .max(MAX_QUANTITY, { message: `Quantity must be at most ${MAX_QUANTITY}` });
const price = z
  .number({ error: "Price paid must be a number" })
  .min(0, { message: "Price paid cannot be negative" })
  .max(MAX_PRICE, { message: "Price paid is too large" })
  .transform((v) => Math.round(v * 100) / 100);

export const addItemSchema = z.object({
  id: uuid("id").nullish(),
  productId: uuid("productId").nullish(),
  name: z.string().trim().max(MAX_NAME, { message: `Name must be at most ${MAX_NAME} characters` }).default(""),
  category: text("Category", 60).nullish(),
  quantity,
  unit: text("Unit", 20).nullish(),
  location: text("Location", 40).nullish(),
  purchasedOn: day("purchasedOn").nullish(),
  expiresOn: day("expiresOn").nullish(),
  expiryKind: z.enum(EXPIRY_KINDS, { error: "expiryKind is best_before or use_by" }).nullish(),
  openedOn: day("openedOn").nullish(),
  pricePaid: price.nullish(),
  store: text("Store", 80).nullish(),
  notes: text("Notes", 500).nullish(),
}).refine((v) => v.name.length > 0 || v.productId, { message: "Give the item a name or choose a product" });

export const editItemSchema = z.object({
  productId: uuid("productId").nullish(),
  name: z.string().trim().min(1, { message: "Give the item a name" }).max(MAX_NAME).optional(),
  category: text("Category", 60).nullish(),
  quantity: quantity.optional(),
  unit: z.string().trim().min(1, { message: "Give a unit (for example pcs, g or ml)" }).max(20).optional(),
  purchasedOn: day("purchasedOn").nullish(),
  expiresOn: day("expiresOn").nullish(),
  expiryKind: z.enum(EXPIRY_KINDS, { error: "expiryKind is best_before or use_by" }).optional(),
  pricePaid: price.nullish(),
  store: text("Store", 80).nullish(),
  notes: text("Notes", 500).nullish(),
});

export const discardSchema = z.object({
  quantity: quantity.nullish(),
  reason: z.enum(DISCARD_REASONS, { error: "Reason is spoiled, expired, too_much or other" }),
  note: text("Note", 300).nullish(),
  actionId: z.string().trim().min(1).max(100).nullish(),
});

export const settingsSchema = z.object({
  expiryWindowDays: z.number().int({ message: "The expiry window is a whole number of days from 0 to 60" }).min(0).max(60, { message: "The expiry window is a whole number of days from 0 to 60" }).optional(),
  defaultLocation: z.string().trim().min(1).max(40).optional(),
  purchaseMode: z.enum(PURCHASE_MODES, { error: "purchaseMode is automatic, propose or off" }).optional(),
  expiryDigest: z.boolean().optional(),
  customLocations: z.array(z.string().trim().min(1, { message: "A location name is 1 to 40 characters" }).max(40)).max(20).optional(),
});

/** GraphQL gives absent fields as undefined and cleared ones as null; keep exactly what was sent. */
export function definedOnly<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

