import { Field, Float, ID, Int, ObjectType } from "type-graphql";

@ObjectType("SpendingEntry", { description: "A purchase counted as household spending" })
export class SpendingEntryType {
  @Field(() => ID) id: string;
  @Field(() => ID, { description: "The shopping item that was purchased" }) itemId: string;
  @Field(() => ID) listId: string;
  @Field({ description: "The item's name when it was purchased" }) description: string;
  @Field({ description: "The item's category, or Other" }) category: string;
  @Field(() => Float) quantity: number;
  @Field(() => Float, { description: "Actual price when one above 0 was entered, else the estimated price" })
  unitPrice: number;
  @Field(() => Float, { description: "unitPrice × quantity, in USD" }) amount: number;
  @Field({ description: "actual or estimated" }) priceSource: string;
  /** ISO 8601 string; the DateTimeISO scalar serialises it as is. */
  @Field(() => Date) spentAt: string;
}

@ObjectType("SpendingByCategory")
export class SpendingByCategoryType {
  @Field() category: string;
  @Field(() => Float) total: number;
  @Field(() => Int) count: number;
}

@ObjectType("SpendingSummary", { description: "What the household spent, from purchases marked on shopping lists" })
export class SpendingSummaryType {
  @Field(() => Date, { nullable: true }) from: string | null;
  @Field(() => Date, { nullable: true }) to: string | null;
  @Field(() => Float, { description: "Sum of the entries' amounts, in USD" }) total: number;
  @Field(() => Int) count: number;
  @Field(() => [SpendingByCategoryType], { description: "Largest first" }) byCategory: SpendingByCategoryType[];
  @Field(() => [SpendingEntryType], { description: "Newest first (at most 500)" }) entries: SpendingEntryType[];
}
