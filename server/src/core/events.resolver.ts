import { Arg, Field, ID, Int, ObjectType, Resolver, Root, Subscription } from "type-graphql";
import type { SubscribeResolverData } from "type-graphql";
import type { BusMessage } from "./bus.js";
import { callerOf, sinceArg, type GraphQLContext } from "./graphql-context.js";

@ObjectType("HouseholdEvent", { description: "One recorded change in the caller's household" })
export class HouseholdEventType {
  @Field(() => Int, { description: "Gapless, ordered position in the household; pass as `since` to resume" })
  sequence: number;
  @Field({ description: "Past-tense event name, e.g. MealPlanViewChanged" }) type: string;
  @Field() streamId: string;
  @Field(() => ID, { nullable: true }) actorId: string | null;
  @Field(() => String, { nullable: true }) sourceClientId: string | null;
  @Field() recordedAt: Date;
  @Field({ description: "The event's public fields as JSON text" }) data: string;
}

/** The data of an event as JSON text, written once however many subscribers receive it. */
const dataText = new WeakMap<BusMessage, string>();

/** The raw household feed: every change in order, for developers and for clients that keep their own cache. */
@Resolver()
export class HouseholdEventsResolver {
  @Subscription(() => HouseholdEventType, {
    description: "Every event of the caller's household in order; resume after `since`",
    subscribe: async ({ args, context }: SubscribeResolverData<unknown, { since?: number | null }, GraphQLContext>) => {
      const caller = callerOf(context);
      return context.feeds.subscribe(caller.householdId, sinceArg(args.since));
    },
  })
  householdEvents(
    @Root() message: BusMessage,
    @Arg("since", () => Int, { nullable: true }) _since: number | null,
  ): HouseholdEventType {
    return {
      sequence: message.sequence,
      type: message.type,
      streamId: message.streamId,
      actorId: message.actorId,
      sourceClientId: message.clientId,
      recordedAt: new Date(message.recordedAt),
      data: dataText.get(message) ?? dataText.set(message, JSON.stringify(message.data)).get(message)!,
    };
  }
}
