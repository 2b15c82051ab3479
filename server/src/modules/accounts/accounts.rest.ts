import { Router } from "express";
import { requireAuth } from "../../core/request.js";
import { parseBody } from "../../core/rest.js";
import type { AccountsService } from "./accounts.service.js";
import { loginSchema, profileUpdateSchema, registerSchema, toProfileUpdate } from "./accounts.validation.js";

/** The spec's account paths (section 7), answering exactly the legacy shapes. */
export function accountsRoutes(accounts: AccountsService): Router {
  const router = Router();

  router.post("/register", async (req, res) => {
    const result = await accounts.register(req.ctx, parseBody(registerSchema, req.body));
    res.status(201).json({ token: result.token, user: result.user, message: result.message });
  });

  router.post("/login", async (req, res) => {
    const result = await accounts.login(parseBody(loginSchema, req.body));
    res.json({
      token: result.token,
      user: result.user,
      status: result.status,
      message: result.message,
      ...(result.redirectTo ? { redirectTo: result.redirectTo } : {}),
    });
  });

  router.get("/auth/check", async (req, res) => {
    const user = await accounts.currentUser(requireAuth(req.ctx, { allowSubscriptionOnly: true }));
    res.json({ authenticated: true, user });
  });

  router.post("/auth/refresh", async (req, res) => {
    res.json({ token: await accounts.refresh(requireAuth(req.ctx, { allowSubscriptionOnly: true })) });
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
