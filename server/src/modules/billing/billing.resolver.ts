import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { callerOf, type GraphQLContext } from "../../core/graphql-context.js";
import type { PlanId } from "./billing.plans.js";
import type { BillingService } from "./billing.service.js";
import {
  CheckoutSessionType,
  CheckoutType,
  PlanIdEnum,
  SubscriptionOfferType,
  SubscriptionStatusType,
} from "./billing.types.js";

// Every billing operation accepts a 'subscription_only' token: paying is how a lapsed household gets back in.
const subscriber = { allowSubscriptionOnly: true };

@Resolver()
export class BillingResolver {
  constructor(private readonly billing: BillingService) {}

  @Query(() => SubscriptionStatusType, { description: "Same answer as GET /api/subscription/status" })
  async subscriptionStatus(@Ctx() ctx: GraphQLContext): Promise<SubscriptionStatusType> {
    return this.billing.status(callerOf(ctx, subscriber).householdId);
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
