import { Router } from "express";
import { parseBody } from "../../core/rest.js";
import type { MarketingService } from "./marketing.service.js";
import { newsletterSchema } from "./marketing.validation.js";

/** The public site's REST paths: the 'Stay Updated' sign-up and the client's run-time settings. */
export function marketingRoutes(marketing: MarketingService): Router {
  const router = Router();

  /** Body `{ email, source? }`; 201 when added, 200 when the address was already on the list. */
  router.post("/newsletter", async (req, res) => {
    const result = await marketing.subscribe(req.ctx, parseBody(newsletterSchema, req.body));
    res.status(result.alreadySubscribed ? 200 : 201).json({ subscribed: true, ...result });
  });

  router.get("/public-config", (_req, res) => {
    res.json(marketing.publicConfig());
  });

  return router;
}
