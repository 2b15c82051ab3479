import { Migration } from "@mikro-orm/migrations";

/** A family member's diets and allergies (from `FamilyMemberDietarySet`; rebuilt from events). */
export class HouseholdsMemberDietaryMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table family_members add column diets jsonb not null default '[]';`);
    this.addSql(`alter table family_members add column allergies jsonb not null default '[]';`);
  }
}
