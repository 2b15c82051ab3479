import { Arg, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from "type-graphql";
import type { SubscribeResolverData } from "type-graphql";
import { z } from "zod";
import type { BusMessage } from "../../core/bus.js";
import { badRequest } from "../../core/errors.js";
import { callerOf, sinceArg, withIdempotencyKey, type GraphQLContext } from "../../core/graphql-context.js";
import { selectStream } from "../../core/live-feed.js";
import { validate } from "../../core/validation.js";
import { CHORES_EVENT_TYPES } from "./chores.events.js";
import type { ChoresService } from "./chores.service.js";
import {
  ChoreInput,
  ChoreOccurrenceType,
  ChoreRedemptionType,
  ChoreRewardType,
  ChoresChangeType,
  ChoreType,
  MemberPointsType,
} from "./chores.types.js";
import { choreFieldsSchema, instantSchema, isUuid, rewardSchema } from "./chores.validation.js";

const CHORE_TYPES = new Set<string>(CHORES_EVENT_TYPES);


const optionalId = (id: string | null | undefined, label: string) => {
  if (id === null || id === undefined) return undefined;
  if (!isUuid(id)) throw badRequest(`${label} must be a UUID`);
  return id.toLowerCase();
};

const rangeSchema = z.object({ from: instantSchema("from"), to: instantSchema("to") });

@Resolver()
export class ChoresResolver {
  constructor(private readonly service: ChoresService) {}

  @Query(() => [ChoreType], { name: "chores", description: "Every chore and task of the household, soonest due first" })
  async listChores(@Ctx() ctx: GraphQLContext): Promise<ChoreType[]> {
    return this.service.chores(callerOf(ctx).householdId);
  }

  @Query(() => [ChoreOccurrenceType], { description: "Due dates of open chores within [from, to) (at most 92 days)" })
  async choreOccurrences(@Arg("from", () => Date) from: Date, @Arg("to", () => Date) to: Date, @Ctx() ctx: GraphQLContext) {
    const range = validate(rangeSchema, { from: new Date(from).toISOString(), to: new Date(to).toISOString() });
    return this.service.occurrences(callerOf(ctx).householdId, new Date(range.from), new Date(range.to));
  }

  @Query(() => [ChoreRewardType]) async choreRewards(@Ctx() ctx: GraphQLContext) {
    return this.service.rewards(callerOf(ctx).householdId);
  }

  @Query(() => [ChoreRedemptionType], { description: "The latest 100 reward requests, newest first" })
  async choreRedemptions(@Ctx() ctx: GraphQLContext) {
    return this.service.redemptions(callerOf(ctx).householdId);
  }

  @Query(() => [MemberPointsType], { description: "Chore points of every member" })
  async chorePoints(@Ctx() ctx: GraphQLContext) {
    return this.service.points(callerOf(ctx).householdId);
  }

  @Query(() => Int, { description: "Read with the chores, then subscribe to choresChanged with since = this value" })
  async choresSyncPoint(@Ctx() ctx: GraphQLContext) {
    return this.service.syncPoint(callerOf(ctx).householdId);
  }

  // ── chores (account holder) ───────────────────────────────────────────────────────────────────
  @Mutation(() => ChoreType, { description: "Account holder only" })
  async createChore(
    @Arg("input", () => ChoreInput) input: ChoreInput,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    const fields = validate(choreFieldsSchema, plain(input));
    return this.service.createChore(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), { id: optionalId(input.id, "id"), fields });
  }

  @Mutation(() => ChoreType, { description: "Account holder only; a changed rule or assignment starts again from the new rule" })
  async updateChore(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => ChoreInput) input: ChoreInput,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    const fields = validate(choreFieldsSchema, plain(input));
    return this.service.updateChore(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id, fields);
  }

  @Mutation(() => ID, { description: "Account holder only; points already earned stay" })
  async deleteChore(
    @Arg("id", () => ID) id: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return this.service.deleteChore(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id);
  }

  // ── doing chores (anyone it falls to) ─────────────────────────────────────────────────────────
  @Mutation(() => ChoreType, {
    description:
      "Marks the occurrence up next done. occurrenceAt (the one the caller saw) refuses a second completion of the same occurrence; a family member always completes as themself",
  })
  async completeChore(
    @Arg("id", () => ID) id: string,
    @Arg("memberId", () => ID, { nullable: true }) memberId: string | null,
    @Arg("occurrenceAt", () => Date, { nullable: true }) occurrenceAt: Date | null,
    @Arg("completionId", () => ID, { nullable: true }) completionId: string | null,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return this.service.completeChore(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id, {
      completionId: optionalId(completionId, "completionId"),
      memberId: optionalId(memberId, "memberId") ?? null,
      occurrenceAt: occurrenceAt ? new Date(occurrenceAt).toISOString() : undefined,
    });
  }

  @Mutation(() => ChoreType, { description: "Undoes the latest completion (its points go back)" })
  async undoChoreCompletion(
    @Arg("id", () => ID) id: string,
    @Arg("completionId", () => ID) completionId: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return this.service.undoCompletion(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id, completionId);
  }

  @Mutation(() => ChoreType, { description: "Skips the occurrence up next (no points); the next follows the rule" })
  async skipChore(
    @Arg("id", () => ID) id: string,
    @Arg("occurrenceAt", () => Date, { nullable: true }) occurrenceAt: Date | null,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return this.service.skipChore(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id, occurrenceAt ? new Date(occurrenceAt).toISOString() : undefined);
  }

  @Mutation(() => ChoreType, { description: "Moves the due time of the occurrence up next only" })
  async snoozeChore(
    @Arg("id", () => ID) id: string,
    @Arg("until", () => Date) until: Date,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return this.service.snoozeChore(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id, new Date(until).toISOString());
  }

  // ── rewards ─────────────────────────────────────────────────────────────────────────────────
  @Mutation(() => ChoreRewardType, { description: "Account holder only" })
  async defineChoreReward(
    @Arg("title") title: string,
    @Arg("points", () => Int) points: number,
    @Arg("id", () => ID, { nullable: true }) id: string | null,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    const reward = validate(rewardSchema, { title, points });
    return this.service.defineReward(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), { id: optionalId(id, "id"), ...reward });
  }

  @Mutation(() => ChoreRewardType, { description: "Account holder only" })
  async updateChoreReward(
    @Arg("id", () => ID) id: string,
    @Arg("title") title: string,
    @Arg("points", () => Int) points: number,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return this.service.updateReward(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id, validate(rewardSchema, { title, points }));
  }

  @Mutation(() => ID, { description: "Account holder only; requests already made stay" })
  async retireChoreReward(
    @Arg("id", () => ID) id: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return this.service.retireReward(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id);
  }

  @Mutation(() => ChoreRedemptionType, { description: "Spends a member's points on a reward once the account holder approves" })
  async requestChoreReward(
    @Arg("rewardId", () => ID) rewardId: string,
    @Arg("memberId", () => ID, { nullable: true, description: "The account holder names the member; a member always spends their own" })
    memberId: string | null,
    @Arg("id", () => ID, { nullable: true }) id: string | null,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return this.service.requestRedemption(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), {
      id: optionalId(id, "id"),
      rewardId,
      memberId: optionalId(memberId, "memberId") ?? null,
    });
  }

  @Mutation(() => ChoreRedemptionType, { description: "Account holder only: approve (true) or decline (false, the points go back)" })
  async decideChoreReward(
    @Arg("id", () => ID) id: string,
    @Arg("approve") approve: boolean,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return this.service.decideRedemption(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id, approve);
  }

  // ── live ─────────────────────────────────────────────────────────────────────────────────────
  @Subscription(() => ChoresChangeType, {
    description: "Every change to the household's chores, rewards and points, from any device; resume after `since`",
    subscribe: async ({ args, context }: SubscribeResolverData<unknown, { since?: number | null }, GraphQLContext>) => {
      const caller = callerOf(context);
      const source = await context.feeds.subscribe(caller.householdId, sinceArg(args.since));
      return selectStream(source, (m) => (CHORE_TYPES.has(m.type) ? m : undefined));
    },
  })
  async choresChanged(@Root() message: BusMessage, @Arg("since", () => Int, { nullable: true }) _since: number | null): Promise<ChoresChangeType> {
    const data = message.data as { choreId?: unknown };
    const choreId = typeof data.choreId === "string" ? data.choreId : null;
    const [chore] = choreId ? await this.service.choresById(message.householdId, [choreId]) : [];
    return { sequence: message.sequence, type: message.type, choreId, chore: chore ?? null, sourceClientId: message.clientId };
  }
}

/** type-graphql inputs are class instances; zod wants plain objects. */
function plain(input: ChoreInput): Record<string, unknown> {
  return JSON.parse(JSON.stringify(input)) as Record<string, unknown>;
}
