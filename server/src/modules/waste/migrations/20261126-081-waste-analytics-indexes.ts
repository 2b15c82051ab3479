import { Migration } from "@mikro-orm/migrations";

/**
 * Indexes for the waste screens at a year's scale: the latest entries (`order by day desc, sequence desc
 * limit n`) read straight off the index instead of sorting every entry of the household, the analytics'
 * range scan finds its columns beside the key, and an undone pantry discard finds its entry without a scan.
 */
export class WasteAnalyticsIndexesMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql("drop index if exists waste_entries_household_day;");
    this.addSql(
      "create index waste_entries_household_day_sequence on waste_entries (household_id, day, sequence) include (value, category, reason, product_id);",
    );
    this.addSql("create index waste_entries_household_source on waste_entries (household_id, source_id) where source_id is not null;");
  }

  override async down(): Promise<void> {
    this.addSql("drop index waste_entries_household_source;");
    this.addSql("drop index waste_entries_household_day_sequence;");
    this.addSql("create index waste_entries_household_day on waste_entries (household_id, day);");
  }
}
