import { badRequest, conflict, notFound } from "../../core/errors.js";
import { activityByCode, caloriesBurned } from "./fitness.activities.js";
import {
  tickKey,
  weightOn,
  type CalorieEstimate,
  type FitnessEvent,
  type FitnessState,
  type PlanFields,
  type PlanTick,
  type WorkoutFields,
} from "./fitness.events.js";

/** Logs a workout for a member; calories are estimated from the activity's MET and the member's weight. */
export interface LogWorkout {
  type: "LogWorkout";
  workoutId: string;
  memberId: string;
  fields: WorkoutFields;
  /** false for children: the Adult Compendium's figures do not apply to them. */
  estimateCalories: boolean;
}

export interface EditWorkout {
  type: "EditWorkout";
  workoutId: string;
  memberId: string;
  fields: WorkoutFields;
  estimateCalories: boolean;
}

export interface DeleteWorkout {
  type: "DeleteWorkout";
  workoutId: string;
  memberId: string;
}

export interface RecordBodyWeight {
  type: "RecordBodyWeight";
  entryId: string;
  memberId: string;
  recordedOn: string;
  weightKg: number;
}

export interface SetFitnessGoals {
  type: "SetFitnessGoals";
  memberId: string;
  weeklyMinutes: number | null;
  targetWeightKg: number | null;
}

/** Creates a weekly plan or replaces its name and exercises (ticks of items that stay are kept). */
export interface SaveWorkoutPlan {
  type: "SaveWorkoutPlan";
  planId: string;
  memberId: string;
  fields: PlanFields;
}

export interface DeleteWorkoutPlan {
  type: "DeleteWorkoutPlan";
  planId: string;
  memberId: string;
}

/** Ticks off a planned exercise for one week; with `log`, the exercise is also logged as a workout on its day. */
export interface TickPlanItem {
  type: "TickPlanItem";
  memberId: string;
  tick: PlanTick;
  log: { workoutId: string; estimateCalories: boolean } | null;
}

/** Unticks it; a workout the tick logged is taken out of the log again. */
export interface UntickPlanItem {
  type: "UntickPlanItem";
  memberId: string;
  tick: PlanTick;
}

export type FitnessCommand =
  | LogWorkout
  | EditWorkout
  | DeleteWorkout
  | RecordBodyWeight
  | SetFitnessGoals
  | SaveWorkoutPlan
  | DeleteWorkoutPlan
  | TickPlanItem
  | UntickPlanItem;

export const WORKOUT_NOT_FOUND = "Workout not found";
export const PLAN_NOT_FOUND = "Workout plan not found";
export const PLAN_ITEM_NOT_FOUND = "That exercise is not in this plan";
export const UNKNOWN_ACTIVITY = "Choose an activity from the list";

function estimate(state: FitnessState, fields: WorkoutFields, estimateCalories: boolean): CalorieEstimate {
  const activity = activityByCode(fields.activityCode);
  if (!activity) throw badRequest(UNKNOWN_ACTIVITY);
  const weightKg = weightOn(state.weights, fields.performedOn);
  const kcal = estimateCalories && weightKg !== null ? caloriesBurned(activity.met, weightKg, fields.durationMinutes) : null;
  return { activityName: activity.name, met: activity.met, weightKg: estimateCalories ? weightKg : null, kcal };
}

function liveWorkout(state: FitnessState, workoutId: string) {
  const w = state.workouts[workoutId];
  if (!w || w.deleted) throw notFound(WORKOUT_NOT_FOUND);
  return w;
}

function livePlan(state: FitnessState, planId: string) {
  const plan = state.plans[planId];
  if (!plan || plan.deleted) throw notFound(PLAN_NOT_FOUND);
  return plan;
}

/** The date of `weekday` (0 = Monday) in the week starting on `weekStart` (a Monday). */
export function dayOfWeek(weekStart: string, weekday: number): string {
  const d = new Date(`${weekStart}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + weekday);
  return d.toISOString().slice(0, 10);
}

export function isMonday(date: string): boolean {
  return new Date(`${date}T00:00:00Z`).getUTCDay() === 1;
}

function tickPlanItem(state: FitnessState, c: TickPlanItem): FitnessEvent[] {
  const plan = livePlan(state, c.tick.planId);
  const item = plan.fields.items.find((i) => i.id === c.tick.itemId);
  if (!item) throw notFound(PLAN_ITEM_NOT_FOUND);
  if (!isMonday(c.tick.weekStart)) throw badRequest("weekStart must be a Monday (YYYY-MM-DD)");
  // Ticked already (another device, or a replay): nothing more to record.
  if (tickKey(c.tick.weekStart, c.tick.itemId) in plan.ticks) return [];
  if (!c.log) return [{ type: "PlanItemTicked", data: { ...c.tick, memberId: c.memberId, workoutId: null } }];
  if (state.workouts[c.log.workoutId]) throw conflict("A workout with this id already exists");
  const fields: WorkoutFields = {
    activityCode: item.activityCode,
    performedOn: dayOfWeek(c.tick.weekStart, item.weekday),
    startTime: null,
    durationMinutes: item.durationMinutes ?? 30,
    distanceKm: null,
    sets: item.sets && item.reps ? Array.from({ length: item.sets }, () => ({ exercise: item.title, reps: item.reps!, weightKg: item.weightKg ?? 0 })) : [],
    effort: null,
    notes: `From the plan "${plan.fields.name}"`,
  };
  return [
    {
      type: "WorkoutLogged",
      data: { workoutId: c.log.workoutId, memberId: c.memberId, fields, estimate: estimate(state, fields, c.log.estimateCalories), planTick: c.tick },
    },
  ];
}

function untickPlanItem(state: FitnessState, c: UntickPlanItem): FitnessEvent[] {
  const plan = livePlan(state, c.tick.planId);
  const key = tickKey(c.tick.weekStart, c.tick.itemId);
  if (!(key in plan.ticks)) return [];
  const events: FitnessEvent[] = [{ type: "PlanItemUnticked", data: { ...c.tick, memberId: c.memberId } }];
  const workoutId = plan.ticks[key];
  if (workoutId && state.workouts[workoutId] && !state.workouts[workoutId].deleted) {
    events.push({ type: "WorkoutDeleted", data: { workoutId, memberId: c.memberId } });
  }
  return events;
}

export function decide(state: FitnessState, command: FitnessCommand): FitnessEvent[] {
  switch (command.type) {
    case "LogWorkout": {
      if (state.workouts[command.workoutId]) throw conflict("A workout with this id already exists");
      const est = estimate(state, command.fields, command.estimateCalories);
      return [{ type: "WorkoutLogged", data: { workoutId: command.workoutId, memberId: command.memberId, fields: command.fields, estimate: est, planTick: null } }];
    }
    case "EditWorkout": {
      const before = liveWorkout(state, command.workoutId);
      if (JSON.stringify(before.fields) === JSON.stringify(command.fields)) return [];
      const est = estimate(state, command.fields, command.estimateCalories);
      return [{ type: "WorkoutEdited", data: { workoutId: command.workoutId, memberId: command.memberId, fields: command.fields, estimate: est } }];
    }
    case "DeleteWorkout":
      liveWorkout(state, command.workoutId);
      return [{ type: "WorkoutDeleted", data: { workoutId: command.workoutId, memberId: command.memberId } }];
    case "RecordBodyWeight":
      if (state.weights.some((w) => w.entryId === command.entryId)) throw conflict("This weight was already recorded");
      return [
        {
          type: "BodyWeightRecorded",
          data: { entryId: command.entryId, memberId: command.memberId, recordedOn: command.recordedOn, weightKg: command.weightKg },
        },
      ];
    case "SetFitnessGoals": {
      const { weeklyMinutes, targetWeightKg } = command;
      if (state.goals.weeklyMinutes === weeklyMinutes && state.goals.targetWeightKg === targetWeightKg) return [];
      return [{ type: "FitnessGoalsSet", data: { memberId: command.memberId, weeklyMinutes, targetWeightKg } }];
    }
    case "SaveWorkoutPlan": {
      const before = state.plans[command.planId];
      if (before?.deleted) throw notFound(PLAN_NOT_FOUND);
      for (const item of command.fields.items) if (!activityByCode(item.activityCode)) throw badRequest(UNKNOWN_ACTIVITY);
      if (new Set(command.fields.items.map((i) => i.id)).size !== command.fields.items.length) throw badRequest("Each exercise of a plan needs its own id");
      if (before && JSON.stringify(before.fields) === JSON.stringify(command.fields)) return [];
      return [{ type: "WorkoutPlanSaved", data: { planId: command.planId, memberId: command.memberId, fields: command.fields } }];
    }
    case "DeleteWorkoutPlan":
      livePlan(state, command.planId);
      return [{ type: "WorkoutPlanDeleted", data: { planId: command.planId, memberId: command.memberId } }];
    case "TickPlanItem":
      return tickPlanItem(state, command);
    case "UntickPlanItem":
      return untickPlanItem(state, command);
  }
}
