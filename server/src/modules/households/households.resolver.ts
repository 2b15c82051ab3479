import { Ctx, Query, Resolver } from "type-graphql";
import { callerOf, type GraphQLContext } from "../../core/graphql-context.js";
import type { HouseholdsService } from "./households.service.js";
import { FamilyMemberType } from "./households.types.js";

@Resolver()
export class HouseholdsResolver {
  constructor(private readonly households: HouseholdsService) {}

  @Query(() => [FamilyMemberType], { description: "Same answer as GET /api/family-members" })
  async familyMembers(@Ctx() ctx: GraphQLContext): Promise<FamilyMemberType[]> {
    return this.households.familyMembers(callerOf(ctx).householdId);
  }
}
