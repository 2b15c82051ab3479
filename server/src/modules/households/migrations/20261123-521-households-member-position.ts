import { Migration } from "@mikro-orm/migrations";

/**
 * A member's place in the household: the household sequence of its `FamilyMemberAdded` event.
 * "Oldest first" orders by it, so two members added in the same millisecond keep the order they were added in.
 */
export class HouseholdsMemberPositionMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table family_members add column position bigint not null default 0;`);
    this.addSql(
      `update family_members m set position = e.sequence from events e
         where e.household_id = m.household_id and e.type = 'FamilyMemberAdded' and e.data->>'memberId' = m.id::text;`,
    );
  }
}
