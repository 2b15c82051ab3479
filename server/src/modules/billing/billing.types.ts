import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { PLAN_IDS, type PlanId } from "./billing.plans.js";

export const PlanIdEnum = Object.fromEntries(PLAN_IDS.map((id) => [id, id])) as { [K in PlanId]: K };
registerEnumType(PlanIdEnum, { name: "SubscriptionPlanId", description: "monthly ($9.99 a month) or yearly ($79 a year)" });

@ObjectType("SubscriptionStatus")
export class SubscriptionStatusType {
  @Field({ description: "trialing, active, past_due, canceled, expired, or none" }) subscriptionStatus: string;
  @Field(() => Date, { nullable: true }) trialEndsAt: Date | null;
  @Field(() => Int, { description: "Whole days left in the trial (0 when not trialing)" }) daysLeft: number;
  @Field(() => String, { nullable: true, description: "monthly or yearly once subscribed" }) plan: string | null;
  @Field(() => Date, { nullable: true, description: "End of the paid period, once subscribed" })
  currentPeriodEnd: Date | null;
  @Field(() => String, { nullable: true, description: "Who took the payment: stripe or test" }) provider: string | null;
}

@ObjectType("SubscriptionStatusChange")
export class SubscriptionStatusChangeType {
  @Field(() => Int, { description: "Household sequence; pass it as `since` to resume" }) sequence: number;
  @Field({ description: "The billing event: TrialStarted, TrialExpired, CheckoutStarted, SubscriptionActivated, SubscriptionRenewed, …" }) type: string;
  @Field(() => SubscriptionStatusType, { description: "The household's status as it is now (as subscriptionStatus answers)" }) status: SubscriptionStatusType;
}

@ObjectType("SubscriptionPlan")
export class SubscriptionPlanType {
  @Field(() => PlanIdEnum) id: PlanId;
  @Field() name: string;
  @Field(() => Int, { description: "Price per period in US cents" }) amountCents: number;
  @Field({ description: "month or year" }) interval: string;
}

@ObjectType("SubscriptionOffer")
export class SubscriptionOfferType {
  @Field({ description: "Who takes payments: stripe, test (the built-in test checkout) or none" }) provider: string;
  @Field(() => [SubscriptionPlanType]) plans: SubscriptionPlanType[];
}

@ObjectType("CheckoutSession", { description: "A checkout opened with the payment provider" })
export class CheckoutSessionType {
  @Field() provider: string;
  @Field(() => ID) checkoutId: string;
  @Field({ description: "Where the browser goes to pay" }) url: string;
}

@ObjectType("Checkout", { description: "A checkout of the caller's household" })
export class CheckoutType {
  @Field(() => ID) id: string;
  @Field(() => PlanIdEnum) plan: PlanId;
  @Field() provider: string;
  @Field({ description: "pending or completed" }) status: string;
  @Field(() => Date) createdAt: Date;
  @Field(() => Date, { nullable: true }) completedAt: Date | null;
}
