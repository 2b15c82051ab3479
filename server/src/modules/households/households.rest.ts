import { Router } from "express";
import { requireAuth } from "../../core/request.js";
import type { HouseholdsService } from "./households.service.js";

export function householdsRoutes(households: HouseholdsService): Router {
  const router = Router();
  router.get("/family-members", async (req, res) => {
    res.json(await households.familyMembers(requireAuth(req.ctx).householdId));
  });
  return router;
}
