import { Arg, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from "type-graphql";
import type { SubscribeResolverData } from "type-graphql";
import type { BusMessage } from "../../core/bus.js";
import { callerOf, sinceArg, type GraphQLContext } from "../../core/graphql-context.js";
import { selectStream } from "../../core/live-feed.js";
import { BILLING_EVENT_TYPES } from "./billing.events.js";
import type { PlanId } from "./billing.plans.js";
import type { BillingService } from "./billing.service.js";
import {
  CheckoutSessionType,
  CheckoutType,
  PlanIdEnum,
  SubscriptionOfferType,
  SubscriptionStatusChangeType,
  SubscriptionStatusType,
} from "./billing.types.js";

// Every billing operation accepts a 'subscription_only' token: paying is how a lapsed household gets back in.
const subscriber = { allowSubscriptionOnly: true };
const BILLING_EVENTS: ReadonlySet<string> = new Set(BILLING_EVENT_TYPES);

@Resolver()
export class BillingResolver {
  constructor(private readonly billing: BillingService) {}

  @Query(() => SubscriptionStatusType, { description: "Same answer as GET /api/subscription/status" })
  async subscriptionStatus(@Ctx() ctx: GraphQLContext): Promise<SubscriptionStatusType> {
    return this.billing.status(callerOf(ctx, subscriber).householdId);
  }

  @Query(() => Int, { description: "Read with subscriptionStatus, then subscribe to subscriptionStatusChanged with since = this value" })
  async billingSyncPoint(@Ctx() ctx: GraphQLContext): Promise<number> {
    return this.billing.syncPoint(callerOf(ctx, subscriber).householdId);
  }

  @Query(() => SubscriptionOfferType, { description: "The plans and who takes the payment (public)" })
  subscriptionOffer(): SubscriptionOfferType {
    return this.billing.offer();
  }

  @Query(() => CheckoutType, { description: "One checkout of the caller's household (the test checkout shows it)" })
  async checkout(@Ctx() ctx: GraphQLContext, @Arg("id", () => ID) id: string): Promise<CheckoutType> {
    const row = await this.billing.checkout(callerOf(ctx, subscriber), id);
    return { ...row, plan: row.plan as PlanId };
  }

  @Subscription(() => SubscriptionStatusChangeType, {
    description:
      "The household's billing changing (a trial ending, a payment on another device, a renewal or cancellation), with the status as it now is; " +
      "open to a session whose trial or subscription has ended, which hears nothing else of the household; resume after `since`",
    subscribe: async ({ args, context }: SubscribeResolverData<unknown, { since?: number | null }, GraphQLContext>) => {
      const caller = callerOf(context, subscriber);
      const source = await context.feeds.subscribe(caller.householdId, sinceArg(args.since));
      return selectStream(source, (m) => (BILLING_EVENTS.has(m.type) ? m : undefined));
    },
  })
  async subscriptionStatusChanged(
    @Root() message: BusMessage,
    @Arg("since", () => Int, { nullable: true }) _since: number | null,
  ): Promise<SubscriptionStatusChangeType> {
    return { sequence: message.sequence, type: message.type, status: await this.billing.status(message.householdId) };
  }

  @Mutation(() => CheckoutSessionType, { description: "Opens a checkout for a plan with the configured payment provider" })
  async startCheckout(
    @Ctx() ctx: GraphQLContext,
    @Arg("plan", () => PlanIdEnum) plan: PlanId,
  ): Promise<CheckoutSessionType> {
    return this.billing.startCheckout(ctx, callerOf(ctx, subscriber), plan);
  }

  @Mutation(() => SubscriptionStatusType, {
    description: "Confirms a checkout of the built-in test provider (no money moves); the subscription becomes active",
  })
  async completeTestCheckout(
    @Ctx() ctx: GraphQLContext,
    @Arg("checkoutId", () => ID) checkoutId: string,
  ): Promise<SubscriptionStatusType> {
    return this.billing.completeTestCheckout(ctx, callerOf(ctx, subscriber), checkoutId);
  }
}
