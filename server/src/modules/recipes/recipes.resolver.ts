import { Arg, Ctx, Float, ID, Int, Mutation, Query, Resolver, Root, Subscription } from "type-graphql";
import type { SubscribeResolverData } from "type-graphql";
import type { BusMessage } from "../../core/bus.js";
import { callerOf, sinceArg, withIdempotencyKey, type GraphQLContext } from "../../core/graphql-context.js";
import { selectStream } from "../../core/live-feed.js";
import { validate } from "../../core/validation.js";
import { RECIPE_EVENT_TYPES } from "./recipes.events.js";
import type { RecipesService } from "./recipes.service.js";
import {
  CookableRecipeType,
  RecipeChangeType,
  RecipeCookPlanType,
  RecipeCookType,
  RecipeDraftType,
  RecipeFilterInput,
  RecipeInput,
  RecipeShareLinkType,
  RecipeTagType,
  RecipeType,
  SharedRecipeType,
} from "./recipes.types.js";
import {
  cookableSchema,
  cookPlanSchema,
  cookSchema,
  importTextSchema,
  importUrlSchema,
  isUuid,
  recipeContentSchema,
  recipeFilterSchema,
  shareSchema,
} from "./recipes.validation.js";
import { badRequest } from "../../core/errors.js";

const RECIPE_TYPES = new Set<string>(RECIPE_EVENT_TYPES);


function clientId(id: string | null | undefined): string | undefined {
  if (id === null || id === undefined) return undefined;
  if (!isUuid(id)) throw badRequest("id must be a UUID");
  return id.toLowerCase();
}

@Resolver()
export class RecipesResolver {
  constructor(private readonly service: RecipesService) {}

  @Query(() => [RecipeType], { description: "The household's recipes, newest first (saved ones: by bookmark date)" })
  async recipes(
    @Arg("filter", () => RecipeFilterInput, { nullable: true }) filter: RecipeFilterInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RecipeType[]> {
    return this.service.list(callerOf(ctx).householdId, validate(recipeFilterSchema, { ...filter }));
  }

  @Query(() => RecipeType, { description: "One recipe of the household (NOT_FOUND for unknown or foreign ids)" })
  async recipe(@Arg("id", () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<RecipeType> {
    return this.service.get(callerOf(ctx).householdId, id);
  }

  @Query(() => [RecipeTagType], { description: "Tags in use, most used first" })
  async recipeTags(@Ctx() ctx: GraphQLContext): Promise<RecipeTagType[]> {
    return this.service.tags(callerOf(ctx).householdId);
  }

  @Query(() => Int, { description: "The household's latest event sequence: subscribe to recipesChanged with since = this" })
  async recipesSyncPoint(@Ctx() ctx: GraphQLContext): Promise<number> {
    return this.service.syncPoint(callerOf(ctx).householdId);
  }

  @Query(() => [RecipeShareLinkType], { description: "Share links of one recipe, newest first" })
  async recipeShareLinks(@Arg("recipeId", () => ID) recipeId: string, @Ctx() ctx: GraphQLContext): Promise<RecipeShareLinkType[]> {
    return this.service.shareLinks(callerOf(ctx).householdId, recipeId);
  }

  @Query(() => SharedRecipeType, { description: "What a share link shows (read-only); NOT_FOUND once expired or revoked" })
  async sharedRecipe(@Arg("token") token: string, @Ctx() ctx: GraphQLContext): Promise<SharedRecipeType> {
    return this.service.shared(token, callerOf(ctx).householdId);
  }

  @Mutation(() => RecipeDraftType, { description: "Reads the schema.org recipe of a web page into a draft (nothing stored)" })
  async draftRecipeFromUrl(@Arg("url") url: string, @Ctx() ctx: GraphQLContext): Promise<RecipeDraftType> {
    return this.service.draftFromUrl(callerOf(ctx).householdId, validate(importUrlSchema, { url }).url);
  }

  @Mutation(() => RecipeDraftType, { description: "Reads pasted recipe text into a draft (nothing stored)" })
  async draftRecipeFromText(@Arg("text") text: string, @Ctx() ctx: GraphQLContext): Promise<RecipeDraftType> {
    return this.service.draftFromText(callerOf(ctx).householdId, validate(importTextSchema, { text }).text);
  }

  @Mutation(() => RecipeType, { description: "Adds a recipe; an offline client may choose its id (a UUID)" })
  async createRecipe(
    @Arg("input", () => RecipeInput) input: RecipeInput,
    @Arg("id", () => ID, { nullable: true }) id: string | null,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RecipeType> {
    const content = validate(recipeContentSchema, input);
    return this.service.create(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), { id: clientId(id), content });
  }

  @Mutation(() => RecipeType, { description: "Replaces what a recipe says" })
  async updateRecipe(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => RecipeInput) input: RecipeInput,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RecipeType> {
    const content = validate(recipeContentSchema, input);
    return this.service.edit(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id, content);
  }

  @Mutation(() => RecipeType, { description: "Copies a recipe within the household" })
  async duplicateRecipe(
    @Arg("id", () => ID) id: string,
    @Arg("newId", () => ID, { nullable: true }) newId: string | null,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RecipeType> {
    return this.service.duplicate(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id, clientId(newId));
  }

  @Mutation(() => ID, { description: "Deletes a recipe (its share links stop working); answers its id" })
  async deleteRecipe(
    @Arg("id", () => ID) id: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    return this.service.remove(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id);
  }

  @Mutation(() => RecipeType, { description: "Bookmarks a recipe for the household (Saved Recipes), or removes the bookmark" })
  async saveRecipe(
    @Arg("id", () => ID) id: string,
    @Arg("saved", () => Boolean) saved: boolean,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RecipeType> {
    return this.service.setSaved(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id, saved);
  }

  @Mutation(() => RecipeCookType, {
    description:
      "Finishes a cook: records it (RecipeCooked), takes the ingredients used (scaled to the servings cooked) out of the pantry, " +
      "soonest expiry first, and keeps the portions left as a leftover. The same cookId again changes nothing.",
  })
  async finishRecipeCook(
    @Arg("id", () => ID) id: string,
    @Arg("cookId", () => ID, { description: "Client-made UUID: sending the same cook twice records it once" }) cookId: string,
    @Arg("servings", () => Float) servings: number,
    @Arg("portionsLeft", () => Float) portionsLeft: number,
    @Arg("portionsEaten", () => Float, { nullable: true }) portionsEaten: number | null,
    @Arg("takeFromPantry", () => Boolean, { nullable: true, description: "Default true" }) takeFromPantry: boolean | null,
    @Arg("today", () => String, { nullable: true, description: "The device's day (YYYY-MM-DD): the leftover's cooked-on date" }) today: string | null,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RecipeCookType> {
    const cook = validate(cookSchema, { cookId, servings, portionsLeft, portionsEaten, takeFromPantry, today });
    return this.service.finishCook(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id, cook);
  }

  @Mutation(() => RecipeCookType, { description: "Puts back into the pantry what a cook took (undo); refused once one of those items changed since" })
  async returnRecipeCookToPantry(
    @Arg("id", () => ID) id: string,
    @Arg("cookId", () => ID) cookId: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RecipeCookType> {
    return this.service.returnCookToPantry(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id, cookId.toLowerCase());
  }

  @Query(() => [CookableRecipeType], {
    description: "What can I cook now: recipes ranked by how much of them the pantry covers, soonest-expiring food first among equals",
  })
  async cookableRecipes(
    @Arg("filter", () => RecipeFilterInput, { nullable: true }) filter: RecipeFilterInput | null,
    @Arg("minCoverage", () => Float, { nullable: true, description: "0 to 1; recipes the pantry covers less are left out (none at all always are)" })
    minCoverage: number | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CookableRecipeType[]> {
    const input = validate(cookableSchema, { minCoverage });
    return this.service.cookable(callerOf(ctx).householdId, validate(recipeFilterSchema, { ...filter }), input.minCoverage);
  }

  @Query(() => RecipeCookPlanType, { description: "What finishing a cook at these servings would take out of the pantry (nothing changes)" })
  async recipeCookPlan(
    @Arg("id", () => ID) id: string,
    @Arg("servings", () => Float, { nullable: true }) servings: number | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RecipeCookPlanType> {
    const input = validate(cookPlanSchema, { servings });
    return this.service.cookPlan(callerOf(ctx).householdId, id, input.servings);
  }

  @Mutation(() => RecipeShareLinkType, { description: "Makes a share link (/app/recipes/import/{token}); 30 days unless told" })
  async createRecipeShareLink(
    @Arg("recipeId", () => ID) recipeId: string,
    @Arg("expiresInDays", () => Int, { nullable: true }) expiresInDays: number | null,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RecipeShareLinkType> {
    const input = validate(shareSchema, { expiresInDays });
    return this.service.createShareLink(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), recipeId, input.expiresInDays);
  }

  @Mutation(() => RecipeShareLinkType, { description: "Stops a share link from working" })
  async revokeRecipeShareLink(
    @Arg("recipeId", () => ID) recipeId: string,
    @Arg("shareId", () => ID) shareId: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RecipeShareLinkType> {
    return this.service.revokeShareLink(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), recipeId, shareId);
  }

  @Mutation(() => RecipeType, { description: "Copies a shared recipe into the caller's household (once per link)" })
  async importSharedRecipe(
    @Arg("token") token: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RecipeType> {
    return this.service.importShared(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), token);
  }

  @Subscription(() => RecipeChangeType, {
    description: "Every change to the household's recipes, from any device; resume after `since`",
    subscribe: async ({ args, context }: SubscribeResolverData<unknown, { since?: number | null }, GraphQLContext>) => {
      const caller = callerOf(context);
      const source = await context.feeds.subscribe(caller.householdId, sinceArg(args.since));
      return selectStream(source, (m) => (RECIPE_TYPES.has(m.type) ? m : undefined));
    },
  })
  async recipesChanged(
    @Root() message: BusMessage,
    @Arg("since", () => Int, { nullable: true }) _since: number | null,
  ): Promise<RecipeChangeType> {
    const recipeId = String((message.data as Record<string, unknown>).recipeId ?? "");
    const [recipe] = await this.service.getMany(message.householdId, [recipeId]);
    return {
      sequence: message.sequence,
      type: message.type,
      recipeId,
      recipe: recipe ?? null,
      actorId: message.actorId,
      sourceClientId: message.clientId,
      changedAt: message.recordedAt,
    };
  }
}
