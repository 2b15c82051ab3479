import { randomUUID } from "node:crypto";
import type { Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rebuildReadModels, snapshotReadModels } from "../src/core/rebuild.js";
import { collect, wsClient } from "./support/ws-client.js";
import { addMemberWithAccount, api, graphqlCaller, registerUser, startTestApp, type TestApp } from "./support/test-app.js";

// Chores through GraphQL over HTTP: the holder sets up a rotating chore, a child completes it with
// their own sign-in, another device hears it live, points are counted once, a child redeems points
// with the holder's approval, another household sees and changes nothing, and read models rebuild.

const CHORE = "id title points assigneeId dueAt occurrenceAt open undoableCompletionId assignment { mode memberIds } schedule { frequency weekdays timeZone dueTime startDate interval } lastCompletion { memberId points }";
const Q = {
  chores: `{ chores { ${CHORE} } }`,
  create: `mutation($input: ChoreInput!, $key: String) { createChore(input: $input, idempotencyKey: $key) { ${CHORE} } }`,
  complete: `mutation($id: ID!, $memberId: ID, $occurrenceAt: DateTimeISO, $key: String) { completeChore(id: $id, memberId: $memberId, occurrenceAt: $occurrenceAt, idempotencyKey: $key) { ${CHORE} } }`,
  undo: `mutation($id: ID!, $completionId: ID!) { undoChoreCompletion(id: $id, completionId: $completionId) { ${CHORE} } }`,
  remove: `mutation($id: ID!) { deleteChore(id: $id) }`,
  points: `{ chorePoints { memberId earned spent pending balance } }`,
  occurrences: `query($from: DateTimeISO!, $to: DateTimeISO!) { choreOccurrences(from: $from, to: $to) { choreId dueAt assigneeId current } }`,
  reward: `mutation($title: String!, $points: Int!) { defineChoreReward(title: $title, points: $points) { id title points } }`,
  redeem: `mutation($rewardId: ID!, $memberId: ID) { requestChoreReward(rewardId: $rewardId, memberId: $memberId) { id status points memberId } }`,
  decide: `mutation($id: ID!, $approve: Boolean!) { decideChoreReward(id: $id, approve: $approve) { id status } }`,
};
const CHANGES = `subscription($since: Int) { choresChanged(since: $since) { sequence type choreId sourceClientId chore { id assigneeId } } }`;

const clock = Date.parse("2026-11-01T09:00:00.000Z");

describe("chores over GraphQL", () => {
  let app: TestApp;
  let holder: string;
  let other: string;
  let ana: { id: string; token: string };
  let ben: { id: string };
  const sockets: Client[] = [];
  const { run, fails } = graphqlCaller(() => app, () => holder);

  beforeAll(async () => {
    // A fixed clock: on time for the chores below, whatever day the tests run.
    app = await startTestApp({ backend: "embedded", now: () => new Date(clock), config: { devMailOutbox: true } });
    holder = (await registerUser(app)).token;
    other = (await registerUser(app)).token;
    ana = await addMemberWithAccount(app, holder, { name: "Ana", ageGroup: "child", password: "ana-secret-1" });
    ben = (await api(app, "POST", "/api/family-members", { token: holder, body: { name: "Ben", ageGroup: "teen" } })).body;
  });

  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.dispose()));
    await app?.stop();
  });

  const weekly = (title = "Take out the bins", points = 5) => ({
    title,
    points,
    estimateMinutes: 10,
    schedule: { frequency: "weekly", interval: 1, weekdays: [0, 3], timeZone: "Europe/London", dueTime: "18:00", startDate: "2026-11-01" },
    assignment: { mode: "rotation", memberIds: [ana.id, ben.id] },
  });

  it("creates a weekly chore rotating between two members; a child completes it and another device sees the next assignee live", async () => {
    const device = wsClient(app, holder, "second-device");
    sockets.push(device);
    const since = (await run(`{ choresSyncPoint }`)).choresSyncPoint;
    const feed = collect(device, CHANGES, { since });

    const chore = (await run(Q.create, { input: weekly(), key: "create-bins" })).createChore;
    expect(chore).toMatchObject({ assigneeId: ana.id, dueAt: "2026-11-02T18:00:00.000Z", open: true });
    // The same key again answers the same chore and records nothing new.
    expect((await run(Q.create, { input: weekly(), key: "create-bins" })).createChore.id).toBe(chore.id);

    const done = (await run(Q.complete, { id: chore.id, occurrenceAt: chore.occurrenceAt }, ana.token)).completeChore;
    expect(done).toMatchObject({ assigneeId: ben.id, dueAt: "2026-11-05T18:00:00.000Z", lastCompletion: { memberId: ana.id, points: 5 } });

    const changes = await feed.next(2);
    expect(changes.map((c) => c.choresChanged.type)).toEqual(["ChoreCreated", "ChoreCompleted"]);
    expect(changes[1].choresChanged.chore).toEqual({ id: chore.id, assigneeId: ben.id });
    feed.dispose();
  });

  it("counts points once: the same idempotency key twice, and complete, undo, complete again", async () => {
    const chore = (await run(Q.create, { input: { ...weekly("Feed the cat", 3), assignment: { mode: "anyone", memberIds: [] } } })).createChore;
    const before = (await run(Q.points)).chorePoints.find((p: { memberId: string }) => p.memberId === ben.id).earned;
    const first = (await run(Q.complete, { id: chore.id, memberId: ben.id, occurrenceAt: chore.occurrenceAt, key: "feed-1" })).completeChore;
    const again = (await run(Q.complete, { id: chore.id, memberId: ben.id, occurrenceAt: chore.occurrenceAt, key: "feed-1" })).completeChore;
    expect(again).toEqual(first);
    const earned = async () => (await run(Q.points)).chorePoints.find((p: { memberId: string }) => p.memberId === ben.id).earned;
    expect(await earned()).toBe(before + 3);
    // A second device that saw the same occurrence cannot complete it again.
    expect((await fails(Q.complete, { id: chore.id, memberId: ben.id, occurrenceAt: chore.occurrenceAt })).message).toBe(
      "This chore was already done or skipped on another device",
    );
    const undone = (await run(Q.undo, { id: chore.id, completionId: first.undoableCompletionId })).undoChoreCompletion;
    expect(undone.dueAt).toBe(chore.dueAt);
    expect(await earned()).toBe(before);
    await run(Q.complete, { id: chore.id, memberId: ben.id, occurrenceAt: chore.occurrenceAt });
    expect(await earned()).toBe(before + 3);
  });

  it("lets only the account holder change chores, and a member complete only their own", async () => {
    expect((await fails(Q.create, { input: weekly() }, ana.token)).message).toBe("Only the account holder can change chores and rewards");
    const chore = (await run(Q.create, { input: { ...weekly("Hoover"), assignment: { mode: "member", memberIds: [ben.id] } } })).createChore;
    expect((await fails(Q.complete, { id: chore.id }, ana.token)).message).toBe("This chore is assigned to someone else");
    expect((await fails(Q.remove, { id: chore.id }, ana.token)).message).toBe("Only the account holder can change chores and rewards");
  });

  it("a child redeems points for a reward once the holder approves", async () => {
    const reward = (await run(Q.reward, { title: "Choose Friday's film", points: 5 })).defineChoreReward;
    const request = (await run(Q.redeem, { rewardId: reward.id }, ana.token)).requestChoreReward;
    expect(request).toMatchObject({ status: "requested", memberId: ana.id, points: 5 });
    expect((await fails(Q.decide, { id: request.id, approve: true }, ana.token)).message).toBe("Only the account holder can change chores and rewards");
    expect((await run(Q.decide, { id: request.id, approve: true })).decideChoreReward.status).toBe("approved");
    const points = (await run(Q.points)).chorePoints.find((p: { memberId: string }) => p.memberId === ana.id);
    expect(points).toMatchObject({ earned: 5, spent: 5, balance: 0 });
    expect((await fails(Q.redeem, { rewardId: reward.id }, ana.token)).message).toBe("Not enough points for this reward");
  });

  it("lists the week's due dates, the current one first and later ones from the rule", async () => {
    const list = (await run(Q.occurrences, { from: "2026-11-01T00:00:00.000Z", to: "2026-11-15T00:00:00.000Z" })).choreOccurrences;
    expect(list.length).toBeGreaterThan(2);
    expect(list.every((o: { dueAt: string }) => o.dueAt >= "2026-11-01" && o.dueAt < "2026-11-15")).toBe(true);
  });

  it("keeps households apart: another household neither sees nor changes a chore", async () => {
    const chore = (await run(Q.create, { input: weekly("Water the plants") })).createChore;
    expect((await run(Q.chores, {}, other)).chores).toEqual([]);
    expect((await fails(Q.complete, { id: chore.id }, other)).message).toBe("Chore not found");
    expect((await fails(Q.remove, { id: chore.id }, other)).message).toBe("Chore not found");
    expect((await fails(Q.undo, { id: chore.id, completionId: randomUUID() }, other)).message).toBe("Chore not found");
    expect((await run(Q.chores)).chores.some((c: { id: string }) => c.id === chore.id)).toBe(true);
  });

  it("refuses another household's chore or reward id as a new one's with 409, and changes nothing of theirs", async () => {
    const chore = (await run(Q.create, { input: weekly("Sweep the porch") })).createChore;
    const reward = (await run(Q.reward, { title: "Movie night", points: 20 })).defineChoreReward;
    const taken = await fails(Q.create, { input: { ...weekly("Not theirs"), id: chore.id, assignment: { mode: "anyone", memberIds: [] } } }, other);
    expect([taken.message, taken.extensions.code]).toEqual(["This id is already in use; choose another", "CONFLICT"]);
    const rewardTaken = await fails(`mutation($id: ID!) { defineChoreReward(id: $id, title: "Not theirs", points: 1) { id } }`, { id: reward.id }, other);
    expect([rewardTaken.message, rewardTaken.extensions.code]).toEqual(["This id is already in use; choose another", "CONFLICT"]);
    expect((await run(Q.chores, {}, other)).chores).toEqual([]);
    expect((await run(Q.chores)).chores.find((c: { id: string }) => c.id === chore.id).title).toBe("Sweep the porch");
  });

  it("rebuilds the chores read models from events into exactly the live tables", async () => {
    const tables = ["chores", "chore_completions", "chore_rewards", "chore_redemptions"];
    const live = await snapshotReadModels(app.db.em(), tables);
    expect(live.chores.length).toBeGreaterThan(0);
    await rebuildReadModels(app.db, app.store);
    expect(await snapshotReadModels(app.db.em(), tables)).toEqual(live);
  });
});
