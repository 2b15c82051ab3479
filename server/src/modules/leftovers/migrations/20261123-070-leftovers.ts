import { Migration } from "@mikro-orm/migrations";

/** Leftovers a household keeps, with what happened to them. */
export class LeftoversMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table leftovers (
        id uuid primary key,
        household_id uuid not null,
        dish text not null,
        portions double precision not null,
        initial_portions double precision not null,
        cooked_on text not null,
        location text not null,
        use_by text not null,
        status text not null,
        source_kind text not null,
        recipe_id uuid,
        planned_date text,
        planned_slot text,
        planned_portions double precision,
        revision bigint not null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql(`create index leftovers_household_status on leftovers (household_id, status, use_by);`);
  }

  override async down(): Promise<void> {
    this.addSql("drop table leftovers;");
  }
}
