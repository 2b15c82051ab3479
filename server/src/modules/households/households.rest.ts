import { Router } from "express";
import { requireAuth } from "../../core/request.js";
import { describeIdParams } from "../../core/input-guard.js";
import { parseBody } from "../../core/rest.js";
import { validate } from "../../core/validation.js";
import type { HouseholdsService } from "./households.service.js";
import {
  addFamilyMemberSchema,
  completeSetupSchema,
  invitationTokenSchema,
  inviteSchema,
  updateFamilyMemberSchema,
} from "./households.validation.js";

export function householdsRoutes(households: HouseholdsService): Router {
  const router = Router();

  router.get("/family-members", async (req, res) => {
    res.json(await households.familyMembers(requireAuth(req.ctx).householdId));
  });

  /** Who an invitation link is for (public: the link is the credential). */
  router.get("/family-members/setup", async (req, res) => {
    const { token } = validate(invitationTokenSchema, { token: req.query.token });
    res.json(await households.invitation(token));
  });

  /** The invited member chooses a password; answers like a login. */
  router.post("/family-members/setup", async (req, res) => {
    const result = await households.completeSetup(req.ctx, parseBody(completeSetupSchema, req.body));
    res.status(201).json({ token: result.token, user: result.user, status: result.status, message: result.message });
  });

  router.post("/family-members", async (req, res) => {
    const caller = requireAuth(req.ctx);
    res.status(201).json(await households.add(req.ctx, caller, parseBody(addFamilyMemberSchema, req.body)));
  });

  router.patch("/family-members/:id", async (req, res) => {
    const caller = requireAuth(req.ctx);
    const changes = parseBody(updateFamilyMemberSchema, req.body);
    res.json(await households.update(req.ctx, caller, req.params.id, changes));
  });

  router.post("/family-members/:id/deactivate", async (req, res) => {
    res.json(await households.deactivate(req.ctx, requireAuth(req.ctx), req.params.id));
  });

  router.post("/family-members/:id/invite", async (req, res) => {
    const caller = requireAuth(req.ctx);
    const { email } = parseBody(inviteSchema, req.body);
    res.json(await households.invite(req.ctx, caller, req.params.id, email));
  });

  return describeIdParams(router, { id: "Family member not found" });
}
