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

/** The content every recipe shape shares. */
@ObjectType({ description: "Not emitted: no field returns it; its subclasses inherit the fields" })
export class RecipeContentFields {
  @Field() title: string;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Our own copy of the photo (/api/public/recipes/photos/{sha256}.webp); never a remote address",
  })
  photoUrl: string | null;
  @Field(() => Float) servings: number;
  @Field(() => Int, { nullable: true }) prepMinutes: number | null;
  @Field(() => Int, { nullable: true }) cookMinutes: number | null;
  @Field(() => Int, { nullable: true }) totalMinutes: number | null;
  @Field(() => [String]) tags: string[];
  @Field(() => String, { nullable: true }) sourceUrl: string | null;
  @Field(() => [RecipeIngredientType]) ingredients: RecipeIngredientType[];
  @Field(() => [RecipeStepType]) steps: RecipeStepType[];
}

@ObjectType("RecipeDraft", { description: "A recipe read from a page or text, to review before saving" })
export class RecipeDraftType extends RecipeContentFields {
  @Field(() => [String], { description: "What the import could not carry over, e.g. \"The page's photo could not be fetched\"" })
  importNotes: string[];
}

@ObjectType("Recipe", { description: "A recipe of the household" })
export class RecipeType extends RecipeContentFields {
  @Field(() => ID) id: string;
  @Field(() => RecipeOriginType) origin: RecipeOriginType;
  @Field({ description: "Bookmarked by the household (Saved Recipes)" }) saved: boolean;
  @Field(() => Date, { nullable: true }) savedAt: string | null;
  @Field(() => Int, { description: "Household sequence of the last change: the higher copy is the newer" }) revision: number;
  @Field(() => Date) createdAt: string;
  @Field(() => Date) updatedAt: string;
}

@ObjectType("SharedRecipe", { description: "A recipe as a share link shows it" })
export class SharedRecipeType extends RecipeContentFields {
  @Field(() => Date) expiresAt: string;
  @Field(() => ID, { nullable: true, description: "The recipe's id when the link is the caller's own household's: it is already in their recipes" })
  yourRecipeId: string | null;
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

@ObjectType("PantryTaking", { description: "What a cook took out of one pantry item, in the item's unit" })
export class PantryTakingType {
  @Field(() => ID, { description: "The ingredient line it was for" }) ingredientId: string;
  @Field(() => ID, { description: "The pantry item" }) itemId: string;
  @Field() name: string;
  @Field(() => Float) quantity: number;
  @Field() unit: string;
}

@ObjectType("PantryShortfall", { description: "An ingredient line the pantry did not (fully) cover" })
export class PantryShortfallType {
  @Field(() => ID) ingredientId: string;
  @Field() name: string;
  @Field(() => Float, { nullable: true, description: "What was missing, in the line's unit" }) quantity: number | null;
  @Field(() => String, { nullable: true }) unit: string | null;
  @Field({ description: "not_in_pantry, not_enough, or units_differ (the pantry has it in a unit that cannot be compared)" }) reason: string;
}

@ObjectType("RecipeCook", { description: "A finished cook: portions, what it took from the pantry, the leftover it kept" })
export class RecipeCookType {
  @Field(() => ID) id: string;
  @Field(() => ID) recipeId: string;
  @Field(() => Float) servings: number;
  @Field(() => Float) portionsLeft: number;
  @Field(() => Float, { nullable: true }) portionsEaten: number | null;
  @Field(() => Date) cookedAt: string;
  @Field(() => ID, { nullable: true, description: "The leftover the portions left became (/app/leftover-management)" }) leftoverId: string | null;
  @Field(() => [PantryTakingType]) taken: PantryTakingType[];
  @Field(() => [PantryShortfallType]) missing: PantryShortfallType[];
  @Field({ description: "What was taken has been put back into the pantry" }) pantryReturned: boolean;
}

@ObjectType("CookPlanTake", { description: "A pantry item a cook would take from" })
export class CookPlanTakeType {
  @Field(() => ID) itemId: string;
  @Field() name: string;
  @Field(() => Float) quantity: number;
  @Field() unit: string;
  @Field(() => String, { nullable: true, description: "ISO day" }) expiresOn: string | null;
  @Field() expiringSoon: boolean;
}

@ObjectType("CookPlanLine", { description: "One ingredient line against the pantry" })
export class CookPlanLineType {
  @Field(() => ID) ingredientId: string;
  @Field() name: string;
  @Field() optional: boolean;
  @Field(() => Float, { nullable: true, description: "The amount at the servings asked for, in the line's unit" }) need: number | null;
  @Field(() => String, { nullable: true }) unit: string | null;
  @Field(() => Float, { description: "0 to 1: how much of the line the pantry covers" }) coverage: number;
  @Field(() => [CookPlanTakeType]) takes: CookPlanTakeType[];
  @Field(() => PantryShortfallType, { nullable: true }) shortfall: PantryShortfallType | null;
}

@ObjectType("RecipeCookPlan", { description: "What finishing a cook would take out of the pantry (nothing changes)" })
export class RecipeCookPlanType {
  @Field(() => Float) servings: number;
  @Field(() => [CookPlanLineType]) lines: CookPlanLineType[];
}

@ObjectType("CookableRecipe", { description: "A recipe ranked by how much of it the pantry covers" })
export class CookableRecipeType {
  @Field(() => RecipeType) recipe: RecipeType;
  @Field(() => Float, { description: "0 to 1: the average coverage of the required lines, by product and quantity" }) coverage: number;
  @Field(() => Int) coveredCount: number;
  @Field(() => Int) requiredCount: number;
  @Field(() => String, { nullable: true, description: "The soonest date (ISO day) among the pantry items it would use" }) soonestExpiry: string | null;
  @Field(() => Int, { description: "Pantry items it would use that expire soon" }) expiringCount: number;
  @Field(() => [String], { description: "Required ingredients the pantry does not fully cover" }) missing: string[];
  @Field(() => [String], { description: "Soon-expiring pantry items it would use" }) expiringSoon: string[];
}
