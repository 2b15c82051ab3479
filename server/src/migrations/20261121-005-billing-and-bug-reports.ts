import { Migration } from "@mikro-orm/migrations";

/**
 * Billing: the provider's references on the subscription and the checkouts opened with it.
 * Support: bug reports (read model) and their screenshots (image bytes kept beside the event log,
 * referenced by id from BugReportSubmitted events; never emptied by a read-model rebuild).
 */
export class BillingAndBugReportsMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table subscriptions add column provider text, add column customer_ref text, add column subscription_ref text;`);
    this.addSql(`create index subscriptions_subscription_ref_idx on subscriptions (subscription_ref);`);
    this.addSql(`
      create table billing_checkouts (
        id text primary key,
        household_id uuid not null,
        plan text not null,
        provider text not null,
        status text not null,
        created_at timestamptz not null,
        completed_at timestamptz
      );`);
    this.addSql(`create index billing_checkouts_household_idx on billing_checkouts (household_id);`);
    this.addSql(`
      create table bug_reports (
        id uuid primary key,
        reporter_user_id uuid,
        reporter_household_id uuid,
        title text not null,
        description text not null,
        steps_to_reproduce text not null,
        expected_behavior text not null,
        actual_behavior text not null,
        severity text not null,
        category text not null,
        email text not null,
        user_agent text,
        url text,
        client_timestamp timestamptz,
        viewport_width integer,
        viewport_height integer,
        screenshot_id uuid,
        screenshot_content_type text,
        screenshot_size_bytes integer,
        status text not null,
        submitted_at timestamptz not null,
        resolved_at timestamptz,
        resolved_by uuid
      );`);
    this.addSql(`create index bug_reports_submitted_idx on bug_reports (submitted_at desc);`);
    this.addSql(`
      create table bug_report_screenshots (
        id uuid primary key,
        content_type text not null,
        size_bytes integer not null,
        sha256 text not null,
        data bytea not null,
        created_at timestamptz not null
      );`);
  }

  override async down(): Promise<void> {
    this.addSql("drop table bug_report_screenshots;");
    this.addSql("drop table bug_reports;");
    this.addSql("drop table billing_checkouts;");
    this.addSql("drop index subscriptions_subscription_ref_idx;");
    this.addSql("alter table subscriptions drop column provider, drop column customer_ref, drop column subscription_ref;");
  }
}
