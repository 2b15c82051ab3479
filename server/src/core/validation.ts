import type { ZodType } from "zod";
import { badRequest } from "./errors.js";

/** Validates input with a zod schema; the first problem becomes a 400 whose message a person can read. */
export function validate<T>(schema: ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(parsed.error.issues[0].message);
  return parsed.data;
}
