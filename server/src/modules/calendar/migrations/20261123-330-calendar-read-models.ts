import { Migration } from "@mikro-orm/migrations";

/** Read models of the family calendar: events with their one-off changes, and subscription feeds. */
export class CalendarReadModelsMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table calendar_events (
        id uuid primary key,
        household_id uuid not null,
        fields jsonb not null,
        exceptions jsonb not null default '{}',
        revision bigint not null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql(`create index calendar_events_household_idx on calendar_events (household_id);`);
    this.addSql(`
      create table calendar_feeds (
        id uuid primary key,
        household_id uuid not null,
        token_hash text not null unique,
        member_id uuid,
        revoked boolean not null default false,
        created_at timestamptz not null
      );`);
  }
}
