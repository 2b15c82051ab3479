import { Field, Float, ID, InputType, Int, ObjectType } from "type-graphql";

@ObjectType("WasteEntry", { description: "Food thrown away: from the pantry, a leftover, or recorded by hand" })
export class WasteEntryType {
  @Field(() => ID) id: string;
  @Field({ description: "pantry, leftover or manual" }) source: string;
  @Field() name: string;
  @Field() category: string;
  @Field(() => Float) quantity: number;
  @Field() unit: string;
  @Field({ description: "spoiled, expired, too_much or other" }) reason: string;
  @Field(() => Float, { nullable: true, description: "What it cost (USD), from the price paid; null when unknown" }) value: number | null;
  @Field({ description: "YYYY-MM-DD" }) day: string;
  @Field(() => ID, { nullable: true }) productId: string | null;
}

@ObjectType("WasteBucket")
export class WasteBucketType {
  @Field({ description: "The month, category, reason or product" }) key: string;
  @Field(() => Float, { description: "USD" }) value: number;
  @Field(() => Int) entries: number;
}

@ObjectType("WasteTrend", { description: "The household's first months against its latest: the real figure behind less waste" })
export class WasteTrendType {
  @Field(() => [String]) baselineMonths: string[];
  @Field(() => Float) baselineMonthly: number;
  @Field(() => [String]) recentMonths: string[];
  @Field(() => Float) recentMonthly: number;
  @Field(() => Float, { nullable: true, description: "e.g. -0.4 for 40% less; null until six months of history" }) change: number | null;
}

@ObjectType("WasteAnalytics")
export class WasteAnalyticsType {
  @Field() fromMonth: string;
  @Field() toMonth: string;
  @Field(() => Float) totalValue: number;
  @Field(() => Int) entries: number;
  @Field(() => Int) entriesWithoutValue: number;
  @Field(() => [WasteBucketType]) byMonth: WasteBucketType[];
  @Field(() => [WasteBucketType]) byCategory: WasteBucketType[];
  @Field(() => [WasteBucketType]) byReason: WasteBucketType[];
  @Field(() => [WasteBucketType], { description: "The ten most wasted, by value then count" }) topProducts: WasteBucketType[];
  @Field(() => Float, { description: "Purchases marked on shopping lists in the same months, USD" }) purchases: number;
  @Field(() => Float, { nullable: true, description: "totalValue / purchases" }) shareOfPurchasesWasted: number | null;
  @Field(() => WasteTrendType) trend: WasteTrendType;
}

@ObjectType("WasteChange")
export class WasteChangeType {
  @Field(() => Int) sequence: number;
  @Field() type: string;
  @Field(() => String, { nullable: true }) sourceClientId: string | null;
}

@InputType("RecordWasteInput")
export class RecordWasteInput {
  @Field(() => ID, { nullable: true }) id: string | null;
  @Field() name: string;
  @Field(() => String, { nullable: true }) category: string | null;
  @Field(() => Float) quantity: number;
  @Field() unit: string;
  @Field({ description: "spoiled, expired, too_much or other" }) reason: string;
  @Field(() => Float, { nullable: true }) value: number | null;
  @Field({ description: "YYYY-MM-DD" }) day: string;
}
