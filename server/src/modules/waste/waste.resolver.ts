import { Arg, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from "type-graphql";
import type { SubscribeResolverData } from "type-graphql";
import type { BusMessage } from "../../core/bus.js";
import { badRequest } from "../../core/errors.js";
import { callerOf, sinceArg, withIdempotencyKey, type GraphQLContext } from "../../core/graphql-context.js";
import { selectStream } from "../../core/live-feed.js";
import { WASTE_FEED_TYPES, type WasteReason } from "./waste.events.js";
import type { WasteService } from "./waste.service.js";
import { RecordWasteInput, WasteAnalyticsType, WasteChangeType, WasteEntryType } from "./waste.types.js";

const TYPES = new Set<string>(WASTE_FEED_TYPES);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

@Resolver()
export class WasteResolver {
  constructor(private readonly waste: WasteService) {}

  @Query(() => [WasteEntryType], { description: "The latest waste entries, newest first" })
  async wasteEntries(@Arg("limit", () => Int, { defaultValue: 50 }) limit: number, @Ctx() ctx: GraphQLContext): Promise<WasteEntryType[]> {
    return this.waste.recent(callerOf(ctx).householdId, limit);
  }

  @Query(() => WasteAnalyticsType, { description: "Money and quantity wasted by month, category, reason and product, with the trend (months YYYY-MM)" })
  async wasteAnalytics(@Arg("fromMonth") fromMonth: string, @Arg("toMonth") toMonth: string, @Ctx() ctx: GraphQLContext): Promise<WasteAnalyticsType> {
    return this.waste.analytics(callerOf(ctx).householdId, fromMonth, toMonth);
  }

  @Query(() => Int, { description: "Read with the waste screens, then subscribe with since = this value" })
  async wasteSyncPoint(@Ctx() ctx: GraphQLContext): Promise<number> {
    return this.waste.syncPoint(callerOf(ctx).householdId);
  }

  @Mutation(() => WasteEntryType, { description: "Records food thrown away that was not in the pantry or a leftover" })
  async recordWaste(
    @Arg("input", () => RecordWasteInput) input: RecordWasteInput,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<WasteEntryType> {
    if (input.id && !UUID.test(input.id)) throw badRequest("id must be a UUID");
    return this.waste.record(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), { ...input, reason: input.reason as WasteReason });
  }

  @Mutation(() => Boolean, { description: "Deletes a waste entry recorded by hand" })
  async deleteWasteEntry(
    @Arg("id", () => ID) id: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    if (!UUID.test(id)) throw badRequest("id must be a UUID");
    await this.waste.remove(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id);
    return true;
  }

  @Subscription(() => WasteChangeType, {
    description: "Food thrown away (or taken back) anywhere in the household; resume after `since`",
    subscribe: async ({ args, context }: SubscribeResolverData<unknown, { since?: number | null }, GraphQLContext>) => {
      const caller = callerOf(context);
      return selectStream(await context.feeds.subscribe(caller.householdId, sinceArg(args.since)), (m) =>
        TYPES.has(m.type) && (m.type !== "PantryActionUndone" || m.data.kind === "discard") ? m : undefined,
      );
    },
  })
  wasteChanged(@Root() message: BusMessage, @Arg("since", () => Int, { nullable: true }) _since: number | null): WasteChangeType {
    return { sequence: message.sequence, type: message.type, sourceClientId: message.clientId };
  }
}
