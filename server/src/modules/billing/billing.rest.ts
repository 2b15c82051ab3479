import express, { Router } from "express";
import { z } from "zod";
import { isoDateTime, routeOn } from "../../core/api-docs.js";
import { requireAuth } from "../../core/request.js";
import type { BillingService } from "./billing.service.js";

export const SubscriptionStatusBody = z
  .object({
    subscriptionStatus: z.string().meta({ description: "trialing, active, past_due, canceled, trial_expired or subscription_expired" }),
    trialEndsAt: isoDateTime.nullable(),
    daysLeft: z.number().int().meta({ description: "Days left in the trial (0 once it has ended)" }),
    plan: z.string().nullable().meta({ description: "monthly or yearly once subscribed" }),
    currentPeriodEnd: isoDateTime.nullable(),
  })
  .meta({ id: "SubscriptionStatus" });

export function billingRoutes(billing: BillingService): Router {
  const router = Router();
  routeOn(router, "Subscription")(
    {
      method: "get",
      path: "/subscription/status",
      summary: "The household's trial or subscription",
      description: "Limited sessions (trial or subscription ended) may call it too.",
      auth: "limited",
      responses: { 200: { description: "The status", schema: SubscriptionStatusBody } },
    },
    async (req, res) => {
      const caller = requireAuth(req.ctx, { allowSubscriptionOnly: true });
      const status = await billing.status(caller.householdId);
      res.json({
        subscriptionStatus: status.subscriptionStatus,
        trialEndsAt: status.trialEndsAt?.toISOString() ?? null,
        daysLeft: status.daysLeft,
        plan: status.plan,
        currentPeriodEnd: status.currentPeriodEnd?.toISOString() ?? null,
      });
    },
  );
  return router;
}

/** Stripe's webhook endpoint: the signature is computed over the raw bytes, so it reads its own body. */
export function stripeWebhookRoutes(billing: BillingService): Router {
  const router = Router();
  routeOn(router, "Subscription")(
    {
      method: "post",
      path: "/webhooks/stripe",
      summary: "Stripe's webhook (called by Stripe, not by clients)",
      description: "The body is Stripe's event, verified with the `Stripe-Signature` header; a redelivered event is applied once.",
      auth: "none",
      body: z.object({ id: z.string(), type: z.string() }).catchall(z.unknown()),
      responses: {
        200: { description: "Received", schema: z.object({ received: z.literal(true), applied: z.boolean() }) },
      },
      errors: { 404: "Stripe is not configured on this server" },
    },
    express.raw({ type: () => true, limit: "1mb" }),
    async (req, res) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      res.json(await billing.handleStripeWebhook(body, req.get("stripe-signature")));
    },
  );
  return router;
}
