import { z } from "zod";
import { isTimeZone } from "../../core/zoned-time.js";
import { ASSIGNMENT_MODES, type ChoreFields } from "./chores.events.js";
import { FREQUENCIES } from "./recurrence.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === "string" && UUID.test(value);

const uuid = (label: string) => z.string().regex(UUID, { message: `${label} must be a UUID` }).transform((s) => s.toLowerCase());
const isoInstant = (label: string) =>
  z.string().refine((s) => !Number.isNaN(Date.parse(s)) && /T/.test(s), { message: `${label} must be a date and time (ISO 8601)` });

export const scheduleSchema = z.object({
  frequency: z.enum(FREQUENCIES, { message: "Repeat daily, weekly, monthly or a number of days after completion" }),
  interval: z.number().int().min(1, { message: "Repeat every 1 to 365" }).max(365, { message: "Repeat every 1 to 365" }),
  weekdays: z.array(z.number().int().min(0).max(6)).max(7).default([]),
  timeZone: z.string().refine(isTimeZone, { message: "Unknown time zone" }),
  dueTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: "Due time must be HH:MM" }),
  startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: "Start date must be YYYY-MM-DD" }),
});

export const choreFieldsSchema = z
  .object({
    title: z.string().trim().min(1, { message: "Title is required" }).max(120, { message: "Title must be at most 120 characters" }),
    notes: z.string().trim().max(1000, { message: "Notes must be at most 1000 characters" }).nullish().transform((s) => s || null),
    estimateMinutes: z.number().int().min(1).max(24 * 60, { message: "Estimate must be at most a day" }).nullish().transform((n) => n ?? null),
    points: z.number().int().min(0, { message: "Points must be 0 to 1000" }).max(1000, { message: "Points must be 0 to 1000" }),
    schedule: scheduleSchema.nullish().transform((s) => s ?? null),
    dueAt: isoInstant("Due").nullish().transform((s) => (s ? new Date(s).toISOString() : null)),
    assignment: z.object({
      mode: z.enum(ASSIGNMENT_MODES, { message: "Assign to a member, a rotation, whoever did it least, or anyone" }),
      memberIds: z.array(uuid("Member id")).max(20).default([]),
    }),
  })
  .transform((f): ChoreFields => ({ ...f, dueAt: f.schedule ? null : f.dueAt }));

export const rewardSchema = z.object({
  title: z.string().trim().min(1, { message: "Reward name is required" }).max(80, { message: "Reward name must be at most 80 characters" }),
  points: z.number().int().min(1, { message: "A reward costs 1 to 100000 points" }).max(100_000, { message: "A reward costs 1 to 100000 points" }),
});

export const instantSchema = (label: string) => isoInstant(label).transform((s) => new Date(s).toISOString());
