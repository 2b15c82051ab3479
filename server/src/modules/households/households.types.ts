import { Field, Float, ID, InputType, Int, ObjectType } from "type-graphql";

@ObjectType("FamilyMember")
export class FamilyMemberType {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field({ description: "Inactive members are left out of portions and household size" }) isActive: boolean;
  @Field(() => String, { nullable: true, description: "baby, toddler, child, teen, adult or senior" })
  ageGroup: string | null;
  @Field(() => Float) defaultPortionMultiplier: number;
  @Field(() => String, { nullable: true, description: "Where the member was invited; their sign-in once joined" })
  email?: string | null;
  @Field(() => String, { nullable: true, description: "none, invited or joined (has their own sign-in)" })
  accountStatus?: string | null;
  @Field(() => Date, { nullable: true }) invitedAt?: Date | null;
  @Field(() => Date, { nullable: true }) joinedAt?: Date | null;
  @Field(() => [String], { description: "Diet tags the member follows (the products' diet tags)" }) diets: string[];
  @Field(() => [String], { description: "Allergen tags the member must avoid (the products' allergen tags)" }) allergies: string[];
}

@ObjectType("DietaryVocabulary", { description: "The allergies and diets a member can have: the tags products carry" })
export class DietaryVocabularyType {
  @Field(() => [String]) allergies: string[];
  @Field(() => [String]) diets: string[];
}

@InputType()
export class FamilyMemberDietaryInput {
  @Field(() => [String], { description: "The whole set of diets (replaces the old one)" }) diets: string[];
  @Field(() => [String], { description: "The whole set of allergies (replaces the old one)" }) allergies: string[];
}

@ObjectType("FamilyMemberInvitation", { description: "Who an invitation link sets up" })
export class FamilyMemberInvitationType {
  @Field() memberName: string;
  @Field() email: string;
  @Field() householdName: string;
  @Field() expiresAt: Date;
}

@ObjectType("FamilyInvitationResult")
export class FamilyInvitationResultType {
  @Field() success: boolean;
  @Field() message: string;
  @Field(() => FamilyMemberType) member: FamilyMemberType;
}

@InputType()
export class AddFamilyMemberInput {
  @Field(() => ID, { nullable: true, description: "A UUID the device chose (a member added offline), else the server picks one" })
  id?: string | null;
  @Field() name: string;
  @Field(() => String, { nullable: true }) ageGroup?: string | null;
  @Field(() => Float, { nullable: true }) defaultPortionMultiplier?: number | null;
}

@InputType()
export class UpdateFamilyMemberInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) ageGroup?: string | null;
  @Field(() => Float, { nullable: true }) defaultPortionMultiplier?: number | null;
  @Field(() => Boolean, { nullable: true }) isActive?: boolean | null;
}

@InputType()
export class CompleteFamilyMemberSetupInput {
  @Field({ description: "The token from the invitation link" }) token: string;
  @Field() password: string;
}

@ObjectType("FamilyMembersChange", { description: "One change to the household's family members, from any device" })
export class FamilyMembersChangeType {
  @Field(() => Int, { description: "The household sequence of the change: resume after it" }) sequence: number;
  @Field({ description: "The event, e.g. FamilyMemberDietarySet" }) type: string;
  @Field(() => ID) memberId: string;
  @Field(() => FamilyMemberType, { nullable: true, description: "The member as they are now" }) member: FamilyMemberType | null;
  @Field(() => String, { nullable: true, description: "The device (client id) that made the change" }) sourceClientId: string | null;
}
