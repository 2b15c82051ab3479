import { Ctx, Query, Resolver } from "type-graphql";
import { callerOf, type GraphQLContext } from "../../core/graphql-context.js";
import type { BillingService } from "./billing.service.js";
import { SubscriptionStatusType } from "./billing.types.js";

@Resolver()
export class BillingResolver {
  constructor(private readonly billing: BillingService) {}

  @Query(() => SubscriptionStatusType, { description: "Same answer as GET /api/subscription/status" })
  async subscriptionStatus(@Ctx() ctx: GraphQLContext): Promise<SubscriptionStatusType> {
    return this.billing.status(callerOf(ctx, { allowSubscriptionOnly: true }).householdId);
  }
}
