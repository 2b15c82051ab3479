import { Field, Float, ID, InputType, Int, ObjectType } from "type-graphql";

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

// ── Budget plan, month view, expenses, alerts ────────────────────────────────────────────────────

@ObjectType("BudgetCategory", { description: "One category's month: its budget, what was spent, and the pace" })
export class BudgetCategoryType {
  @Field() category: string;
  @Field(() => Float, { nullable: true, description: "The month's budget, USD; null when the category has none" }) limit: number | null;
  @Field(() => Float, { description: "Purchases + expenses − refunds, USD" }) spent: number;
  @Field(() => Float) purchases: number;
  @Field(() => Float) expenses: number;
  @Field(() => Float) refunds: number;
  @Field(() => Float, { nullable: true, description: "limit − spent; negative when over" }) remaining: number | null;
  @Field(() => Float, { nullable: true, description: "spent / limit (1 = all of it)" }) progress: number | null;
  @Field(() => Float, { description: "What the month comes to at this pace (the current month), else what it came to" }) projected: number;
  @Field({ description: "none, under, warning (80% or more) or over (100% or more)" }) status: string;
  @Field({ description: "A category the household added itself" }) ownCategory: boolean;
}

@ObjectType("BudgetExpense", { description: "Money spent (or refunded) outside the shopping list" })
export class BudgetExpenseType {
  @Field(() => ID) id: string;
  @Field({ description: "expense or refund" }) kind: string;
  @Field({ description: "The day it was paid, YYYY-MM-DD" }) date: string;
  @Field(() => Float, { description: "Above 0, USD; a refund counts against spending" }) amount: number;
  @Field() category: string;
  @Field(() => String, { nullable: true }) store: string | null;
  @Field(() => String, { nullable: true }) note: string | null;
  @Field(() => ID, { nullable: true, description: "The family member who paid; null for the account holder" }) paidByMemberId: string | null;
  @Field() paidByName: string;
}

@ObjectType("BudgetAlert", { description: "A category (or the total, category null) passed 80% or 100% of its month's budget" })
export class BudgetAlertType {
  @Field() month: string;
  @Field(() => String, { nullable: true }) category: string | null;
  @Field(() => Int) threshold: number;
  @Field(() => Float) spent: number;
  @Field(() => Float) limit: number;
  @Field(() => Date) raisedAt: string;
  @Field(() => Int) sequence: number;
}

@ObjectType("BudgetPayer")
export class BudgetPayerType {
  @Field() name: string;
  @Field(() => Float) amount: number;
}

@ObjectType("BudgetMonth", { description: "A month of the household's budget, in its time zone" })
export class BudgetMonthType {
  @Field({ description: "YYYY-MM" }) month: string;
  @Field() timeZone: string;
  @Field(() => Int) daysElapsed: number;
  @Field(() => Int) daysInMonth: number;
  @Field(() => BudgetCategoryType, { description: "The whole month; its limit is the total budget" }) total: BudgetCategoryType;
  @Field(() => [BudgetCategoryType]) categories: BudgetCategoryType[];
  @Field(() => [BudgetExpenseType], { description: "The month's manual expenses and refunds, newest first" }) expenses: BudgetExpenseType[];
  @Field(() => [BudgetAlertType], { description: "Alerts raised this month, newest first" }) alerts: BudgetAlertType[];
  @Field(() => [BudgetPayerType], { description: "What each person paid this month" }) byPayer: BudgetPayerType[];
}

@ObjectType("BudgetHistoryCategory")
export class BudgetHistoryCategoryType {
  @Field() category: string;
  @Field(() => Float) spent: number;
}

@ObjectType("BudgetHistoryMonth")
export class BudgetHistoryMonthType {
  @Field() month: string;
  @Field(() => Float) spent: number;
  @Field(() => Float, { nullable: true, description: "The total budget of that month" }) limit: number | null;
  @Field(() => [BudgetHistoryCategoryType]) byCategory: BudgetHistoryCategoryType[];
}

@ObjectType("BudgetChange", { description: "A change to the household's budget or spending, from any device" })
export class BudgetChangeType {
  @Field(() => Int, { description: "Household sequence; pass it as `since` to resume after it" }) sequence: number;
  @Field({ description: "The event, e.g. ExpenseRecorded or BudgetThresholdCrossed" }) type: string;
  @Field(() => ID, { nullable: true }) actorId: string | null;
  @Field(() => String, { nullable: true, description: "X-Hearth-Client of the session that made the change" }) sourceClientId: string | null;
  @Field(() => Date) changedAt: string;
  @Field(() => BudgetAlertType, { nullable: true, description: "Set for BudgetThresholdCrossed" }) alert: BudgetAlertType | null;
}

@InputType("BudgetLimitInput")
export class BudgetLimitInput {
  @Field(() => String, { nullable: true, description: "The category; null sets the month's total budget" }) category: string | null;
  @Field(() => Float, { description: "Monthly budget, USD" }) amount: number;
  @Field({ description: "YYYY-MM: the budget holds from this month until changed" }) fromMonth: string;
}

@InputType("BudgetExpenseInput")
export class BudgetExpenseInput {
  @Field(() => ID, { nullable: true, description: "Chosen by the device for expenses recorded offline" }) id: string | null;
  @Field({ description: "expense or refund" }) kind: string;
  @Field({ description: "YYYY-MM-DD" }) date: string;
  @Field(() => Float) amount: number;
  @Field() category: string;
  @Field(() => String, { nullable: true }) store: string | null;
  @Field(() => String, { nullable: true }) note: string | null;
  @Field(() => ID, { nullable: true, description: "Who paid; default the caller" }) paidByMemberId: string | null;
}
