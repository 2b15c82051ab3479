import { z } from "zod";
import { notFound } from "../../core/errors.js";
import { DEFAULT_PRODUCT_CATEGORY, type ProductChanges, type ProductDetails } from "./products.events.js";
import { isProductId } from "./products.catalog.js";
import { PRODUCT_NOT_FOUND } from "./products.decider.js";

const text = (max: number) => z.string().trim().max(max, { error: `must be at most ${max} characters` });
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => (v ? v : null));
const amount = z.number({ error: "must be a number" }).min(0, { error: "must be 0 or more" }).max(100_000);
const optionalAmount = amount.nullish().transform((v) => v ?? null);
const days = z.number().int({ error: "must be a whole number of days" }).min(0).max(3650).nullish().transform((v) => v ?? null);
const tag = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z -]{0,39}$/, { error: "tags are words of letters, spaces and dashes" });

export const barcodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6,14}$/, { error: "A barcode is 6 to 14 digits (EAN-13, UPC-A, EAN-8...)" });

const nutritionSchema = z.object({
  basis: z.enum(["g", "ml"]).default("g"),
  energyKcal: optionalAmount,
  proteinG: optionalAmount,
  carbohydrateG: optionalAmount,
  sugarsG: optionalAmount,
  fatG: optionalAmount,
  saturatedFatG: optionalAmount,
  fibreG: optionalAmount,
  saltG: optionalAmount,
  sodiumMg: optionalAmount,
});

const fields = {
  name: text(200).min(1, { error: "A product needs a name" }),
  brand: optionalText(120),
  category: optionalText(60).transform((v) => v ?? DEFAULT_PRODUCT_CATEGORY),
  subcategory: optionalText(60),
  barcodes: z
    .array(barcodeSchema)
    .max(20)
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
  defaultUnit: optionalText(20).transform((v) => v ?? "piece"),
  packageSize: z
    .object({ quantity: amount.positive({ error: "must be above 0" }), unit: text(20).min(1) })
    .nullish()
    .transform((v) => v ?? null),
  shelfLifeDays: z
    .object({ pantry: days, fridge: days, freezer: days, opened: days })
    .nullish()
    .transform((v) => v ?? { pantry: null, fridge: null, freezer: null, opened: null }),
  nutritionPer100: nutritionSchema.nullish().transform((v) => v ?? null),
  allergens: z
    .array(tag)
    .max(20)
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
  dietTags: z
    .array(tag)
    .max(20)
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
  densityGPerMl: z.number().positive().max(25).nullish().transform((v) => v ?? null),
};

export const productInputSchema = z.object({ id: z.uuid({ error: "id must be a UUID" }).optional(), ...fields });
export type ProductInput = z.output<typeof productInputSchema>;

/** An edit names only what changes; null clears an optional field. */
export const productChangesSchema = z
  .object({
    name: fields.name.optional(),
    brand: optionalText(120).optional(),
    category: optionalText(60)
      .transform((v) => v ?? DEFAULT_PRODUCT_CATEGORY)
      .optional(),
    subcategory: optionalText(60).optional(),
    barcodes: fields.barcodes.optional(),
    defaultUnit: text(20).min(1).optional(),
    packageSize: fields.packageSize.optional(),
    shelfLifeDays: fields.shelfLifeDays.optional(),
    nutritionPer100: fields.nutritionPer100.optional(),
    allergens: fields.allergens.optional(),
    dietTags: fields.dietTags.optional(),
    densityGPerMl: fields.densityGPerMl.optional(),
  })
  .strict();

export function toDetails(input: ProductInput): ProductDetails {
  const { id: _id, ...details } = input;
  return details;
}

export function toChanges(input: z.output<typeof productChangesSchema>): ProductChanges {
  const out: ProductChanges = {};
  for (const [key, value] of Object.entries(input)) if (value !== undefined) (out as Record<string, unknown>)[key] = value;
  return out;
}

export const rejectSchema = z.object({ reason: text(500).min(1, { error: "Give a reason so the household knows what to fix" }) });
export const mergeSchema = z.object({ into: z.string().trim() });

/** A product id from a path or argument; anything that is not one is simply not found. */
export function validProductId(id: string): string {
  if (!isProductId(id)) throw notFound(PRODUCT_NOT_FOUND);
  return id.toLowerCase();
}
