import type { Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rebuildReadModels, snapshotReadModels } from "../src/core/rebuild.js";
import { collect, wsClient } from "./support/ws-client.js";
import { addMemberWithAccount, api, graphqlCaller, registerUser, startTestApp, type TestApp } from "./support/test-app.js";

// Fitness through GraphQL over HTTP: the holder logs for a member and a member logs their own, calories
// from the Compendium's MET and the member's weight, idempotent replays, the week's charts, goals,
// plans ticked off into the log, live changes on another device, tenancy, and read models rebuild.

const WORKOUT = "id memberId activityCode activityName performedOn startTime durationMinutes distanceKm sets { exercise reps weightKg } effort notes met weightKg kcal volumeKg planId planItemId";
const PLAN = "id memberId name weekStart items { id weekday activityCode title durationMinutes sets reps weightKg } ticks { itemId workoutId }";
const Q = {
  log: `mutation($input: WorkoutInput!, $key: String) { logWorkout(input: $input, idempotencyKey: $key) { ${WORKOUT} } }`,
  update: `mutation($id: ID!, $input: WorkoutInput!) { updateWorkout(id: $id, input: $input) { ${WORKOUT} } }`,
  remove: `mutation($id: ID!) { deleteWorkout(id: $id) }`,
  weight: `mutation($memberId: ID!, $kg: Float!, $on: String!) { recordBodyWeight(memberId: $memberId, weightKg: $kg, recordedOn: $on) { id recordedOn weightKg } }`,
  goals: `mutation($memberId: ID!, $minutes: Int, $kg: Float) { setFitnessGoals(memberId: $memberId, weeklyMinutes: $minutes, targetWeightKg: $kg) { weeklyMinutes targetWeightKg } }`,
  summary: `query($memberId: ID!, $week: String!) { fitnessSummary(memberId: $memberId, weekStart: $week) {
    memberId weekStart caloriesEstimated workouts { ${WORKOUT} } weeks { weekStart minutes kcal workouts } volume { exercise weekStart volumeKg }
    goals { weeklyMinutes targetWeightKg } weights { recordedOn weightKg }
    energy { intakeAvailable days { date burnedKcal burnedComplete eatenKcal mealsKnown mealsTotal netKcal } } } }`,
  workout: `query($id: ID!) { workout(id: $id) { ${WORKOUT} } }`,
  savePlan: `mutation($input: WorkoutPlanInput!, $week: String!) { saveWorkoutPlan(input: $input, weekStart: $week) { ${PLAN} } }`,
  plans: `query($memberId: ID!, $week: String!) { workoutPlans(memberId: $memberId, weekStart: $week) { ${PLAN} } }`,
  tick: `mutation($planId: ID!, $itemId: String!, $week: String!, $key: String) { tickWorkoutPlanItem(planId: $planId, itemId: $itemId, weekStart: $week, idempotencyKey: $key) { ${PLAN} } }`,
  untick: `mutation($planId: ID!, $itemId: String!, $week: String!) { untickWorkoutPlanItem(planId: $planId, itemId: $itemId, weekStart: $week) { ${PLAN} } }`,
};
const CHANGES = "subscription($since: Int) { fitnessChanged(since: $since) { sequence type memberId sourceClientId } }";
const WEEK = "2026-11-16";

describe("fitness over GraphQL", () => {
  let app: TestApp;
  let holder: string;
  let other: string;
  let dana: { id: string; token: string };
  let kid: { id: string };
  const sockets: Client[] = [];
  const { run, fails } = graphqlCaller(() => app, () => holder);

  beforeAll(async () => {
    app = await startTestApp({ backend: "postgres", now: () => new Date("2026-11-19T12:00:00.000Z"), config: { devMailOutbox: true } });
    holder = (await registerUser(app)).token;
    other = (await registerUser(app)).token;
    dana = await addMemberWithAccount(app, holder, { name: "Dana", ageGroup: "adult", password: "dana-secret-1" });
    kid = (await api(app, "POST", "/api/family-members", { token: holder, body: { name: "Milo", ageGroup: "child" } })).body;
  }, 120_000);

  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.dispose()));
    await app?.stop();
  });

  const runInput = (memberId: string, over: Record<string, unknown> = {}) => ({
    memberId,
    activityCode: "12150",
    performedOn: "2026-11-17",
    startTime: "07:00",
    durationMinutes: 45,
    distanceKm: 7.2,
    effort: 6,
    notes: "Park loop",
    ...over,
  });

  it("logs a workout with calories from MET × kg × hours; the same idempotency key answers the same workout; another device hears it live", async () => {
    await run(Q.weight, { memberId: dana.id, kg: 70, on: "2026-11-01" });
    const device = wsClient(app, holder, "second-device");
    sockets.push(device);
    const since = (await run("{ fitnessSyncPoint }")).fitnessSyncPoint;
    const feed = collect(device, CHANGES, { since });

    const logged = (await run(Q.log, { input: runInput(dana.id), key: "log-run" })).logWorkout;
    // Running, general (Compendium 12150) = 8.0 METs: 8.0 × 70 × 0.75 = 420.
    expect(logged).toMatchObject({ memberId: dana.id, activityName: "Running, general", met: 8, weightKg: 70, kcal: 420, performedOn: "2026-11-17" });
    expect((await run(Q.log, { input: runInput(dana.id), key: "log-run" })).logWorkout).toEqual(logged);

    const [change] = await feed.next(1);
    expect(change.fitnessChanged).toMatchObject({ type: "WorkoutLogged", memberId: dana.id });
    feed.dispose();
  });

  it("lets a member log and change only their own workouts; the holder keeps everyone's", async () => {
    const own = (await run(Q.log, { input: runInput(dana.id, { activityCode: "17200", performedOn: "2026-11-18", durationMinutes: 60, distanceKm: null }) }, dana.token)).logWorkout;
    expect(own.kcal).toBe(301); // 4.3 × 70 × 1
    const refused = await fails(Q.log, { input: runInput(kid.id) }, dana.token);
    expect(refused.message).toBe("You can change only your own fitness log");
    expect(refused.extensions.code).toBe("FORBIDDEN");

    const kidRun = (await run(Q.log, { input: runInput(kid.id) })).logWorkout;
    expect((await fails(Q.remove, { id: kidRun.id }, dana.token)).message).toBe("You can change only your own fitness log");
    // A child's workouts get no estimate: the Adult Compendium does not apply.
    await run(Q.weight, { memberId: kid.id, kg: 30, on: "2026-11-01" });
    const edited = (await run(Q.update, { id: kidRun.id, input: runInput(kid.id, { durationMinutes: 30 }) })).updateWorkout;
    expect(edited).toMatchObject({ durationMinutes: 30, kcal: null });
    expect((await run(Q.summary, { memberId: kid.id, week: WEEK })).fitnessSummary.caloriesEstimated).toBe(false);
  });

  it("refuses bad input with a clear 400", async () => {
    expect((await fails(Q.log, { input: runInput(dana.id, { activityCode: "99999" }) })).message).toBe("Choose an activity from the list");
    expect((await fails(Q.log, { input: runInput(dana.id, { durationMinutes: 0 }) })).message).toBe("Duration must be 1 to 1440 minutes");
    expect((await fails(Q.log, { input: runInput(dana.id, { performedOn: "2026-02-30" }) })).message).toBe("Date must be a real date");
    expect((await fails(Q.summary, { memberId: dana.id, week: "2026-11-17" })).message).toBe("weekStart must be a Monday (YYYY-MM-DD)");
  });

  it("summarises the week: the log, minutes per week, volume per exercise, goals, and energy out beside energy in from the meal plan (none planned here)", async () => {
    await run(Q.log, {
      input: runInput(dana.id, {
        activityCode: "02054",
        performedOn: "2026-11-19",
        durationMinutes: 40,
        distanceKm: null,
        sets: [
          { exercise: "Squat", reps: 8, weightKg: 60 },
          { exercise: "Squat", reps: 8, weightKg: 60 },
          { exercise: "Bench press", reps: 10, weightKg: 40 },
        ],
      }),
    });
    await run(Q.log, { input: runInput(dana.id, { performedOn: "2026-11-10", durationMinutes: 20 }) });
    await run(Q.goals, { memberId: dana.id, minutes: 150, kg: 68 });
    const s = (await run(Q.summary, { memberId: dana.id, week: WEEK })).fitnessSummary;
    expect(s.workouts.map((w: { performedOn: string }) => w.performedOn)).toEqual(["2026-11-19", "2026-11-18", "2026-11-17"]);
    expect(s.weeks).toHaveLength(8);
    expect(s.weeks.at(-1)).toEqual({ weekStart: WEEK, minutes: 45 + 60 + 40, kcal: 420 + 301 + 163, workouts: 3 });
    expect(s.weeks.at(-2)).toMatchObject({ weekStart: "2026-11-09", minutes: 20 });
    expect(s.volume).toEqual([
      { exercise: "Bench press", weekStart: WEEK, volumeKg: 400 },
      { exercise: "Squat", weekStart: WEEK, volumeKg: 960 },
    ]);
    expect(s.goals).toEqual({ weeklyMinutes: 150, targetWeightKg: 68 });
    expect(s.weights).toEqual([{ recordedOn: "2026-11-01", weightKg: 70 }]);
    // The meal planner supplies energy in; this member has no meals planned, so nothing is known eaten.
    expect(s.energy.intakeAvailable).toBe(true);
    expect(s.energy.days[1]).toEqual({ date: "2026-11-17", burnedKcal: 420, burnedComplete: true, eatenKcal: null, mealsKnown: 0, mealsTotal: 0, netKcal: null });
  });

  it("makes a weekly plan, ticks an exercise off into the log, and unticking takes it out again", async () => {
    const input = {
      memberId: dana.id,
      name: "Couch to strong",
      items: [
        { id: "mon-squat", weekday: 0, activityCode: "02054", title: "Squat", durationMinutes: 30, sets: 3, reps: 10, weightKg: 50 },
        { id: "thu-run", weekday: 3, activityCode: "12030", title: "Easy run", durationMinutes: 25, sets: null, reps: null, weightKg: null },
      ],
    };
    const plan = (await run(Q.savePlan, { input, week: WEEK }, dana.token)).saveWorkoutPlan;
    expect(plan).toMatchObject({ memberId: dana.id, name: "Couch to strong", ticks: [] });

    const ticked = (await run(Q.tick, { planId: plan.id, itemId: "thu-run", week: WEEK, key: "tick-run" }, dana.token)).tickWorkoutPlanItem;
    expect(ticked.ticks).toHaveLength(1);
    const workoutId = ticked.ticks[0].workoutId;
    // 12030 running 5 mph = 8.3 METs: 8.3 × 70 × 25/60 = 242.
    expect((await run(Q.workout, { id: workoutId })).workout).toMatchObject({ performedOn: "2026-11-19", kcal: 242, planId: plan.id, planItemId: "thu-run" });
    // Ticking again (a second device) records nothing more.
    expect((await run(Q.tick, { planId: plan.id, itemId: "thu-run", week: WEEK }, dana.token)).tickWorkoutPlanItem.ticks).toEqual(ticked.ticks);
    // Another week is its own.
    expect((await run(Q.plans, { memberId: dana.id, week: "2026-11-23" })).workoutPlans[0].ticks).toEqual([]);

    const unticked = (await run(Q.untick, { planId: plan.id, itemId: "thu-run", week: WEEK })).untickWorkoutPlanItem;
    expect(unticked.ticks).toEqual([]);
    expect((await fails(Q.workout, { id: workoutId })).message).toBe("Workout not found");
  });

  it("shows another household nothing and lets it change nothing", async () => {
    const mine = (await run(Q.log, { input: runInput(dana.id, { performedOn: "2026-11-20" }) })).logWorkout;
    expect((await fails(Q.workout, { id: mine.id }, other)).extensions.code).toBe("NOT_FOUND");
    expect((await fails(Q.summary, { memberId: dana.id, week: WEEK }, other)).message).toBe("Family member not found");
    expect((await fails(Q.remove, { id: mine.id }, other)).extensions.code).toBe("NOT_FOUND");
    // A client-made id already used elsewhere is refused, not overwritten.
    const otherMember = (await api(app, "POST", "/api/family-members", { token: other, body: { name: "Sam" } })).body;
    expect((await fails(Q.log, { input: { ...runInput(otherMember.id), id: mine.id } }, other)).message).toBe("This id is already in use");
  });

  it("rebuilds the fitness read models from events into exactly the live tables", async () => {
    const tables = ["fitness_workouts", "fitness_weights", "fitness_goals", "fitness_plans", "fitness_plan_ticks"];
    const live = await snapshotReadModels(app.db.em(), tables);
    expect(live.fitness_workouts.length).toBeGreaterThan(0);
    await rebuildReadModels(app.db, app.store);
    expect(await snapshotReadModels(app.db.em(), tables)).toEqual(live);
  });
});
