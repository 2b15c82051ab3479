import { Migration } from "@mikro-orm/migrations";

/** The household's calendar settings: its time zone, the overlay layers on, a colour per member. */
export class CalendarSettingsMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table calendar_settings (
        household_id uuid primary key,
        time_zone text,
        overlays jsonb not null default '[]',
        colours jsonb not null default '{}',
        updated_at timestamptz not null
      );`);
  }
}
