import { randomUUID } from "node:crypto";
import { z } from "zod";
import { badRequest } from "../../core/errors.js";
import type { RecipeContent } from "./recipes.events.js";
import { ownPhotoHash } from "./recipe-photos.js";

// One set of rules for GraphQL inputs and REST bodies.

export const MAX_INGREDIENTS = 200;
export const MAX_STEPS = 100;
export const MAX_TAGS = 30;
export const MAX_SHARE_DAYS = 365;
export const DEFAULT_SHARE_DAYS = 30;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === "string" && UUID.test(value);

const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, { message: `${field} must be at most ${max} characters` })
    .nullish()
    .transform((v) => v || null);

const webUrl = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(2000, { message: `${field} must be at most 2000 characters` })
    .nullish()
    .transform((v, ctx) => {
      if (!v) return null;
      try {
        const url = new URL(v);
        if (url.protocol === "http:" || url.protocol === "https:") return url.toString();
      } catch {
        // reported below
      }
      ctx.addIssue({ code: "custom", message: `${field} must be an http or https address` });
      return z.NEVER;
    });

/** A photo: our own copy's path as a draft or recipe answered it, or a web address to copy from when saved. */
const photoRef = z
  .string({ error: "Photo must be text" })
  .trim()
  .max(2000, { message: "Photo must be at most 2000 characters" })
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    if (ownPhotoHash(v)) return v;
    try {
      const url = new URL(v);
      if (url.protocol === "http:" || url.protocol === "https:") return url.toString();
    } catch {
      // reported below
    }
    ctx.addIssue({ code: "custom", message: "Photo must be an http or https address" });
    return z.NEVER;
  });

const minutes = (field: string) =>
  z
    .number({ error: `${field} must be a number of minutes` })
    .int({ message: `${field} must be whole minutes` })
    .min(0, { message: `${field} cannot be negative` })
    .max(10_000, { message: `${field} is too long` })
    .nullish()
    .transform((v) => v ?? null);

const ingredientSchema = z.object({
  id: z.string().trim().min(1).max(64).nullish(),
  quantity: z
    .number({ error: "Quantity must be a number" })
    .min(0, { message: "Quantity cannot be negative" })
    .max(100_000, { message: "Quantity is too large" })
    .nullish()
    .transform((v) => v ?? null),
  unit: optionalText("Unit", 30),
  productId: z
    .string()
    .nullish()
    .transform((v, ctx) => {
      if (!v) return null;
      if (!isUuid(v)) {
        ctx.addIssue({ code: "custom", message: "productId must be a UUID" });
        return z.NEVER;
      }
      return v.toLowerCase();
    }),
  name: z.string({ error: "Ingredient name is required" }).trim().min(1, { message: "Ingredient name is required" }).max(200),
  note: optionalText("Note", 300),
  optional: z.boolean().nullish().transform((v) => v ?? false),
  group: optionalText("Group heading", 100),
});

const stepSchema = z.object({
  id: z.string().trim().min(1).max(64).nullish(),
  text: z.string({ error: "Step text is required" }).trim().min(1, { message: "Step text is required" }).max(5000),
  timerSeconds: z
    .number({ error: "Timer must be a number of seconds" })
    .int()
    .min(1, { message: "A timer must last at least 1 second" })
    .max(86_400, { message: "A timer can last at most 24 hours" })
    .nullish()
    .transform((v) => v ?? null),
  ingredientIds: z.array(z.string()).max(MAX_INGREDIENTS).nullish(),
});

export const recipeContentSchema = z
  .object({
    title: z.string({ error: "Title is required" }).trim().min(1, { message: "Title is required" }).max(200, {
      message: "Title must be at most 200 characters",
    }),
    description: optionalText("Description", 5000),
    photoUrl: photoRef,
    servings: z
      .number({ error: "Servings must be a number" })
      .gt(0, { message: "Servings must be above 0" })
      .max(1000, { message: "Servings must be at most 1000" }),
    prepMinutes: minutes("Prep time"),
    cookMinutes: minutes("Cook time"),
    tags: z
      .array(z.string().trim().max(40, { message: "A tag must be at most 40 characters" }))
      .max(MAX_TAGS, { message: `At most ${MAX_TAGS} tags` })
      .nullish(),
    sourceUrl: webUrl("Source"),
    ingredients: z.array(ingredientSchema).max(MAX_INGREDIENTS, { message: `At most ${MAX_INGREDIENTS} ingredients` }).nullish(),
    steps: z.array(stepSchema).max(MAX_STEPS, { message: `At most ${MAX_STEPS} steps` }).nullish(),
  })
  .transform((input): RecipeContent => {
    const ingredients = (input.ingredients ?? []).map((i) => ({ ...i, id: i.id ?? randomUUID() }));
    const ids = new Set(ingredients.map((i) => i.id));
    if (ids.size !== ingredients.length) throw badRequest("Two ingredients have the same id");
    const tags = [...new Set((input.tags ?? []).map((t) => t.toLowerCase()).filter(Boolean))];
    return {
      title: input.title,
      description: input.description,
      photoUrl: input.photoUrl,
      servings: Math.round(input.servings * 100) / 100,
      prepMinutes: input.prepMinutes,
      cookMinutes: input.cookMinutes,
      tags,
      sourceUrl: input.sourceUrl,
      ingredients,
      steps: (input.steps ?? []).map((s) => ({
        id: s.id ?? randomUUID(),
        text: s.text,
        timerSeconds: s.timerSeconds,
        ingredientIds: [...new Set((s.ingredientIds ?? []).filter((id) => ids.has(id)))],
      })),
    };
  });

export const recipeFilterSchema = z.object({
  search: z.string().trim().max(200).nullish().transform((v) => v || null),
  tag: z.string().trim().max(40).nullish().transform((v) => v?.toLowerCase() || null),
  maxTotalMinutes: z.number().int().min(1).max(10_000).nullish().transform((v) => v ?? null),
  savedOnly: z.boolean().nullish().transform((v) => v ?? false),
});
export type RecipeFilter = z.infer<typeof recipeFilterSchema>;

export const cookSchema = z.object({
  cookId: z
    .string()
    .refine(isUuid, { message: "cookId must be a UUID" })
    .transform((v) => v.toLowerCase()),
  servings: z.number().gt(0, { message: "Servings must be above 0" }).max(1000, { message: "Servings must be at most 1000" }),
  portionsLeft: z.number().min(0, { message: "Portions left over cannot be negative" }).max(1000, { message: "Portions left over must be at most 1000" }),
  portionsEaten: z
    .number()
    .min(0, { message: "Portions eaten cannot be negative" })
    .max(1000, { message: "Portions eaten must be at most 1000" })
    .nullish()
    .transform((v) => v ?? null),
  takeFromPantry: z.boolean().nullish().transform((v) => v ?? true),
  today: z.string().max(10).nullish().transform((v) => v ?? null),
});

export const cookableSchema = z.object({
  minCoverage: z
    .number({ error: "minCoverage must be a number from 0 to 1" })
    .min(0, { message: "minCoverage must be a number from 0 to 1" })
    .max(1, { message: "minCoverage must be a number from 0 to 1" })
    .nullish()
    .transform((v) => v ?? 0),
});

export const cookPlanSchema = z.object({
  servings: z
    .number()
    .gt(0, { message: "Servings must be above 0" })
    .max(1000, { message: "Servings must be at most 1000" })
    .nullish()
    .transform((v) => v ?? null),
});

export const shareSchema = z.object({
  expiresInDays: z
    .number({ error: "expiresInDays must be a number" })
    .int({ message: "expiresInDays must be whole days" })
    .min(1, { message: "A share link lasts at least 1 day" })
    .max(MAX_SHARE_DAYS, { message: `A share link lasts at most ${MAX_SHARE_DAYS} days` })
    .nullish()
    .transform((v) => v ?? DEFAULT_SHARE_DAYS),
});

export const importUrlSchema = z.object({
  url: z.string({ error: "Give the page's address" }).trim().min(1, { message: "Give the page's address" }).max(2000),
});

export const importTextSchema = z.object({
  text: z.string({ error: "Paste the recipe's text first" }).max(50_000, { message: "That text is too long to import" }),
});

