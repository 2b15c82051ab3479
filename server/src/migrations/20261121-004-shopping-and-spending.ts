import { Migration } from "@mikro-orm/migrations";

/** Read models of shopping lists, items, the household's products and spending (rebuilt from events). */
export class ShoppingAndSpendingMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table shopping_lists (
        id uuid primary key,
        household_id uuid not null,
        name text not null,
        status text not null default 'active',
        revision bigint not null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql(`create index shopping_lists_household_idx on shopping_lists (household_id, status);`);
    this.addSql(`
      create table shopping_items (
        id uuid primary key,
        household_id uuid not null,
        list_id uuid not null,
        name text not null,
        category text,
        quantity double precision not null default 1,
        estimated_price double precision,
        actual_price double precision,
        order_position integer,
        store text,
        aisle text,
        department text,
        notes text,
        completed_at timestamptz,
        revision bigint not null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql(`create index shopping_items_list_idx on shopping_items (household_id, list_id);`);
    this.addSql(`
      create table shopping_products (
        id uuid primary key,
        household_id uuid not null,
        name_key text not null,
        name text not null,
        brand text,
        category text not null default 'General',
        subcategory text,
        thumbnail_url text,
        image_url text,
        last_used timestamptz not null,
        use_count integer not null default 0,
        constraint shopping_products_name_unique unique (household_id, name_key)
      );`);
    this.addSql(`
      create table spending_entries (
        id uuid primary key,
        household_id uuid not null,
        item_id uuid not null,
        list_id uuid not null,
        description text not null,
        category text,
        quantity double precision not null,
        unit_price double precision not null,
        amount double precision not null,
        price_source text not null,
        spent_at timestamptz not null,
        reversed_at timestamptz
      );`);
    this.addSql(`create index spending_entries_household_idx on spending_entries (household_id, spent_at);`);
  }

  override async down(): Promise<void> {
    this.addSql("drop table spending_entries;");
    this.addSql("drop table shopping_products;");
    this.addSql("drop table shopping_items;");
    this.addSql("drop table shopping_lists;");
  }
}
