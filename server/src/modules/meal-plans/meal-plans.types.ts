import { Field, Float, ID, InputType, Int, ObjectType } from "type-graphql";

// ── for other modules (wired by the lead) ─────────────────────────────────────────────────────────
/** For fitness (energy in vs out): a member's planned energy per day, with its coverage. */
export interface EnergyIntakeSource {
  dailyEnergy(householdId: string, memberId: string, from: string, to: string): Promise<Array<{ date: string; kcal: number; known: number; total: number }>>;
}
/** For the calendar's meal-plan overlay (dates are YYYY-MM-DD in the household's zone). */
export interface CalendarOverlayItem {
  layer: string;
  id: string;
  title: string;
  date: string;
  start?: string | null;
  memberIds?: string[];
  href?: string;
}
export interface CalendarOverlaySource {
  layer: string;
  list(householdId: string, from: string, to: string): Promise<CalendarOverlayItem[]>;
}

// ── GraphQL ───────────────────────────────────────────────────────────────────────────────────────
@ObjectType("ComputedNutrition", { description: "Computed from the products' figures per 100 g; known of total says how much of it is covered" })
export class NutritionType {
  @Field(() => Float) energyKcal: number;
  @Field(() => Float) proteinG: number;
  @Field(() => Float) carbohydrateG: number;
  @Field(() => Float) fatG: number;
  @Field(() => Int, { description: "Ingredient lines whose nutrition is known" }) known: number;
  @Field(() => Int, { description: "Ingredient lines counted (optional ones are not)" }) total: number;
}

@ObjectType("NutritionGoal", { description: "A member's daily goals, set by the account holder" })
export class NutritionGoalType {
  @Field(() => ID) memberId: string;
  @Field(() => Float, { nullable: true }) energyKcal: number | null;
  @Field(() => Float, { nullable: true }) proteinG: number | null;
  @Field(() => Float, { nullable: true }) carbohydrateG: number | null;
  @Field(() => Float, { nullable: true }) fatG: number | null;
}

@ObjectType("MealPlanEntry", { description: "A meal on the plan: a recipe, a product, a leftover or a note" })
export class MealPlanEntryType {
  @Field(() => ID) id: string;
  @Field({ description: "YYYY-MM-DD" }) date: string;
  @Field({ description: "breakfast, lunch, dinner or snack" }) slot: string;
  @Field({ description: "recipe, product, leftover or note" }) kind: string;
  @Field(() => ID, { nullable: true, description: "The recipe, product or leftover" }) refId: string | null;
  @Field() title: string;
  @Field(() => Float, { nullable: true, description: "For a product: the amount of one serving" }) quantity: number | null;
  @Field(() => String, { nullable: true }) unit: string | null;
  @Field(() => Float) servings: number;
  @Field(() => [ID], { description: "Family members who eat it" }) memberIds: string[];
  @Field(() => String, { nullable: true }) note: string | null;
  @Field(() => ID, { nullable: true, description: "The entry it was copied or repeated from" }) copiedFrom: string | null;
  @Field(() => Int) revision: number;
  @Field(() => NutritionType, { nullable: true, description: "One serving (null for a note)" }) perServing: NutritionType | null;
  @Field(() => NutritionType, { nullable: true, description: "All its servings" }) meal: NutritionType | null;
}

@ObjectType("MemberDayNutrition", { description: "What one member eats on a day, by their portion multiplier, against their goals" })
export class MemberDayNutritionType {
  @Field(() => ID) memberId: string;
  @Field() name: string;
  @Field(() => Float) portionMultiplier: number;
  @Field(() => NutritionType) nutrition: NutritionType;
  @Field(() => NutritionGoalType, { nullable: true }) goal: NutritionGoalType | null;
}

@ObjectType("MealPlanDay")
export class MealPlanDayType {
  @Field() date: string;
  @Field(() => NutritionType, { description: "Every planned serving of the day" }) nutrition: NutritionType;
  @Field(() => [MemberDayNutritionType]) members: MemberDayNutritionType[];
}

@ObjectType("MealPlan", { description: "The plan for a range of days" })
export class MealPlanType {
  @Field() from: string;
  @Field() to: string;
  @Field(() => [MealPlanEntryType]) entries: MealPlanEntryType[];
  @Field(() => [MealPlanDayType]) days: MealPlanDayType[];
  @Field(() => Int, { description: "Subscribe to mealPlanChanged with since = this value to miss nothing" }) syncPoint: number;
}

@ObjectType("MealPlanShoppingLine", { description: "What the plan needs of one product, minus the pantry and the list" })
export class MealPlanShoppingLineType {
  @Field() key: string;
  @Field() name: string;
  @Field(() => ID, { nullable: true }) productId: string | null;
  @Field(() => Float, { description: "To buy (0 when the pantry or the list covers it)" }) quantity: number;
  @Field(() => String, { nullable: true }) unit: string | null;
  @Field(() => Float, { description: "Needed by the planned meals in all" }) needed: number;
  @Field(() => Float, { description: "Covered by the pantry (lots that keep until the meal)" }) inPantry: number;
  @Field(() => Float, { description: "Already on the list (the family's own items)" }) onList: number;
  @Field(() => Float, { nullable: true, description: "USD per unit" }) estimatedPrice: number | null;
  @Field(() => Float, { nullable: true, description: "USD for the quantity" }) estimatedCost: number | null;
  @Field({ description: "last (the household's last price paid), average (the catalogue's) or none" }) priceSource: string;
  @Field(() => [String]) dates: string[];
}

@ObjectType("MealPlanShoppingPreview")
export class MealPlanShoppingPreviewType {
  @Field(() => [MealPlanShoppingLineType]) lines: MealPlanShoppingLineType[];
  @Field(() => Float, { description: "USD" }) estimatedTotal: number;
}

@ObjectType("MealPlanShoppingGeneration", { description: "What generating the list did" })
export class MealPlanShoppingGenerationType extends MealPlanShoppingPreviewType {
  @Field(() => ID) listId: string;
  @Field() listName: string;
  @Field(() => Int) added: number;
  @Field(() => Int) changed: number;
  @Field(() => Int) removed: number;
}

@ObjectType("MealPlanChange", { description: "The plan changed on some device of the household" })
export class MealPlanChangeType {
  @Field(() => Int) sequence: number;
  @Field() type: string;
  @Field(() => String, { nullable: true }) sourceClientId: string | null;
  @Field(() => ID, { nullable: true }) entryId: string | null;
  @Field(() => MealPlanEntryType, { nullable: true, description: "The entry as it is now (null once removed)" }) entry: MealPlanEntryType | null;
}

@InputType("MealPlanEntryInput")
export class MealPlanEntryInput {
  @Field(() => ID, { nullable: true, description: "Chosen by the device when planned offline" }) id: string | null;
  @Field({ description: "YYYY-MM-DD" }) date: string;
  @Field({ description: "breakfast, lunch, dinner or snack" }) slot: string;
  @Field({ description: "recipe, product, leftover or note" }) kind: string;
  @Field(() => ID, { nullable: true }) recipeId: string | null;
  @Field(() => ID, { nullable: true }) productId: string | null;
  @Field(() => ID, { nullable: true }) leftoverId: string | null;
  @Field(() => String, { nullable: true, description: "The note (for a note entry) or a remark" }) note: string | null;
  @Field(() => Float, { nullable: true, description: "For a product: the amount of one serving (default 1 of its unit)" }) quantity: number | null;
  @Field(() => String, { nullable: true }) unit: string | null;
  @Field(() => Float, { defaultValue: 1 }) servings: number;
  @Field(() => [ID], { defaultValue: [] }) memberIds: string[];
}

@InputType("MealPlanEntryChanges")
export class MealPlanEntryChanges {
  @Field(() => Float, { nullable: true }) servings: number | null;
  @Field(() => [ID], { nullable: true }) memberIds: string[] | null;
  @Field(() => String, { nullable: true }) note?: string | null;
}

@InputType("NutritionGoalInput")
export class NutritionGoalInput {
  @Field(() => Float, { nullable: true }) energyKcal: number | null;
  @Field(() => Float, { nullable: true }) proteinG: number | null;
  @Field(() => Float, { nullable: true }) carbohydrateG: number | null;
  @Field(() => Float, { nullable: true }) fatG: number | null;
}

@InputType("GenerateShoppingFromPlanInput")
export class GenerateShoppingFromPlanInput {
  @Field({ description: "YYYY-MM-DD" }) from: string;
  @Field({ description: "YYYY-MM-DD" }) to: string;
  @Field(() => ID, { nullable: true, description: "The list to fill; none makes a new one" }) listId: string | null;
  @Field(() => ID, { nullable: true, description: "The new list's id (chosen by the device)" }) newListId: string | null;
  @Field(() => String, { nullable: true }) newListName: string | null;
}
