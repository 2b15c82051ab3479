import { Arg, Ctx, Query, Resolver } from "type-graphql";
import { badRequest } from "../../core/errors.js";
import { callerOf, type GraphQLContext } from "../../core/graphql-context.js";
import type { SpendingService } from "./budget.service.js";
import { SpendingSummaryType } from "./budget.types.js";

@Resolver()
export class BudgetResolver {
  constructor(private readonly spendingService: SpendingService) {}

  @Query(() => SpendingSummaryType, {
    description: "The household's spending from purchased shopping items, from `from` (inclusive) to `to` (exclusive)",
  })
  async spending(
    @Arg("from", () => Date, { nullable: true }) from: Date | null,
    @Arg("to", () => Date, { nullable: true }) to: Date | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SpendingSummaryType> {
    const caller = callerOf(ctx);
    if (from && to && from.getTime() > to.getTime()) throw badRequest("from must not be after to");
    return this.spendingService.summary(caller.householdId, { from, to });
  }
}
