import { Field, Int, ObjectType } from "type-graphql";

@ObjectType("SubscriptionStatus")
export class SubscriptionStatusType {
  @Field({ description: "trialing, active, past_due, canceled, expired, or none" }) subscriptionStatus: string;
  @Field(() => Date, { nullable: true }) trialEndsAt: Date | null;
  @Field(() => Int, { description: "Whole days left in the trial (0 when not trialing)" }) daysLeft: number;
  @Field(() => String, { nullable: true, description: "monthly or yearly once subscribed" }) plan: string | null;
}
