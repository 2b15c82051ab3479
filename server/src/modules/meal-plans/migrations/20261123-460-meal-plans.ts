import { Migration } from "@mikro-orm/migrations";

/** The meal plan's read models: planned meals and each member's daily nutrition goals. */
export class MealPlansMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table meal_plan_entries (
        id uuid primary key,
        household_id uuid not null,
        date text not null,
        slot text not null,
        kind text not null,
        ref_id uuid,
        title text not null,
        quantity double precision,
        unit text,
        servings double precision not null,
        member_ids jsonb not null,
        note text,
        copied_from uuid,
        revision bigint not null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql(`create index meal_plan_entries_household_date on meal_plan_entries (household_id, date);`);
    this.addSql(`
      create table meal_plan_goals (
        household_id uuid not null,
        member_id uuid not null,
        energy_kcal double precision,
        protein_g double precision,
        carbohydrate_g double precision,
        fat_g double precision,
        revision bigint not null,
        primary key (household_id, member_id)
      );`);
  }

  override async down(): Promise<void> {
    this.addSql("drop table meal_plan_goals;");
    this.addSql("drop table meal_plan_entries;");
  }
}
