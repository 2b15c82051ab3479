import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root, Subscription } from "type-graphql";
import type { SubscribeResolverData } from "type-graphql";
import type { BusMessage } from "../../core/bus.js";
import { badRequest } from "../../core/errors.js";
import { callerOf, sinceArg, withIdempotencyKey, type GraphQLContext } from "../../core/graphql-context.js";
import { selectStream } from "../../core/live-feed.js";
import type { ProductCatalog } from "../products/index.js";
import { RecipeType } from "../recipes/index.js";
import { MEAL_PLAN_EVENT_TYPES } from "./meal-plans.events.js";
import type { MealPlansService } from "./meal-plans.service.js";
import {
  GenerateShoppingFromPlanInput,
  MealPlanChangeType,
  MealPlanEntryChanges,
  MealPlanEntryInput,
  MealPlanEntryType,
  MealPlanShoppingGenerationType,
  MealPlanShoppingPreviewType,
  MealPlanType,
  NutritionGoalInput,
  NutritionGoalType,
  NutritionType,
} from "./meal-plans.types.js";
import { recipePerServing, rounded } from "./nutrition.js";

const TYPES = new Set<string>(MEAL_PLAN_EVENT_TYPES);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Resolver()
export class MealPlansResolver {
  constructor(private readonly service: MealPlansService) {}

  @Query(() => MealPlanType, { description: "The plan from one day to another (YYYY-MM-DD, at most 63 days), with nutrition per day and member" })
  async mealPlan(@Arg("from") from: string, @Arg("to") to: string, @Ctx() ctx: GraphQLContext): Promise<MealPlanType> {
    return this.service.plan(callerOf(ctx).householdId, from, to);
  }

  @Query(() => [NutritionGoalType], { description: "Each member's daily nutrition goals" })
  async nutritionGoals(@Ctx() ctx: GraphQLContext): Promise<NutritionGoalType[]> {
    return this.service.goals(callerOf(ctx).householdId);
  }

  @Query(() => MealPlanShoppingPreviewType, { description: "What generating the list would put on it (nothing is recorded)" })
  async mealPlanShoppingPreview(
    @Arg("from") from: string,
    @Arg("to") to: string,
    @Arg("listId", () => ID, { nullable: true }) listId: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MealPlanShoppingPreviewType> {
    return this.service.previewShopping(callerOf(ctx).householdId, from, to, listId);
  }

  @Mutation(() => MealPlanEntryType, { description: "Plans a meal" })
  async addMealPlanEntry(
    @Arg("input", () => MealPlanEntryInput) input: MealPlanEntryInput,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MealPlanEntryType> {
    if (input.id && !UUID.test(input.id)) throw badRequest("id must be a UUID");
    return this.service.addEntry(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), { ...input, id: input.id?.toLowerCase() ?? null });
  }

  @Mutation(() => MealPlanEntryType, { description: "Changes servings, who eats, or the note" })
  async updateMealPlanEntry(
    @Arg("id", () => ID) id: string,
    @Arg("changes", () => MealPlanEntryChanges) changes: MealPlanEntryChanges,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MealPlanEntryType> {
    return this.service.changeEntry(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id, changes);
  }

  @Mutation(() => MealPlanEntryType, { description: "Moves a meal to another day or slot" })
  async moveMealPlanEntry(
    @Arg("id", () => ID) id: string,
    @Arg("date") date: string,
    @Arg("slot") slot: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MealPlanEntryType> {
    return this.service.moveEntry(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id, date, slot);
  }

  @Mutation(() => ID, { description: "Takes a meal off the plan; answers its id" })
  async removeMealPlanEntry(
    @Arg("id", () => ID) id: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    return this.service.removeEntry(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id);
  }

  @Mutation(() => [MealPlanEntryType], { description: "Copies the week starting `from` to the week starting `to`; copying again adds nothing twice" })
  async copyMealPlanWeek(
    @Arg("from") from: string,
    @Arg("to") to: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MealPlanEntryType[]> {
    return this.service.copyWeek(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), from, to);
  }

  @Mutation(() => [MealPlanEntryType], { description: "Repeats a meal every `everyDays` days, `times` more times" })
  async repeatMealPlanEntry(
    @Arg("id", () => ID) id: string,
    @Arg("everyDays", () => Int, { defaultValue: 7 }) everyDays: number,
    @Arg("times", () => Int) times: number,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MealPlanEntryType[]> {
    return this.service.repeatEntry(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id, everyDays, times);
  }

  @Mutation(() => NutritionGoalType, { description: "Sets a member's daily goals (account holder only)" })
  async setNutritionGoal(
    @Arg("memberId", () => ID) memberId: string,
    @Arg("goal", () => NutritionGoalInput) goal: NutritionGoalInput,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<NutritionGoalType> {
    return this.service.setGoal(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), memberId, {
      energyKcal: goal.energyKcal ?? null,
      proteinG: goal.proteinG ?? null,
      carbohydrateG: goal.carbohydrateG ?? null,
      fatG: goal.fatG ?? null,
    });
  }

  @Mutation(() => MealPlanShoppingGenerationType, {
    description: "Puts what the planned meals need (minus pantry and list) on a list or a new one; generating again changes only its own lines",
  })
  async generateShoppingListFromPlan(
    @Arg("input", () => GenerateShoppingFromPlanInput) input: GenerateShoppingFromPlanInput,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MealPlanShoppingGenerationType> {
    return this.service.generateShopping(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), input);
  }

  @Subscription(() => MealPlanChangeType, {
    description: "Every change to the household's meal plan and goals; resume after `since`",
    subscribe: async ({ args, context }: SubscribeResolverData<unknown, { since?: number | null }, GraphQLContext>) => {
      const caller = callerOf(context);
      return selectStream(await context.feeds.subscribe(caller.householdId, sinceArg(args.since)), (m) => (TYPES.has(m.type) ? m : undefined));
    },
  })
  async mealPlanChanged(@Root() message: BusMessage, @Arg("since", () => Int, { nullable: true }) _since: number | null): Promise<MealPlanChangeType> {
    const entryId = typeof message.data.entryId === "string" ? message.data.entryId : null;
    const entry = entryId ? await this.service.entry(message.householdId, entryId).catch(() => null) : null;
    return { sequence: message.sequence, type: message.type, sourceClientId: message.clientId, entryId, entry };
  }
}

/** A recipe's nutrition per serving, on the Recipe type the recipes module defines. */
@Resolver(() => RecipeType)
export class RecipeNutritionResolver {
  constructor(private readonly catalog: ProductCatalog) {}

  @FieldResolver(() => NutritionType, { description: "Per serving, computed from the catalogue (with its coverage)" })
  async nutritionPerServing(@Root() recipe: RecipeType, @Ctx() ctx: GraphQLContext): Promise<NutritionType> {
    const ids = [...new Set(recipe.ingredients.map((i) => i.productId).filter((id): id is string => Boolean(id)))];
    const products = ids.length ? await this.catalog.getMany(callerOf(ctx).householdId, ids) : new Map();
    return rounded(recipePerServing(recipe, products));
  }
}
