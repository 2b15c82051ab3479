import { Migration } from "@mikro-orm/migrations";

/** Shopping items may name their catalogue product, which links a purchase to the pantry item it becomes. */
export class ShoppingItemProductMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table shopping_items add column product_id uuid;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table shopping_items drop column product_id;`);
  }
}
