import { Migration } from "@mikro-orm/migrations";

/**
 * Google sync per occurrence: for each one-off change of a linked series, Google's instance id and etag
 * and what Hearth held for that occurrence when both were last in step (server-side sync state, not a
 * read model: like the event links, it is not rebuilt from events).
 */
export class CalendarGoogleInstancesMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table calendar_google_instances (
        household_id uuid not null,
        event_id uuid not null,
        occurrence_start text not null,
        google_id text not null,
        etag text,
        google_updated timestamptz,
        hearth_value text not null,
        primary key (household_id, event_id, occurrence_start)
      );`);
  }
}
