import type { EntityManager } from "../../../core/database.js";
import type { Projection, StoredEvent } from "../../../core/event-store.js";
import { FITNESS_EVENT_TYPES, type CalorieEstimate, type FitnessEvent, type PlanTick, type WorkoutFields } from "../fitness.events.js";

function workoutColumns(f: WorkoutFields, e: CalorieEstimate): unknown[] {
  return [
    f.activityCode,
    e.activityName,
    f.performedOn,
    f.startTime,
    f.durationMinutes,
    f.distanceKm,
    JSON.stringify(f.sets),
    f.effort,
    f.notes,
    e.met,
    e.weightKg,
    e.kcal,
  ];
}

async function insertTick(em: EntityManager, stored: StoredEvent, tick: PlanTick, memberId: string, workoutId: string | null) {
  await em.execute(
    `insert into fitness_plan_ticks (plan_id, week_start, item_id, household_id, member_id, workout_id, ticked_at)
     values (?, ?, ?, ?, ?, ?, ?) on conflict (plan_id, week_start, item_id) do nothing`,
    [tick.planId, tick.weekStart, tick.itemId, stored.householdId, memberId, workoutId, new Date(stored.recordedAt)],
  );
}

/** Workouts, weights, goals, plans and ticks; every value comes from the event. */
export const fitnessProjection: Projection = {
  name: "fitness",
  tables: ["fitness_workouts", "fitness_weights", "fitness_goals", "fitness_plans", "fitness_plan_ticks"],
  handles: FITNESS_EVENT_TYPES,
  async apply(stored: StoredEvent, em: EntityManager) {
    const event = stored as unknown as FitnessEvent;
    const householdId = stored.householdId;
    const at = new Date(stored.recordedAt);
    switch (event.type) {
      case "WorkoutLogged": {
        const d = event.data;
        await em.execute(
          `insert into fitness_workouts (id, household_id, member_id, activity_code, activity_name, performed_on, start_time, duration_minutes,
             distance_km, sets, effort, notes, met, weight_kg, kcal, plan_id, plan_item_id, revision, created_at, updated_at)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [d.workoutId, householdId, d.memberId, ...workoutColumns(d.fields, d.estimate), d.planTick?.planId ?? null, d.planTick?.itemId ?? null, stored.sequence, at, at],
        );
        if (d.planTick) await insertTick(em, stored, d.planTick, d.memberId, d.workoutId);
        return;
      }
      case "WorkoutEdited": {
        const d = event.data;
        await em.execute(
          `update fitness_workouts set activity_code = ?, activity_name = ?, performed_on = ?, start_time = ?, duration_minutes = ?,
             distance_km = ?, sets = ?::jsonb, effort = ?, notes = ?, met = ?, weight_kg = ?, kcal = ?, revision = ?, updated_at = ?
           where id = ? and household_id = ?`,
          [...workoutColumns(d.fields, d.estimate), stored.sequence, at, d.workoutId, householdId],
        );
        return;
      }
      case "WorkoutDeleted":
        await em.execute("delete from fitness_workouts where id = ? and household_id = ?", [event.data.workoutId, householdId]);
        return;
      case "BodyWeightRecorded": {
        const d = event.data;
        await em.execute(
          "insert into fitness_weights (id, household_id, member_id, recorded_on, weight_kg, recorded_at) values (?, ?, ?, ?, ?, ?)",
          [d.entryId, householdId, d.memberId, d.recordedOn, d.weightKg, at],
        );
        return;
      }
      case "FitnessGoalsSet": {
        const d = event.data;
        await em.execute(
          `insert into fitness_goals (member_id, household_id, weekly_minutes, target_weight_kg) values (?, ?, ?, ?)
           on conflict (member_id) do update set weekly_minutes = excluded.weekly_minutes, target_weight_kg = excluded.target_weight_kg`,
          [d.memberId, householdId, d.weeklyMinutes, d.targetWeightKg],
        );
        return;
      }
      case "WorkoutPlanSaved": {
        const d = event.data;
        await em.execute(
          `insert into fitness_plans (id, household_id, member_id, name, items, revision, created_at, updated_at) values (?, ?, ?, ?, ?::jsonb, ?, ?, ?)
           on conflict (id) do update set name = excluded.name, items = excluded.items, revision = excluded.revision, updated_at = excluded.updated_at`,
          [d.planId, householdId, d.memberId, d.fields.name, JSON.stringify(d.fields.items), stored.sequence, at, at],
        );
        return;
      }
      case "WorkoutPlanDeleted":
        await em.execute("delete from fitness_plans where id = ? and household_id = ?", [event.data.planId, householdId]);
        await em.execute("delete from fitness_plan_ticks where plan_id = ? and household_id = ?", [event.data.planId, householdId]);
        return;
      case "PlanItemTicked":
        await insertTick(em, stored, event.data, event.data.memberId, event.data.workoutId);
        return;
      case "PlanItemUnticked":
        await em.execute("delete from fitness_plan_ticks where plan_id = ? and week_start = ? and item_id = ? and household_id = ?", [
          event.data.planId,
          event.data.weekStart,
          event.data.itemId,
          householdId,
        ]);
        return;
    }
  },
};
