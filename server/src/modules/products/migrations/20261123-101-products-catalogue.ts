import { Migration } from "@mikro-orm/migrations";

/**
 * The product catalogue's read model (`products`, rebuilt from events) and the images' bytes
 * (`product_images`, written beside the events in the command's transaction and never rebuilt).
 */
export class ProductsCatalogueMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table products (
        id uuid primary key,
        owner_household_id uuid,
        created_by_user_id uuid,
        status text not null,
        merged_into uuid,
        rejection_reason text,
        name text not null,
        name_key text not null,
        brand text,
        category text not null default 'General',
        subcategory text,
        barcodes jsonb not null default '[]',
        default_unit text not null,
        package_size jsonb,
        shelf_life_days jsonb not null,
        nutrition_per100 jsonb,
        allergens jsonb not null default '[]',
        diet_tags jsonb not null default '[]',
        density_g_per_ml double precision,
        source_kind text not null,
        source_ref text,
        image jsonb,
        revision bigint not null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        verified_at timestamptz
      );`);
    this.addSql(`create index products_visible_idx on products (status, owner_household_id);`);
    this.addSql(`create index products_name_idx on products (name_key);`);
    this.addSql(`create index products_category_idx on products (category, name_key);`);
    this.addSql(`create index products_barcodes_idx on products using gin (barcodes);`);
    this.addSql(`
      create table product_images (
        sha256 text primary key,
        content_type text not null,
        width integer not null,
        height integer not null,
        size_bytes integer not null,
        data bytea not null,
        created_at timestamptz not null
      );`);
  }

  override async down(): Promise<void> {
    this.addSql("drop table product_images;");
    this.addSql("drop table products;");
  }
}
