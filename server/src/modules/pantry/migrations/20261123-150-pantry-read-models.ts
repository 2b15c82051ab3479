import { Migration } from "@mikro-orm/migrations";

/** Read models of the pantry (rebuilt from events), and the expiry job's runs (not a projection). */
export class PantryReadModelsMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table pantry_items (
        id uuid primary key,
        household_id uuid not null,
        product_id uuid,
        name text not null,
        category text,
        quantity double precision not null,
        unit text not null,
        location text not null,
        purchased_on text,
        expires_on text,
        expiry_kind text not null default 'best_before',
        opened_on text,
        price_paid double precision,
        store text,
        notes text,
        used double precision not null default 0,
        status text not null default 'active',
        source_shopping_item_id uuid,
        last_action_id text,
        last_action_kind text,
        revision bigint not null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql(`create index pantry_items_household_idx on pantry_items (household_id, status, expires_on);`);
    this.addSql(`create index pantry_items_source_idx on pantry_items (household_id, source_shopping_item_id);`);
    this.addSql(`
      create table pantry_price_history (
        id uuid primary key,
        household_id uuid not null,
        item_id uuid not null,
        product_id uuid,
        product_key text not null,
        name text not null,
        store text,
        quantity double precision not null,
        unit text not null,
        price_paid double precision not null,
        unit_price double precision not null,
        paid_on text not null,
        recorded_at timestamptz not null
      );`);
    this.addSql(`create index pantry_price_history_product_idx on pantry_price_history (household_id, product_key, paid_on);`);
    this.addSql(`
      create table pantry_waste (
        id text primary key,
        household_id uuid not null,
        item_id uuid not null,
        product_id uuid,
        name text not null,
        category text,
        quantity double precision not null,
        unit text not null,
        reason text not null,
        value double precision,
        note text,
        discarded_at timestamptz not null,
        undone_at timestamptz
      );`);
    this.addSql(`create index pantry_waste_household_idx on pantry_waste (household_id, discarded_at);`);
    this.addSql(`
      create table pantry_settings (
        household_id uuid primary key,
        expiry_window_days integer not null,
        default_location text not null,
        purchase_mode text not null,
        expiry_digest boolean not null,
        custom_locations jsonb not null,
        revision bigint not null
      );`);
    this.addSql(`
      create table pantry_proposals (
        id uuid primary key,
        household_id uuid not null,
        shopping_item_id uuid not null,
        fields jsonb not null,
        status text not null,
        item_id uuid,
        revision bigint not null,
        created_at timestamptz not null
      );`);
    this.addSql(`create index pantry_proposals_household_idx on pantry_proposals (household_id, status);`);
    this.addSql(`
      create table pantry_reminders (
        household_id uuid not null,
        day text not null,
        window_days integer not null,
        item_count integer not null,
        items jsonb not null,
        recorded_at timestamptz not null,
        primary key (household_id, day)
      );`);
    this.addSql(`
      create table pantry_job_runs (
        job text not null,
        day text not null,
        started_at timestamptz not null,
        finished_at timestamptz,
        primary key (job, day)
      );`);
  }

  override async down(): Promise<void> {
    for (const table of ["pantry_job_runs", "pantry_reminders", "pantry_proposals", "pantry_settings", "pantry_waste", "pantry_price_history", "pantry_items"]) {
      this.addSql(`drop table ${table};`);
    }
  }
}
