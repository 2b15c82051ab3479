/**
 * What the fitness screens show: the server's data with this device's changes still waiting in the shared
 * outbox laid over it (offline too, and after a reload), each touched workout, goal, weigh-in and plan
 * marked as waiting. Pure, so it is tested without rendering. Once the server applied a change it leaves
 * the outbox, and the server's answer shows instead.
 *
 * A waiting workout counts toward its week's minutes, workouts and volume, and its calories are estimated
 * as the server will (MET × the weight on that day × hours). A plan exercise ticked off on this device is
 * logged by the server from the plan, which the log screen does not hold: it shows in the log once synced.
 */
import type { FitnessSummaryQuery, WorkoutFieldsFragment, WorkoutInput, WorkoutPlanFieldsFragment, WorkoutPlanInput } from "../../gql/graphql";
import type { FitnessChange } from "./fitness-sync";
import { addDays } from "./fitness-units";
import { weightOn } from "../../../../server/src/modules/fitness/fitness.events";

// The body weight the server estimates a day's calories with (the server's own rule, shared).
export { weightOn };

/** The outbox's queue as the overlay reads it (oldest first). */
export type Waiting = readonly { change: FitnessChange }[];

type Summary = FitnessSummaryQuery["fitnessSummary"];

export type ShownWorkout = WorkoutFieldsFragment & {
  /** A change to this workout is still waiting to sync. */
  pending?: boolean;
};
export type ShownWeight = Summary["weights"][number] & { pending?: boolean };
export type ShownSummary = Omit<Summary, "workouts" | "weights"> & {
  workouts: ShownWorkout[];
  weights: ShownWeight[];
  /** The goals shown are waiting to sync. */
  goalsPending: boolean;
};
export type ShownPlan = WorkoutPlanFieldsFragment & { pending?: boolean };

/** What the overlay needs of an activity (from `fitnessActivities`). */
export interface ActivityInfo {
  code: string;
  name: string;
  met: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** A workout as the server will show it once it has `input` (logged anew, or `base` edited), marked waiting. */
export function workoutFromInput(
  id: string,
  memberId: string,
  input: WorkoutInput,
  activities: readonly ActivityInfo[],
  estimate: { calories: boolean; weights: readonly { recordedOn: string; weightKg: number }[] },
  base?: WorkoutFieldsFragment,
): ShownWorkout {
  const activity = activities.find((a) => a.code === input.activityCode);
  const sets = (input.sets ?? []).map((s) => ({ exercise: s.exercise, reps: s.reps, weightKg: s.weightKg }));
  const weightKg = estimate.calories ? weightOn(estimate.weights, input.performedOn) : null;
  const met = activity?.met ?? (base?.activityCode === input.activityCode ? base.met : 0);
  return {
    ...base,
    id,
    memberId,
    activityCode: input.activityCode,
    activityName: activity?.name ?? (base?.activityCode === input.activityCode ? base.activityName : input.activityCode),
    performedOn: input.performedOn,
    startTime: input.startTime ?? null,
    durationMinutes: input.durationMinutes,
    distanceKm: input.distanceKm ?? null,
    sets,
    effort: input.effort ?? null,
    notes: input.notes ?? null,
    met,
    weightKg,
    kcal: weightKg !== null && met > 0 ? Math.round(met * weightKg * (input.durationMinutes / 60)) : null,
    volumeKg: round1(sets.reduce((sum, s) => sum + s.reps * s.weightKg, 0)),
    planId: base?.planId ?? null,
    planItemId: base?.planItemId ?? null,
    revision: base?.revision ?? 0,
    pending: true,
  };
}

/** The server's order: latest day first, then latest start time (no time last); ties keep their order. */
function byDayAndTime(a: WorkoutFieldsFragment, b: WorkoutFieldsFragment): number {
  if (a.performedOn !== b.performedOn) return b.performedOn.localeCompare(a.performedOn);
  if (a.startTime === b.startTime) return 0;
  if (a.startTime === null) return 1;
  if (b.startTime === null) return -1;
  return b.startTime.localeCompare(a.startTime);
}

/**
 * A member's week (`fitnessSummary`) with the waiting changes laid over it: logged workouts in the week's
 * log and in the minutes, workouts and volume of their week; edits with their new values (moved to
 * another day, in that day's week); deleted or unticked workouts gone; the waiting goals as the goals;
 * waiting weigh-ins among the weights in day order (the last one is the latest weight).
 */
export function summaryWithPending(summary: Summary, pending: Waiting, activities: readonly ActivityInfo[]): ShownSummary {
  const memberId = summary.memberId;
  let goals = summary.goals;
  let goalsPending = false;

  const weights: ShownWeight[] = [...summary.weights];
  // Workouts this overlay knows: the week's log, then the ones logged on this device (wherever they fall).
  const known = new Map<string, ShownWorkout>(summary.workouts.map((w) => [w.id, w]));
  const weeks = summary.weeks.map((w) => ({ ...w }));
  const volume = summary.volume.map((v) => ({ ...v }));
  let touched = false;
  const account = (w: WorkoutFieldsFragment, sign: 1 | -1) => {
    const week = weeks.find((x) => x.weekStart <= w.performedOn && w.performedOn <= addDays(x.weekStart, 6));
    if (!week) return;
    week.minutes += sign * w.durationMinutes;
    week.kcal += sign * (w.kcal ?? 0);
    week.workouts += sign;
    for (const s of w.sets) {
      const exercise = s.exercise.trim();
      let entry = volume.find((v) => v.weekStart === week.weekStart && v.exercise.toLowerCase() === exercise.toLowerCase());
      if (!entry) volume.push((entry = { exercise, weekStart: week.weekStart, volumeKg: 0 }));
      entry.volumeKg = round1(entry.volumeKg + sign * s.reps * s.weightKg);
    }
  };
  const replace = (id: string, next: ShownWorkout | null) => {
    const before = known.get(id);
    if (before) account(before, -1);
    if (next) {
      account(next, 1);
      known.set(id, next);
    } else {
      known.delete(id);
    }
    touched = true;
  };
  // In queue order, as the server applies them: a workout's calories use the weigh-ins queued before it.
  const estimate = { calories: summary.caloriesEstimated, weights };
  for (const { change } of pending) {
    switch (change.kind) {
      case "setGoals":
        if (change.targetId !== memberId) break;
        goals = { ...goals, weeklyMinutes: change.weeklyMinutes, targetWeightKg: change.targetWeightKg };
        goalsPending = true;
        break;
      case "recordWeight": {
        if (change.memberId !== memberId || weights.some((w) => w.id === change.targetId)) break;
        let at = weights.length;
        while (at > 0 && weights[at - 1].recordedOn > change.recordedOn) at -= 1;
        weights.splice(at, 0, { id: change.targetId, recordedOn: change.recordedOn, weightKg: change.weightKg, pending: true });
        break;
      }
      case "logWorkout": {
        if (String(change.input.memberId) !== memberId) break;
        replace(change.targetId, workoutFromInput(change.targetId, memberId, change.input, activities, estimate, known.get(change.targetId)));
        break;
      }
      case "updateWorkout": {
        const before = known.get(change.targetId);
        if (before) replace(change.targetId, workoutFromInput(change.targetId, before.memberId, change.input, activities, estimate, before));
        break;
      }
      case "deleteWorkout":
        if (known.has(change.targetId)) replace(change.targetId, null);
        break;
      case "untick":
        for (const w of [...known.values()]) {
          if (w.planId === change.targetId && w.planItemId === change.itemId && change.weekStart <= w.performedOn && w.performedOn <= addDays(change.weekStart, 6)) {
            replace(w.id, null);
          }
        }
        break;
      default:
        break;
    }
  }

  if (!touched && !goalsPending && weights.length === summary.weights.length) return { ...summary, goalsPending };

  const weekEnd = addDays(summary.weekStart, 6);
  const inWeek = [...known.values()].filter((w) => summary.weekStart <= w.performedOn && w.performedOn <= weekEnd);
  // Logged here after everything the server has: first among workouts of the same day and time, as the server orders them.
  const fresh = inWeek.filter((w) => !summary.workouts.some((s) => s.id === w.id)).reverse();
  const workouts = [...fresh, ...inWeek.filter((w) => !fresh.includes(w))].sort(byDayAndTime);

  const days = touched
    ? summary.energy.days.map((d) => {
        const kcals = workouts.filter((w) => w.performedOn === d.date).map((w) => w.kcal);
        const burnedKcal = kcals.reduce<number>((sum, k) => sum + (k ?? 0), 0);
        const burnedComplete = kcals.every((k) => k !== null);
        const eatenComplete = d.mealsTotal > 0 && d.mealsKnown === d.mealsTotal;
        return { ...d, burnedKcal, burnedComplete, netKcal: eatenComplete && burnedComplete && d.eatenKcal !== null ? d.eatenKcal - burnedKcal : null };
      })
    : summary.energy.days;

  return { ...summary, workouts, weeks, volume, goals, weights, goalsPending, energy: { ...summary.energy, days } };
}

/**
 * One workout (the edit screen's) with the waiting changes to it laid over what the server or the cache
 * holds: undefined when neither knows it, null when its deletion is waiting.
 */
export function workoutWithPending(
  id: string,
  server: WorkoutFieldsFragment | null | undefined,
  pending: Waiting,
  activities: readonly ActivityInfo[],
): ShownWorkout | null | undefined {
  let workout: ShownWorkout | null | undefined = server;
  const estimate = { calories: false, weights: [] };
  for (const { change } of pending) {
    if (change.targetId !== id) continue;
    if (change.kind === "logWorkout") workout = workoutFromInput(id, String(change.input.memberId ?? workout?.memberId ?? ""), change.input, activities, estimate, workout ?? undefined);
    else if (change.kind === "updateWorkout" && workout) workout = workoutFromInput(id, workout.memberId, change.input, activities, estimate, workout);
    else if (change.kind === "deleteWorkout") workout = null;
  }
  return workout;
}

function planFromInput(id: string, input: WorkoutPlanInput, weekStart: string, base: WorkoutPlanFieldsFragment | undefined): ShownPlan {
  const items = input.items.map((i) => ({
    id: i.id,
    weekday: i.weekday,
    activityCode: i.activityCode,
    title: i.title,
    durationMinutes: i.durationMinutes ?? null,
    sets: i.sets ?? null,
    reps: i.reps ?? null,
    weightKg: i.weightKg ?? null,
  }));
  return {
    ...base,
    id,
    memberId: base?.memberId ?? String(input.memberId),
    name: input.name,
    weekStart: base?.weekStart ?? weekStart,
    items,
    ticks: (base?.ticks ?? []).filter((t) => items.some((i) => i.id === t.itemId)),
    revision: base?.revision ?? 0,
    pending: true,
  };
}

/** A member's plans with the waiting saves (new plans appended, edits with their new name and exercises) and deletions laid over them. */
export function plansWithPending(plans: readonly WorkoutPlanFieldsFragment[], pending: Waiting, memberId: string, weekStart: string): ShownPlan[] {
  let shown: ShownPlan[] = [...plans];
  for (const { change } of pending) {
    if (change.kind === "savePlan") {
      const base = shown.find((p) => p.id === change.targetId);
      if (base) shown = shown.map((p) => (p.id === change.targetId ? planFromInput(p.id, change.input, weekStart, p) : p));
      else if (String(change.input.memberId) === memberId) shown.push(planFromInput(change.targetId, change.input, weekStart, undefined));
    } else if (change.kind === "deletePlan") {
      shown = shown.filter((p) => p.id !== change.targetId);
    }
  }
  return shown;
}

/** One plan (the edit screen's) with its waiting save or deletion: undefined when nothing knows it, null when its deletion is waiting. */
export function planWithPending(id: string, server: WorkoutPlanFieldsFragment | null | undefined, pending: Waiting, weekStart: string): ShownPlan | null | undefined {
  let plan: ShownPlan | null | undefined = server;
  for (const { change } of pending) {
    if (change.targetId !== id) continue;
    if (change.kind === "savePlan") plan = planFromInput(id, change.input, weekStart, plan ?? undefined);
    else if (change.kind === "deletePlan") plan = null;
  }
  return plan;
}

/** Whether an item shows ticked: what the server says, changed by ticks and unticks still waiting in the outbox. */
export function tickedNow(plan: WorkoutPlanFieldsFragment, itemId: string, weekStart: string, pending: Waiting): boolean {
  let ticked = plan.ticks.some((t) => t.itemId === itemId);
  for (const { change } of pending) {
    if ((change.kind === "tick" || change.kind === "untick") && change.targetId === plan.id && change.itemId === itemId && change.weekStart === weekStart) {
      ticked = change.kind === "tick";
    }
  }
  return ticked;
}

/** Whether a tick or untick of this item is still waiting to sync. */
export function tickWaiting(planId: string, itemId: string, weekStart: string, pending: Waiting): boolean {
  return pending.some(
    ({ change }) => (change.kind === "tick" || change.kind === "untick") && change.targetId === planId && change.itemId === itemId && change.weekStart === weekStart,
  );
}
