/**
 * What an edit of a product sends: only the fields the person changed in the form, so a change made
 * offline does not put back the other fields another device changed meanwhile (`updateProduct` leaves
 * an omitted field as it is). A field changed on both devices: the last one sent wins.
 *
 * A field is one of the mutation's: shelf life, nutrition and package size are each sent whole.
 */
import type { UpdateProductInput } from "../../gql/graphql";
import type { ProductFormValues } from "./product-form-values";

/** Lists of tags whose order means nothing (the form appends a tag ticked again at the end). */
const UNORDERED: ReadonlySet<keyof ProductFormValues> = new Set(["allergens", "dietTags"]);

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => same(item, b[i]));
  }
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return (a ?? null) === (b ?? null);
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  return [...new Set([...Object.keys(left), ...Object.keys(right)])].every((key) => same(left[key], right[key]));
}

const sorted = (value: unknown) => (Array.isArray(value) ? [...(value as string[])].sort() : value);

/**
 * The fields of `values` (what the form sends) that differ from `loaded` (what it sent for the product
 * as it was loaded into the form); empty when nothing changed.
 */
export function changedProductFields(loaded: ProductFormValues, values: ProductFormValues): UpdateProductInput {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(values) as (keyof ProductFormValues)[]) {
    const before = UNORDERED.has(key) ? sorted(loaded[key]) : loaded[key];
    const after = UNORDERED.has(key) ? sorted(values[key]) : values[key];
    if (!same(before, after)) changes[key] = values[key];
  }
  return changes as UpdateProductInput;
}
