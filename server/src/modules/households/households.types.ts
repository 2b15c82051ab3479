import { Field, Float, ID, ObjectType } from "type-graphql";

@ObjectType("FamilyMember")
export class FamilyMemberType {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field({ description: "Inactive members are left out of portions and household size" }) isActive: boolean;
  @Field(() => String, { nullable: true }) ageGroup: string | null;
  @Field(() => Float) defaultPortionMultiplier: number;
}
