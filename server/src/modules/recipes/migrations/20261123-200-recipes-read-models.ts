import { Migration } from "@mikro-orm/migrations";

/** Read models of recipes, their share links and cooks (rebuilt from events). */
export class RecipesReadModelsMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table recipes (
        id uuid primary key,
        household_id uuid not null,
        title text not null,
        description text,
        photo_url text,
        servings double precision not null,
        prep_minutes integer,
        cook_minutes integer,
        total_minutes integer,
        tags jsonb not null default '[]',
        source_url text,
        ingredients jsonb not null default '[]',
        steps jsonb not null default '[]',
        origin jsonb not null,
        search_text text not null default '',
        saved_at timestamptz,
        revision bigint not null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql(`create index recipes_household_idx on recipes (household_id, title);`);
    this.addSql(`
      create table recipe_share_links (
        id uuid primary key,
        token text not null unique,
        household_id uuid not null,
        recipe_id uuid not null,
        expires_at timestamptz not null,
        revoked_at timestamptz,
        created_at timestamptz not null
      );`);
    this.addSql(`create index recipe_share_links_recipe_idx on recipe_share_links (household_id, recipe_id);`);
    this.addSql(`
      create table recipe_cooks (
        id uuid primary key,
        household_id uuid not null,
        recipe_id uuid not null,
        servings double precision not null,
        portions_left double precision not null,
        cooked_at timestamptz not null
      );`);
    this.addSql(`create index recipe_cooks_household_idx on recipe_cooks (household_id, cooked_at);`);
  }

  override async down(): Promise<void> {
    this.addSql("drop table if exists recipe_cooks;");
    this.addSql("drop table if exists recipe_share_links;");
    this.addSql("drop table if exists recipes;");
  }
}
