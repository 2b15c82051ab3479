import { Arg, Ctx, Float, ID, Int, Mutation, Query, Resolver, Root, Subscription } from "type-graphql";
import type { SubscribeResolverData } from "type-graphql";
import type { BusMessage } from "../../core/bus.js";
import { badRequest } from "../../core/errors.js";
import { callerOf, sinceArg, withIdempotencyKey, type GraphQLContext } from "../../core/graphql-context.js";
import { selectStream } from "../../core/live-feed.js";
import { LEFTOVER_DISCARD_REASONS, LEFTOVER_EVENT_TYPES, type LeftoverDiscardReason } from "./leftovers.events.js";
import type { LeftoversService } from "./leftovers.service.js";
import type { LeftoverLocation } from "./leftovers.safety.js";
import { AddLeftoverInput, LeftoverChangeType, LeftoverType } from "./leftovers.types.js";

const TYPES = new Set<string>(LEFTOVER_EVENT_TYPES);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

function location(value: string): LeftoverLocation {
  if (value !== "fridge" && value !== "freezer") throw badRequest("Location must be fridge or freezer");
  return value;
}

function reason(value: string): LeftoverDiscardReason {
  if (!(LEFTOVER_DISCARD_REASONS as readonly string[]).includes(value)) throw badRequest("Reason must be spoiled, expired, too_much or other");
  return value as LeftoverDiscardReason;
}

@Resolver()
export class LeftoversResolver {
  constructor(private readonly service: LeftoversService) {}

  @Query(() => [LeftoverType], { description: "The household's leftovers, the ones to eat first on top (status active or all)" })
  async leftovers(@Arg("status", { defaultValue: "active" }) status: string, @Ctx() ctx: GraphQLContext): Promise<LeftoverType[]> {
    if (status !== "active" && status !== "all") throw badRequest("status must be active or all");
    return this.service.list(callerOf(ctx).householdId, status);
  }

  @Query(() => Int, { description: "Read with the leftovers, then subscribe with since = this value to miss nothing" })
  async leftoversSyncPoint(@Ctx() ctx: GraphQLContext): Promise<number> {
    return this.service.syncPoint(callerOf(ctx).householdId);
  }

  @Mutation(() => LeftoverType, { description: "Keeps portions of a dish for later" })
  async addLeftover(
    @Arg("input", () => AddLeftoverInput) input: AddLeftoverInput,
    @Arg("today", () => String, { nullable: true, description: "The device's day, YYYY-MM-DD" }) today: string | null,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<LeftoverType> {
    if (input.id && !UUID.test(input.id)) throw badRequest("id must be a UUID");
    return this.service.add(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), { ...input, location: location(input.location), today });
  }

  @Mutation(() => LeftoverType, { description: "Some or all portions were eaten" })
  async eatLeftover(
    @Arg("id", () => ID) id: string,
    @Arg("portions", () => Float) portions: number,
    @Arg("today", () => String, { nullable: true }) today: string | null,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<LeftoverType> {
    return this.service.eat(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id, portions, today);
  }

  @Mutation(() => LeftoverType, { description: "Moves it to the freezer (a new use-by day)" })
  async freezeLeftover(
    @Arg("id", () => ID) id: string,
    @Arg("today", () => String, { nullable: true }) today: string | null,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<LeftoverType> {
    return this.service.freeze(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id, today);
  }

  @Mutation(() => LeftoverType, { description: "Throws portions away (recorded as waste)" })
  async throwAwayLeftover(
    @Arg("id", () => ID) id: string,
    @Arg("portions", () => Float) portions: number,
    @Arg("reason", { description: "spoiled, expired, too_much or other" }) why: string,
    @Arg("today", () => String, { nullable: true }) today: string | null,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<LeftoverType> {
    return this.service.throwAway(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id, portions, reason(why), today);
  }

  @Mutation(() => LeftoverType, { description: "Plans portions of it for a meal (date YYYY-MM-DD; slot breakfast, lunch, dinner or snack)" })
  async planLeftover(
    @Arg("id", () => ID) id: string,
    @Arg("date") date: string,
    @Arg("slot") slot: string,
    @Arg("portions", () => Float) portions: number,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<LeftoverType> {
    return this.service.plan(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id, { date, slot, portions });
  }

  @Subscription(() => LeftoverChangeType, {
    description: "Every change to the household's leftovers; resume after `since`",
    subscribe: async ({ args, context }: SubscribeResolverData<unknown, { since?: number | null }, GraphQLContext>) => {
      const caller = callerOf(context);
      return selectStream(await context.feeds.subscribe(caller.householdId, sinceArg(args.since)), (m) => (TYPES.has(m.type) ? m : undefined));
    },
  })
  async leftoversChanged(@Root() message: BusMessage, @Arg("since", () => Int, { nullable: true }) _since: number | null): Promise<LeftoverChangeType> {
    const id = String(message.data.leftoverId ?? "");
    const leftover = await this.service.leftover(message.householdId, id).catch(() => null);
    return { sequence: message.sequence, type: message.type, sourceClientId: message.clientId, leftover };
  }
}
