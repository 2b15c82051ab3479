import { Migration } from "@mikro-orm/migrations";

/** Read models of accounts, households, family members and subscriptions (rebuilt from events). */
export class AccountsReadModelsMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table households (
        id uuid primary key,
        name text not null,
        owner_user_id uuid not null,
        created_at timestamptz not null
      );`);
    this.addSql(`
      create table users (
        id uuid primary key,
        household_id uuid not null,
        email text not null,
        username text,
        name text,
        first_name text,
        display_name text,
        password_hash text not null,
        role text not null default 'user',
        account_type text not null default 'accountHolder',
        family_member_id uuid,
        default_meal_plan_view text not null default 'daily',
        household_size integer,
        default_portion_size double precision,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint users_email_unique unique (email)
      );`);
    this.addSql(`create index users_household_idx on users (household_id);`);
    this.addSql(`
      create table family_members (
        id uuid primary key,
        household_id uuid not null,
        name text not null,
        is_active boolean not null default true,
        age_group text,
        default_portion_multiplier double precision not null default 1,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql(`create index family_members_household_idx on family_members (household_id);`);
    this.addSql(`
      create table subscriptions (
        household_id uuid primary key,
        status text not null,
        plan text,
        trial_ends_at timestamptz,
        current_period_end timestamptz,
        updated_at timestamptz not null
      );`);
  }

  override async down(): Promise<void> {
    this.addSql("drop table subscriptions;");
    this.addSql("drop table family_members;");
    this.addSql("drop table users;");
    this.addSql("drop table households;");
  }
}
