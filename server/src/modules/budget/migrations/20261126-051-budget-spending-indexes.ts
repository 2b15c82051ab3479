import { Migration } from "@mikro-orm/migrations";

/**
 * Indexes for the budget screens at a year's scale. Every budget query reads counted spending only
 * (`reversed_at is null`) by time range and sums its amount by category and payer: a partial index with
 * those columns beside the key serves them (and replaces `spending_entries_household_spent`, a copy of
 * `spending_entries_household_idx`). The categories the household has used are read by skipping through
 * `(household_id, category)` instead of reading every purchase.
 */
export class BudgetSpendingIndexesMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql("drop index if exists spending_entries_household_spent;");
    this.addSql(
      "create index spending_entries_counted on spending_entries (household_id, spent_at) include (amount, category, paid_by) where reversed_at is null;",
    );
    this.addSql("create index spending_entries_household_category on spending_entries (household_id, category);");
  }

  override async down(): Promise<void> {
    this.addSql("drop index spending_entries_household_category;");
    this.addSql("drop index spending_entries_counted;");
    this.addSql("create index spending_entries_household_spent on spending_entries (household_id, spent_at);");
  }
}
