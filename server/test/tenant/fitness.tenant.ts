import type { Fixture, TenantEntry } from "./tenant.js";

const WORKOUT = "id memberId activityCode activityName performedOn durationMinutes sets { exercise reps weightKg } notes kcal volumeKg planId";
const PLAN = "id memberId name weekStart items { id weekday activityCode title } ticks { itemId workoutId }";
const LOG = `mutation ($input: WorkoutInput!) { logWorkout(input: $input) { ${WORKOUT} } }`;
const SAVE_PLAN = `mutation ($input: WorkoutPlanInput!, $week: String!) { saveWorkoutPlan(input: $input, weekStart: $week) { ${PLAN} } }`;

/** This week's Monday, YYYY-MM-DD (UTC). */
function thisMonday(): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}
const today = () => new Date().toISOString().slice(0, 10);

const workoutInput = (f: Fixture, notes: string) => ({
  memberId: f.familyMemberId,
  activityCode: "02054",
  performedOn: today(),
  durationMinutes: 40,
  sets: [{ exercise: `Squat ${f.mark}`, reps: 8, weightKg: 60 }],
  notes,
});

/** A new workout of A's family member (its notes and exercise carry A's mark). */
async function freshWorkout(f: Fixture): Promise<string> {
  const notes = `Leg day ${f.mark} ${f.unique("workout")}`;
  const data = (await f.ownerGql(LOG, { input: workoutInput(f, notes) })) as { logWorkout: { id: string } };
  return f.remember(data.logWorkout.id, notes);
}

/** A new weekly plan of A's family member with one exercise on Monday. */
async function freshPlan(f: Fixture): Promise<string> {
  const name = `Plan ${f.mark} ${f.unique("plan")}`;
  const data = (await f.ownerGql(SAVE_PLAN, {
    input: { memberId: f.familyMemberId, name, items: [{ id: "mon", weekday: 0, activityCode: "12150", title: `Run ${f.mark}`, durationMinutes: 30 }] },
    week: thisMonday(),
  })) as { saveWorkoutPlan: { id: string } };
  return f.remember(data.saveWorkoutPlan.id, name);
}

const setups = new Map<string, Promise<{ workoutId: string; planId: string }>>();
/** Household A's fitness: a weigh-in, goals, a workout and a plan of A's family member. */
function fitnessOf(f: Fixture) {
  let found = setups.get(f.householdId);
  if (!found) {
    found = (async () => {
      await f.ownerGql("mutation ($m: ID!, $on: String!) { recordBodyWeight(memberId: $m, weightKg: 71.3, recordedOn: $on) { id } }", { m: f.familyMemberId, on: today() });
      await f.ownerGql("mutation ($m: ID!) { setFitnessGoals(memberId: $m, weeklyMinutes: 173, targetWeightKg: 66.6) { weeklyMinutes } }", { m: f.familyMemberId });
      return { workoutId: await freshWorkout(f), planId: await freshPlan(f) };
    })();
    setups.set(f.householdId, found);
  }
  return found;
}

const OTHERS_LOG = "a family member's own account changes only their own log; this one is another member's, so only A's holder may";

export const entries: TenantEntry[] = [
  {
    operation: "Query.fitnessActivities",
    access: "signedIn",
    note: "the Compendium table: the same for everyone signed in",
    call: () => ({ query: "{ fitnessActivities { code name met kind distance source } }" }),
  },
  {
    operation: "Query.fitnessSummary",
    access: "household",
    call: async (f) => {
      await fitnessOf(f);
      return {
        query: `query ($m: ID!, $w: String!) { fitnessSummary(memberId: $m, weekStart: $w) { memberId weekStart caloriesEstimated workouts { ${WORKOUT} }
          weeks { weekStart minutes kcal workouts } volume { exercise weekStart volumeKg } goals { weeklyMinutes targetWeightKg }
          weights { id recordedOn weightKg } energy { intakeAvailable days { date burnedKcal eatenKcal netKcal } } } }`,
        variables: { m: f.familyMemberId, w: thisMonday() },
      };
    },
  },
  {
    operation: "Query.workouts",
    access: "household",
    call: async (f) => {
      await fitnessOf(f);
      return {
        query: `query ($m: ID!, $from: String!, $to: String!) { workouts(memberId: $m, from: $from, to: $to) { ${WORKOUT} } }`,
        variables: { m: f.familyMemberId, from: "2000-01-01", to: "2100-01-01" },
      };
    },
  },
  {
    operation: "Query.workout",
    access: "household",
    call: async (f) => ({ query: `query ($id: ID!) { workout(id: $id) { ${WORKOUT} } }`, variables: { id: (await fitnessOf(f)).workoutId } }),
  },
  {
    operation: "Query.workoutPlans",
    access: "household",
    call: async (f) => {
      await fitnessOf(f);
      return { query: `query ($m: ID!, $w: String!) { workoutPlans(memberId: $m, weekStart: $w) { ${PLAN} } }`, variables: { m: f.familyMemberId, w: thisMonday() } };
    },
  },
  {
    operation: "Query.workoutPlan",
    access: "household",
    call: async (f) => ({
      query: `query ($id: ID!, $w: String!) { workoutPlan(id: $id, weekStart: $w) { ${PLAN} } }`,
      variables: { id: (await fitnessOf(f)).planId, w: thisMonday() },
    }),
  },
  { operation: "Query.fitnessSyncPoint", access: "signedIn", note: "answers the caller's own household's sequence, never A's", call: () => ({ query: "{ fitnessSyncPoint }" }) },

  {
    operation: "Mutation.logWorkout",
    access: "owner",
    note: OTHERS_LOG,
    call: (f) => ({ query: LOG, variables: { input: workoutInput(f, f.remember(`Logged ${f.mark} ${f.unique("log")}`)) } }),
  },
  {
    operation: "Mutation.updateWorkout",
    access: "owner",
    note: OTHERS_LOG,
    call: async (f) => ({
      query: `mutation ($id: ID!, $input: WorkoutInput!) { updateWorkout(id: $id, input: $input) { ${WORKOUT} } }`,
      variables: { id: (await fitnessOf(f)).workoutId, input: workoutInput(f, f.remember(`Edited ${f.mark} ${f.unique("edit")}`)) },
    }),
  },
  {
    operation: "Mutation.deleteWorkout",
    access: "owner",
    note: OTHERS_LOG,
    call: async (f) => ({ query: "mutation ($id: ID!) { deleteWorkout(id: $id) }", variables: { id: await freshWorkout(f) } }),
  },
  {
    operation: "Mutation.recordBodyWeight",
    access: "owner",
    note: OTHERS_LOG,
    call: (f) => ({
      query: "mutation ($m: ID!, $on: String!) { recordBodyWeight(memberId: $m, weightKg: 70.9, recordedOn: $on) { id recordedOn weightKg } }",
      variables: { m: f.familyMemberId, on: today() },
    }),
  },
  {
    operation: "Mutation.setFitnessGoals",
    access: "owner",
    note: OTHERS_LOG,
    call: (f) => ({
      query: "mutation ($m: ID!, $min: Int) { setFitnessGoals(memberId: $m, weeklyMinutes: $min, targetWeightKg: 66.6) { weeklyMinutes targetWeightKg } }",
      variables: { m: f.familyMemberId, min: 100 + Math.floor(Math.random() * 900) },
    }),
  },
  {
    operation: "Mutation.saveWorkoutPlan",
    access: "owner",
    note: OTHERS_LOG,
    call: async (f) => {
      const { planId } = await fitnessOf(f);
      const name = f.remember(`Plan ${f.mark} ${f.unique("renamed")}`);
      return {
        query: SAVE_PLAN,
        variables: { input: { id: planId, memberId: f.familyMemberId, name, items: [{ id: "tue", weekday: 1, activityCode: "02150", title: `Yoga ${f.mark}` }] }, week: thisMonday() },
      };
    },
  },
  {
    operation: "Mutation.deleteWorkoutPlan",
    access: "owner",
    note: OTHERS_LOG,
    call: async (f) => ({ query: "mutation ($id: ID!) { deleteWorkoutPlan(id: $id) }", variables: { id: await freshPlan(f) } }),
  },
  {
    operation: "Mutation.tickWorkoutPlanItem",
    access: "owner",
    note: OTHERS_LOG,
    call: async (f) => ({
      query: `mutation ($id: ID!, $w: String!) { tickWorkoutPlanItem(planId: $id, itemId: "mon", weekStart: $w) { ${PLAN} } }`,
      variables: { id: await freshPlan(f), w: thisMonday() },
    }),
  },
  {
    operation: "Mutation.untickWorkoutPlanItem",
    access: "owner",
    note: OTHERS_LOG,
    call: async (f) => {
      const planId = await freshPlan(f);
      await f.ownerGql(`mutation ($id: ID!, $w: String!) { tickWorkoutPlanItem(planId: $id, itemId: "mon", weekStart: $w) { id } }`, { id: planId, w: thisMonday() });
      return { query: `mutation ($id: ID!, $w: String!) { untickWorkoutPlanItem(planId: $id, itemId: "mon", weekStart: $w) { ${PLAN} } }`, variables: { id: planId, w: thisMonday() } };
    },
  },

  {
    operation: "Subscription.fitnessChanged",
    access: "signedIn",
    note: "the caller's own household's fitness changes",
    call: () => ({ query: "subscription ($since: Int) { fitnessChanged(since: $since) { sequence type memberId sourceClientId } }", variables: { since: 0 } }),
    trigger: (f) => freshWorkout(f),
  },
];
