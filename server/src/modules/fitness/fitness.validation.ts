import { z } from "zod";
import type { PlanFields, WorkoutFields } from "./fitness.events.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === "string" && UUID.test(value);

const validDay = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};
export const daySchema = (label: string) =>
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${label} must be a date (YYYY-MM-DD)` }).refine(validDay, { message: `${label} must be a real date` });

export const mondaySchema = daySchema("weekStart").refine((s) => new Date(`${s}T00:00:00Z`).getUTCDay() === 1, {
  message: "weekStart must be a Monday (YYYY-MM-DD)",
});

const kg = (label: string, max: number) =>
  z.number({ error: `${label} must be a number` }).min(0, { message: `${label} must be 0 to ${max} kg` }).max(max, { message: `${label} must be 0 to ${max} kg` });

const notes = z.string().trim().max(1000, { message: "Notes must be at most 1000 characters" }).nullish().transform((s) => s || null);

export const workoutFieldsSchema = z.object({
  activityCode: z.string().regex(/^\d{5}$/, { message: "Choose an activity from the list" }),
  performedOn: daySchema("Date"),
  startTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: "Start time must be HH:MM" })
    .nullish()
    .transform((s) => s ?? null),
  durationMinutes: z.number().int({ message: "Duration must be whole minutes" }).min(1, { message: "Duration must be 1 to 1440 minutes" }).max(1440, { message: "Duration must be 1 to 1440 minutes" }),
  distanceKm: z.number().min(0, { message: "Distance must be 0 to 1000 km" }).max(1000, { message: "Distance must be 0 to 1000 km" }).nullish().transform((n) => n ?? null),
  sets: z
    .array(
      z.object({
        exercise: z.string().trim().min(1, { message: "Name the exercise of each set" }).max(80, { message: "Exercise names are at most 80 characters" }),
        reps: z.number().int().min(1, { message: "Reps must be 1 to 1000" }).max(1000, { message: "Reps must be 1 to 1000" }),
        weightKg: kg("Set weight", 1000),
      }),
    )
    .max(100, { message: "At most 100 sets per workout" })
    .nullish()
    .transform((s) => s ?? []),
  effort: z.number().int().min(1, { message: "Effort is 1 to 10" }).max(10, { message: "Effort is 1 to 10" }).nullish().transform((n) => n ?? null),
  notes,
}) satisfies z.ZodType<WorkoutFields, any>;

export const bodyWeightSchema = z.object({
  weightKg: z.number({ error: "Weight must be a number" }).min(2, { message: "Weight must be 2 to 400 kg" }).max(400, { message: "Weight must be 2 to 400 kg" }),
  recordedOn: daySchema("Date"),
});

export const goalsSchema = z.object({
  weeklyMinutes: z.number().int().min(1, { message: "A weekly goal is 1 to 5000 minutes" }).max(5000, { message: "A weekly goal is 1 to 5000 minutes" }).nullish().transform((n) => n ?? null),
  targetWeightKg: z.number().min(2, { message: "Target weight must be 2 to 400 kg" }).max(400, { message: "Target weight must be 2 to 400 kg" }).nullish().transform((n) => n ?? null),
});

const optionalCount = (label: string, max: number) =>
  z.number().int().min(1, { message: `${label} must be 1 to ${max}` }).max(max, { message: `${label} must be 1 to ${max}` }).nullish().transform((n) => n ?? null);

export const planFieldsSchema = z.object({
  name: z.string().trim().min(1, { message: "Name the plan" }).max(80, { message: "Plan names are at most 80 characters" }),
  items: z
    .array(
      z.object({
        id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { message: "Each exercise needs an id of letters, digits, - or _" }),
        weekday: z.number().int().min(0, { message: "Weekday is 0 (Monday) to 6 (Sunday)" }).max(6, { message: "Weekday is 0 (Monday) to 6 (Sunday)" }),
        activityCode: z.string().regex(/^\d{5}$/, { message: "Choose an activity from the list" }),
        title: z.string().trim().min(1, { message: "Name each exercise" }).max(80, { message: "Exercise names are at most 80 characters" }),
        durationMinutes: optionalCount("Duration", 1440),
        sets: optionalCount("Sets", 50),
        reps: optionalCount("Reps", 1000),
        weightKg: kg("Weight", 1000).nullish().transform((n) => n ?? null),
      }),
    )
    .max(70, { message: "A plan holds at most 70 exercises" }),
}) satisfies z.ZodType<PlanFields, any>;
