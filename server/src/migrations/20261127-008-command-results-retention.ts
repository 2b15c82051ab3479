import { Migration } from "@mikro-orm/migrations";

/**
 * Stored answers of idempotent commands are kept for `COMMAND_RESULT_RETENTION_DAYS` (see
 * `EventStore.pruneCommandResults`): the index finds the old ones without reading the whole table.
 */
export class CommandResultsRetentionMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql("create index command_results_recorded_at on command_results (recorded_at);");
  }

  override async down(): Promise<void> {
    this.addSql("drop index command_results_recorded_at;");
  }
}
