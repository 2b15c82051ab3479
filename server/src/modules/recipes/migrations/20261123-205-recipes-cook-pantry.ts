import { Migration } from "@mikro-orm/migrations";

/** A cook's portions eaten, what it took out of the pantry (and when that went back), and its leftover. */
export class RecipesCookPantryMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table recipe_cooks
        add column portions_eaten double precision,
        add column taken jsonb not null default '[]',
        add column missing jsonb not null default '[]',
        add column leftover_id uuid,
        add column pantry_returned_at timestamptz;`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      alter table recipe_cooks
        drop column if exists pantry_returned_at,
        drop column if exists leftover_id,
        drop column if exists missing,
        drop column if exists taken,
        drop column if exists portions_eaten;`);
  }
}
