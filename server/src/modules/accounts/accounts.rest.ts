import { Router } from "express";
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

/** The spec's account paths (section 7), answering exactly the legacy shapes, plus the session's own. */
export function accountsRoutes(accounts: AccountsService, passwords: Passwords): Router {
  const router = Router();

  router.post("/register", async (req, res) => {
    const result = await accounts.register(req.ctx, parseBody(registerSchema, req.body));
    res.status(201).json({ token: result.token, user: result.user, message: result.message });
  });

  router.post("/login", async (req, res) => {
    res.json(signInBody(await accounts.login(req.ctx, parseBody(loginSchema, req.body))));
  });

  /** Google sign-in: { idToken, nonce } → the login answer. */
  router.post("/auth/google", async (req, res) => {
    res.json(signInBody(await accounts.googleSignIn(req.ctx, parseBody(googleSignInSchema, req.body))));
  });

  /** Whether Google sign-in is offered, and with which client id (public). */
  router.get("/auth/config", (_req, res) => {
    res.json({ googleClientId: accounts.googleClientId() });
  });

  /** Any live session, limited ones included (they may reach the subscription page). */
  router.get("/auth/check", async (req, res) => {
    const user = await accounts.currentUser(requireAuth(req.ctx, { allowSubscriptionOnly: true }));
    res.json({ authenticated: true, user });
  });

  router.post("/auth/refresh", async (req, res) => {
    res.json({ token: await accounts.refresh(req.ctx, requireAuth(req.ctx, { allowSubscriptionOnly: true })) });
  });

  /** Ends the caller's session; succeeds without one too, so a retried logout never fails. */
  router.post("/auth/logout", async (req, res) => {
    await accounts.logout(req.ctx, req.ctx.auth);
    res.json({ success: true, message: "Logged out successfully" });
  });

  router.post("/auth/change-password", async (req, res) => {
    const caller = requireAuth(req.ctx);
    res.json(await passwords.changePassword(req.ctx, caller, parseBody(changePasswordSchema, req.body)));
  });

  router.post("/auth/password-reset/request", async (req, res) => {
    res.json(await passwords.requestPasswordReset(req.ctx, parseBody(passwordResetRequestSchema, req.body)));
  });

  router.post("/auth/password-reset/confirm", async (req, res) => {
    res.json(await passwords.resetPassword(req.ctx, parseBody(passwordResetSchema, req.body)));
  });

  router.get("/user/profile", async (req, res) => {
    res.json(await accounts.profile(requireAuth(req.ctx)));
  });

  router.patch("/user/profile", async (req, res) => {
    const caller = requireAuth(req.ctx);
    const update = toProfileUpdate(parseBody(profileUpdateSchema, req.body));
    const profile = await accounts.updateProfile(req.ctx, caller, update);
    res.json({ success: true, profile });
  });

  return router;
}
