import { z } from "zod";
import { MEAL_PLAN_VIEWS } from "./accounts.events.js";
import { MIN_PASSWORD_LENGTH, type ProfileUpdate } from "./accounts.service.js";

const requiredText = (message: string) =>
  z.string({ error: message }).refine((v) => v.trim().length > 0, { message });

const email = z
  .string({ error: "Email and password are required" })
  .trim()
  .min(1, { message: "Email and password are required" })
  .max(254, { message: "Please enter a valid email address" })
  .pipe(z.email({ message: "Please enter a valid email address" }));

/** POST /api/register and the `register` mutation. */
export const registerSchema = z.object({
  email,
  password: requiredText("Email and password are required").refine((v) => v.length >= MIN_PASSWORD_LENGTH, {
    message: "Password must be at least 6 characters long",
  }),
  username: z
    .string({ error: "Username must be text" })
    .trim()
    .max(50, { message: "Username must be at most 50 characters" })
    .nullish(),
});

const newPassword = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .min(1, { message: `${field} is required` })
    .max(200, { message: `${field} must be at most 200 characters` })
    .refine((v) => v.length >= MIN_PASSWORD_LENGTH, { message: "Password must be at least 6 characters long" });

/** POST /api/auth/google and the `googleSignIn` mutation. */
export const googleSignInSchema = z.object({
  idToken: z
    .string({ error: "idToken is required" })
    .trim()
    .min(1, { message: "idToken is required" })
    .max(8192, { message: "idToken is too long" }),
  nonce: z
    .string({ error: "nonce is required" })
    .trim()
    .min(8, { message: "nonce must be at least 8 characters" })
    .max(200, { message: "nonce is too long" }),
});

/** POST /api/auth/change-password and `changePassword`. */
export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: "Current password is required" }).min(1, { message: "Current password is required" }),
  newPassword: newPassword("New password"),
});

/** POST /api/auth/password-reset/request and `requestPasswordReset`. */
export const passwordResetRequestSchema = z.object({
  email: z
    .string({ error: "Please enter your email address" })
    .trim()
    .min(1, { message: "Please enter your email address" })
    .max(254, { message: "Please enter a valid email address" })
    .pipe(z.email({ message: "Please enter a valid email address" })),
});

/** POST /api/auth/password-reset/confirm and `resetPassword`. */
export const passwordResetSchema = z.object({
  token: z
    .string({ error: "The reset link is missing its token" })
    .trim()
    .min(16, { message: "This password reset link is invalid or has expired. Please request a new one." })
    .max(200, { message: "This password reset link is invalid or has expired. Please request a new one." }),
  password: newPassword("Password"),
});

/** POST /api/login and the `login` mutation. */
export const loginSchema = z.object({
  email: requiredText("Email and password are required"),
  password: requiredText("Email and password are required"),
});

const optionalName = (label: string, max = 80) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { message: `${label} must be at most ${max} characters` })
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

/** PATCH /api/user/profile and `updateProfile`: the whole profile may be sent; only these fields change. */
export const profileUpdateSchema = z.object({
  // The profile's displayName falls back to the email (up to 254 characters), and clients send the
  // whole profile back (spec section 7), so the server must take back any display name it answers.
  displayName: optionalName("Display name", 254),
  firstName: optionalName("First name"),
  name: optionalName("Name"),
  preferences: z
    .object({
      defaultMealPlanView: z
        .enum(MEAL_PLAN_VIEWS, { error: "defaultMealPlanView must be one of daily, weekly, monthly" })
        .nullish(),
      householdSize: z
        .number({ error: "householdSize must be a whole number from 1 to 50" })
        .int({ message: "householdSize must be a whole number from 1 to 50" })
        .min(1, { message: "householdSize must be a whole number from 1 to 50" })
        .max(50, { message: "householdSize must be a whole number from 1 to 50" })
        .nullish(),
      defaultPortionSize: z
        .number({ error: "defaultPortionSize must be a number from 0.25 to 10" })
        .min(0.25, { message: "defaultPortionSize must be a number from 0.25 to 10" })
        .max(10, { message: "defaultPortionSize must be a number from 0.25 to 10" })
        .nullish(),
    })
    .nullish(),
});

export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** The validated body as the command's change set (absent fields stay as they are). */
export function toProfileUpdate(input: ProfileUpdateInput): ProfileUpdate {
  const update: ProfileUpdate = {};
  if (input.displayName !== undefined) update.displayName = input.displayName;
  if (input.firstName !== undefined) update.firstName = input.firstName;
  if (input.name !== undefined) update.name = input.name;
  const prefs = input.preferences;
  if (prefs?.defaultMealPlanView) update.defaultMealPlanView = prefs.defaultMealPlanView;
  if (prefs?.householdSize !== undefined) update.householdSize = prefs.householdSize;
  if (prefs?.defaultPortionSize !== undefined) update.defaultPortionSize = prefs.defaultPortionSize;
  return update;
}
