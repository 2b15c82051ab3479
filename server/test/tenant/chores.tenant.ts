import type { Fixture, TenantEntry } from "./tenant.js";

const CHORE = `id title notes estimateMinutes points occurrenceAt dueAt assigneeId open undoableCompletionId revision
  schedule { frequency interval weekdays timeZone dueTime startDate } assignment { mode memberIds }
  lastCompletion { id choreId memberId completedAt points }`;
const REDEMPTION = "id rewardId memberId title points status requestedAt decidedAt";
const CREATE = `mutation ($input: ChoreInput!) { createChore(input: $input) { ${CHORE} } }`;
const DEFINE = "mutation ($title: String!, $points: Int!) { defineChoreReward(title: $title, points: $points) { id title points } }";
const REQUEST = `mutation ($rewardId: ID!, $memberId: ID) { requestChoreReward(rewardId: $rewardId, memberId: $memberId) { ${REDEMPTION} } }`;
const HOUR = 3_600_000;

const today = () => new Date().toISOString().slice(0, 10);
const daily = () => ({ frequency: "daily", interval: 1, weekdays: [], timeZone: "UTC", dueTime: "18:00", startDate: today() });
const choreInput = (title: string, notes: string | null = null) => ({
  title,
  notes,
  points: 5,
  schedule: daily(),
  assignment: { mode: "anyone", memberIds: [] },
});

/** A new daily chore of household A, open to anyone (its title carries A's mark). */
async function freshChore(f: Fixture): Promise<string> {
  const title = `Dishes ${f.mark} ${f.unique("chore")}`;
  const data = (await f.ownerGql(CREATE, { input: choreInput(title) })) as { createChore: { id: string } };
  return f.remember(data.createChore.id, title);
}

/** A new reward of household A, costing one point. */
async function freshReward(f: Fixture): Promise<string> {
  const title = `Treat ${f.mark} ${f.unique("reward")}`;
  const data = (await f.ownerGql(DEFINE, { title, points: 1 })) as { defineChoreReward: { id: string } };
  return f.remember(data.defineChoreReward.id, title);
}

interface ChoresOfA {
  choreId: string;
  rewardId: string;
}

/**
 * Household A's chores: a daily chore, a reward, and 1,000 points for A's family member (a one-off task
 * the holder marks done for them), so the holder can ask for rewards on the member's behalf.
 */
const setups = new Map<string, Promise<ChoresOfA>>();
function choresOf(f: Fixture): Promise<ChoresOfA> {
  let found = setups.get(f.householdId);
  if (!found) {
    found = (async () => {
      const choreId = await freshChore(f);
      const rewardId = await freshReward(f);
      const title = `Big job ${f.mark}`;
      const task = (await f.ownerGql(CREATE, {
        input: { title, points: 1000, dueAt: new Date(Date.now() + 24 * HOUR).toISOString(), assignment: { mode: "anyone", memberIds: [] } },
      })) as { createChore: { id: string } };
      f.remember(task.createChore.id, title);
      await f.ownerGql("mutation ($id: ID!, $memberId: ID) { completeChore(id: $id, memberId: $memberId) { id } }", {
        id: task.createChore.id,
        memberId: f.familyMemberId,
      });
      return { choreId, rewardId };
    })();
    setups.set(f.householdId, found);
  }
  return found;
}

/** A new reward request of A's family member, awaiting the holder's decision. */
async function freshRedemption(f: Fixture): Promise<string> {
  const { rewardId } = await choresOf(f);
  const data = (await f.ownerGql(REQUEST, { rewardId, memberId: f.familyMemberId })) as { requestChoreReward: { id: string } };
  return f.remember(data.requestChoreReward.id);
}

const ownHousehold = "the caller's own household's chores, never A's";

export const entries: TenantEntry[] = [
  {
    operation: "Query.chores",
    access: "signedIn",
    note: ownHousehold,
    call: async (f) => {
      await choresOf(f);
      return { query: `{ chores { ${CHORE} } }` };
    },
  },
  {
    operation: "Query.choreOccurrences",
    access: "signedIn",
    note: ownHousehold,
    call: async (f) => {
      await choresOf(f);
      return {
        query: "query ($from: DateTimeISO!, $to: DateTimeISO!) { choreOccurrences(from: $from, to: $to) { choreId title dueAt assigneeId current } }",
        variables: { from: new Date(Date.now() - 24 * HOUR).toISOString(), to: new Date(Date.now() + 7 * 24 * HOUR).toISOString() },
      };
    },
  },
  {
    operation: "Query.choreRewards",
    access: "signedIn",
    note: ownHousehold,
    call: async (f) => {
      await choresOf(f);
      return { query: "{ choreRewards { id title points } }" };
    },
  },
  {
    operation: "Query.choreRedemptions",
    access: "signedIn",
    note: ownHousehold,
    call: async (f) => {
      await choresOf(f);
      return { query: `{ choreRedemptions { ${REDEMPTION} } }` };
    },
  },
  {
    operation: "Query.chorePoints",
    access: "signedIn",
    note: ownHousehold,
    call: async (f) => {
      await choresOf(f);
      return { query: "{ chorePoints { memberId earned spent pending balance completedThisWeek } }" };
    },
  },
  { operation: "Query.choresSyncPoint", access: "signedIn", note: "answers the caller's own household's sequence, never A's", call: () => ({ query: "{ choresSyncPoint }" }) },

  {
    operation: "Mutation.createChore",
    access: "signedIn",
    deniedAlso: ["member"],
    note: "creates in the caller's own household; only account holders change chores",
    call: (f) => ({ query: CREATE, variables: { input: choreInput(f.unique("Own chore")) } }),
  },
  {
    operation: "Mutation.updateChore",
    access: "owner",
    call: async (f) => {
      const { choreId } = await choresOf(f);
      return {
        query: `mutation ($id: ID!, $input: ChoreInput!) { updateChore(id: $id, input: $input) { ${CHORE} } }`,
        variables: { id: choreId, input: choreInput(`Dishes ${f.mark}`, f.unique("notes")) },
      };
    },
  },
  {
    operation: "Mutation.deleteChore",
    access: "owner",
    call: async (f) => ({ query: "mutation ($id: ID!) { deleteChore(id: $id) }", variables: { id: await freshChore(f) } }),
  },
  {
    operation: "Mutation.completeChore",
    access: "household",
    call: async (f) => ({
      query: `mutation ($id: ID!) { completeChore(id: $id) { ${CHORE} } }`,
      variables: { id: (await choresOf(f)).choreId },
    }),
  },
  {
    operation: "Mutation.undoChoreCompletion",
    access: "household",
    note: "a family member may undo only their own completions: the holder's completion here is the holder's to undo",
    call: async (f) => {
      const choreId = await freshChore(f);
      const done = (await f.ownerGql("mutation ($id: ID!) { completeChore(id: $id) { undoableCompletionId } }", { id: choreId })) as {
        completeChore: { undoableCompletionId: string };
      };
      const completionId = f.remember(done.completeChore.undoableCompletionId);
      return {
        query: `mutation ($id: ID!, $completionId: ID!) { undoChoreCompletion(id: $id, completionId: $completionId) { ${CHORE} } }`,
        variables: { id: choreId, completionId },
      };
    },
  },
  {
    operation: "Mutation.skipChore",
    access: "household",
    call: async (f) => ({ query: `mutation ($id: ID!) { skipChore(id: $id) { ${CHORE} } }`, variables: { id: (await choresOf(f)).choreId } }),
  },
  {
    operation: "Mutation.snoozeChore",
    access: "household",
    call: async (f) => ({
      query: `mutation ($id: ID!, $until: DateTimeISO!) { snoozeChore(id: $id, until: $until) { ${CHORE} } }`,
      variables: { id: (await choresOf(f)).choreId, until: new Date(Date.now() + 2 * HOUR).toISOString() },
    }),
  },

  {
    operation: "Mutation.defineChoreReward",
    access: "signedIn",
    deniedAlso: ["member"],
    note: "defines in the caller's own household; only account holders change rewards",
    call: (f) => ({ query: DEFINE, variables: { title: f.unique("Own reward"), points: 5 } }),
  },
  {
    operation: "Mutation.updateChoreReward",
    access: "owner",
    call: async (f) => {
      const { rewardId } = await choresOf(f);
      return {
        query: "mutation ($id: ID!, $title: String!) { updateChoreReward(id: $id, title: $title, points: 1) { id title points } }",
        variables: { id: rewardId, title: f.remember(`Treat ${f.mark} ${f.unique("renamed")}`) },
      };
    },
  },
  {
    operation: "Mutation.retireChoreReward",
    access: "owner",
    call: async (f) => ({ query: "mutation ($id: ID!) { retireChoreReward(id: $id) }", variables: { id: await freshReward(f) } }),
  },
  {
    operation: "Mutation.requestChoreReward",
    access: "household",
    note: "the holder asks on A's family member's behalf; a signed-in member always spends their own points",
    call: async (f) => ({ query: REQUEST, variables: { rewardId: (await choresOf(f)).rewardId, memberId: f.familyMemberId } }),
  },
  {
    operation: "Mutation.decideChoreReward",
    access: "owner",
    call: async (f) => ({
      query: `mutation ($id: ID!) { decideChoreReward(id: $id, approve: true) { ${REDEMPTION} } }`,
      variables: { id: await freshRedemption(f) },
    }),
  },

  {
    operation: "Subscription.choresChanged",
    access: "signedIn",
    note: "the caller's own household's chores",
    call: () => ({
      query: "subscription ($since: Int) { choresChanged(since: $since) { sequence type choreId sourceClientId chore { id title notes } } }",
      variables: { since: 0 },
    }),
    trigger: (f) => freshChore(f),
  },
];
