import { randomUUID } from "node:crypto";
import { AppError, conflict, forbidden, notFound, badRequest } from "../../core/errors.js";
import { isUniqueViolation, type CommandMeta, type EventTransaction } from "../../core/event-store.js";
import type { CoreServices } from "../../core/module.js";
import type { RequestContext } from "../../core/request.js";
import type { TokenClaims } from "../../core/tokens.js";
import { hashLinkToken, hashPassword, newLinkToken, type AccountsApi } from "../accounts/index.js";
import { decide, INVITATION_INVALID, type FamilyMemberCommand } from "./households.decider.js";
import {
  evolveFamilyMember,
  familyMemberStream,
  initialFamilyMemberState,
  INVITATION_TTL_MS,
  type FamilyMemberDetails,
  type FamilyMemberDietary,
} from "./households.events.js";
import { FamilyMemberEntity, InvitationEntity, type FamilyMemberRow } from "./projections/households.read-model.js";

/** The spec's family member fields (section 3); GET /api/family-members answers exactly these. */
export interface FamilyMemberView {
  id: string;
  name: string;
  isActive: boolean;
  ageGroup: string | null;
  defaultPortionMultiplier: number;
}

/** What the family members screen shows besides: the invitation and sign-in of each member. */
export interface FamilyMemberDetailView extends FamilyMemberView {
  email: string | null;
  /** none (no sign-in), invited (link sent, not used yet) or joined (has their own sign-in). */
  accountStatus: "none" | "invited" | "joined";
  invitedAt: Date | null;
  joinedAt: Date | null;
  /** Diet tags the member follows (GraphQL only: the REST answers keep the spec's shape). */
  diets: string[];
  /** Allergen tags the member must avoid (GraphQL only). */
  allergies: string[];
}

/** What other modules (dietary analysis) read of each member. */
export interface MemberDietaryView {
  id: string;
  name: string;
  isActive: boolean;
  diets: string[];
  allergies: string[];
}

export interface InvitationView {
  memberName: string;
  email: string;
  householdName: string;
  expiresAt: Date;
}

export interface FamilyMemberChanges extends Partial<FamilyMemberDetails> {
  isActive?: boolean;
}

export const ONLY_HOLDER = "Only the account holder can manage family members";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toView(row: FamilyMemberRow): FamilyMemberView {
  return {
    id: row.id,
    name: row.name,
    isActive: row.isActive,
    ageGroup: row.ageGroup,
    defaultPortionMultiplier: row.defaultPortionMultiplier,
  };
}

function toDetailView(row: FamilyMemberRow): FamilyMemberDetailView {
  return {
    ...toView(row),
    email: row.email,
    accountStatus: row.userId ? "joined" : row.invitedAt ? "invited" : "none",
    invitedAt: row.invitedAt,
    joinedAt: row.joinedAt,
    diets: row.diets ?? [],
    allergies: row.allergies ?? [],
  };
}

/** Family members of a household; the account holder manages them, every member of the household reads them. */
export function createHouseholdsService(core: CoreServices, accounts: AccountsApi) {
  function meta(ctx: RequestContext, householdId: string, actorId: string | null): CommandMeta {
    return { householdId, actorId, now: core.now(), clientId: ctx.clientId, correlationId: ctx.requestId };
  }

  /** A change a device may send again (the outbox, after a lost answer): its key replays the first answer. */
  function replayableMeta(ctx: RequestContext, householdId: string, actorId: string | null): CommandMeta {
    return { ...meta(ctx, householdId, actorId), idempotencyKey: ctx.idempotencyKey };
  }

  function requireHolder(caller: TokenClaims): void {
    if (caller.accountType !== "accountHolder") throw forbidden(ONLY_HOLDER);
  }

  /** Decides `command` on the member's stream; `chosenId` says the device chose the id, which must not be another household's. */
  async function apply(tx: EventTransaction, memberId: string, command: FamilyMemberCommand, chosenId = false) {
    const stream = familyMemberStream(memberId);
    const { state, version } = await tx.load(stream, evolveFamilyMember, initialFamilyMemberState);
    if (chosenId && tx.isForeign(stream)) throw conflict("This id is already in use; choose another");
    const events = decide(state, command);
    await tx.append(stream, version, events);
    return { state, events };
  }

  /** A member of the caller's household; any other id (foreign or malformed) is a 404. */
  async function memberOf(householdId: string, memberId: string): Promise<FamilyMemberRow> {
    const row = UUID.test(memberId) ? await core.db.em().findOne(FamilyMemberEntity, { id: memberId, householdId }) : null;
    if (!row) throw notFound("Family member not found");
    return row;
  }

  async function reload(householdId: string, memberId: string): Promise<FamilyMemberDetailView> {
    return toDetailView(await memberOf(householdId, memberId));
  }

  const service = {
    /** The household's family members, oldest first (spec section 3 fields). */
    async familyMembers(householdId: string): Promise<FamilyMemberView[]> {
      return (await service.familyMemberDetails(householdId)).map(({ id, name, isActive, ageGroup, defaultPortionMultiplier }) => ({
        id,
        name,
        isActive,
        ageGroup,
        defaultPortionMultiplier,
      }));
    },

    async familyMemberDetails(householdId: string): Promise<FamilyMemberDetailView[]> {
      const rows = await core.db
        .em()
        .find(FamilyMemberEntity, { householdId }, { orderBy: { position: "asc", id: "asc" } });
      return rows.map(toDetailView);
    },

    /** One member as the family members screen shows them, or null when not of this household. */
    async familyMemberDetail(householdId: string, memberId: string): Promise<FamilyMemberDetailView | null> {
      const row = UUID.test(memberId) ? await core.db.em().findOne(FamilyMemberEntity, { id: memberId, householdId }) : null;
      return row ? toDetailView(row) : null;
    },

    /** The household's sequence: read the members with it, then follow familyMembersChanged from it. */
    syncPoint(householdId: string): Promise<number> {
      return core.store.headOf(householdId);
    },

    /** Every member's diets and allergies, oldest member first. */
    async memberDietary(householdId: string): Promise<MemberDietaryView[]> {
      return (await service.familyMemberDetails(householdId)).map(({ id, name, isActive, diets, allergies }) => ({
        id,
        name,
        isActive,
        diets,
        allergies,
      }));
    },

    /** Replaces the member's diets and allergies (account holder only). */
    async setDietary(
      ctx: RequestContext,
      caller: TokenClaims,
      memberId: string,
      dietary: FamilyMemberDietary,
    ): Promise<FamilyMemberDetailView> {
      requireHolder(caller);
      await memberOf(caller.householdId, memberId);
      await core.store.execute(replayableMeta(ctx, caller.householdId, caller.userId), async (tx) => {
        await apply(tx, memberId, { type: "SetFamilyMemberDietary", memberId, dietary });
        return memberId;
      });
      return reload(caller.householdId, memberId);
    },

    /** Adds a member under `chosenId` when the device chose one (added offline), else under a new id. */
    async add(ctx: RequestContext, caller: TokenClaims, details: FamilyMemberDetails, chosenId?: string): Promise<FamilyMemberDetailView> {
      requireHolder(caller);
      // A replayed key answers the id the first delivery recorded.
      const memberId = await core.store.execute(replayableMeta(ctx, caller.householdId, caller.userId), async (tx) => {
        const id = chosenId ?? randomUUID();
        await apply(tx, id, { type: "AddFamilyMember", memberId: id, details }, chosenId !== undefined);
        return id;
      });
      return reload(caller.householdId, memberId);
    },

    /** Edits details; `isActive` deactivates (their sign-in stops at once) or reactivates the member. */
    async update(
      ctx: RequestContext,
      caller: TokenClaims,
      memberId: string,
      changes: FamilyMemberChanges,
    ): Promise<FamilyMemberDetailView> {
      requireHolder(caller);
      const row = await memberOf(caller.householdId, memberId);
      const { isActive, ...details } = changes;
      await core.store.execute(replayableMeta(ctx, caller.householdId, caller.userId), async (tx) => {
        const { events } = await apply(tx, memberId, { type: "UpdateFamilyMember", memberId, changes: details });
        if (row.userId && details.name !== undefined && events.length > 0) {
          await accounts.renameAccount(tx, row.userId, details.name);
        }
        if (isActive === false) await deactivateIn(tx, memberId, row.userId);
        if (isActive === true) {
          const { events: reactivated } = await apply(tx, memberId, { type: "ReactivateFamilyMember", memberId });
          if (row.userId && reactivated.length > 0) await accounts.enableAccount(tx, row.userId);
        }
      });
      return reload(caller.householdId, memberId);
    },

    async deactivate(ctx: RequestContext, caller: TokenClaims, memberId: string): Promise<FamilyMemberDetailView> {
      requireHolder(caller);
      const row = await memberOf(caller.householdId, memberId);
      await core.store.execute(replayableMeta(ctx, caller.householdId, caller.userId), (tx) => deactivateIn(tx, memberId, row.userId));
      return reload(caller.householdId, memberId);
    },

    /** Mails the member a link to /family-member/setup where they choose their password. */
    async invite(
      ctx: RequestContext,
      caller: TokenClaims,
      memberId: string,
      email: string,
    ): Promise<{ success: true; message: string; member: FamilyMemberDetailView }> {
      requireHolder(caller);
      const row = await memberOf(caller.householdId, memberId);
      if (await accounts.emailInUse(email)) throw conflict("An account with this email already exists");
      const token = newLinkToken();
      const tokenHash = hashLinkToken(token);
      await core.store.execute(meta(ctx, caller.householdId, caller.userId), (tx) =>
        apply(tx, memberId, { type: "InviteFamilyMember", memberId, email, tokenHash, now: tx.meta.now }),
      );
      const link = `${core.appUrl()}/family-member/setup?token=${encodeURIComponent(token)}`;
      const days = INVITATION_TTL_MS / 86_400_000;
      try {
        await core.mailer.send({
          to: email,
          subject: `${caller.displayName} invited you to their household on Hearth`,
          text: [
            `Hello ${row.name},`,
            "",
            `${caller.displayName} added you to their household on Hearth, where the family shares the pantry, shopping lists, meals and plans.`,
            "Choose a password to get your own sign-in:",
            "",
            link,
            "",
            `The link works once and expires in ${days} days.`,
            "",
            "— Hearth",
          ].join("\n"),
        });
      } catch (error) {
        core.logger.error({ err: error, memberId }, "sending the family invitation failed");
        throw new AppError(503, "The invitation was saved, but the mail could not be sent. Please try again.", "MAIL_FAILED");
      }
      return { success: true, message: `Invitation sent to ${email}`, member: await reload(caller.householdId, memberId) };
    },

    /** Who an invitation link is for (shown on the setup page before a password is chosen). */
    async invitation(token: string): Promise<InvitationView> {
      const invitation = await core.db.em().findOne(InvitationEntity, { tokenHash: hashLinkToken(token) });
      if (!invitation || invitation.usedAt || invitation.revokedAt || invitation.expiresAt.getTime() <= core.now().getTime()) {
        throw badRequest(INVITATION_INVALID);
      }
      const member = await core.db.em().findOne(FamilyMemberEntity, { id: invitation.memberId });
      if (!member || !member.isActive) throw badRequest(INVITATION_INVALID);
      const [household] = await core.db
        .em()
        .execute<{ name: string }[]>("select name from households where id = ?", [invitation.householdId]);
      return {
        memberName: member.name,
        email: invitation.email,
        householdName: household?.name ?? "Your household",
        expiresAt: invitation.expiresAt,
      };
    },

    /** Creates the member's own sign-in from the link and answers a session for it. */
    async completeSetup(ctx: RequestContext, input: { token: string; password: string }) {
      const tokenHash = hashLinkToken(input.token);
      const invitation = await core.db.em().findOne(InvitationEntity, { tokenHash });
      if (!invitation || invitation.usedAt || invitation.revokedAt || invitation.expiresAt.getTime() <= core.now().getTime()) {
        throw badRequest(INVITATION_INVALID);
      }
      if (await accounts.emailInUse(invitation.email)) throw conflict("An account with this email already exists");
      const passwordHash = await hashPassword(input.password);
      const userId = randomUUID();
      let created: { userId: string; sessionId: string };
      try {
        created = await core.store.execute(meta(ctx, invitation.householdId, userId), async (tx) => {
          const { state } = await apply(tx, invitation.memberId, {
            type: "CompleteFamilyMemberSetup",
            memberId: invitation.memberId,
            tokenHash,
            userId,
            now: tx.meta.now,
          });
          return accounts.createFamilyMemberAccount(tx, {
            userId,
            email: invitation.email,
            passwordHash,
            familyMemberId: invitation.memberId,
            name: state.details.name,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error, "users_email_unique")) throw conflict("An account with this email already exists");
        throw error;
      }
      return accounts.authResultFor(created.userId, created.sessionId, "Welcome to Hearth! Your sign-in is ready.");
    },
  };

  async function deactivateIn(tx: EventTransaction, memberId: string, userId: string | null): Promise<void> {
    const { events } = await apply(tx, memberId, { type: "DeactivateFamilyMember", memberId });
    if (userId && events.length > 0) await accounts.disableAccount(tx, userId, "family_member_deactivated");
  }

  return service;
}

export type HouseholdsService = ReturnType<typeof createHouseholdsService>;
