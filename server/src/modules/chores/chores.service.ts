import { randomUUID } from "node:crypto";
import type { EntityManager } from "../../core/database.js";
import { badRequest, conflict, forbidden, notFound } from "../../core/errors.js";
import type { CoreServices } from "../../core/module.js";
import type { RequestContext } from "../../core/request.js";
import type { TokenClaims } from "../../core/tokens.js";
import type { HouseholdsService } from "../households/index.js";
import { CHORE_NOT_FOUND, decide, REDEMPTION_NOT_FOUND, REWARD_NOT_FOUND, type Actor, type ChoresCommand } from "./chores.decider.js";
import { choresStream, evolveChores, initialChoresState, type ChoreFields } from "./chores.events.js";
import {
  ChoreCompletionEntity,
  ChoreEntity,
  ChoreRedemptionEntity,
  ChoreRewardEntity,
  type ChoreRow,
} from "./projections/chores.read-model.js";
import { occurrencesBetween } from "./recurrence.js";
import { isUuid } from "./chores.validation.js";

export const ONLY_HOLDER_CHORES = "Only the account holder can change chores and rewards";

export interface ChoreView extends ChoreFields {
  id: string;
  occurrenceAt: string | null;
  dueAt: string | null;
  assigneeId: string | null;
  open: boolean;
  /** The completion that can still be undone (the latest, if nothing happened since). */
  undoableCompletionId: string | null;
  lastCompletion: CompletionView | null;
  revision: number;
  createdAt: string;
  updatedAt: string;
}

export interface CompletionView {
  id: string;
  choreId: string;
  memberId: string | null;
  completedAt: string;
  points: number;
}

export interface RewardView {
  id: string;
  title: string;
  points: number;
}

export interface RedemptionView {
  id: string;
  rewardId: string;
  memberId: string;
  title: string;
  points: number;
  status: string;
  requestedAt: string;
  decidedAt: string | null;
}

export interface MemberPointsView {
  memberId: string;
  earned: number;
  spent: number;
  pending: number;
  balance: number;
  completedThisWeek: number;
}

/** One due date of a chore in a time window (the current occurrence, then the rule's later ones). */
export interface ChoreOccurrenceView {
  choreId: string;
  title: string;
  dueAt: string;
  assigneeId: string | null;
  /** The occurrence that is up now (the others are projected from the rule). */
  current: boolean;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function choreView(row: ChoreRow, last: CompletionView | null): ChoreView {
  return {
    ...row.fields,
    id: row.id,
    title: row.title,
    occurrenceAt: iso(row.occurrenceAt),
    dueAt: iso(row.dueAt),
    assigneeId: row.assigneeId,
    open: row.open,
    undoableCompletionId: row.undoableCompletionId,
    lastCompletion: last,
    revision: Number(row.revision),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Chores, rewards and points: the one implementation behind GraphQL (and the calendar's chores layer). */
export function createChoresService(core: CoreServices, households: HouseholdsService) {
  function actorOf(auth: TokenClaims): Actor {
    if (auth.accountType === "familyMember") {
      if (!auth.familyMemberId) throw forbidden("This family member account has no member record");
      return { kind: "member", memberId: auth.familyMemberId };
    }
    return { kind: "holder" };
  }

  function requireHolder(auth: TokenClaims): void {
    if (auth.accountType !== "accountHolder") throw forbidden(ONLY_HOLDER_CHORES);
  }

  async function activeMemberIds(householdId: string): Promise<string[]> {
    return (await households.familyMembers(householdId)).filter((m) => m.isActive).map((m) => m.id);
  }

  /** Loads the household's chores stream, decides and appends; answers `answer()` in the same transaction. */
  async function run<R>(ctx: RequestContext, auth: TokenClaims, command: ChoresCommand, answer: (em: EntityManager) => Promise<R>): Promise<R> {
    return core.store.execute(
      {
        householdId: auth.householdId,
        actorId: auth.userId,
        now: core.now(),
        clientId: ctx.clientId,
        correlationId: ctx.requestId,
        idempotencyKey: ctx.idempotencyKey,
      },
      async (tx) => {
        const stream = choresStream(auth.householdId);
        const { state, version } = await tx.load(stream, evolveChores, initialChoresState);
        await tx.append(stream, version, decide(state, command));
        return answer(tx.em);
      },
      // The chores stream comes in the round trip that takes the household's lock.
      { streams: [choresStream(auth.householdId)] },
    );
  }

  async function lastCompletions(em: EntityManager, householdId: string, choreIds: string[]): Promise<Map<string, CompletionView>> {
    if (choreIds.length === 0) return new Map();
    const rows = await em.find(ChoreCompletionEntity, { householdId, choreId: { $in: choreIds }, undone: false }, { orderBy: { completedAt: "desc" } });
    const out = new Map<string, CompletionView>();
    for (const r of rows) {
      if (!out.has(r.choreId)) {
        out.set(r.choreId, { id: r.id, choreId: r.choreId, memberId: r.memberId, completedAt: r.completedAt.toISOString(), points: r.points });
      }
    }
    return out;
  }

  async function readChores(householdId: string, where: Record<string, unknown> = {}, em: EntityManager = core.db.em()): Promise<ChoreView[]> {
    const rows = await em.find(ChoreEntity, { householdId, ...where }, { orderBy: { dueAt: "asc", createdAt: "asc", id: "asc" }, disableIdentityMap: true });
    const last = await lastCompletions(em, householdId, rows.map((r) => r.id));
    return rows.map((r) => choreView(r, last.get(r.id) ?? null));
  }

  async function chore(householdId: string, choreId: string, em?: EntityManager): Promise<ChoreView> {
    const [found] = await readChores(householdId, { id: choreId }, em);
    if (!found) throw notFound(CHORE_NOT_FOUND);
    return found;
  }

  const requireChoreId = (choreId: string) => {
    if (!isUuid(choreId)) throw notFound(CHORE_NOT_FOUND);
    return choreId.toLowerCase();
  };

  const service = {
    actorOf,

    /** Every chore of the household with its next occurrence, soonest first (done one-off tasks included). */
    chores: (householdId: string) => readChores(householdId),

    chore: (householdId: string, choreId: string) => chore(householdId, requireChoreId(choreId)),

    /** Chores by id as they are now (deleted ones are absent): what a live change carries. */
    async choresById(householdId: string, ids: string[]): Promise<ChoreView[]> {
      const valid = ids.filter(isUuid);
      return valid.length ? readChores(householdId, { id: { $in: valid } }) : [];
    },

    /** Due dates of open chores within [from, to): the week view and the calendar's chores layer. */
    async occurrences(householdId: string, from: Date, to: Date): Promise<ChoreOccurrenceView[]> {
      if (!(from < to)) throw badRequest("from must be before to");
      if (to.getTime() - from.getTime() > 92 * 86_400_000) throw badRequest("Ask for at most 92 days at a time");
      const chores = (await readChores(householdId, { open: true })).filter((c) => c.dueAt);
      const out: ChoreOccurrenceView[] = [];
      for (const c of chores) {
        const due = c.dueAt!;
        if (new Date(due) >= from && new Date(due) < to) {
          out.push({ choreId: c.id, title: c.title, dueAt: due, assigneeId: c.assigneeId, current: true });
        }
        if (!c.schedule) continue;
        const later = occurrencesBetween(c.schedule, c.occurrenceAt ?? due, from, to, 62).filter((at) => at !== c.occurrenceAt);
        for (const at of later) {
          out.push({ choreId: c.id, title: c.title, dueAt: at, assigneeId: c.assignment.mode === "member" ? c.assigneeId : null, current: false });
        }
      }
      return out.sort((a, b) => a.dueAt.localeCompare(b.dueAt) || a.title.localeCompare(b.title));
    },

    async rewards(householdId: string): Promise<RewardView[]> {
      const rows = await core.db.em().find(ChoreRewardEntity, { householdId, retired: false }, { orderBy: { points: "asc", createdAt: "asc" } });
      return rows.map((r) => ({ id: r.id, title: r.title, points: r.points }));
    },

    async redemptions(householdId: string, em: EntityManager = core.db.em()): Promise<RedemptionView[]> {
      const rows = await em.find(ChoreRedemptionEntity, { householdId }, { orderBy: { requestedAt: "desc" }, limit: 100 });
      return rows.map((r) => ({
        id: r.id,
        rewardId: r.rewardId,
        memberId: r.memberId,
        title: r.title,
        points: r.points,
        status: r.status,
        requestedAt: r.requestedAt.toISOString(),
        decidedAt: iso(r.decidedAt),
      }));
    },

    /** Points of every member who has any, plus every active member (at zero). */
    async points(householdId: string): Promise<MemberPointsView[]> {
      const em = core.db.em();
      const weekAgo = new Date(core.now().getTime() - 7 * 86_400_000);
      const earned = await em.execute<{ member_id: string; earned: string; week: string }[]>(
        `select member_id, sum(points) as earned, count(*) filter (where completed_at >= ?) as week
           from chore_completions where household_id = ? and not undone and member_id is not null group by member_id`,
        [weekAgo, householdId],
      );
      const redeemed = await em.execute<{ member_id: string; spent: string; pending: string }[]>(
        `select member_id, coalesce(sum(points) filter (where status = 'approved'), 0) as spent,
                coalesce(sum(points) filter (where status = 'requested'), 0) as pending
           from chore_redemptions where household_id = ? group by member_id`,
        [householdId],
      );
      const ids = new Set([...(await activeMemberIds(householdId)), ...earned.map((r) => r.member_id), ...redeemed.map((r) => r.member_id)]);
      return [...ids].map((memberId) => {
        const e = earned.find((r) => r.member_id === memberId);
        const r = redeemed.find((x) => x.member_id === memberId);
        const sum = { earned: Number(e?.earned ?? 0), spent: Number(r?.spent ?? 0), pending: Number(r?.pending ?? 0) };
        return { memberId, ...sum, balance: sum.earned - sum.spent - sum.pending, completedThisWeek: Number(e?.week ?? 0) };
      });
    },

    syncPoint: (householdId: string) => core.store.headOf(householdId),

    // ── chore commands ──────────────────────────────────────────────────────────────────────────
    async createChore(ctx: RequestContext, auth: TokenClaims, input: { id?: string; fields: ChoreFields }): Promise<ChoreView> {
      requireHolder(auth);
      const choreId = input.id ?? randomUUID();
      const members = await activeMemberIds(auth.householdId);
      return run(ctx, auth, { type: "CreateChore", choreId, fields: input.fields, activeMemberIds: members }, (em) =>
        chore(auth.householdId, choreId, em),
      );
    },

    async updateChore(ctx: RequestContext, auth: TokenClaims, choreId: string, fields: ChoreFields): Promise<ChoreView> {
      requireHolder(auth);
      const id = requireChoreId(choreId);
      const members = await activeMemberIds(auth.householdId);
      return run(ctx, auth, { type: "UpdateChore", choreId: id, fields, activeMemberIds: members }, (em) => chore(auth.householdId, id, em));
    },

    async deleteChore(ctx: RequestContext, auth: TokenClaims, choreId: string): Promise<string> {
      requireHolder(auth);
      const id = requireChoreId(choreId);
      return run(ctx, auth, { type: "DeleteChore", choreId: id }, async () => id);
    },

    async completeChore(
      ctx: RequestContext,
      auth: TokenClaims,
      choreId: string,
      input: { completionId?: string; memberId: string | null; occurrenceAt?: string | null },
    ): Promise<ChoreView> {
      const id = requireChoreId(choreId);
      if (input.memberId && !(await activeMemberIds(auth.householdId)).includes(input.memberId)) {
        throw badRequest("Choose an active family member of this household");
      }
      const command: ChoresCommand = {
        type: "CompleteChore",
        choreId: id,
        completionId: input.completionId ?? randomUUID(),
        actor: actorOf(auth),
        memberId: input.memberId,
        occurrenceAt: input.occurrenceAt,
        at: core.now().toISOString(),
      };
      return run(ctx, auth, command, (em) => chore(auth.householdId, id, em));
    },

    async undoCompletion(ctx: RequestContext, auth: TokenClaims, choreId: string, completionId: string): Promise<ChoreView> {
      const id = requireChoreId(choreId);
      if (!isUuid(completionId)) throw notFound("Completion not found");
      return run(ctx, auth, { type: "UndoChoreCompletion", choreId: id, completionId: completionId.toLowerCase(), actor: actorOf(auth) }, (em) =>
        chore(auth.householdId, id, em),
      );
    },

    async skipChore(ctx: RequestContext, auth: TokenClaims, choreId: string, occurrenceAt?: string | null): Promise<ChoreView> {
      const id = requireChoreId(choreId);
      return run(ctx, auth, { type: "SkipChore", choreId: id, actor: actorOf(auth), occurrenceAt, at: core.now().toISOString() }, (em) =>
        chore(auth.householdId, id, em),
      );
    },

    async snoozeChore(ctx: RequestContext, auth: TokenClaims, choreId: string, until: string): Promise<ChoreView> {
      const id = requireChoreId(choreId);
      return run(ctx, auth, { type: "SnoozeChore", choreId: id, actor: actorOf(auth), until, at: core.now().toISOString() }, (em) =>
        chore(auth.householdId, id, em),
      );
    },

    // ── rewards ─────────────────────────────────────────────────────────────────────────────────
    async defineReward(ctx: RequestContext, auth: TokenClaims, input: { id?: string; title: string; points: number }): Promise<RewardView> {
      requireHolder(auth);
      const rewardId = input.id ?? randomUUID();
      return run(ctx, auth, { type: "DefineReward", rewardId, title: input.title, points: input.points }, async () => ({
        id: rewardId,
        title: input.title,
        points: input.points,
      }));
    },

    async updateReward(ctx: RequestContext, auth: TokenClaims, rewardId: string, input: { title: string; points: number }): Promise<RewardView> {
      requireHolder(auth);
      if (!isUuid(rewardId)) throw notFound(REWARD_NOT_FOUND);
      const id = rewardId.toLowerCase();
      return run(ctx, auth, { type: "UpdateReward", rewardId: id, ...input }, async () => ({ id, ...input }));
    },

    async retireReward(ctx: RequestContext, auth: TokenClaims, rewardId: string): Promise<string> {
      requireHolder(auth);
      if (!isUuid(rewardId)) throw notFound(REWARD_NOT_FOUND);
      const id = rewardId.toLowerCase();
      return run(ctx, auth, { type: "RetireReward", rewardId: id }, async () => id);
    },

    /** A member asks for a reward with their own points; the holder may ask on a member's behalf. */
    async requestRedemption(
      ctx: RequestContext,
      auth: TokenClaims,
      input: { id?: string; rewardId: string; memberId: string | null },
    ): Promise<RedemptionView> {
      if (!isUuid(input.rewardId)) throw notFound(REWARD_NOT_FOUND);
      const actor = actorOf(auth);
      const memberId = actor.kind === "member" ? actor.memberId : input.memberId;
      if (!memberId) throw badRequest("Choose the member whose points pay for the reward");
      const redemptionId = input.id ?? randomUUID();
      return run(
        ctx,
        auth,
        { type: "RequestRedemption", redemptionId, rewardId: input.rewardId.toLowerCase(), actor, memberId, at: core.now().toISOString() },
        (em) => service.redemption(auth.householdId, redemptionId, em),
      );
    },

    async decideRedemption(ctx: RequestContext, auth: TokenClaims, redemptionId: string, approve: boolean): Promise<RedemptionView> {
      requireHolder(auth);
      if (!isUuid(redemptionId)) throw notFound(REDEMPTION_NOT_FOUND);
      const id = redemptionId.toLowerCase();
      return run(ctx, auth, { type: approve ? "ApproveRedemption" : "DeclineRedemption", redemptionId: id, at: core.now().toISOString() }, (em) =>
        service.redemption(auth.householdId, id, em),
      );
    },

    async redemption(householdId: string, redemptionId: string, em?: EntityManager): Promise<RedemptionView> {
      const found = (await service.redemptions(householdId, em)).find((r) => r.id === redemptionId);
      if (!found) throw conflict("The reward request is not visible yet");
      return found;
    },
  };
  return service;
}

export type ChoresService = ReturnType<typeof createChoresService>;
