import { Migration } from "@mikro-orm/migrations";

/**
 * Sync in and Google sync: read models of imported events' sources, URL subscriptions and the Google
 * connection (projections), and the server-side state of the Google sync that is not in events: OAuth
 * tokens and the sync token, event links with etags, pending OAuth states, and job claims.
 */
export class CalendarSyncMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table calendar_event_sources (
        event_id uuid primary key,
        household_id uuid not null,
        kind text not null,
        subscription_id uuid,
        name text not null,
        uid text not null
      );`);
    this.addSql(`create index calendar_event_sources_household_idx on calendar_event_sources (household_id);`);
    this.addSql(`
      create table calendar_subscriptions (
        id uuid primary key,
        household_id uuid not null,
        url text not null,
        name text not null,
        time_zone text not null,
        created_at timestamptz not null,
        last_refreshed_at timestamptz,
        last_ok boolean,
        last_message text,
        event_count integer not null default 0
      );`);
    this.addSql(`create index calendar_subscriptions_household_idx on calendar_subscriptions (household_id);`);
    this.addSql(`
      create table calendar_google_connections (
        household_id uuid primary key,
        user_id uuid not null,
        email text,
        calendar_id text,
        calendar_summary text,
        connected_at timestamptz not null,
        last_synced_at timestamptz,
        last_ok boolean,
        last_message text
      );`);
    this.addSql(`
      create table calendar_google_tokens (
        household_id uuid primary key,
        access_token text not null,
        refresh_token text,
        expires_at timestamptz not null,
        sync_token text,
        synced_sequence bigint not null default 0,
        synced_at timestamptz
      );`);
    this.addSql(`
      create table calendar_google_links (
        household_id uuid not null,
        event_id uuid not null,
        google_id text not null,
        etag text,
        google_updated timestamptz,
        synced_revision bigint not null,
        primary key (household_id, event_id),
        unique (household_id, google_id)
      );`);
    this.addSql(`
      create table calendar_google_states (
        state_hash text primary key,
        household_id uuid not null,
        user_id uuid not null,
        expires_at timestamptz not null
      );`);
    this.addSql(`
      create table calendar_sync_claims (
        key text primary key,
        started_at timestamptz not null,
        finished_at timestamptz
      );`);
  }
}
