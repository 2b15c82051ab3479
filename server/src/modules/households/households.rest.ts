import { Router } from "express";
import { z } from "zod";
import { isoDateTime, routeOn } from "../../core/api-docs.js";
import { requireAuth } from "../../core/request.js";
import { describeIdParams } from "../../core/input-guard.js";
import { parseBody } from "../../core/rest.js";
import { validate } from "../../core/validation.js";
import { SignInBody } from "../accounts/index.js";
import { AGE_GROUPS } from "./households.events.js";
import type { FamilyMemberDetailView, HouseholdsService } from "./households.service.js";
import {
  addFamilyMemberSchema,
  completeSetupSchema,
  invitationTokenSchema,
  inviteSchema,
  updateFamilyMemberSchema,
} from "./households.validation.js";

export const FamilyMemberBody = z
  .object({
    id: z.string().meta({ format: "uuid" }),
    name: z.string(),
    isActive: z.boolean(),
    ageGroup: z.enum(AGE_GROUPS).nullable(),
    defaultPortionMultiplier: z.number(),
  })
  .meta({ id: "FamilyMember" });

export const FamilyMemberDetailBody = FamilyMemberBody.extend({
  email: z.string().nullable(),
  accountStatus: z.enum(["none", "invited", "joined"]).meta({
    description: "none (no sign-in), invited (link sent, not used yet) or joined (has their own sign-in)",
  }),
  invitedAt: isoDateTime.nullable(),
  joinedAt: isoDateTime.nullable(),
}).meta({ id: "FamilyMemberDetail" });

/** The REST answers keep their documented shape: diets and allergies are GraphQL's (the dietary screens). */
function restMember({ diets: _diets, allergies: _allergies, ...member }: FamilyMemberDetailView) {
  return member;
}

const HOLDER_ONLY = { 403: "Only the account holder can manage family members" };

export function householdsRoutes(households: HouseholdsService): Router {
  const router = Router();
  const route = routeOn(router, "Family members");

  route(
    {
      method: "get",
      path: "/family-members",
      summary: "The household's family members",
      auth: "required",
      responses: { 200: { description: "The members", schema: z.array(FamilyMemberBody) } },
    },
    async (req, res) => {
      res.json(await households.familyMembers(requireAuth(req.ctx).householdId));
    },
  );

  /** Who an invitation link is for (public: the link is the credential). */
  route(
    {
      method: "get",
      path: "/family-members/setup",
      summary: "Who an invitation link is for",
      description: "Public: the link's token is the credential.",
      auth: "none",
      query: invitationTokenSchema,
      responses: {
        200: {
          description: "The invitation",
          schema: z.object({ memberName: z.string(), email: z.string(), householdName: z.string(), expiresAt: isoDateTime }),
        },
      },
      errors: { 400: "The link is invalid, used or expired" },
    },
    async (req, res) => {
      const { token } = validate(invitationTokenSchema, { token: req.query.token });
      res.json(await households.invitation(token));
    },
  );

  /** The invited member chooses a password; answers like a login. */
  route(
    {
      method: "post",
      path: "/family-members/setup",
      summary: "An invited member chooses a password",
      description: "Answers like a login: the member is signed in.",
      auth: "none",
      body: completeSetupSchema,
      responses: { 201: { description: "Signed in as the member", schema: SignInBody.omit({ redirectTo: true }) } },
      errors: { 400: "The link is invalid, used or expired, or the password is too short", 409: "An account with this email already exists" },
    },
    async (req, res) => {
      const result = await households.completeSetup(req.ctx, parseBody(completeSetupSchema, req.body));
      res.status(201).json({ token: result.token, user: result.user, status: result.status, message: result.message });
    },
  );

  route(
    {
      method: "post",
      path: "/family-members",
      summary: "Add a family member",
      auth: "required",
      body: addFamilyMemberSchema,
      responses: { 201: { description: "The new member", schema: FamilyMemberDetailBody } },
      errors: HOLDER_ONLY,
    },
    async (req, res) => {
      const caller = requireAuth(req.ctx);
      res.status(201).json(restMember(await households.add(req.ctx, caller, parseBody(addFamilyMemberSchema, req.body))));
    },
  );

  route(
    {
      method: "patch",
      path: "/family-members/:id",
      summary: "Change a family member",
      description: "Only the fields sent change.",
      auth: "required",
      body: updateFamilyMemberSchema,
      responses: { 200: { description: "The member as they are now", schema: FamilyMemberDetailBody } },
      errors: HOLDER_ONLY,
    },
    async (req, res) => {
      const caller = requireAuth(req.ctx);
      const changes = parseBody(updateFamilyMemberSchema, req.body);
      res.json(restMember(await households.update(req.ctx, caller, req.params.id, changes)));
    },
  );

  route(
    {
      method: "post",
      path: "/family-members/:id/deactivate",
      summary: "Deactivate a family member",
      description: "Their own sign-in, if any, is disabled and its sessions end.",
      auth: "required",
      responses: { 200: { description: "The member as they are now", schema: FamilyMemberDetailBody } },
      errors: HOLDER_ONLY,
    },
    async (req, res) => {
      res.json(restMember(await households.deactivate(req.ctx, requireAuth(req.ctx), req.params.id)));
    },
  );

  route(
    {
      method: "post",
      path: "/family-members/:id/invite",
      summary: "Mail a family member an invitation to their own sign-in",
      auth: "required",
      body: inviteSchema,
      responses: {
        200: {
          description: "The invitation is on its way",
          schema: z.object({ success: z.literal(true), message: z.string(), member: FamilyMemberDetailBody }),
        },
      },
      errors: { ...HOLDER_ONLY, 409: "An account with this email already exists", 503: "The mail could not be sent: try again" },
    },
    async (req, res) => {
      const caller = requireAuth(req.ctx);
      const { email } = parseBody(inviteSchema, req.body);
      const result = await households.invite(req.ctx, caller, req.params.id, email);
      res.json({ ...result, member: restMember(result.member) });
    },
  );

  return describeIdParams(router, { id: "Family member not found" });
}
