import { Router } from "express";
import { z } from "zod";
import { routeOn } from "../../core/api-docs.js";
import { requireAuth } from "../../core/request.js";
import { parseBody } from "../../core/rest.js";
import type { Passwords } from "./accounts.passwords.js";
import type { AccountsService, AuthResult } from "./accounts.service.js";
import {
  changePasswordSchema,
  googleSignInSchema,
  loginSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  profileUpdateSchema,
  registerSchema,
  toProfileUpdate,
} from "./accounts.validation.js";

/** The legacy login answer: redirectTo only when there is somewhere else to go. */
function signInBody(result: AuthResult) {
  return {
    token: result.token,
    user: result.user,
    status: result.status,
    message: result.message,
    ...(result.redirectTo ? { redirectTo: result.redirectTo } : {}),
  };
}

const uuid = z.string().meta({ format: "uuid" });

/** The signed-in user as sign-in answers carry it. */
export const PublicUserBody = z
  .object({
    id: uuid,
    email: z.string(),
    username: z.string().nullable(),
    name: z.string().nullable(),
    displayName: z.string(),
    role: z.string().meta({ description: "user, familyMember, moderator or admin" }),
    accountType: z.string().meta({ description: "accountHolder or familyMember" }),
    familyMemberId: uuid.nullable(),
    userId: uuid,
    householdId: uuid,
  })
  .meta({ id: "User" });

export const ProfileBody = z
  .object({
    id: uuid,
    email: z.string(),
    username: z.string().nullable(),
    name: z.string().nullable(),
    firstName: z.string().nullable(),
    displayName: z.string(),
    role: z.string(),
    accountType: z.string(),
    isFamilyMember: z.boolean(),
    preferences: z.object({
      defaultMealPlanView: z.enum(["daily", "weekly", "monthly"]),
      householdSize: z.number().int().nullable(),
      defaultPortionSize: z.number().nullable(),
    }),
  })
  .meta({ id: "Profile" });

/** What a successful sign-in answers (login, Google, family member setup). */
export const SignInBody = z
  .object({
    token: z.string().meta({ description: "Send as `Authorization: Bearer <token>`" }),
    user: PublicUserBody,
    status: z.string().meta({ description: "The subscription status, or trial_expired / subscription_expired when access is limited" }),
    message: z.string(),
    redirectTo: z.string().optional().meta({ description: "Where the app should go next, when not /app (e.g. /app/subscription)" }),
  })
  .meta({ id: "SignIn" });

const Success = z.object({ success: z.literal(true), message: z.string() });
const SIGN_IN_ERRORS = {
  401: "Wrong password, or an account that signs in with Google only",
  403: "The account is disabled",
  404: "No account uses this email",
  423: "The account is locked for 15 minutes after 5 wrong passwords",
  429: "Too many attempts from this address: wait `retryAfterSeconds`",
};

/** The spec's account paths (section 7), answering exactly the legacy shapes, plus the session's own. */
export function accountsRoutes(accounts: AccountsService, passwords: Passwords): Router {
  const router = Router();
  const route = routeOn(router, "Accounts and sessions");

  route(
    {
      method: "post",
      path: "/register",
      summary: "Create an account and household (starts the 14-day trial)",
      auth: "none",
      body: registerSchema,
      responses: {
        201: {
          description: "Signed in as the new account",
          schema: z.object({ token: z.string(), user: PublicUserBody, message: z.string() }),
        },
      },
      errors: { 409: "An account with this email already exists", 429: "Too many registrations from this address" },
    },
    async (req, res) => {
      const result = await accounts.register(req.ctx, parseBody(registerSchema, req.body));
      res.status(201).json({ token: result.token, user: result.user, message: result.message });
    },
  );

  route(
    {
      method: "post",
      path: "/login",
      summary: "Sign in with email and password",
      description: "Answers a bearer token for a new session. Each wrong password counts towards the lockout.",
      auth: "none",
      body: loginSchema,
      responses: { 200: { description: "Signed in", schema: SignInBody } },
      errors: SIGN_IN_ERRORS,
    },
    async (req, res) => {
      res.json(signInBody(await accounts.login(req.ctx, parseBody(loginSchema, req.body))));
    },
  );

  /** Google sign-in: { idToken, nonce } → the login answer. */
  route(
    {
      method: "post",
      path: "/auth/google",
      summary: "Sign in or register with a Google ID token",
      description: "The ID token from Google Identity Services and the nonce the page generated for it.",
      auth: "none",
      body: googleSignInSchema,
      responses: { 200: { description: "Signed in", schema: SignInBody } },
      errors: {
        401: "Google did not vouch for this token, or its email is not verified",
        403: "The account is disabled",
        404: "Google sign-in is not enabled on this server",
        423: "The account is locked",
        503: "Google's keys could not be fetched: try again or use the password",
      },
    },
    async (req, res) => {
      res.json(signInBody(await accounts.googleSignIn(req.ctx, parseBody(googleSignInSchema, req.body))));
    },
  );

  /** Whether Google sign-in is offered, and with which client id (public). */
  route(
    {
      method: "get",
      path: "/auth/config",
      summary: "Whether Google sign-in is offered",
      auth: "none",
      responses: { 200: { description: "The Google client id, or null", schema: z.object({ googleClientId: z.string().nullable() }) } },
    },
    (_req, res) => {
      res.json({ googleClientId: accounts.googleClientId() });
    },
  );

  /**
   * A live session with full access. A session whose trial or subscription has ended answers 401 with
   * `status` trial_expired or subscription_expired (spec section 4, the guard's step 4: that 401 sends
   * the app to /app/subscription); POST /auth/refresh trades its token for a subscription-only one.
   */
  route(
    {
      method: "get",
      path: "/auth/check",
      summary: "Is this token's session live?",
      auth: "required",
      responses: {
        200: { description: "The session is live", schema: z.object({ authenticated: z.literal(true), user: PublicUserBody }) },
      },
    },
    async (req, res) => {
      const user = await accounts.currentUser(requireAuth(req.ctx));
      res.json({ authenticated: true, user });
    },
  );

  route(
    {
      method: "post",
      path: "/auth/refresh",
      summary: "Exchange the token for a new one",
      description: "Rotation: the new token names a new session and the old token answers 401 from now on.",
      auth: "limited",
      responses: { 200: { description: "The new token", schema: z.object({ token: z.string() }) } },
    },
    async (req, res) => {
      res.json({ token: await accounts.refresh(req.ctx, requireAuth(req.ctx, { allowSubscriptionOnly: true })) });
    },
  );

  /** Ends the caller's session; succeeds without one too, so a retried logout never fails. */
  route(
    {
      method: "post",
      path: "/auth/logout",
      summary: "End this token's session",
      description: "Succeeds without a token too, so a retried logout never fails.",
      auth: "optional",
      responses: { 200: { description: "Signed out", schema: z.object({ success: z.literal(true), message: z.string() }) } },
    },
    async (req, res) => {
      await accounts.logout(req.ctx, req.ctx.auth);
      res.json({ success: true, message: "Logged out successfully" });
    },
  );

  route(
    {
      method: "post",
      path: "/auth/change-password",
      summary: "Change the password",
      description: "Ends every session of the account and answers a token for a new one on this device.",
      auth: "required",
      body: changePasswordSchema,
      responses: { 200: { description: "Changed", schema: Success.extend({ token: z.string() }) } },
      errors: { 400: "The current password is wrong, the new one is too short or the same, or a field is missing" },
    },
    async (req, res) => {
      const caller = requireAuth(req.ctx);
      res.json(await passwords.changePassword(req.ctx, caller, parseBody(changePasswordSchema, req.body)));
    },
  );

  route(
    {
      method: "post",
      path: "/auth/password-reset/request",
      summary: "Mail a password reset link",
      description: "Answers the same whether or not an account uses the address.",
      auth: "none",
      body: passwordResetRequestSchema,
      responses: { 200: { description: "If the address is known, a link is on its way", schema: Success } },
      errors: { 429: "Too many requests from this address" },
    },
    async (req, res) => {
      res.json(await passwords.requestPasswordReset(req.ctx, parseBody(passwordResetRequestSchema, req.body)));
    },
  );

  route(
    {
      method: "post",
      path: "/auth/password-reset/confirm",
      summary: "Choose a new password with a reset link's token",
      auth: "none",
      body: passwordResetSchema,
      responses: { 200: { description: "The password is set; every session has ended", schema: Success } },
      errors: { 400: "The link is invalid, used or expired, or the password is too short" },
    },
    async (req, res) => {
      res.json(await passwords.resetPassword(req.ctx, parseBody(passwordResetSchema, req.body)));
    },
  );

  route(
    {
      method: "get",
      path: "/user/profile",
      summary: "The caller's profile and preferences",
      auth: "required",
      responses: { 200: { description: "The profile", schema: ProfileBody } },
    },
    async (req, res) => {
      res.json(await accounts.profile(requireAuth(req.ctx)));
    },
  );

  route(
    {
      method: "patch",
      path: "/user/profile",
      summary: "Change names and preferences",
      description: "The whole profile may be sent back; only displayName, firstName, name and preferences change.",
      auth: "required",
      body: profileUpdateSchema,
      responses: {
        200: { description: "The profile as it is now", schema: z.object({ success: z.literal(true), profile: ProfileBody }) },
      },
    },
    async (req, res) => {
      const caller = requireAuth(req.ctx);
      const update = toProfileUpdate(parseBody(profileUpdateSchema, req.body));
      const profile = await accounts.updateProfile(req.ctx, caller, update);
      res.json({ success: true, profile });
    },
  );

  return router;
}
