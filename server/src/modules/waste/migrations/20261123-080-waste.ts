import { Migration } from "@mikro-orm/migrations";

/** Waste entries from the pantry, leftovers and by hand; and the pantry items' categories they are counted under. */
export class WasteMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table waste_entries (
        id text primary key,
        household_id uuid not null,
        source text not null,
        source_id text,
        action_id text,
        product_id uuid,
        name text not null,
        category text,
        quantity double precision not null,
        unit text not null,
        reason text not null,
        value double precision,
        day text not null,
        sequence bigint not null,
        recorded_at timestamptz not null
      );`);
    this.addSql(`create index waste_entries_household_day on waste_entries (household_id, day);`);
    this.addSql(`
      create table waste_pantry_items (
        item_id uuid primary key,
        household_id uuid not null,
        category text,
        product_id uuid
      );`);
  }

  override async down(): Promise<void> {
    this.addSql("drop table waste_entries, waste_pantry_items;");
  }
}
