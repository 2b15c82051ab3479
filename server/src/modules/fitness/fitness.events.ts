import type { StoredEvent } from "../../core/event-store.js";

/** One set of a strength exercise: reps at a weight (kg; 0 for body weight). */
export interface StrengthSet {
  exercise: string;
  reps: number;
  weightKg: number;
}

/** What a person enters about a workout. Dates are the member's local day and time (floating, no zone). */
export interface WorkoutFields {
  activityCode: string;
  /** YYYY-MM-DD */
  performedOn: string;
  /** HH:MM, or null when only the day is known. */
  startTime: string | null;
  durationMinutes: number;
  distanceKm: number | null;
  sets: StrengthSet[];
  /** Perceived effort, 1 (very easy) to 10 (maximal), or null. */
  effort: number | null;
  notes: string | null;
}

/** How the calories of a workout were estimated (kept with the workout, so a later MET table change never rewrites history). */
export interface CalorieEstimate {
  activityName: string;
  met: number;
  /** The member's weight the estimate used; null when none was known. */
  weightKg: number | null;
  /** null when no weight was known or the member is a child. */
  kcal: number | null;
}

/** A planned exercise on one weekday of a weekly plan. */
export interface PlanItem {
  id: string;
  /** 0 = Monday … 6 = Sunday */
  weekday: number;
  activityCode: string;
  title: string;
  durationMinutes: number | null;
  sets: number | null;
  reps: number | null;
  weightKg: number | null;
}

export interface PlanFields {
  name: string;
  items: PlanItem[];
}

export type PlanTick = {
  planId: string;
  /** The Monday (YYYY-MM-DD) of the week the item was done in. */
  weekStart: string;
  itemId: string;
};

export type FitnessEvent =
  | { type: "WorkoutLogged"; data: { workoutId: string; memberId: string; fields: WorkoutFields; estimate: CalorieEstimate; planTick: PlanTick | null } }
  | { type: "WorkoutEdited"; data: { workoutId: string; memberId: string; fields: WorkoutFields; estimate: CalorieEstimate } }
  | { type: "WorkoutDeleted"; data: { workoutId: string; memberId: string } }
  | { type: "BodyWeightRecorded"; data: { entryId: string; memberId: string; recordedOn: string; weightKg: number } }
  | { type: "FitnessGoalsSet"; data: { memberId: string; weeklyMinutes: number | null; targetWeightKg: number | null } }
  | { type: "WorkoutPlanSaved"; data: { planId: string; memberId: string; fields: PlanFields } }
  | { type: "WorkoutPlanDeleted"; data: { planId: string; memberId: string } }
  | { type: "PlanItemTicked"; data: PlanTick & { memberId: string; workoutId: string | null } }
  | { type: "PlanItemUnticked"; data: PlanTick & { memberId: string } };

export type FitnessEventType = FitnessEvent["type"];

export const FITNESS_EVENT_TYPES: readonly FitnessEventType[] = [
  "WorkoutLogged",
  "WorkoutEdited",
  "WorkoutDeleted",
  "BodyWeightRecorded",
  "FitnessGoalsSet",
  "WorkoutPlanSaved",
  "WorkoutPlanDeleted",
  "PlanItemTicked",
  "PlanItemUnticked",
];

export interface WeightEntry {
  entryId: string;
  recordedOn: string;
  weightKg: number;
}

export interface PlanState {
  fields: PlanFields;
  deleted: boolean;
  /** `${weekStart}/${itemId}` of the items done → the workout the tick logged (null: ticked without logging). */
  ticks: Readonly<Record<string, string | null>>;
}

/** One member's fitness: one stream per family member (`fitness-member-<memberId>`). */
export interface FitnessState {
  workouts: Readonly<Record<string, { fields: WorkoutFields; deleted: boolean }>>;
  /** In the order recorded. */
  weights: readonly WeightEntry[];
  goals: { weeklyMinutes: number | null; targetWeightKg: number | null };
  plans: Readonly<Record<string, PlanState>>;
}

export const initialFitnessState: FitnessState = { workouts: {}, weights: [], goals: { weeklyMinutes: null, targetWeightKg: null }, plans: {} };

export const fitnessStream = (memberId: string) => `fitness-member-${memberId}`;

export const tickKey = (weekStart: string, itemId: string) => `${weekStart}/${itemId}`;

function withTick(state: FitnessState, tick: PlanTick, workoutId: string | null | undefined): FitnessState {
  const plan = state.plans[tick.planId];
  if (!plan) return state;
  const ticks = { ...plan.ticks };
  if (workoutId !== undefined) ticks[tickKey(tick.weekStart, tick.itemId)] = workoutId;
  else delete ticks[tickKey(tick.weekStart, tick.itemId)];
  return { ...state, plans: { ...state.plans, [tick.planId]: { ...plan, ticks } } };
}

export function evolveFitness(state: FitnessState, stored: StoredEvent | FitnessEvent): FitnessState {
  const event = stored as FitnessEvent;
  switch (event.type) {
    case "WorkoutLogged": {
      const next = { ...state, workouts: { ...state.workouts, [event.data.workoutId]: { fields: event.data.fields, deleted: false } } };
      return event.data.planTick ? withTick(next, event.data.planTick, event.data.workoutId) : next;
    }
    case "WorkoutEdited":
      return { ...state, workouts: { ...state.workouts, [event.data.workoutId]: { fields: event.data.fields, deleted: false } } };
    case "WorkoutDeleted": {
      const w = state.workouts[event.data.workoutId];
      return w ? { ...state, workouts: { ...state.workouts, [event.data.workoutId]: { ...w, deleted: true } } } : state;
    }
    case "BodyWeightRecorded":
      return { ...state, weights: [...state.weights, { entryId: event.data.entryId, recordedOn: event.data.recordedOn, weightKg: event.data.weightKg }] };
    case "FitnessGoalsSet":
      return { ...state, goals: { weeklyMinutes: event.data.weeklyMinutes, targetWeightKg: event.data.targetWeightKg } };
    case "WorkoutPlanSaved": {
      const before = state.plans[event.data.planId];
      return { ...state, plans: { ...state.plans, [event.data.planId]: { fields: event.data.fields, deleted: false, ticks: before?.ticks ?? {} } } };
    }
    case "WorkoutPlanDeleted": {
      const plan = state.plans[event.data.planId];
      return plan ? { ...state, plans: { ...state.plans, [event.data.planId]: { ...plan, deleted: true } } } : state;
    }
    case "PlanItemTicked":
      return withTick(state, event.data, event.data.workoutId);
    case "PlanItemUnticked":
      return withTick(state, event.data, undefined);
    default:
      return state;
  }
}

/**
 * The weight a workout on `day` is estimated with: the latest recorded on or before that day, else the
 * earliest recorded after it (a first weigh-in counts for the days just before it), else none. The
 * app's fitness screens estimate a change waiting offline with it too (client fitness-pending.ts).
 */
export function weightOn(weights: readonly Pick<WeightEntry, "recordedOn" | "weightKg">[], day: string): number | null {
  let before: Pick<WeightEntry, "recordedOn" | "weightKg"> | null = null;
  let after: Pick<WeightEntry, "recordedOn" | "weightKg"> | null = null;
  for (const w of weights) {
    if (w.recordedOn <= day) {
      if (!before || w.recordedOn >= before.recordedOn) before = w;
    } else if (!after || w.recordedOn < after.recordedOn) {
      after = w;
    }
  }
  return (before ?? after)?.weightKg ?? null;
}
