import { Field, Float, ID, Int, ObjectType } from "type-graphql";

@ObjectType("DietaryConflict", { description: "Why a food does not suit a family member" })
export class DietaryConflictType {
  @Field({ description: "allergy or diet" }) kind: string;
  @Field({ description: "The member's allergy or diet tag" }) tag: string;
  @Field({ description: "How we know: tag (the product is tagged so), category, nutrition or name (the name suggests it)" }) via: string;
  @Field({ description: "What causes it: an allergen, an aisle, a sugar figure" }) detail: string;
  @Field({ description: "The pantry item or ingredient line it comes from" }) source: string;
}

@ObjectType("DietaryFlag", { description: "A pantry item or recipe that conflicts with a member" })
export class DietaryFlagType {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field(() => [DietaryConflictType]) conflicts: DietaryConflictType[];
}

@ObjectType("MemberDietaryAnalysis")
export class MemberDietaryAnalysisType {
  @Field(() => ID) memberId: string;
  @Field() name: string;
  @Field() isActive: boolean;
  @Field(() => [String]) diets: string[];
  @Field(() => [String]) allergies: string[];
  @Field(() => [DietaryFlagType]) pantry: DietaryFlagType[];
  @Field(() => [DietaryFlagType]) recipes: DietaryFlagType[];
  @Field(() => [DietaryFlagType], { nullable: true, description: "Planned recipes of the week; null until the meal planner is there" })
  plan: DietaryFlagType[] | null;
}

@ObjectType("Nutrients", { description: "Totals of what the pantry holds" })
export class NutrientsType {
  @Field(() => Float) energyKcal: number;
  @Field(() => Float) proteinG: number;
  @Field(() => Float) carbohydrateG: number;
  @Field(() => Float) sugarsG: number;
  @Field(() => Float) fatG: number;
  @Field(() => Float) fibreG: number;
}

@ObjectType("CategoryNutrition")
export class CategoryNutritionType extends NutrientsType {
  @Field() category: string;
  @Field(() => Int) itemCount: number;
  @Field(() => Int, { description: "Items whose nutrition and amount are known" }) knownCount: number;
}

@ObjectType("DietaryTagCount")
export class DietaryTagCountType {
  @Field() tag: string;
  @Field(() => Int) itemCount: number;
  @Field(() => [String], { description: "Names of the pantry items carrying it" }) items: string[];
}

@ObjectType("DietaryAnalysis", { description: "What the pantry holds in nutrition terms, and what suits each member" })
export class DietaryAnalysisType {
  @Field(() => Int) itemCount: number;
  @Field(() => Int, { description: "Items whose nutrition and amount are known" }) knownCount: number;
  @Field(() => NutrientsType) totals: NutrientsType;
  @Field(() => [CategoryNutritionType]) categories: CategoryNutritionType[];
  @Field(() => [DietaryTagCountType]) allergens: DietaryTagCountType[];
  @Field(() => [DietaryTagCountType]) dietTags: DietaryTagCountType[];
  @Field(() => [MemberDietaryAnalysisType]) members: MemberDietaryAnalysisType[];
  @Field({ description: "Whether the week's meal plan is part of the analysis" }) planAvailable: boolean;
  @Field({ description: "First day of the plan week (YYYY-MM-DD)" }) planFrom: string;
  @Field({ description: "Last day of the plan week (YYYY-MM-DD)" }) planTo: string;
}

@ObjectType("RecipeMemberFlag", { description: "A member a recipe does not suit, and why" })
export class RecipeMemberFlagType {
  @Field(() => ID) memberId: string;
  @Field() name: string;
  @Field(() => [DietaryConflictType]) conflicts: DietaryConflictType[];
}

@ObjectType("DietaryChange", { description: "A change that may move the dietary analysis" })
export class DietaryChangeType {
  @Field(() => Int) sequence: number;
  @Field() type: string;
  @Field(() => String, { nullable: true }) sourceClientId: string | null;
}
