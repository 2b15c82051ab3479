import { z } from "zod";
import { isTimeZone } from "../../core/zoned-time.js";
import type { CalendarEventFields, OccurrenceOverride } from "./calendar.events.js";
import { rruleProblem } from "./calendar.recurrence.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const instant = (label: string) =>
  z.string().refine((s) => !Number.isNaN(Date.parse(s)), { message: `${label} must be a date and time` }).transform((s) => new Date(s).toISOString());
const text = (max: number) => z.string().trim().max(max).nullish().transform((s) => s || null);
const title = z.string().trim().min(1, { message: "Title is required" }).max(200, { message: "Title must be at most 200 characters" });

export const eventFieldsSchema = z.object({
  title,
  allDay: z.boolean(),
  start: instant("Start"),
  end: instant("End"),
  timeZone: z.string().refine(isTimeZone, { message: "Unknown time zone" }),
  location: text(300),
  notes: text(4000),
  memberIds: z.array(z.string().regex(UUID, { message: "Member id must be a UUID" }).transform((s) => s.toLowerCase())).max(20),
  rrule: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((s) => (s ? s.replace(/^RRULE:/i, "") : null))
    .refine((s) => s === null || rruleProblem(s) === null, { message: "Repeat rule is not a valid RRULE" }),
  reminders: z.array(z.number().int().min(0).max(40_320)).max(5),
}) satisfies z.ZodType<CalendarEventFields, unknown>;

export const overrideSchema = z.object({ title, start: instant("Start"), end: instant("End"), location: text(300), notes: text(4000) }) satisfies z.ZodType<
  OccurrenceOverride,
  unknown
>;
