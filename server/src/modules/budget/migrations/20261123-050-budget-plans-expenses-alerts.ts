import { Migration } from "@mikro-orm/migrations";

/** The budget screen: monthly limits, the household's own categories, manual expenses, alerts, and who paid. */
export class BudgetPlansExpensesAlertsMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table spending_entries add column paid_by uuid;`);
    this.addSql(`create index spending_entries_household_spent on spending_entries (household_id, spent_at);`);
    this.addSql(`
      create table budget_settings (
        household_id uuid primary key,
        time_zone text not null
      );`);
    this.addSql(`
      create table budget_limits (
        household_id uuid not null,
        category_key text not null,
        from_month text not null,
        category text,
        amount double precision,
        primary key (household_id, category_key, from_month)
      );`);
    this.addSql(`
      create table budget_categories (
        household_id uuid not null,
        category_key text not null,
        name text not null,
        primary key (household_id, category_key)
      );`);
    this.addSql(`
      create table budget_expenses (
        id uuid primary key,
        household_id uuid not null,
        kind text not null,
        day text not null,
        amount double precision not null,
        category text not null,
        store text,
        note text,
        paid_by_member_id uuid,
        paid_by_name text not null,
        recorded_by uuid,
        recorded_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql(`create index budget_expenses_household_day on budget_expenses (household_id, day);`);
    this.addSql(`
      create table budget_alerts (
        household_id uuid not null,
        month text not null,
        category_key text not null,
        threshold int not null,
        category text,
        spent double precision not null,
        amount double precision not null,
        sequence bigint not null,
        raised_at timestamptz not null,
        primary key (household_id, month, category_key, threshold)
      );`);
  }

  override async down(): Promise<void> {
    this.addSql("drop table budget_alerts, budget_expenses, budget_categories, budget_limits, budget_settings;");
    this.addSql("drop index spending_entries_household_spent;");
    this.addSql("alter table spending_entries drop column paid_by;");
  }
}
