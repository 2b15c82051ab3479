import { Migration } from "@mikro-orm/migrations";

/**
 * "Paid by" keys each person by a stable id: an expense paid by whoever recorded it keeps that user's
 * id (`budget_expenses.paid_by_user_id`, the actor of its last record or correction), and a family
 * member's own sign-in is tied to the member (`budget_member_accounts`, from `UserRegistered`). Both are
 * filled from the events already recorded, as a rebuild would.
 */
export class BudgetPayersMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql("alter table budget_expenses add column paid_by_user_id uuid;");
    this.addSql(`
      update budget_expenses b set paid_by_user_id = (
        select nullif(e.metadata->>'actorId', '')::uuid from events e
         where e.stream_id = 'expense-' || b.id and e.type in ('ExpenseRecorded', 'ExpenseCorrected')
         order by e.stream_version desc limit 1)
       where b.paid_by_member_id is null;`);
    this.addSql(`
      create table budget_member_accounts (
        user_id uuid primary key,
        household_id uuid not null,
        family_member_id uuid not null
      );`);
    this.addSql(`
      insert into budget_member_accounts (user_id, household_id, family_member_id)
      select distinct on ((data->>'userId')::uuid) (data->>'userId')::uuid, household_id, (data->>'familyMemberId')::uuid
        from events
       where type = 'UserRegistered' and coalesce(data->>'familyMemberId', '') <> ''
       order by (data->>'userId')::uuid, id desc;`);
  }

  override async down(): Promise<void> {
    this.addSql("drop table budget_member_accounts;");
    this.addSql("alter table budget_expenses drop column paid_by_user_id;");
  }
}
