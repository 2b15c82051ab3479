import type { ZodType } from "zod";
import { badRequest } from "./errors.js";
import { assertSafeInput } from "./input-guard.js";

/**
 * Validates input with a zod schema; the first problem becomes a 400 whose message a person can read.
 * The input rule (no control characters, lone surrogates or prototype keys: `input-guard.ts`) is
 * checked first, so a body parsed by a route's own parser is held to it too.
 */
export function validate<T>(schema: ZodType<T>, value: unknown): T {
  assertSafeInput(value);
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(parsed.error.issues[0].message);
  return parsed.data;
}
