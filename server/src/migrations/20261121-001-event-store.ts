import { Migration } from "@mikro-orm/migrations";

/** The append-only event log, the per-household sequence counters and stored command results. */
export class EventStoreMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table events (
        id bigserial primary key,
        household_id uuid not null,
        sequence bigint not null,
        stream_id text not null,
        stream_version integer not null,
        type text not null,
        schema_version integer not null default 1,
        data jsonb not null,
        metadata jsonb not null,
        idempotency_key text,
        recorded_at timestamptz not null,
        constraint events_stream_version_unique unique (stream_id, stream_version),
        constraint events_household_sequence_unique unique (household_id, sequence)
      );`);
    this.addSql(`create index events_type_idx on events (type);`);
    this.addSql(`
      create function events_are_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'events are append-only';
      end;
      $$;`);
    this.addSql(`
      create trigger events_append_only before update or delete on events
      for each row execute function events_are_append_only();`);
    this.addSql(`
      create table household_sequences (
        household_id uuid primary key,
        last_sequence bigint not null default 0
      );`);
    this.addSql(`
      create table command_results (
        scope text not null,
        idempotency_key text not null,
        result jsonb not null,
        recorded_at timestamptz not null,
        primary key (scope, idempotency_key)
      );`);
  }

  override async down(): Promise<void> {
    this.addSql("drop table command_results;");
    this.addSql("drop table household_sequences;");
    this.addSql("drop table events;");
    this.addSql("drop function events_are_append_only();");
  }
}
