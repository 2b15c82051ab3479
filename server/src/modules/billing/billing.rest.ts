import { Router } from "express";
import { requireAuth } from "../../core/request.js";
import type { BillingService } from "./billing.service.js";

export function billingRoutes(billing: BillingService): Router {
  const router = Router();
  router.get("/subscription/status", async (req, res) => {
    const caller = requireAuth(req.ctx, { allowSubscriptionOnly: true });
    const status = await billing.status(caller.householdId);
    res.json({
      subscriptionStatus: status.subscriptionStatus,
      trialEndsAt: status.trialEndsAt?.toISOString() ?? null,
      daysLeft: status.daysLeft,
      plan: status.plan,
    });
  });
  return router;
}
