import { Arg, Ctx, ID, Int, Query, Resolver, Root, Subscription } from "type-graphql";
import type { SubscribeResolverData } from "type-graphql";
import type { BusMessage } from "../../core/bus.js";
import { badRequest } from "../../core/errors.js";
import { callerOf, sinceArg, type GraphQLContext } from "../../core/graphql-context.js";
import { selectStream } from "../../core/live-feed.js";
import type { DietaryService } from "./dietary.service.js";
import { DietaryAnalysisType, DietaryChangeType, RecipeMemberFlagType } from "./dietary.types.js";

/** Events that can move the analysis: members' diets, the pantry, recipes and the meal plan. */
const RELEVANT = /^(FamilyMember|Pantry|Recipe(Created|Edited|Deleted)$|MealPlan(?!View))/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function day(value: string | null | undefined, name: string): string | null {
  if (value == null) return null;
  if (!DAY.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) throw badRequest(`${name} must be a date (YYYY-MM-DD)`);
  return value;
}

@Resolver()
export class DietaryResolver {
  constructor(private readonly service: DietaryService) {}

  @Query(() => DietaryAnalysisType, {
    description: "Pantry nutrition by category, allergens and diet tags present, and each member's flags (pantry, recipes, the week's plan)",
  })
  async pantryDietaryAnalysis(
    @Arg("from", () => String, { nullable: true, description: "First day of the plan week (YYYY-MM-DD); default today" }) from: string | null,
    @Arg("to", () => String, { nullable: true, description: "Last day of the plan week; default six days after from" }) to: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DietaryAnalysisType> {
    return this.service.analysis(callerOf(ctx).householdId, { from: day(from, "from"), to: day(to, "to") });
  }

  @Query(() => [RecipeMemberFlagType], { description: "Active family members this recipe does not suit, and why" })
  async recipeDietaryFlags(@Arg("recipeId", () => ID) recipeId: string, @Ctx() ctx: GraphQLContext): Promise<RecipeMemberFlagType[]> {
    return this.service.recipeFlags(callerOf(ctx).householdId, recipeId);
  }

  @Query(() => Int, { description: "Read with the analysis, then subscribe to dietaryChanged with since = this value" })
  async dietarySyncPoint(@Ctx() ctx: GraphQLContext): Promise<number> {
    return this.service.syncPoint(callerOf(ctx).householdId);
  }

  @Subscription(() => DietaryChangeType, {
    description: "Changes to members' diets, the pantry, recipes or the meal plan; resume after `since`",
    subscribe: async ({ args, context }: SubscribeResolverData<unknown, { since?: number | null }, GraphQLContext>) => {
      const caller = callerOf(context);
      return selectStream(await context.feeds.subscribe(caller.householdId, sinceArg(args.since)), (m) => (RELEVANT.test(m.type) ? m : undefined));
    },
  })
  dietaryChanged(@Root() message: BusMessage, @Arg("since", () => Int, { nullable: true }) _since: number | null): DietaryChangeType {
    return { sequence: message.sequence, type: message.type, sourceClientId: message.clientId };
  }
}

