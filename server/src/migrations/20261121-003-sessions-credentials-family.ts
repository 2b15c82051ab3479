import { Migration } from "@mikro-orm/migrations";

/**
 * Server-side sessions, sign-in protection (lock, Google link, disabled accounts), password resets,
 * family-member invitations, and the local mail outbox.
 */
export class SessionsCredentialsFamilyMigration extends Migration {
  override async up(): Promise<void> {
    // Accounts created with Google have no password until they set one.
    this.addSql(`alter table users alter column password_hash drop not null;`);
    this.addSql(`alter table users add column locked_until timestamptz;`);
    this.addSql(`alter table users add column disabled_at timestamptz;`);
    this.addSql(`alter table users add column google_subject text;`);
    this.addSql(`alter table users add constraint users_google_subject_unique unique (google_subject);`);
    this.addSql(`
      create table sessions (
        id uuid primary key,
        user_id uuid not null,
        household_id uuid not null,
        method text not null,
        started_at timestamptz not null,
        expires_at timestamptz not null,
        ended_at timestamptz,
        end_reason text
      );`);
    this.addSql(`create index sessions_user_idx on sessions (user_id) where ended_at is null;`);
    this.addSql(`
      create table password_resets (
        token_hash text primary key,
        user_id uuid not null,
        household_id uuid not null,
        requested_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz
      );`);
    this.addSql(`create index password_resets_user_idx on password_resets (user_id);`);
    this.addSql(`alter table family_members add column email text;`);
    this.addSql(`alter table family_members add column user_id uuid;`);
    this.addSql(`alter table family_members add column invited_at timestamptz;`);
    this.addSql(`alter table family_members add column joined_at timestamptz;`);
    this.addSql(`
      create table family_member_invitations (
        token_hash text primary key,
        member_id uuid not null,
        household_id uuid not null,
        email text not null,
        invited_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz,
        revoked_at timestamptz
      );`);
    this.addSql(`create index family_member_invitations_member_idx on family_member_invitations (member_id);`);
    this.addSql(`
      create table mail_outbox (
        id uuid primary key,
        sender text not null,
        recipient text not null,
        subject text not null,
        text_body text not null,
        html_body text,
        created_at timestamptz not null
      );`);
  }

  override async down(): Promise<void> {
    this.addSql("drop table mail_outbox;");
    this.addSql("drop table family_member_invitations;");
    this.addSql("alter table family_members drop column joined_at, drop column invited_at, drop column user_id, drop column email;");
    this.addSql("drop table password_resets;");
    this.addSql("drop table sessions;");
    this.addSql("alter table users drop constraint users_google_subject_unique;");
    this.addSql("alter table users drop column google_subject, drop column disabled_at, drop column locked_until;");
  }
}
