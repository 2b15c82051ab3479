import { Arg, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from "type-graphql";
import type { SubscribeResolverData } from "type-graphql";
import type { BusMessage } from "../../core/bus.js";
import { badRequest } from "../../core/errors.js";
import { callerOf, sinceArg, withIdempotencyKey, type GraphQLContext } from "../../core/graphql-context.js";
import { selectStream } from "../../core/live-feed.js";
import type { BudgetService, ExpenseInput } from "./budget-plan.service.js";
import { BUDGET_EVENT_TYPES, type BudgetAlertEvent } from "./budget.events.js";
import type { SpendingService } from "./budget.service.js";
import {
  BudgetChangeType,
  BudgetExpenseInput,
  BudgetExpenseType,
  BudgetAlertType,
  BudgetHistoryMonthType,
  BudgetLimitInput,
  BudgetMonthType,
  SpendingSummaryType,
} from "./budget.types.js";

const BUDGET_TYPES = new Set<string>(BUDGET_EVENT_TYPES);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

function expenseInput(input: BudgetExpenseInput): ExpenseInput {
  if (input.kind !== "expense" && input.kind !== "refund") throw badRequest("kind must be expense or refund");
  if (input.id !== null && input.id !== undefined && !UUID.test(input.id)) throw badRequest("id must be a UUID");
  return { ...input, kind: input.kind };
}

@Resolver()
export class BudgetResolver {
  constructor(
    private readonly spendingService: SpendingService,
    private readonly budget: BudgetService,
  ) {}

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

  @Query(() => BudgetMonthType, { description: "A month against its budget (default: this month in the budget's time zone)" })
  async budgetMonth(@Arg("month", () => String, { nullable: true }) month: string | null, @Ctx() ctx: GraphQLContext): Promise<BudgetMonthType> {
    const { householdId } = callerOf(ctx);
    return this.budget.month(householdId, month ?? (await this.budget.currentMonth(householdId)));
  }

  @Query(() => [BudgetHistoryMonthType], { description: "Spending by month and category, from fromMonth to toMonth (YYYY-MM, at most 60 months)" })
  async budgetHistory(
    @Arg("fromMonth") fromMonth: string,
    @Arg("toMonth") toMonth: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BudgetHistoryMonthType[]> {
    return this.budget.history(callerOf(ctx).householdId, fromMonth, toMonth);
  }

  @Query(() => [String], { description: "Categories the household uses: its own, budgeted ones, and those seen on purchases and expenses" })
  async budgetCategories(@Ctx() ctx: GraphQLContext): Promise<string[]> {
    return this.budget.categories(callerOf(ctx).householdId);
  }

  @Query(() => [BudgetAlertType], { description: "The household's latest budget alerts, newest first" })
  async budgetAlerts(@Arg("limit", () => Int, { defaultValue: 10 }) limit: number, @Ctx() ctx: GraphQLContext): Promise<BudgetAlertType[]> {
    if (limit < 1) throw badRequest("limit must be 1 or more");
    return this.budget.recentAlerts(callerOf(ctx).householdId, limit);
  }

  @Mutation(() => BudgetMonthType, { description: "Sets a category's (or, with category null, the total) monthly budget from a month on" })
  async setBudgetLimit(
    @Arg("input", () => BudgetLimitInput) input: BudgetLimitInput,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BudgetMonthType> {
    const caller = callerOf(ctx);
    // A nullable field the operation leaves out arrives undefined: without a category, the total's budget.
    await this.budget.setLimit(withIdempotencyKey(ctx, idempotencyKey), caller, { ...input, category: input.category ?? null });
    return this.budget.month(caller.householdId, input.fromMonth);
  }

  @Mutation(() => BudgetMonthType, { description: "Stops budgeting a category (or the total) from a month on" })
  async clearBudgetLimit(
    @Arg("category", () => String, { nullable: true }) category: string | null,
    @Arg("fromMonth") fromMonth: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BudgetMonthType> {
    const caller = callerOf(ctx);
    await this.budget.clearLimit(withIdempotencyKey(ctx, idempotencyKey), caller, { category: category ?? null, fromMonth });
    return this.budget.month(caller.householdId, fromMonth);
  }

  @Mutation(() => [String], { description: "Adds a category of the household's own; answers every category" })
  async addBudgetCategory(
    @Arg("name") name: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string[]> {
    const caller = callerOf(ctx);
    await this.budget.addCategory(withIdempotencyKey(ctx, idempotencyKey), caller, name);
    return this.budget.categories(caller.householdId);
  }

  @Mutation(() => [String], { description: "Removes a category of the household's own; answers every category" })
  async removeBudgetCategory(
    @Arg("name") name: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string[]> {
    const caller = callerOf(ctx);
    await this.budget.removeCategory(withIdempotencyKey(ctx, idempotencyKey), caller, name);
    return this.budget.categories(caller.householdId);
  }

  @Mutation(() => BudgetMonthType, { description: "Sets the time zone (IANA, e.g. America/Chicago) whose months the budget counts; answers this month" })
  async setBudgetTimeZone(
    @Arg("timeZone") timeZone: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BudgetMonthType> {
    const caller = callerOf(ctx);
    await this.budget.setTimeZone(withIdempotencyKey(ctx, idempotencyKey), caller, timeZone);
    return this.budget.month(caller.householdId, await this.budget.currentMonth(caller.householdId));
  }

  @Mutation(() => BudgetExpenseType, { description: "Records money spent or refunded outside the shopping list" })
  async recordExpense(
    @Arg("input", () => BudgetExpenseInput) input: BudgetExpenseInput,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BudgetExpenseType> {
    return this.budget.recordExpense(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), expenseInput(input));
  }

  @Mutation(() => BudgetExpenseType, { description: "Replaces what an expense says" })
  async correctExpense(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => BudgetExpenseInput) input: BudgetExpenseInput,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BudgetExpenseType> {
    return this.budget.correctExpense(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id, expenseInput({ ...input, id: null }));
  }

  @Mutation(() => Boolean, { description: "Deletes an expense (deleting one already deleted counts as done)" })
  async deleteExpense(
    @Arg("id", () => ID) id: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await this.budget.deleteExpense(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id);
    return true;
  }

  @Query(() => Int, { description: "The household's latest event sequence: read it with the budget, then subscribe with since = this value" })
  async budgetSyncPoint(@Ctx() ctx: GraphQLContext): Promise<number> {
    return this.budget.syncPoint(callerOf(ctx).householdId);
  }

  @Subscription(() => BudgetChangeType, {
    description: "Every change to the household's budget, expenses, spending and alerts, from any device; resume after `since`",
    subscribe: async ({ args, context }: SubscribeResolverData<unknown, { since?: number | null }, GraphQLContext>) => {
      const caller = callerOf(context);
      return selectStream(await context.feeds.subscribe(caller.householdId, sinceArg(args.since)), (m) => (BUDGET_TYPES.has(m.type) ? m : undefined));
    },
  })
  budgetChanged(@Root() message: BusMessage, @Arg("since", () => Int, { nullable: true }) _since: number | null): BudgetChangeType {
    const alert =
      message.type === "BudgetThresholdCrossed"
        ? (() => {
            const d = message.data as BudgetAlertEvent["data"];
            return { ...d, raisedAt: message.recordedAt, sequence: message.sequence };
          })()
        : null;
    return {
      sequence: message.sequence,
      type: message.type,
      actorId: message.actorId,
      sourceClientId: message.clientId,
      changedAt: message.recordedAt,
      alert,
    };
  }
}
