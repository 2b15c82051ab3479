import { Migration } from "@mikro-orm/migrations";

/** Read models of chores, their completions, rewards and reward requests (rebuilt from events). */
export class ChoresReadModelsMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table chores (
        id uuid primary key,
        household_id uuid not null,
        title text not null,
        fields jsonb not null,
        occurrence_at timestamptz,
        due_at timestamptz,
        assignee_id uuid,
        open boolean not null,
        undoable_completion_id uuid,
        revision bigint not null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql(`create index chores_household_idx on chores (household_id, due_at);`);
    this.addSql(`
      create table chore_completions (
        id uuid primary key,
        household_id uuid not null,
        chore_id uuid not null,
        member_id uuid,
        completed_at timestamptz not null,
        occurrence_at timestamptz,
        points integer not null,
        undone boolean not null default false
      );`);
    this.addSql(`create index chore_completions_household_idx on chore_completions (household_id, member_id);`);
    this.addSql(`
      create table chore_rewards (
        id uuid primary key,
        household_id uuid not null,
        title text not null,
        points integer not null,
        retired boolean not null default false,
        created_at timestamptz not null
      );`);
    this.addSql(`
      create table chore_redemptions (
        id uuid primary key,
        household_id uuid not null,
        reward_id uuid not null,
        member_id uuid not null,
        title text not null,
        points integer not null,
        status text not null,
        requested_at timestamptz not null,
        decided_at timestamptz
      );`);
    this.addSql(`create index chore_redemptions_household_idx on chore_redemptions (household_id, member_id);`);
  }
}
