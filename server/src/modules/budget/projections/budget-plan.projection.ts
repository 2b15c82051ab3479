import type { EntityManager } from "../../../core/database.js";
import type { Projection, StoredEvent } from "../../../core/event-store.js";
import { runChanges, type RowChange } from "../../../core/row-changes.js";
import { categoryKey, type BudgetAlertEvent, type BudgetPlanEvent, type ExpenseEvent } from "../budget.events.js";
import { recountSpending } from "./spending-months.js";

/** Limits, own categories and the time zone, as the budget screen reads them. */
export const budgetPlanProjection: Projection = {
  name: "budget-plan",
  tables: ["budget_settings", "budget_limits", "budget_categories"],
  handles: ["BudgetLimitSet", "BudgetLimitCleared", "BudgetCategoryAdded", "BudgetCategoryRemoved", "BudgetTimeZoneSet"],
  async apply(stored: StoredEvent, em: EntityManager) {
    const event = stored as unknown as BudgetPlanEvent;
    const household = stored.householdId;
    switch (event.type) {
      case "BudgetLimitSet":
      case "BudgetLimitCleared": {
        const amount = event.type === "BudgetLimitSet" ? event.data.amount : null;
        await em.execute(
          `insert into budget_limits (household_id, category_key, from_month, category, amount) values (?, ?, ?, ?, ?)
           on conflict (household_id, category_key, from_month) do update set category = excluded.category, amount = excluded.amount`,
          [household, categoryKey(event.data.category), event.data.fromMonth, event.data.category, amount],
        );
        return;
      }
      case "BudgetCategoryAdded":
        await em.execute(
          `insert into budget_categories (household_id, category_key, name) values (?, ?, ?)
           on conflict (household_id, category_key) do update set name = excluded.name`,
          [household, categoryKey(event.data.name), event.data.name],
        );
        return;
      case "BudgetCategoryRemoved":
        await em.execute("delete from budget_categories where household_id = ? and category_key = ?", [household, categoryKey(event.data.name)]);
        return;
      case "BudgetTimeZoneSet":
        await em.execute(
          `insert into budget_settings (household_id, time_zone) values (?, ?)
           on conflict (household_id) do update set time_zone = excluded.time_zone`,
          [household, event.data.timeZone],
        );
        // The purchases' months follow the budget's time zone.
        await recountSpending(em, household);
        return;
    }
  },
};

/** Manual expenses and refunds. */
export const expensesProjection: Projection = {
  name: "budget-expenses",
  tables: ["budget_expenses"],
  handles: ["ExpenseRecorded", "ExpenseCorrected", "ExpenseDeleted"],
  async apply(stored: StoredEvent, em: EntityManager) {
    const event = stored as unknown as ExpenseEvent;
    const at = new Date(stored.recordedAt);
    switch (event.type) {
      case "ExpenseRecorded":
      case "ExpenseCorrected": {
        const d = event.data;
        const actor = stored.metadata.actorId ?? null;
        // Without a family member, the payer is whoever recorded (or corrected) it as paid by them.
        const paidByUser = d.paidByMemberId ? null : actor;
        await em.execute(
          `insert into budget_expenses (id, household_id, kind, day, amount, category, store, note, paid_by_member_id, paid_by_user_id, paid_by_name, recorded_by, recorded_at, updated_at)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
           on conflict (id) do update set kind = excluded.kind, day = excluded.day, amount = excluded.amount, category = excluded.category,
             store = excluded.store, note = excluded.note, paid_by_member_id = excluded.paid_by_member_id,
             paid_by_user_id = excluded.paid_by_user_id, paid_by_name = excluded.paid_by_name, updated_at = excluded.updated_at`,
          [d.expenseId, stored.householdId, d.kind, d.date, d.amount, d.category, d.store, d.note, d.paidByMemberId, paidByUser, d.paidByName, actor, at, at],
        );
        return;
      }
      case "ExpenseDeleted":
        await em.execute("delete from budget_expenses where id = ? and household_id = ?", [event.data.expenseId, stored.householdId]);
        return;
    }
  },
};

/** Alerts raised when a category (or the total) passed 80% or 100% of its month's budget. */
export const budgetAlertsProjection: Projection = {
  name: "budget-alerts",
  tables: ["budget_alerts"],
  handles: ["BudgetThresholdCrossed"],
  async apply(stored: StoredEvent, em: EntityManager) {
    const event = stored as unknown as BudgetAlertEvent;
    const d = event.data;
    await em.execute(
      `insert into budget_alerts (household_id, month, category_key, threshold, category, spent, amount, sequence, raised_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict do nothing`,
      [stored.householdId, d.month, categoryKey(d.category), d.threshold, d.category, d.spent, d.limit, stored.sequence, new Date(stored.recordedAt)],
    );
  },
};

const MEMBER_ACCOUNTS = { name: "budget_member_accounts", key: ["user_id"] } as const;

/** A family member's own sign-in (an accounts event): what they buy on the list is theirs in "Paid by". */
function memberAccountChanges(stored: StoredEvent): RowChange[] {
  const data = stored.data as { userId: string; familyMemberId?: string | null };
  if (stored.type !== "UserRegistered" || !data.familyMemberId) return [];
  return [
    {
      op: "upsert",
      table: MEMBER_ACCOUNTS,
      row: { user_id: data.userId, household_id: stored.householdId, family_member_id: data.familyMemberId },
      conflict: MEMBER_ACCOUNTS.key,
      update: { family_member_id: "new" },
    },
  ];
}

/**
 * Which family member an account belongs to, so a person is one payer in the month's "Paid by" whether
 * they marked a purchase (counted by their user id) or an expense names them (by their member id).
 */
export const budgetMemberAccountsProjection: Projection = {
  name: "budget-member-accounts",
  tables: ["budget_member_accounts"],
  handles: ["UserRegistered"],
  changes: memberAccountChanges,
  async apply(stored: StoredEvent, em: EntityManager) {
    await runChanges(em, memberAccountChanges(stored));
  },
};
