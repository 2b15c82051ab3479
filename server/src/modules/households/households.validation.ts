import { z } from "zod";
import { isUuid } from "../../core/input-guard.js";
import { MIN_PASSWORD_LENGTH } from "../accounts/index.js";
import { AGE_GROUPS, MEMBER_ALLERGIES, MEMBER_DIETS } from "./households.events.js";

const MULTIPLIER_MESSAGE = "Portion multiplier must be a number from 0.1 to 5";

/** The spec allows the multiplier as a number or a numeric string. */
const multiplier = z
  .union([z.number({ error: MULTIPLIER_MESSAGE }), z.string({ error: MULTIPLIER_MESSAGE })], { error: MULTIPLIER_MESSAGE })
  .transform((v) => (typeof v === "string" && v.trim() === "" ? NaN : Number(v)))
  .refine((v) => Number.isFinite(v) && v >= 0.1 && v <= 5, { message: MULTIPLIER_MESSAGE })
  .transform((v) => Math.round(v * 100) / 100);

const name = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, { message: "Name is required" })
  .max(80, { message: "Name must be at most 80 characters" });

const ageGroup = z
  .enum(AGE_GROUPS, { error: `Age group must be one of ${AGE_GROUPS.join(", ")}` })
  .nullish()
  .transform((v) => v ?? null);

/** POST /api/family-members and `addFamilyMember`. */
export const addFamilyMemberSchema = z.object({
  name,
  ageGroup,
  defaultPortionMultiplier: multiplier.optional().transform((v) => v ?? 1),
});

/**
 * `addFamilyMember`: the same fields, and the member's id when the device chose it (added offline, so
 * later changes to the member could be queued). The REST route keeps the spec's body without it.
 */
export const addFamilyMemberInputSchema = addFamilyMemberSchema.extend({
  id: z
    .string({ error: "id must be a UUID" })
    .refine(isUuid, { message: "id must be a UUID" })
    .nullish()
    .transform((v) => v?.toLowerCase() ?? undefined),
});

/** PATCH /api/family-members/:id and `updateFamilyMember`: only the fields sent change. */
export const updateFamilyMemberSchema = z.object({
  name: name.optional(),
  ageGroup: z
    .enum(AGE_GROUPS, { error: `Age group must be one of ${AGE_GROUPS.join(", ")}` })
    .nullable()
    .optional(),
  defaultPortionMultiplier: multiplier.optional(),
  isActive: z.boolean({ error: "isActive must be true or false" }).optional(),
});

/** POST /api/family-members/:id/invite and `inviteFamilyMember`. */
export const inviteSchema = z.object({
  email: z
    .string({ error: "Please enter the family member's email address" })
    .trim()
    .toLowerCase()
    .min(1, { message: "Please enter the family member's email address" })
    .max(254, { message: "Please enter a valid email address" })
    .pipe(z.email({ message: "Please enter a valid email address" })),
});

const setupToken = z
  .string({ error: "The invitation link is missing its token" })
  .trim()
  .min(16, { message: "This invitation link is invalid or has expired. Ask your household's account holder for a new one." })
  .max(200, { message: "This invitation link is invalid or has expired. Ask your household's account holder for a new one." });

export const invitationTokenSchema = z.object({ token: setupToken });

/** POST /api/family-members/setup and `completeFamilyMemberSetup`. */
export const completeSetupSchema = z.object({
  token: setupToken,
  password: z
    .string({ error: "Password is required" })
    .min(1, { message: "Password is required" })
    .max(200, { message: "Password must be at most 200 characters" })
    .refine((v) => v.length >= MIN_PASSWORD_LENGTH, { message: "Password must be at least 6 characters long" }),
});

/** `setFamilyMemberDietary`: the whole set of diets and allergies, from the products' tag vocabulary. */
export const dietarySchema = z.object({
  diets: z
    .array(z.enum(MEMBER_DIETS, { error: `Diets must be among ${MEMBER_DIETS.join(", ")}` }), { error: "Diets must be a list" })
    .max(MEMBER_DIETS.length),
  allergies: z
    .array(z.enum(MEMBER_ALLERGIES, { error: `Allergies must be among ${MEMBER_ALLERGIES.join(", ")}` }), { error: "Allergies must be a list" })
    .max(MEMBER_ALLERGIES.length * 2),
});
