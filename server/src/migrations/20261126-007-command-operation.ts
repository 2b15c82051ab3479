import { Migration } from "@mikro-orm/migrations";

/**
 * The operation an idempotent command's answer belongs to (`Mutation.<field>` or `<METHOD> <path>`):
 * the same key sent again with another operation is refused instead of answered with this one's result.
 * Answers stored before have none and are not checked.
 */
export class CommandOperationMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql("alter table command_results add column operation text;");
  }

  override async down(): Promise<void> {
    this.addSql("alter table command_results drop column operation;");
  }
}
