import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { callerOf, type GraphQLContext } from "../../core/graphql-context.js";
import { validate } from "../../core/validation.js";
import { AuthPayloadType } from "../accounts/index.js";
import type { HouseholdsService } from "./households.service.js";
import {
  AddFamilyMemberInput,
  CompleteFamilyMemberSetupInput,
  FamilyInvitationResultType,
  FamilyMemberInvitationType,
  FamilyMemberType,
  UpdateFamilyMemberInput,
} from "./households.types.js";
import {
  addFamilyMemberSchema,
  completeSetupSchema,
  invitationTokenSchema,
  inviteSchema,
  updateFamilyMemberSchema,
} from "./households.validation.js";

@Resolver()
export class HouseholdsResolver {
  constructor(private readonly households: HouseholdsService) {}

  @Query(() => [FamilyMemberType], { description: "The household's family members (GET /api/family-members, plus invitation state)" })
  async familyMembers(@Ctx() ctx: GraphQLContext): Promise<FamilyMemberType[]> {
    return this.households.familyMemberDetails(callerOf(ctx).householdId);
  }

  @Query(() => FamilyMemberInvitationType, { description: "Who an invitation link sets up (no sign-in needed)" })
  async familyMemberInvitation(@Arg("token") token: string): Promise<FamilyMemberInvitationType> {
    return this.households.invitation(validate(invitationTokenSchema, { token }).token);
  }

  @Mutation(() => FamilyMemberType, { description: "Account holder only" })
  async addFamilyMember(@Arg("input", () => AddFamilyMemberInput) input: AddFamilyMemberInput, @Ctx() ctx: GraphQLContext) {
    return this.households.add(ctx, callerOf(ctx), validate(addFamilyMemberSchema, input));
  }

  @Mutation(() => FamilyMemberType, { description: "Account holder only; isActive false also stops the member's sign-in" })
  async updateFamilyMember(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => UpdateFamilyMemberInput) input: UpdateFamilyMemberInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    const changes = validate(updateFamilyMemberSchema, {
      ...input,
      name: input.name ?? undefined,
      defaultPortionMultiplier: input.defaultPortionMultiplier ?? undefined,
      isActive: input.isActive ?? undefined,
    });
    return this.households.update(ctx, callerOf(ctx), id, changes);
  }

  @Mutation(() => FamilyMemberType, { description: "Account holder only; ends the member's sessions" })
  async deactivateFamilyMember(@Arg("id", () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return this.households.deactivate(ctx, callerOf(ctx), id);
  }

  @Mutation(() => FamilyInvitationResultType, { description: "Mails the member a link to set up their own sign-in" })
  async inviteFamilyMember(@Arg("id", () => ID) id: string, @Arg("email") email: string, @Ctx() ctx: GraphQLContext) {
    return this.households.invite(ctx, callerOf(ctx), id, validate(inviteSchema, { email }).email);
  }

  @Mutation(() => AuthPayloadType, { description: "The invited member chooses a password and is signed in" })
  async completeFamilyMemberSetup(
    @Arg("input", () => CompleteFamilyMemberSetupInput) input: CompleteFamilyMemberSetupInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return this.households.completeSetup(ctx, validate(completeSetupSchema, input));
  }
}
