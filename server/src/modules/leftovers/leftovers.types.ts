import { Field, Float, ID, InputType, Int, ObjectType } from "type-graphql";

@ObjectType("Leftover", { description: "Portions of a dish kept for later" })
export class LeftoverType {
  @Field(() => ID) id: string;
  @Field() dish: string;
  @Field(() => Float, { description: "Portions left" }) portions: number;
  @Field(() => Float) initialPortions: number;
  @Field({ description: "YYYY-MM-DD" }) cookedOn: string;
  @Field({ description: "fridge or freezer" }) location: string;
  @Field({ description: "The last day to eat it (USDA guidance: 3 days in the fridge, 3 months frozen)" }) useBy: string;
  @Field({ description: "active, eaten or thrown_away" }) status: string;
  @Field(() => ID, { nullable: true, description: "The recipe whose cook left it" }) fromRecipeId: string | null;
  @Field(() => String, { nullable: true }) plannedDate: string | null;
  @Field(() => String, { nullable: true }) plannedSlot: string | null;
  @Field(() => Float, { nullable: true }) plannedPortions: number | null;
  @Field(() => Int, { description: "Household sequence of its last change" }) revision: number;
}

@ObjectType("LeftoverChange", { description: "A leftover changed on some device of the household" })
export class LeftoverChangeType {
  @Field(() => Int) sequence: number;
  @Field() type: string;
  @Field(() => String, { nullable: true }) sourceClientId: string | null;
  @Field(() => LeftoverType, { nullable: true, description: "The leftover as it is now" }) leftover: LeftoverType | null;
}

@InputType("AddLeftoverInput")
export class AddLeftoverInput {
  @Field(() => ID, { nullable: true, description: "Chosen by the device when added offline" }) id: string | null;
  @Field() dish: string;
  @Field(() => Float) portions: number;
  @Field(() => String, { nullable: true, description: "YYYY-MM-DD; default today" }) cookedOn: string | null;
  @Field({ defaultValue: "fridge", description: "fridge or freezer" }) location: string;
}
