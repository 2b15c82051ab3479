import { Arg, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from "type-graphql";
import type { SubscribeResolverData } from "type-graphql";
import type { BusMessage } from "../../core/bus.js";
import { callerOf, sinceArg, withIdempotencyKey, type GraphQLContext } from "../../core/graphql-context.js";
import { selectStream } from "../../core/live-feed.js";
import { validate } from "../../core/validation.js";
import { AuthPayloadType } from "../accounts/index.js";
import { FAMILY_MEMBER_EVENT_TYPES, MEMBER_ALLERGIES, MEMBER_DIETS } from "./households.events.js";
import type { HouseholdsService } from "./households.service.js";
import {
  AddFamilyMemberInput,
  CompleteFamilyMemberSetupInput,
  DietaryVocabularyType,
  FamilyMemberDietaryInput,
  FamilyInvitationResultType,
  FamilyMemberInvitationType,
  FamilyMembersChangeType,
  FamilyMemberType,
  UpdateFamilyMemberInput,
} from "./households.types.js";
import {
  addFamilyMemberInputSchema,
  completeSetupSchema,
  dietarySchema,
  invitationTokenSchema,
  inviteSchema,
  updateFamilyMemberSchema,
} from "./households.validation.js";

const MEMBER_EVENTS: ReadonlySet<string> = new Set(FAMILY_MEMBER_EVENT_TYPES);

@Resolver()
export class HouseholdsResolver {
  constructor(private readonly households: HouseholdsService) {}

  @Query(() => [FamilyMemberType], { description: "The household's family members (GET /api/family-members, plus invitation state)" })
  async familyMembers(@Ctx() ctx: GraphQLContext): Promise<FamilyMemberType[]> {
    return this.households.familyMemberDetails(callerOf(ctx).householdId);
  }

  @Query(() => Int, { description: "Read with the family members, then subscribe to familyMembersChanged with since = this value" })
  async familyMembersSyncPoint(@Ctx() ctx: GraphQLContext): Promise<number> {
    return this.households.syncPoint(callerOf(ctx).householdId);
  }

  @Subscription(() => FamilyMembersChangeType, {
    description: "Every change to the household's family members (details, diets, allergies, sign-ins) from any device; resume after `since`",
    subscribe: async ({ args, context }: SubscribeResolverData<unknown, { since?: number | null }, GraphQLContext>) => {
      const caller = callerOf(context);
      const source = await context.feeds.subscribe(caller.householdId, sinceArg(args.since));
      return selectStream(source, (m) => (MEMBER_EVENTS.has(m.type) ? m : undefined));
    },
  })
  async familyMembersChanged(
    @Root() message: BusMessage,
    @Arg("since", () => Int, { nullable: true }) _since: number | null,
  ): Promise<FamilyMembersChangeType> {
    const data = message.data as { memberId?: unknown };
    const memberId = typeof data.memberId === "string" ? data.memberId : "";
    const member = memberId ? await this.households.familyMemberDetail(message.householdId, memberId) : null;
    return { sequence: message.sequence, type: message.type, memberId, member, sourceClientId: message.clientId };
  }

  @Query(() => FamilyMemberInvitationType, { description: "Who an invitation link sets up (no sign-in needed)" })
  async familyMemberInvitation(@Arg("token") token: string): Promise<FamilyMemberInvitationType> {
    return this.households.invitation(validate(invitationTokenSchema, { token }).token);
  }

  @Query(() => DietaryVocabularyType, { description: "The allergies and diets a family member can have (the products' tags)" })
  familyMemberDietaryVocabulary(): DietaryVocabularyType {
    return { allergies: [...MEMBER_ALLERGIES], diets: [...MEMBER_DIETS] };
  }

  @Mutation(() => FamilyMemberType, { description: "Account holder only: replaces the member's diets and allergies" })
  async setFamilyMemberDietary(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => FamilyMemberDietaryInput) input: FamilyMemberDietaryInput,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return this.households.setDietary(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id, validate(dietarySchema, input));
  }

  @Mutation(() => FamilyMemberType, { description: "Account holder only; a device adding offline chooses the member's id" })
  async addFamilyMember(
    @Arg("input", () => AddFamilyMemberInput) input: AddFamilyMemberInput,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    const { id, ...details } = validate(addFamilyMemberInputSchema, input);
    return this.households.add(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), details, id);
  }

  @Mutation(() => FamilyMemberType, { description: "Account holder only; isActive false also stops the member's sign-in" })
  async updateFamilyMember(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => UpdateFamilyMemberInput) input: UpdateFamilyMemberInput,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    const changes = validate(updateFamilyMemberSchema, {
      ...input,
      name: input.name ?? undefined,
      defaultPortionMultiplier: input.defaultPortionMultiplier ?? undefined,
      isActive: input.isActive ?? undefined,
    });
    return this.households.update(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id, changes);
  }

  @Mutation(() => FamilyMemberType, { description: "Account holder only; ends the member's sessions" })
  async deactivateFamilyMember(
    @Arg("id", () => ID) id: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return this.households.deactivate(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id);
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
