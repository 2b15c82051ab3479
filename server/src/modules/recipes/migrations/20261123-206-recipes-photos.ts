import { Migration } from "@mikro-orm/migrations";

/** Our own copies of recipe photos (800 px WebP), by the SHA-256 of their bytes. */
export class RecipesPhotosMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table if not exists recipe_photos (
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
    this.addSql("drop table if exists recipe_photos;");
  }
}
