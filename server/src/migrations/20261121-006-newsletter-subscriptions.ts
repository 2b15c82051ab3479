import { Migration } from "@mikro-orm/migrations";

/** Read model of the public site's 'Stay Updated' newsletter list (rebuilt from NewsletterSubscribed events). */
export class NewsletterSubscriptionsMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table newsletter_subscriptions (
        email text primary key,
        source text not null,
        subscribed_at timestamptz not null
      );`);
  }

  override async down(): Promise<void> {
    this.addSql("drop table newsletter_subscriptions;");
  }
}
