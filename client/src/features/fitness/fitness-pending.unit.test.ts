import { describe, expect, it } from "vitest";
import type { FitnessSummaryQuery, WorkoutFieldsFragment, WorkoutInput, WorkoutPlanFieldsFragment } from "../../gql/graphql";
import { plansWithPending, planWithPending, summaryWithPending, tickedNow, tickWaiting, weightOn, workoutWithPending, type Waiting } from "./fitness-pending";
import type { FitnessChange } from "./fitness-sync";

type Summary = FitnessSummaryQuery["fitnessSummary"];

const activities = [
  { code: "12150", name: "Running, general", met: 8 },
  { code: "02054", name: "Resistance training", met: 3.5 },
];
const waiting = (...changes: FitnessChange[]): Waiting => changes.map((change) => ({ change }));

const run: WorkoutFieldsFragment = {
  id: "w1",
  memberId: "dana",
  activityCode: "12150",
  activityName: "Running, general",
  performedOn: "2026-11-17",
  startTime: "07:00",
  durationMinutes: 30,
  distanceKm: null,
  sets: [],
  effort: null,
  notes: null,
  met: 8,
  weightKg: 70,
  kcal: 280,
  volumeKg: 0,
  planId: null,
  planItemId: null,
  revision: 3,
};

const day = (date: string) => ({ date, burnedKcal: 0, burnedComplete: true, eatenKcal: null, mealsKnown: 0, mealsTotal: 0, netKcal: null });

/** Dana's week of Nov 16 as the server sends it: one 30-minute run, no goals, one weigh-in. */
const summary: Summary = {
  memberId: "dana",
  weekStart: "2026-11-16",
  caloriesEstimated: true,
  workouts: [run],
  weeks: [
    { weekStart: "2026-11-09", minutes: 20, kcal: 100, workouts: 1 },
    { weekStart: "2026-11-16", minutes: 30, kcal: 280, workouts: 1 },
  ],
  volume: [],
  goals: { weeklyMinutes: null, targetWeightKg: null },
  weights: [{ id: "kg1", recordedOn: "2026-11-02", weightKg: 70 }],
  energy: {
    intakeAvailable: true,
    days: [
      { ...day("2026-11-16"), eatenKcal: 2000, mealsKnown: 3, mealsTotal: 3, netKcal: 2000 },
      { ...day("2026-11-17"), burnedKcal: 280 },
    ],
  },
};

const log = (id: string, performedOn: string, durationMinutes: number, extra: Partial<WorkoutInput> = {}): FitnessChange => ({
  kind: "logWorkout",
  targetId: id,
  input: { memberId: "dana", activityCode: "12150", performedOn, durationMinutes, ...extra },
});

describe("the week with waiting fitness changes laid over it", () => {
  it("shows the server's week unchanged when nothing waits", () => {
    const shown = summaryWithPending(summary, [], activities);
    expect(shown).toEqual({ ...summary, goalsPending: false });
    expect(shown.workouts.some((w) => "pending" in w)).toBe(false);
  });

  it("shows a workout logged offline in the week's log, marked, counted in the week's minutes, workouts and energy", () => {
    const shown = summaryWithPending(summary, waiting(log("w2", "2026-11-16", 45)), activities);
    expect(shown.workouts.map((w) => [w.id, w.pending ?? false])).toEqual([
      ["w1", false],
      ["w2", true],
    ]);
    // Running (8 MET) × 70 kg × 0.75 h, as the server will estimate it.
    expect(shown.workouts[1]).toMatchObject({ activityName: "Running, general", durationMinutes: 45, kcal: 420, memberId: "dana" });
    expect(shown.weeks.at(-1)).toEqual({ weekStart: "2026-11-16", minutes: 75, kcal: 700, workouts: 2 });
    expect(shown.weeks[0]).toEqual(summary.weeks[0]);
    expect(shown.energy.days[0]).toMatchObject({ burnedKcal: 420, netKcal: 1580 });
    // The server's answer is left as it was.
    expect(summary.weeks.at(-1)!.minutes).toBe(30);
  });

  it("orders waiting workouts as the server will: latest day first, first among the same day and time", () => {
    const shown = summaryWithPending(summary, waiting(log("w2", "2026-11-18", 20), log("w3", "2026-11-17", 20, { startTime: "07:00" })), activities);
    expect(shown.workouts.map((w) => w.id)).toEqual(["w2", "w3", "w1"]);
  });

  it("counts a workout logged for an earlier charted week in that week only, and leaves out other members' and uncharted ones", () => {
    const other: FitnessChange = { kind: "logWorkout", targetId: "x", input: { memberId: "sam", activityCode: "12150", performedOn: "2026-11-16", durationMinutes: 10 } };
    const shown = summaryWithPending(summary, waiting(log("w2", "2026-11-10", 15), log("w3", "2026-12-01", 15), other), activities);
    expect(shown.workouts.map((w) => w.id)).toEqual(["w1"]);
    expect(shown.weeks.map((w) => w.minutes)).toEqual([35, 30]);
  });

  it("adds strength sets to the week's volume per exercise", () => {
    const sets = [
      { exercise: "Squat", reps: 10, weightKg: 40 },
      { exercise: "Squat", reps: 10, weightKg: 40 },
    ];
    const shown = summaryWithPending(summary, waiting(log("w2", "2026-11-16", 30, { activityCode: "02054", sets })), activities);
    expect(shown.volume).toEqual([{ exercise: "Squat", weekStart: "2026-11-16", volumeKg: 800 }]);
    expect(shown.workouts[1]).toMatchObject({ volumeKg: 800, sets });
  });

  it("shows an edit's new values in place of the old, counted once", () => {
    const edit: FitnessChange = { kind: "updateWorkout", targetId: "w1", input: { activityCode: "12150", performedOn: "2026-11-17", startTime: "07:00", durationMinutes: 60 } };
    const shown = summaryWithPending(summary, waiting(edit), activities);
    expect(shown.workouts).toHaveLength(1);
    expect(shown.workouts[0]).toMatchObject({ id: "w1", durationMinutes: 60, kcal: 560, revision: 3, pending: true });
    expect(shown.weeks.at(-1)).toMatchObject({ minutes: 60, workouts: 1, kcal: 560 });
  });

  it("moves an edited workout out of the week when its day moves to another week", () => {
    const edit: FitnessChange = { kind: "updateWorkout", targetId: "w1", input: { activityCode: "12150", performedOn: "2026-11-12", durationMinutes: 30 } };
    const shown = summaryWithPending(summary, waiting(edit), activities);
    expect(shown.workouts).toEqual([]);
    expect(shown.weeks.map((w) => [w.minutes, w.workouts])).toEqual([
      [50, 2],
      [0, 0],
    ]);
  });

  it("hides a workout whose deletion waits, and one logged and deleted offline never shows", () => {
    const shown = summaryWithPending(summary, waiting({ kind: "deleteWorkout", targetId: "w1" }, log("w2", "2026-11-16", 45), { kind: "deleteWorkout", targetId: "w2" }), activities);
    expect(shown.workouts).toEqual([]);
    expect(shown.weeks.at(-1)).toEqual({ weekStart: "2026-11-16", minutes: 0, kcal: 0, workouts: 0 });
    expect(shown.energy.days[1]).toMatchObject({ burnedKcal: 0, burnedComplete: true });
  });

  it("hides the workout an untick takes out of the log", () => {
    const ticked = { ...run, planId: "p1", planItemId: "i1" };
    const shown = summaryWithPending({ ...summary, workouts: [ticked] }, waiting({ kind: "untick", targetId: "p1", itemId: "i1", weekStart: "2026-11-16" }), activities);
    expect(shown.workouts).toEqual([]);
  });

  it("counts a workout once when the server already has it while its change still waits", () => {
    const shown = summaryWithPending(summary, waiting(log("w1", "2026-11-17", 30, { startTime: "07:00" })), activities);
    expect(shown.workouts).toHaveLength(1);
    expect(shown.weeks.at(-1)).toMatchObject({ minutes: 30, workouts: 1 });
  });

  it("shows waiting goals as the goals, the last one queued winning, only for their member", () => {
    const shown = summaryWithPending(
      summary,
      waiting(
        { kind: "setGoals", targetId: "dana", weeklyMinutes: 120, targetWeightKg: null },
        { kind: "setGoals", targetId: "dana", weeklyMinutes: 150, targetWeightKg: 75 },
        { kind: "setGoals", targetId: "sam", weeklyMinutes: 30, targetWeightKg: null },
      ),
      activities,
    );
    expect(shown.goals).toEqual({ weeklyMinutes: 150, targetWeightKg: 75 });
    expect(shown.goalsPending).toBe(true);
  });

  it("shows a waiting weigh-in among the weights in day order: the latest weight when it is the latest day", () => {
    const record = (id: string, recordedOn: string, weightKg: number): FitnessChange => ({ kind: "recordWeight", targetId: id, memberId: "dana", weightKg, recordedOn });
    const shown = summaryWithPending(summary, waiting(record("kg2", "2026-11-16", 81.647), record("kg0", "2026-10-01", 72)), activities);
    expect(shown.weights.map((w) => [w.id, w.pending ?? false])).toEqual([
      ["kg0", true],
      ["kg1", false],
      ["kg2", true],
    ]);
    expect(shown.weights.at(-1)).toMatchObject({ weightKg: 81.647, pending: true });
    // A weigh-in the server already has is not shown twice.
    expect(summaryWithPending(summary, waiting(record("kg1", "2026-11-02", 70)), activities).weights).toEqual(summary.weights);
  });

  it("estimates a waiting workout's calories with the weight of its day, weigh-ins queued before it included, and none for children", () => {
    const weighIn: FitnessChange = { kind: "recordWeight", targetId: "kg2", memberId: "dana", weightKg: 80, recordedOn: "2026-11-16" };
    expect(summaryWithPending(summary, waiting(weighIn, log("w2", "2026-11-16", 60)), activities).workouts[1].kcal).toBe(640);
    expect(summaryWithPending(summary, waiting(log("w2", "2026-11-16", 60), weighIn), activities).workouts[1].kcal).toBe(560);
    expect(summaryWithPending({ ...summary, weights: [] }, waiting(log("w2", "2026-11-16", 60), weighIn), activities).workouts[1].kcal).toBeNull();
    expect(summaryWithPending({ ...summary, caloriesEstimated: false }, waiting(log("w2", "2026-11-16", 60)), activities).workouts[1].kcal).toBeNull();
    expect(weightOn([{ recordedOn: "2026-11-20", weightKg: 71 }], "2026-11-16")).toBe(71);
    expect(weightOn([], "2026-11-16")).toBeNull();
  });
});

describe("one workout on the edit screen", () => {
  it("is built from its waiting log when the server does not have it yet, with later edits applied", () => {
    const edit: FitnessChange = { kind: "updateWorkout", targetId: "w2", input: { activityCode: "12150", performedOn: "2026-11-16", durationMinutes: 50 } };
    expect(workoutWithPending("w2", undefined, waiting(log("w2", "2026-11-16", 45), edit), activities)).toMatchObject({ id: "w2", memberId: "dana", durationMinutes: 50, pending: true });
    expect(workoutWithPending("w3", undefined, waiting(log("w2", "2026-11-16", 45)), activities)).toBeUndefined();
    expect(workoutWithPending("w1", run, waiting({ kind: "deleteWorkout", targetId: "w1" }), activities)).toBeNull();
    expect(workoutWithPending("w1", run, [], activities)).toBe(run);
  });
});

describe("plans with waiting changes laid over them", () => {
  const plan: WorkoutPlanFieldsFragment = {
    id: "p1",
    memberId: "dana",
    name: "Strong legs",
    weekStart: "2026-11-16",
    revision: 2,
    items: [{ id: "i1", weekday: 0, activityCode: "02054", title: "Squat", durationMinutes: 30, sets: 3, reps: 10, weightKg: 45 }],
    ticks: [{ itemId: "i1", workoutId: "w9" }],
  };
  const item = { id: "i2", weekday: 2, activityCode: "12150", title: "Run", durationMinutes: 20 };

  it("appends a new plan, shows an edited one's new name and exercises, and hides a deleted one, each marked", () => {
    const fresh: FitnessChange = { kind: "savePlan", targetId: "p2", input: { memberId: "dana", name: "Runs", items: [item] }, weekStart: "2026-11-16" };
    const edited: FitnessChange = { kind: "savePlan", targetId: "p1", input: { memberId: "dana", name: "Legs and runs", items: [item] }, weekStart: "2026-11-16" };
    const shown = plansWithPending([plan], waiting(fresh, edited), "dana", "2026-11-16");
    expect(shown.map((p) => [p.id, p.name, p.pending])).toEqual([
      ["p1", "Legs and runs", true],
      ["p2", "Runs", true],
    ]);
    expect(shown[0]).toMatchObject({ revision: 2, ticks: [], items: [{ ...item, sets: null, reps: null, weightKg: null }] });
    expect(shown[1]).toMatchObject({ memberId: "dana", ticks: [], weekStart: "2026-11-16" });
    expect(plansWithPending([plan], waiting({ kind: "deletePlan", targetId: "p1" }), "dana", "2026-11-16")).toEqual([]);
    expect(plansWithPending([], waiting({ ...fresh, input: { ...(fresh as { input: object }).input, memberId: "sam" } } as FitnessChange), "dana", "2026-11-16")).toEqual([]);
    expect(plansWithPending([plan], [], "dana", "2026-11-16")).toEqual([plan]);
  });

  it("opens a plan saved offline on the edit screen, and not one whose deletion waits", () => {
    const fresh: FitnessChange = { kind: "savePlan", targetId: "p2", input: { memberId: "dana", name: "Runs", items: [item] }, weekStart: "2026-11-16" };
    expect(planWithPending("p2", undefined, waiting(fresh), "2026-11-16")).toMatchObject({ name: "Runs", pending: true });
    expect(planWithPending("p1", plan, waiting({ kind: "deletePlan", targetId: "p1" }), "2026-11-16")).toBeNull();
  });

  it("shows waiting ticks and unticks, and which items wait", () => {
    const untick: FitnessChange = { kind: "untick", targetId: "p1", itemId: "i1", weekStart: "2026-11-16" };
    expect(tickedNow(plan, "i1", "2026-11-16", [])).toBe(true);
    expect(tickedNow(plan, "i1", "2026-11-16", waiting(untick))).toBe(false);
    expect(tickWaiting("p1", "i1", "2026-11-16", waiting(untick))).toBe(true);
    expect(tickWaiting("p1", "i1", "2026-11-23", waiting(untick))).toBe(false);
  });
});
