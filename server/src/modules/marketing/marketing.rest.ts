import { Router } from "express";
import { z } from "zod";
import { routeOn } from "../../core/api-docs.js";
import { parseBody } from "../../core/rest.js";
import type { MarketingService } from "./marketing.service.js";
import { newsletterSchema } from "./marketing.validation.js";

const NewsletterBody = z.object({
  subscribed: z.literal(true),
  email: z.string(),
  alreadySubscribed: z.boolean().meta({ description: "The address was on the list before this request" }),
  message: z.string(),
});

/** The public site's REST paths: the 'Stay Updated' sign-up and the client's run-time settings. */
export function marketingRoutes(marketing: MarketingService): Router {
  const router = Router();
  const route = routeOn(router, "Public site");

  /** Body `{ email, source? }`; 201 when added, 200 when the address was already on the list. */
  route(
    {
      method: "post",
      path: "/newsletter",
      summary: "Sign up for the 'Stay Updated' newsletter",
      auth: "optional",
      idempotent: false,
      body: newsletterSchema,
      responses: {
        201: { description: "Added to the list", schema: NewsletterBody },
        200: { description: "The address was already on the list", schema: NewsletterBody },
      },
      errors: { 429: "Too many sign-ups from this connection" },
    },
    async (req, res) => {
      const result = await marketing.subscribe(req.ctx, parseBody(newsletterSchema, req.body));
      res.status(result.alreadySubscribed ? 200 : 201).json({ subscribed: true, ...result });
    },
  );

  route(
    {
      method: "get",
      path: "/public-config",
      summary: "The web client's run-time settings",
      auth: "none",
      responses: {
        200: {
          description: "The settings",
          schema: z.object({ gaMeasurementId: z.string().nullable().meta({ description: "GA4 measurement id, when analytics is configured" }) }),
        },
      },
    },
    (_req, res) => {
      res.json(marketing.publicConfig());
    },
  );

  return router;
}
