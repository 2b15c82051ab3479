import type { StoredEvent } from "../../core/event-store.js";

/** Which price a purchase was counted at: the actual price when one was entered, else the estimate. */
export type PriceSource = "actual" | "estimated";

export type BudgetEvent =
  | {
      type: "SpendingRecorded";
      data: {
        entryId: string;
        itemId: string;
        listId: string;
        description: string;
        /** null when the item had no category (the budget screen shows it as Other). */
        category: string | null;
        quantity: number;
        unitPrice: number;
        amount: number;
        priceSource: PriceSource;
      };
    }
  | {
      type: "SpendingReversed";
      data: {
        entryId: string;
        itemId: string;
        amount: number;
        category: string | null;
        /** unpurchased: the item was un-marked; corrected: replaced by an entry with the new price or category. */
        reason: "unpurchased" | "corrected";
      };
    };

export type BudgetEventType = BudgetEvent["type"];

export interface OpenEntry {
  entryId: string;
  amount: number;
  category: string | null;
}

/** One purchased item's spending: the entry currently counted, if any. */
export interface ItemSpendingState {
  open: OpenEntry | null;
}

export const initialItemSpendingState: ItemSpendingState = { open: null };

export function evolveItemSpending(state: ItemSpendingState, event: StoredEvent | BudgetEvent): ItemSpendingState {
  const e = event as BudgetEvent;
  switch (e.type) {
    case "SpendingRecorded":
      return { open: { entryId: e.data.entryId, amount: e.data.amount, category: e.data.category } };
    case "SpendingReversed":
      return state.open?.entryId === e.data.entryId ? { open: null } : state;
    default:
      return state;
  }
}

export const itemSpendingStream = (itemId: string) => `spending-item-${itemId}`;

// ── The household's budget plan: monthly limits per category and in total ───────────────────────

/** A month as `YYYY-MM`. */
export type Month = string;

export type BudgetPlanEvent =
  | {
      type: "BudgetLimitSet";
      /** category null is the month's total budget. The limit holds from `fromMonth` until changed. */
      data: { category: string | null; amount: number; fromMonth: Month };
    }
  | { type: "BudgetLimitCleared"; data: { category: string | null; fromMonth: Month } }
  | { type: "BudgetCategoryAdded"; data: { name: string } }
  | { type: "BudgetCategoryRemoved"; data: { name: string } }
  | { type: "BudgetTimeZoneSet"; data: { timeZone: string } };

export interface BudgetPlanState {
  /** Limits per category key (lower case; '' for the total), newest first per key. */
  limits: Record<string, { fromMonth: Month; amount: number | null }[]>;
  /** The household's own categories (beside the shopping categories), by lower-case name. */
  categories: Record<string, string>;
  timeZone: string;
}

export const initialBudgetPlanState: BudgetPlanState = { limits: {}, categories: {}, timeZone: "UTC" };

export const categoryKey = (category: string | null) => (category ?? "").trim().toLowerCase();

/** The limit of one category key in a month: the newest change that applies to it, if it set an amount. */
export function limitInMonth(state: BudgetPlanState, key: string, month: Month): number | null {
  const change = (state.limits[key] ?? []).find((c) => c.fromMonth <= month);
  return change?.amount ?? null;
}

export function evolveBudgetPlan(state: BudgetPlanState, event: StoredEvent | BudgetPlanEvent): BudgetPlanState {
  const e = event as BudgetPlanEvent;
  const withLimit = (category: string | null, fromMonth: Month, amount: number | null) => {
    const key = categoryKey(category);
    const others = (state.limits[key] ?? []).filter((c) => c.fromMonth !== fromMonth);
    const changes = [...others, { fromMonth, amount }].sort((a, b) => b.fromMonth.localeCompare(a.fromMonth));
    return { ...state, limits: { ...state.limits, [key]: changes } };
  };
  switch (e.type) {
    case "BudgetLimitSet":
      return withLimit(e.data.category, e.data.fromMonth, e.data.amount);
    case "BudgetLimitCleared":
      return withLimit(e.data.category, e.data.fromMonth, null);
    case "BudgetCategoryAdded":
      return { ...state, categories: { ...state.categories, [categoryKey(e.data.name)]: e.data.name } };
    case "BudgetCategoryRemoved": {
      const categories = { ...state.categories };
      delete categories[categoryKey(e.data.name)];
      return { ...state, categories };
    }
    case "BudgetTimeZoneSet":
      return { ...state, timeZone: e.data.timeZone };
    default:
      return state;
  }
}

export const budgetPlanStream = (householdId: string) => `budget-plan-${householdId}`;

// ── Manual expenses and refunds ─────────────────────────────────────────────────────────────────

export type ExpenseKind = "expense" | "refund";

export type ExpenseFields = {
  kind: ExpenseKind;
  /** The day it was paid, `YYYY-MM-DD` in the household's time zone. */
  date: string;
  /** Always above 0; a refund counts against spending. */
  amount: number;
  category: string;
  store: string | null;
  note: string | null;
  /** Who paid: a family member's id, or null for the account holder. */
  paidByMemberId: string | null;
  /** The payer's name when it was recorded. */
  paidByName: string;
};

export type ExpenseEvent =
  | { type: "ExpenseRecorded"; data: { expenseId: string } & ExpenseFields }
  | { type: "ExpenseCorrected"; data: { expenseId: string } & ExpenseFields }
  | { type: "ExpenseDeleted"; data: { expenseId: string; date: string; category: string } };

export interface ExpenseState {
  expense: ({ expenseId: string } & ExpenseFields) | null;
  deleted: boolean;
}

export const initialExpenseState: ExpenseState = { expense: null, deleted: false };

export function evolveExpense(state: ExpenseState, event: StoredEvent | ExpenseEvent): ExpenseState {
  const e = event as ExpenseEvent;
  switch (e.type) {
    case "ExpenseRecorded":
    case "ExpenseCorrected":
      return { expense: { ...e.data }, deleted: false };
    case "ExpenseDeleted":
      return { expense: null, deleted: true };
    default:
      return state;
  }
}

export const expenseStream = (expenseId: string) => `expense-${expenseId}`;

// ── Alerts: a category (or the total) passing 80% and 100% of its month's budget ────────────────

export type BudgetThreshold = 80 | 100;

export type BudgetAlertEvent = {
  type: "BudgetThresholdCrossed";
  data: { month: Month; category: string | null; threshold: BudgetThreshold; spent: number; limit: number };
};

/** Which (month, category, threshold) alerts were already raised: each is raised once. */
export interface BudgetAlertState {
  raised: Record<string, true>;
}

export const initialBudgetAlertState: BudgetAlertState = { raised: {} };

export const alertKey = (month: Month, category: string | null, threshold: BudgetThreshold) =>
  `${month}|${categoryKey(category)}|${threshold}`;

export function evolveBudgetAlerts(state: BudgetAlertState, event: StoredEvent | BudgetAlertEvent): BudgetAlertState {
  const e = event as BudgetAlertEvent;
  if (e.type !== "BudgetThresholdCrossed") return state;
  return { raised: { ...state.raised, [alertKey(e.data.month, e.data.category, e.data.threshold)]: true } };
}

export const budgetAlertsStream = (householdId: string) => `budget-alerts-${householdId}`;

/** Every event type of this module: what the budget screen's live subscription listens to (with spending). */
export const BUDGET_EVENT_TYPES = [
  "SpendingRecorded",
  "SpendingReversed",
  "BudgetLimitSet",
  "BudgetLimitCleared",
  "BudgetCategoryAdded",
  "BudgetCategoryRemoved",
  "BudgetTimeZoneSet",
  "ExpenseRecorded",
  "ExpenseCorrected",
  "ExpenseDeleted",
  "BudgetThresholdCrossed",
] as const;
