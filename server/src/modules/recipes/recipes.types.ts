import { Field, Float, ID, InputType, Int, ObjectType } from "type-graphql";

// Dates are ISO 8601 strings in the service's views; the DateTimeISO scalar serialises them as they are.

@ObjectType("Measure", { description: "An amount in one unit system (counts and unknown units unchanged)" })
export class MeasureType {
  @Field(() => Float, { nullable: true }) quantity: number | null;
  @Field(() => String, { nullable: true }) unit: string | null;
}

@ObjectType("RecipeIngredient", { description: "One ingredient line" })
export class RecipeIngredientType {
  @Field(() => ID) id: string;
  @Field(() => Float, { nullable: true }) quantity: number | null;
  @Field(() => String, { nullable: true }) unit: string | null;
  @Field(() => ID, { nullable: true, description: "The catalogue product, when matched" }) productId: string | null;
  @Field() name: string;
  @Field(() => String, { nullable: true }) note: string | null;
  @Field() optional: boolean;
  @Field(() => String, { nullable: true, description: "Heading of the group the line belongs to" }) group: string | null;
  @Field(() => MeasureType, { description: "The amount in metric measures, at the recipe's servings" }) metric: MeasureType;
  @Field(() => MeasureType, { description: "The amount in US measures, at the recipe's servings" }) us: MeasureType;
}

@ObjectType("RecipeStep")
export class RecipeStepType {
  @Field(() => ID) id: string;
  @Field() text: string;
  @Field(() => Int, { nullable: true, description: "A timer the cook can start on this step" }) timerSeconds: number | null;
  @Field(() => [ID], { description: "Ingredients this step uses" }) ingredientIds: string[];
}

@ObjectType("RecipeOrigin", { description: "Where a recipe came from" })
export class RecipeOriginType {
  @Field({ description: "manual, web, text, duplicate or shared" }) kind: string;
  @Field(() => String, { nullable: true }) url?: string | null;
  @Field(() => ID, { nullable: true, description: "The recipe it was copied from" }) recipeId?: string | null;
}

@ObjectType("RecipeDraft", { description: "A recipe read from a page or text, to review before saving" })
export class RecipeDraftType {
  @Field() title: string;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => String, { nullable: true }) photoUrl: string | null;
  @Field(() => Float) servings: number;
  @Field(() => Int, { nullable: true }) prepMinutes: number | null;
  @Field(() => Int, { nullable: true }) cookMinutes: number | null;
  @Field(() => Int, { nullable: true }) totalMinutes: number | null;
  @Field(() => [String]) tags: string[];
  @Field(() => String, { nullable: true }) sourceUrl: string | null;
  @Field(() => [RecipeIngredientType]) ingredients: RecipeIngredientType[];
  @Field(() => [RecipeStepType]) steps: RecipeStepType[];
}

@ObjectType("Recipe", { description: "A recipe of the household" })
export class RecipeType extends RecipeDraftType {
  @Field(() => ID) id: string;
  @Field(() => RecipeOriginType) origin: RecipeOriginType;
  @Field({ description: "Bookmarked by the household (Saved Recipes)" }) saved: boolean;
  @Field(() => Date, { nullable: true }) savedAt: string | null;
  @Field(() => Int, { description: "Household sequence of the last change: the higher copy is the newer" }) revision: number;
  @Field(() => Date) createdAt: string;
  @Field(() => Date) updatedAt: string;
}

@ObjectType("SharedRecipe", { description: "A recipe as a share link shows it" })
export class SharedRecipeType extends RecipeDraftType {
  @Field(() => Date) expiresAt: string;
}

@ObjectType("RecipeShareLink")
export class RecipeShareLinkType {
  @Field(() => ID) id: string;
  @Field(() => ID) recipeId: string;
  @Field() token: string;
  @Field({ description: "/app/recipes/import/{token}" }) path: string;
  @Field(() => Date) expiresAt: string;
  @Field(() => Date, { nullable: true }) revokedAt: string | null;
  @Field({ description: "Not revoked and not expired" }) active: boolean;
  @Field(() => Date) createdAt: string;
}

@ObjectType("RecipeTag")
export class RecipeTagType {
  @Field() tag: string;
  @Field(() => Int) count: number;
}

@ObjectType("RecipeChange", { description: "A change to the household's recipes from any device" })
export class RecipeChangeType {
  @Field(() => Int) sequence: number;
  @Field() type: string;
  @Field(() => ID) recipeId: string;
  @Field(() => RecipeType, { nullable: true, description: "The recipe as it is now; null once deleted" }) recipe: RecipeType | null;
  @Field(() => ID, { nullable: true }) actorId: string | null;
  @Field(() => String, { nullable: true }) sourceClientId: string | null;
  @Field(() => Date) changedAt: string;
}

@InputType()
export class RecipeIngredientInput {
  @Field(() => ID, { nullable: true, description: "Keep ids stable across edits so steps keep their links" }) id?: string | null;
  @Field(() => Float, { nullable: true }) quantity?: number | null;
  @Field(() => String, { nullable: true }) unit?: string | null;
  @Field(() => ID, { nullable: true }) productId?: string | null;
  @Field() name: string;
  @Field(() => String, { nullable: true }) note?: string | null;
  @Field(() => Boolean, { nullable: true }) optional?: boolean | null;
  @Field(() => String, { nullable: true }) group?: string | null;
}

@InputType()
export class RecipeStepInput {
  @Field(() => ID, { nullable: true }) id?: string | null;
  @Field() text: string;
  @Field(() => Int, { nullable: true }) timerSeconds?: number | null;
  @Field(() => [ID], { nullable: true }) ingredientIds?: string[] | null;
}

@InputType({ description: "Everything a recipe says; an edit replaces it whole" })
export class RecipeInput {
  @Field() title: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) photoUrl?: string | null;
  @Field(() => Float) servings: number;
  @Field(() => Int, { nullable: true }) prepMinutes?: number | null;
  @Field(() => Int, { nullable: true }) cookMinutes?: number | null;
  @Field(() => [String], { nullable: true }) tags?: string[] | null;
  @Field(() => String, { nullable: true }) sourceUrl?: string | null;
  @Field(() => [RecipeIngredientInput], { nullable: true }) ingredients?: RecipeIngredientInput[] | null;
  @Field(() => [RecipeStepInput], { nullable: true }) steps?: RecipeStepInput[] | null;
}

@InputType()
export class RecipeFilterInput {
  @Field(() => String, { nullable: true, description: "Words in the title, tags or ingredients" }) search?: string | null;
  @Field(() => String, { nullable: true }) tag?: string | null;
  @Field(() => Int, { nullable: true, description: "Prep plus cook time at most this many minutes" }) maxTotalMinutes?: number | null;
  @Field(() => Boolean, { nullable: true, description: "Only the bookmarked ones" }) savedOnly?: boolean | null;
}
