import { Migration } from "@mikro-orm/migrations";

/**
 * Counted spending by month of the household's budget time zone and category (see
 * `projections/spending-months.ts`), filled from the purchases already recorded.
 */
export class BudgetSpendingMonthsMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table spending_months (
        household_id uuid not null,
        month text not null,
        category text not null,
        amount numeric(14, 2) not null,
        entries int not null,
        primary key (household_id, month, category)
      );`);
    this.addSql(`
      insert into spending_months (household_id, month, category, amount, entries)
      select s.household_id, to_char(s.spent_at at time zone coalesce(b.time_zone, 'UTC'), 'YYYY-MM'), coalesce(nullif(s.category, ''), 'Other'),
             sum(round(s.amount::numeric, 2)), count(*)
        from spending_entries s left join budget_settings b on b.household_id = s.household_id
       where s.reversed_at is null
       group by 1, 2, 3;`);
  }

  override async down(): Promise<void> {
    this.addSql("drop table spending_months;");
  }
}
