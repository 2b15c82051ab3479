import { z } from "zod";
import { badRequest } from "../../core/errors.js";
import { validate } from "../../core/validation.js";
import { BUG_REPORT_CATEGORIES, BUG_REPORT_SEVERITIES } from "./support.events.js";

/** Spec sections 5 and 8: checked in this order, the first failure wins. */
export const REQUIRED_BUG_REPORT_FIELDS = [
  { field: "title", error: "Missing Title", message: "Please provide a brief title for the issue" },
  { field: "description", error: "Missing Description", message: "Please describe the issue you encountered" },
  { field: "email", error: "Missing Email", message: "Please provide your email for follow-up" },
] as const;

const optionalText = z
  .string({ error: "must be text" })
  .nullish()
  .transform((v) => v ?? "");

/** Filled in by the client (the page's address, the browser): kept at any length, as the report's text is (spec: no length limits). */
const optionalNullableText = z
  .string({ error: "must be text" })
  .nullish()
  .transform((v) => v ?? null);

/** The spec's bug report payload (section 3); steps, expected, actual and screenshot are optional. */
export const bugReportSchema = z.object({
  title: z.string().trim(),
  description: z.string().trim(),
  email: z.string().trim().pipe(z.email({ error: "Please provide a valid email for follow-up" })),
  stepsToReproduce: optionalText,
  expectedBehavior: optionalText,
  actualBehavior: optionalText,
  severity: z
    .enum(BUG_REPORT_SEVERITIES, { error: `severity must be one of ${BUG_REPORT_SEVERITIES.join(", ")}` })
    .nullish()
    .transform((v) => v ?? "medium"),
  category: z
    .enum(BUG_REPORT_CATEGORIES, { error: `category must be one of ${BUG_REPORT_CATEGORIES.join(", ")}` })
    .nullish()
    .transform((v) => v ?? "bug"),
  /** An image data URL (AVIF, WebP, JPEG or PNG), or null. */
  screenshot: z
    .string({ error: "screenshot must be an image data URL or null" })
    .nullish()
    .transform((v) => v || null),
  userAgent: optionalNullableText,
  url: optionalNullableText,
  timestamp: z
    .string()
    .refine((v) => !Number.isNaN(Date.parse(v)), { error: "timestamp must be an ISO date and time" })
    .nullish()
    .transform((v) => (v ? new Date(v).toISOString() : null)),
  viewport: z
    .object({ width: z.number().int().min(0).max(100_000), height: z.number().int().min(0).max(100_000) })
    .nullish()
    .transform((v) => v ?? null),
  /** Sent by the spec's client; the server takes the reporter from the verified token instead. */
  userId: z.unknown().optional(),
});

export type BugReportInput = z.output<typeof bugReportSchema>;

const isBlank = (value: unknown) => typeof value !== "string" || value.trim() === "";

/** Validates a bug report body: the three required fields first, in the spec's order, then the rest. */
export function parseBugReport(body: unknown): BugReportInput {
  if (body === undefined || body === null || typeof body !== "object" || Array.isArray(body)) {
    throw badRequest("Request body must be a JSON object");
  }
  for (const rule of REQUIRED_BUG_REPORT_FIELDS) {
    if (isBlank((body as Record<string, unknown>)[rule.field])) {
      throw badRequest(rule.error, { message: rule.message, field: rule.field });
    }
  }
  return validate(bugReportSchema, body);
}
