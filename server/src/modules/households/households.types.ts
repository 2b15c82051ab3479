import { Field, Float, ID, InputType, ObjectType } from "type-graphql";

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
