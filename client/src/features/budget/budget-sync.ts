/** The budget screen's changes, queued in the shared outbox and sent as GraphQL mutations. */
import type { ApolloClient } from "@apollo/client";
import { formatUsd } from "../../lib/money";
import { classifyFailure } from "../../lib/outbox/classify-failure";
import type { SendFailure } from "../../lib/outbox/outbox.machine";
import { changeGuard } from "../../lib/outbox/outbox-store";
import type { ExpenseFields } from "../../../../server/src/modules/budget/budget.events";
import {
  AddBudgetCategoryMutation,
  BudgetHistoryQuery,
  BudgetMonthQuery,
  ClearBudgetLimitMutation,
  CorrectExpenseMutation,
  DeleteExpenseMutation,
  RecordExpenseMutation,
  RemoveBudgetCategoryMutation,
  SetBudgetLimitMutation,
  SetBudgetTimeZoneMutation,
} from "./budget.graphql";

/** What an expense or refund says, as the form wrote it (`paidByName`: who it shows as paid by until the server says). */
export type { ExpenseFields };

/**
 * One change. Expense ids are made on the device, so an expense recorded offline can be corrected or
 * deleted before it is sent; `expense` on a deletion is what the screen showed, for the messages.
 * A category of null is the month's total.
 */
export type BudgetChange =
  | { kind: "recordExpense"; expenseId: string; expense: ExpenseFields }
  | { kind: "correctExpense"; expenseId: string; expense: ExpenseFields }
  | { kind: "deleteExpense"; expenseId: string; expense: ExpenseFields }
  | { kind: "addCategory"; name: string }
  | { kind: "removeCategory"; name: string }
  | { kind: "setLimit"; category: string | null; amount: number; fromMonth: string }
  | { kind: "clearLimit"; category: string | null; fromMonth: string }
  | { kind: "setTimeZone"; timeZone: string };

const KINDS = ["recordExpense", "correctExpense", "deleteExpense", "addCategory", "removeCategory", "setLimit", "clearLimit", "setTimeZone"] as const;
const isKnownKind = changeGuard<BudgetChange>(KINDS);
const isText = (value: unknown): value is string => typeof value === "string";
const isTextOrNull = (value: unknown) => value === null || isText(value);

function isExpenseFields(value: unknown): value is ExpenseFields {
  const e = value as Partial<ExpenseFields> | null;
  return (
    typeof e === "object" &&
    e !== null &&
    (e.kind === "expense" || e.kind === "refund") &&
    isText(e.date) &&
    typeof e.amount === "number" &&
    isText(e.category) &&
    isTextOrNull(e.store) &&
    isTextOrNull(e.note) &&
    isTextOrNull(e.paidByMemberId) &&
    isText(e.paidByName)
  );
}

/** Whether a stored entry is a change this version of the screen can send. */
export function isBudgetChange(change: unknown): change is BudgetChange {
  if (!isKnownKind(change)) return false;
  const c = change as Record<string, unknown>;
  switch (change.kind) {
    case "recordExpense":
    case "correctExpense":
    case "deleteExpense":
      return isText(c.expenseId) && isExpenseFields(c.expense);
    case "addCategory":
    case "removeCategory":
      return isText(c.name);
    case "setLimit":
      return isTextOrNull(c.category) && typeof c.amount === "number" && isText(c.fromMonth);
    case "clearLimit":
      return isTextOrNull(c.category) && isText(c.fromMonth);
    case "setTimeZone":
      return isText(c.timeZone);
  }
}

export interface BudgetSendResult {
  kind: BudgetChange["kind"];
}

const expenseInput = (id: string | null, e: ExpenseFields) => ({
  id,
  kind: e.kind,
  date: e.date,
  amount: e.amount,
  category: e.category,
  store: e.store,
  note: e.note,
  paidByMemberId: e.paidByMemberId,
});

async function mutate(client: ApolloClient, change: BudgetChange, idempotencyKey: string): Promise<void> {
  switch (change.kind) {
    case "recordExpense":
      await client.mutate({ mutation: RecordExpenseMutation, variables: { input: expenseInput(change.expenseId, change.expense), idempotencyKey } });
      return;
    case "correctExpense":
      await client.mutate({ mutation: CorrectExpenseMutation, variables: { id: change.expenseId, input: expenseInput(null, change.expense), idempotencyKey } });
      return;
    case "deleteExpense":
      await client.mutate({ mutation: DeleteExpenseMutation, variables: { id: change.expenseId, idempotencyKey } });
      return;
    case "addCategory":
      await client.mutate({ mutation: AddBudgetCategoryMutation, variables: { name: change.name, idempotencyKey } });
      return;
    case "removeCategory":
      await client.mutate({ mutation: RemoveBudgetCategoryMutation, variables: { name: change.name, idempotencyKey } });
      return;
    case "setLimit":
      await client.mutate({
        mutation: SetBudgetLimitMutation,
        variables: { input: { category: change.category, amount: change.amount, fromMonth: change.fromMonth }, idempotencyKey },
      });
      return;
    case "clearLimit":
      await client.mutate({ mutation: ClearBudgetLimitMutation, variables: { category: change.category, fromMonth: change.fromMonth, idempotencyKey } });
      return;
    case "setTimeZone":
      await client.mutate({ mutation: SetBudgetTimeZoneMutation, variables: { timeZone: change.timeZone, idempotencyKey } });
      return;
  }
}

/**
 * Sends one queued change with its own id as idempotency key; a failure is thrown as the outbox's SendFailure.
 * Once applied, the month is read again before the change leaves the outbox, so the screen goes from the
 * waiting change to the server's answer without showing the month as it was in between.
 */
export async function sendBudgetChange(client: ApolloClient, pending: { id: string; change: BudgetChange }): Promise<BudgetSendResult> {
  try {
    await mutate(client, pending.change, pending.id);
  } catch (error) {
    throw classifyFailure(error);
  }
  try {
    await client.refetchQueries({ include: [BudgetMonthQuery, BudgetHistoryQuery] });
  } catch {
    // The change is saved; the next live message or visit reads the month again.
  }
  return { kind: pending.change.kind };
}

const categoryName = (category: string | null) => category ?? "the monthly total";
const expenseLabel = (e: ExpenseFields) => `the ${formatUsd(e.amount)} ${e.kind} in ${e.category}${e.note ? ` (${e.note})` : ""}`;

/** What the toast says once a change went through (right away, not after waiting offline). */
export function budgetSuccessMessage(change: BudgetChange): { title: string; description?: string } {
  switch (change.kind) {
    case "recordExpense":
      return { title: change.expense.kind === "refund" ? "Refund recorded" : "Expense recorded", description: `${formatUsd(change.expense.amount)} in ${change.expense.category}` };
    case "correctExpense":
      return { title: change.expense.kind === "refund" ? "Refund corrected" : "Expense corrected", description: `${formatUsd(change.expense.amount)} in ${change.expense.category}` };
    case "deleteExpense":
      return { title: change.expense.kind === "refund" ? "Refund deleted" : "Expense deleted" };
    case "addCategory":
      return { title: "Category added", description: `${change.name} can now have a budget.` };
    case "removeCategory":
      return { title: "Category removed", description: `${change.name} is no longer one of your categories; money already spent in it still counts.` };
    case "setLimit":
      return { title: "Budget saved", description: `${change.category ?? "Monthly total"}: ${formatUsd(change.amount)} a month.` };
    case "clearLimit":
      return { title: "Budget removed", description: `${change.category ?? "Monthly total"} has no budget from this month on.` };
    case "setTimeZone":
      return { title: "Time zone saved", description: `Months now follow ${change.timeZone.replace(/_/g, " ")}.` };
  }
}

/** What the person is told when the server refused a change for good: which change, and why in plain words. */
export function budgetRefusalMessage(change: BudgetChange, failure: SendFailure): { title: string; description: string } {
  const why = failure.message ?? "The budget didn't accept it.";
  switch (change.kind) {
    case "recordExpense":
      return { title: `Couldn't record ${expenseLabel(change.expense)}`, description: why };
    case "correctExpense":
      return {
        title: `Couldn't correct ${expenseLabel(change.expense)}`,
        description: failure.code === "NOT_FOUND" ? `It was deleted on another device, so there is nothing left to correct.` : why,
      };
    case "deleteExpense":
      return { title: `Couldn't delete ${expenseLabel(change.expense)}`, description: why };
    case "addCategory":
      return { title: `Couldn't add the category ${change.name}`, description: why };
    case "removeCategory":
      return { title: `Couldn't remove the category ${change.name}`, description: why };
    case "setLimit":
      return { title: `Couldn't save the budget for ${categoryName(change.category)}`, description: why };
    case "clearLimit":
      return { title: `Couldn't remove the budget for ${categoryName(change.category)}`, description: why };
    case "setTimeZone":
      return { title: "Couldn't change the budget's time zone", description: why };
  }
}
