import { describe, expect, it } from "vitest";
import { decide, dayOfWeek, PLAN_NOT_FOUND, UNKNOWN_ACTIVITY, WORKOUT_NOT_FOUND, type FitnessCommand } from "./fitness.decider.js";
import { evolveFitness, initialFitnessState, type FitnessEvent, type PlanFields, type WorkoutFields } from "./fitness.events.js";

const ana = "a0000000-0000-4000-8000-00000000000a";
const workoutId = "d0000000-0000-4000-8000-000000000001";
const planId = "f0000000-0000-4000-8000-000000000001";

function given(...events: FitnessEvent[]) {
  const state = events.reduce(evolveFitness, initialFitnessState);
  return {
    when: (command: FitnessCommand) => ({
      then: (expected: FitnessEvent[]) => expect(decide(state, command)).toEqual(expected),
      thenFails: (message: string) => expect(() => decide(state, command)).toThrow(message),
    }),
  };
}

const run = (over: Partial<WorkoutFields> = {}): WorkoutFields => ({
  activityCode: "12150",
  performedOn: "2026-11-18",
  startTime: "07:30",
  durationMinutes: 45,
  distanceKm: 7.5,
  sets: [],
  effort: 6,
  notes: null,
  ...over,
});
const weighed = (recordedOn: string, weightKg: number, entryId = `w-${recordedOn}`): FitnessEvent => ({
  type: "BodyWeightRecorded",
  data: { entryId, memberId: ana, recordedOn, weightKg },
});
const logged = (fields: WorkoutFields, estimate: { activityName: string; met: number; weightKg: number | null; kcal: number | null }): FitnessEvent => ({
  type: "WorkoutLogged",
  data: { workoutId, memberId: ana, fields, estimate, planTick: null },
});
const RUNNING = "Running, general";

describe("fitness decider: logging workouts and the MET calorie estimate", () => {
  it("estimates kcal = MET × kg × hours from the Compendium's MET and the member's weight", () => {
    // Running, general (12150) is 8.0 METs in the 2011 Compendium: 8.0 × 70 kg × 0.75 h = 420 kcal.
    given(weighed("2026-11-01", 70))
      .when({ type: "LogWorkout", workoutId, memberId: ana, fields: run(), estimateCalories: true })
      .then([logged(run(), { activityName: RUNNING, met: 8.0, weightKg: 70, kcal: 420 })]);
  });

  it("rounds to a whole kcal: weight training (02054, 3.5 METs) for 50 minutes at 81.6 kg", () => {
    const lift = run({ activityCode: "02054", durationMinutes: 50, distanceKm: null, sets: [{ exercise: "Squat", reps: 8, weightKg: 60 }] });
    // 3.5 × 81.6 × 50/60 = 238.0
    given(weighed("2026-11-01", 81.6))
      .when({ type: "LogWorkout", workoutId, memberId: ana, fields: lift, estimateCalories: true })
      .then([logged(lift, { activityName: "Weight training, multiple exercises, 8–15 reps", met: 3.5, weightKg: 81.6, kcal: 238 })]);
  });

  it("uses the latest weight recorded on or before the workout's day", () => {
    given(weighed("2026-11-01", 80), weighed("2026-11-15", 75), weighed("2026-11-20", 60))
      .when({ type: "LogWorkout", workoutId, memberId: ana, fields: run({ durationMinutes: 60 }), estimateCalories: true })
      .then([logged(run({ durationMinutes: 60 }), { activityName: RUNNING, met: 8.0, weightKg: 75, kcal: 600 })]);
  });

  it("uses a first weigh-in after the workout when there is none before it", () => {
    given(weighed("2026-11-20", 60))
      .when({ type: "LogWorkout", workoutId, memberId: ana, fields: run({ durationMinutes: 60 }), estimateCalories: true })
      .then([logged(run({ durationMinutes: 60 }), { activityName: RUNNING, met: 8.0, weightKg: 60, kcal: 480 })]);
  });

  it("estimates nothing without a known weight", () => {
    given()
      .when({ type: "LogWorkout", workoutId, memberId: ana, fields: run(), estimateCalories: true })
      .then([logged(run(), { activityName: RUNNING, met: 8.0, weightKg: null, kcal: null })]);
  });

  it("estimates nothing for a child (the Adult Compendium does not apply)", () => {
    given(weighed("2026-11-01", 30))
      .when({ type: "LogWorkout", workoutId, memberId: ana, fields: run(), estimateCalories: false })
      .then([logged(run(), { activityName: RUNNING, met: 8.0, weightKg: null, kcal: null })]);
  });

  it("uses the corrected 2011 figure for cycling at 14–15.9 mph (01040, 10.0 METs)", () => {
    const ride = run({ activityCode: "01040", durationMinutes: 45 });
    given(weighed("2026-11-01", 70))
      .when({ type: "LogWorkout", workoutId, memberId: ana, fields: ride, estimateCalories: true })
      .then([logged(ride, { activityName: "Cycling, 14–15.9 mph, vigorous effort", met: 10.0, weightKg: 70, kcal: 525 })]);
  });

  it("refuses an activity that is not in the table", () => {
    given().when({ type: "LogWorkout", workoutId, memberId: ana, fields: run({ activityCode: "99999" }), estimateCalories: true }).thenFails(UNKNOWN_ACTIVITY);
  });

  it("refuses a second workout with the same id", () => {
    given(logged(run(), { activityName: RUNNING, met: 8, weightKg: null, kcal: null }))
      .when({ type: "LogWorkout", workoutId, memberId: ana, fields: run(), estimateCalories: true })
      .thenFails("A workout with this id already exists");
  });
});

describe("fitness decider: editing and deleting", () => {
  const first = logged(run(), { activityName: RUNNING, met: 8, weightKg: 70, kcal: 420 });

  it("re-estimates an edited workout with the weight on its (new) day", () => {
    const walk = run({ activityCode: "17200", durationMinutes: 60 });
    given(weighed("2026-11-01", 70), first)
      .when({ type: "EditWorkout", workoutId, memberId: ana, fields: walk, estimateCalories: true })
      .then([{ type: "WorkoutEdited", data: { workoutId, memberId: ana, fields: walk, estimate: { activityName: "Walking, 3.5 mph, brisk", met: 4.3, weightKg: 70, kcal: 301 } } }]);
  });

  it("records nothing when nothing changed", () => {
    given(first).when({ type: "EditWorkout", workoutId, memberId: ana, fields: run(), estimateCalories: true }).then([]);
  });

  it("deletes once; a deleted workout is gone", () => {
    given(first).when({ type: "DeleteWorkout", workoutId, memberId: ana }).then([{ type: "WorkoutDeleted", data: { workoutId, memberId: ana } }]);
    given(first, { type: "WorkoutDeleted", data: { workoutId, memberId: ana } })
      .when({ type: "DeleteWorkout", workoutId, memberId: ana })
      .thenFails(WORKOUT_NOT_FOUND);
  });
});

describe("fitness decider: goals", () => {
  it("sets goals, and records nothing when they are the same", () => {
    const set: FitnessEvent = { type: "FitnessGoalsSet", data: { memberId: ana, weeklyMinutes: 150, targetWeightKg: 72 } };
    given().when({ type: "SetFitnessGoals", memberId: ana, weeklyMinutes: 150, targetWeightKg: 72 }).then([set]);
    given(set).when({ type: "SetFitnessGoals", memberId: ana, weeklyMinutes: 150, targetWeightKg: 72 }).then([]);
  });
});

describe("fitness decider: weekly plans", () => {
  const plan: PlanFields = {
    name: "Strong week",
    items: [
      { id: "mon-squat", weekday: 0, activityCode: "02054", title: "Squat", durationMinutes: 40, sets: 3, reps: 8, weightKg: 60 },
      { id: "wed-run", weekday: 2, activityCode: "12150", title: "Easy run", durationMinutes: 30, sets: null, reps: null, weightKg: null },
    ],
  };
  const saved: FitnessEvent = { type: "WorkoutPlanSaved", data: { planId, memberId: ana, fields: plan } };
  const tick = { planId, weekStart: "2026-11-16", itemId: "mon-squat" };

  it("saves a plan and refuses unknown activities", () => {
    given().when({ type: "SaveWorkoutPlan", planId, memberId: ana, fields: plan }).then([saved]);
    given()
      .when({ type: "SaveWorkoutPlan", planId, memberId: ana, fields: { ...plan, items: [{ ...plan.items[0], activityCode: "00000" }] } })
      .thenFails(UNKNOWN_ACTIVITY);
  });

  it("ticking off with log records the exercise as a workout on its day, sets × reps × weight included", () => {
    given(weighed("2026-11-01", 70), saved)
      .when({ type: "TickPlanItem", memberId: ana, tick, log: { workoutId, estimateCalories: true } })
      .then([
        {
          type: "WorkoutLogged",
          data: {
            workoutId,
            memberId: ana,
            fields: {
              activityCode: "02054",
              performedOn: "2026-11-16",
              startTime: null,
              durationMinutes: 40,
              distanceKm: null,
              sets: [1, 2, 3].map(() => ({ exercise: "Squat", reps: 8, weightKg: 60 })),
              effort: null,
              notes: 'From the plan "Strong week"',
            },
            // 3.5 × 70 × 40/60 = 163.3
            estimate: { activityName: "Weight training, multiple exercises, 8–15 reps", met: 3.5, weightKg: 70, kcal: 163 },
            planTick: tick,
          },
        },
      ]);
  });

  it("a second tick of the same week's item records nothing (another device was first)", () => {
    given(saved, { type: "PlanItemTicked", data: { ...tick, memberId: ana, workoutId: null } })
      .when({ type: "TickPlanItem", memberId: ana, tick, log: null })
      .then([]);
  });

  it("unticking takes the workout the tick logged out of the log", () => {
    const loggedByTick: FitnessEvent = {
      type: "WorkoutLogged",
      data: { workoutId, memberId: ana, fields: run(), estimate: { activityName: RUNNING, met: 8, weightKg: null, kcal: null }, planTick: tick },
    };
    given(saved, loggedByTick)
      .when({ type: "UntickPlanItem", memberId: ana, tick })
      .then([
        { type: "PlanItemUnticked", data: { ...tick, memberId: ana } },
        { type: "WorkoutDeleted", data: { workoutId, memberId: ana } },
      ]);
  });

  it("refuses a week that does not start on a Monday, and ticks on a deleted plan", () => {
    given(saved).when({ type: "TickPlanItem", memberId: ana, tick: { ...tick, weekStart: "2026-11-17" }, log: null }).thenFails("weekStart must be a Monday");
    given(saved, { type: "WorkoutPlanDeleted", data: { planId, memberId: ana } })
      .when({ type: "TickPlanItem", memberId: ana, tick, log: null })
      .thenFails(PLAN_NOT_FOUND);
  });

  it("finds the day of a weekday in a week, across a month end", () => {
    expect(dayOfWeek("2026-11-30", 6)).toBe("2026-12-06");
  });
});
