import { Migration } from "@mikro-orm/migrations";

/** Read models of the fitness log: workouts, body weights, goals, weekly plans and their ticks (rebuilt from events). */
export class FitnessMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table fitness_workouts (
        id uuid primary key,
        household_id uuid not null,
        member_id uuid not null,
        activity_code text not null,
        activity_name text not null,
        performed_on date not null,
        start_time text,
        duration_minutes integer not null,
        distance_km double precision,
        sets jsonb not null,
        effort integer,
        notes text,
        met double precision not null,
        weight_kg double precision,
        kcal integer,
        plan_id uuid,
        plan_item_id text,
        revision bigint not null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql(`create index fitness_workouts_member_idx on fitness_workouts (household_id, member_id, performed_on);`);
    this.addSql(`
      create table fitness_weights (
        id text primary key,
        household_id uuid not null,
        member_id uuid not null,
        recorded_on date not null,
        weight_kg double precision not null,
        recorded_at timestamptz not null
      );`);
    this.addSql(`create index fitness_weights_member_idx on fitness_weights (household_id, member_id, recorded_on);`);
    this.addSql(`
      create table fitness_goals (
        member_id uuid primary key,
        household_id uuid not null,
        weekly_minutes integer,
        target_weight_kg double precision
      );`);
    this.addSql(`
      create table fitness_plans (
        id uuid primary key,
        household_id uuid not null,
        member_id uuid not null,
        name text not null,
        items jsonb not null,
        revision bigint not null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql(`create index fitness_plans_member_idx on fitness_plans (household_id, member_id);`);
    this.addSql(`
      create table fitness_plan_ticks (
        plan_id uuid not null,
        week_start date not null,
        item_id text not null,
        household_id uuid not null,
        member_id uuid not null,
        workout_id uuid,
        ticked_at timestamptz not null,
        primary key (plan_id, week_start, item_id)
      );`);
  }
}
