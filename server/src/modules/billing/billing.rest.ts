import express, { Router } from "express";
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
      currentPeriodEnd: status.currentPeriodEnd?.toISOString() ?? null,
    });
  });
  return router;
}

/** Stripe's webhook endpoint: the signature is computed over the raw bytes, so it reads its own body. */
export function stripeWebhookRoutes(billing: BillingService): Router {
  const router = Router();
  router.post("/webhooks/stripe", express.raw({ type: () => true, limit: "1mb" }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    res.json(await billing.handleStripeWebhook(body, req.get("stripe-signature")));
  });
  return router;
}
