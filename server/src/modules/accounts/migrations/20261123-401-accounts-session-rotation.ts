import { Migration } from "@mikro-orm/migrations";

/**
 * Refresh rotation with a grace period: a session retired by a refresh names its successor and the
 * end of its grace; reuse after that ends the chain (SessionRefreshed, SessionReuseDetected).
 */
export class AccountsSessionRotationMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table sessions add column successor_id uuid;`);
    this.addSql(`alter table sessions add column grace_until timestamptz;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table sessions drop column grace_until;`);
    this.addSql(`alter table sessions drop column successor_id;`);
  }
}
