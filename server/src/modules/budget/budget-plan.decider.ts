import { badRequest, conflict, notFound } from "../../core/errors.js";
import {
  alertKey,
  categoryKey,
  limitInMonth,
  type BudgetAlertEvent,
  type BudgetAlertState,
  type BudgetPlanEvent,
  type BudgetPlanState,
  type BudgetThreshold,
  type ExpenseEvent,
  type ExpenseFields,
  type ExpenseState,
  type Month,
} from "./budget.events.js";

// ── Plan ─────────────────────────────────────────────────────────────────────────────────────────

/** Sets a category's (or, with category null, the total's) monthly budget from a month on. */
export interface SetBudgetLimit {
  type: "SetBudgetLimit";
  category: string | null;
  amount: number;
  fromMonth: Month;
}

/** Stops budgeting a category (or the total) from a month on. */
export interface ClearBudgetLimit {
  type: "ClearBudgetLimit";
  category: string | null;
  fromMonth: Month;
}

/** Adds a category of the household's own (e.g. "School lunches") beside the shopping categories. */
export interface AddBudgetCategory {
  type: "AddBudgetCategory";
  name: string;
}

export interface RemoveBudgetCategory {
  type: "RemoveBudgetCategory";
  name: string;
}

/** The time zone whose calendar months the budget counts in. */
export interface SetBudgetTimeZone {
  type: "SetBudgetTimeZone";
  timeZone: string;
}

export type BudgetPlanCommand = SetBudgetLimit | ClearBudgetLimit | AddBudgetCategory | RemoveBudgetCategory | SetBudgetTimeZone;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const MAX_AMOUNT = 10_000_000;
const cents = (value: number) => Math.round(value * 100) / 100;

function checkMonth(month: Month): void {
  if (!MONTH.test(month)) throw badRequest("Month must look like 2026-11");
}

function checkCategory(category: string | null): void {
  if (category !== null && category.trim() === "") throw badRequest("Category must not be blank");
}

function setBudgetLimit(state: BudgetPlanState, command: SetBudgetLimit): BudgetPlanEvent[] {
  checkMonth(command.fromMonth);
  checkCategory(command.category);
  if (!Number.isFinite(command.amount) || command.amount < 0 || command.amount > MAX_AMOUNT) {
    throw badRequest("Budget must be an amount from 0 to 10,000,000");
  }
  const amount = cents(command.amount);
  const category = command.category?.trim() ?? null;
  const current = (state.limits[categoryKey(category)] ?? []).find((c) => c.fromMonth === command.fromMonth);
  if (current && current.amount === amount) return [];
  return [{ type: "BudgetLimitSet", data: { category, amount, fromMonth: command.fromMonth } }];
}

function clearBudgetLimit(state: BudgetPlanState, command: ClearBudgetLimit): BudgetPlanEvent[] {
  checkMonth(command.fromMonth);
  checkCategory(command.category);
  if (limitInMonth(state, categoryKey(command.category), command.fromMonth) === null) return [];
  return [{ type: "BudgetLimitCleared", data: { category: command.category?.trim() ?? null, fromMonth: command.fromMonth } }];
}

function addBudgetCategory(state: BudgetPlanState, command: AddBudgetCategory): BudgetPlanEvent[] {
  const name = command.name.trim();
  if (!name) throw badRequest("Category must not be blank");
  if (name.length > 60) throw badRequest("Category must be at most 60 characters");
  if (state.categories[categoryKey(name)]) return [];
  return [{ type: "BudgetCategoryAdded", data: { name } }];
}

function removeBudgetCategory(state: BudgetPlanState, command: RemoveBudgetCategory): BudgetPlanEvent[] {
  const existing = state.categories[categoryKey(command.name)];
  if (!existing) return [];
  return [{ type: "BudgetCategoryRemoved", data: { name: existing } }];
}

function setBudgetTimeZone(state: BudgetPlanState, command: SetBudgetTimeZone): BudgetPlanEvent[] {
  if (!isTimeZone(command.timeZone)) throw badRequest("Time zone must be an IANA name such as America/Chicago");
  if (state.timeZone === command.timeZone) return [];
  return [{ type: "BudgetTimeZoneSet", data: { timeZone: command.timeZone } }];
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return value.length <= 64;
  } catch {
    return false;
  }
}

export function decidePlan(state: BudgetPlanState, command: BudgetPlanCommand): BudgetPlanEvent[] {
  switch (command.type) {
    case "SetBudgetLimit":
      return setBudgetLimit(state, command);
    case "ClearBudgetLimit":
      return clearBudgetLimit(state, command);
    case "AddBudgetCategory":
      return addBudgetCategory(state, command);
    case "RemoveBudgetCategory":
      return removeBudgetCategory(state, command);
    case "SetBudgetTimeZone":
      return setBudgetTimeZone(state, command);
    default: {
      const exhaustive: never = command;
      throw new Error(`unknown command ${(exhaustive as { type: string }).type}`);
    }
  }
}

// ── Expenses ─────────────────────────────────────────────────────────────────────────────────────

/** Records money spent (or refunded) outside the shopping list: a bill, a market stall, a return. */
export interface RecordExpense {
  type: "RecordExpense";
  expenseId: string;
  fields: ExpenseFields;
}

/** Replaces what an expense says (a typo in the amount, another category). */
export interface CorrectExpense {
  type: "CorrectExpense";
  expenseId: string;
  fields: ExpenseFields;
}

export interface DeleteExpense {
  type: "DeleteExpense";
  expenseId: string;
}

export type ExpenseCommand = RecordExpense | CorrectExpense | DeleteExpense;

export const EXPENSE_NOT_FOUND = "Expense not found";
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function checkedFields(fields: ExpenseFields): ExpenseFields {
  if (!DAY.test(fields.date) || Number.isNaN(Date.parse(`${fields.date}T00:00:00Z`))) {
    throw badRequest("Date must look like 2026-11-23");
  }
  if (!Number.isFinite(fields.amount) || fields.amount <= 0 || fields.amount > MAX_AMOUNT) {
    throw badRequest("Amount must be above 0 and at most 10,000,000");
  }
  const category = fields.category.trim();
  if (!category) throw badRequest("Category must not be blank");
  const text = (value: string | null) => (value && value.trim() ? value.trim() : null);
  return { ...fields, amount: cents(fields.amount), category, store: text(fields.store), note: text(fields.note) };
}

function recordExpense(state: ExpenseState, command: RecordExpense): ExpenseEvent[] {
  if (state.expense || state.deleted) throw conflict("An expense with this id already exists");
  return [{ type: "ExpenseRecorded", data: { expenseId: command.expenseId, ...checkedFields(command.fields) } }];
}

function correctExpense(state: ExpenseState, command: CorrectExpense): ExpenseEvent[] {
  if (!state.expense) throw notFound(EXPENSE_NOT_FOUND);
  const fields = checkedFields(command.fields);
  const { expenseId: _id, ...current } = state.expense;
  if (JSON.stringify(current) === JSON.stringify(fields)) return [];
  return [{ type: "ExpenseCorrected", data: { expenseId: command.expenseId, ...fields } }];
}

function deleteExpense(state: ExpenseState, command: DeleteExpense): ExpenseEvent[] {
  // Deleting what is already deleted counts as done (a retry from another device).
  if (state.deleted) return [];
  if (!state.expense) throw notFound(EXPENSE_NOT_FOUND);
  return [{ type: "ExpenseDeleted", data: { expenseId: command.expenseId, date: state.expense.date, category: state.expense.category } }];
}

export function decideExpense(state: ExpenseState, command: ExpenseCommand): ExpenseEvent[] {
  switch (command.type) {
    case "RecordExpense":
      return recordExpense(state, command);
    case "CorrectExpense":
      return correctExpense(state, command);
    case "DeleteExpense":
      return deleteExpense(state, command);
    default: {
      const exhaustive: never = command;
      throw new Error(`unknown command ${(exhaustive as { type: string }).type}`);
    }
  }
}

// ── Alerts ───────────────────────────────────────────────────────────────────────────────────────

/** What a month's spending now is against its budget, for a category (or the total, category null). */
export interface BudgetObservation {
  category: string | null;
  spent: number;
  limit: number | null;
}

/** After spending changed: raises each 80% and 100% alert of the month that is now reached, once. */
export interface CheckBudgetThresholds {
  type: "CheckBudgetThresholds";
  month: Month;
  observations: BudgetObservation[];
}

export const THRESHOLDS: BudgetThreshold[] = [80, 100];

export function decideAlerts(state: BudgetAlertState, command: CheckBudgetThresholds): BudgetAlertEvent[] {
  const events: BudgetAlertEvent[] = [];
  for (const { category, spent, limit } of command.observations) {
    if (limit === null || limit <= 0) continue;
    for (const threshold of THRESHOLDS) {
      if (spent * 100 < limit * threshold) continue;
      if (state.raised[alertKey(command.month, category, threshold)]) continue;
      events.push({ type: "BudgetThresholdCrossed", data: { month: command.month, category, threshold, spent: cents(spent), limit } });
    }
  }
  return events;
}
