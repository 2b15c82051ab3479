import { describe, expect, it } from "vitest";
import type { ChoreInput } from "../../gql/graphql";
import type { PendingChange } from "../../lib/outbox/outbox.machine";
import { applyPendingChores, firstDueOf, type ShownChore } from "./chores-pending";
import type { ChoreChange } from "./chores-sync";

const QUEUED_AT = "2026-11-23T12:00:00.000Z";
const ANYONE = { mode: "anyone", memberIds: [] };
const ROTATION = { mode: "rotation", memberIds: ["leo", "mia"] };
/** When the server's chores are due. */
const DUE = "2026-11-23T18:00:00.000Z";

const chore = (id: string, extra: Partial<ShownChore> = {}): ShownChore => ({
  id,
  title: id,
  notes: null,
  estimateMinutes: null,
  points: 5,
  schedule: null,
  assignment: ANYONE,
  occurrenceAt: DUE,
  dueAt: DUE,
  assigneeId: null,
  open: true,
  undoableCompletionId: null,
  lastCompletion: null,
  revision: 3,
  ...extra,
});

const weekly = { frequency: "weekly", interval: 1, weekdays: [0, 3], timeZone: "Europe/Berlin", dueTime: "18:00", startDate: "2026-11-24" };

let seq = 0;
const queued = (change: ChoreChange): PendingChange<ChoreChange> => ({ id: `p${++seq}`, change, queuedAt: QUEUED_AT, deferred: true });

const input = (extra: Partial<ChoreInput> = {}): ChoreInput => ({
  title: "Vacuum",
  notes: null,
  estimateMinutes: 20,
  points: 3,
  schedule: null,
  dueAt: "2026-11-24T17:00:00.000Z",
  assignment: { mode: "member", memberIds: ["mia"] },
  ...extra,
});

describe("chores with this device's waiting changes", () => {
  it("shows the server's chores unmarked when nothing waits", () => {
    const chores = [chore("trash"), chore("plants")];
    expect(applyPendingChores(chores, [])).toEqual(chores);
  });

  it("adds a new one-off task as the server will show it, marked added", () => {
    const [added] = applyPendingChores([], [queued({ kind: "createChore", targetId: "vac", input: input() })]);
    expect(added).toEqual({
      id: "vac",
      title: "Vacuum",
      notes: null,
      estimateMinutes: 20,
      points: 3,
      schedule: null,
      assignment: { mode: "member", memberIds: ["mia"] },
      occurrenceAt: "2026-11-24T17:00:00.000Z",
      dueAt: "2026-11-24T17:00:00.000Z",
      assigneeId: "mia",
      open: true,
      undoableCompletionId: null,
      lastCompletion: null,
      revision: 0,
      waiting: "added",
    });
  });

  it("gives a new recurring chore its first due time in its zone, open to anyone", () => {
    const [added] = applyPendingChores(
      [],
      [
        queued({ kind: "createChore", targetId: "vac", input: input({ schedule: weekly, dueAt: null, assignment: ANYONE }) }),
      ],
    );
    // Tue Nov 24 is not chosen; Thu Nov 26 (3) is the first chosen day, 18:00 in Berlin (UTC+1).
    expect(added).toMatchObject({ dueAt: "2026-11-26T17:00:00.000Z", occurrenceAt: "2026-11-26T17:00:00.000Z", assigneeId: null, waiting: "added" });
    expect(added.schedule).toEqual(weekly);
  });

  it("does not add a chore twice once the server's read already has it", () => {
    const shown = applyPendingChores([chore("vac", { title: "Vacuum" })], [queued({ kind: "createChore", targetId: "vac", input: input() })]);
    expect(shown).toEqual([chore("vac", { title: "Vacuum" })]);
  });

  it("shows a completion as done, with the completion, and undoable", () => {
    const shown = applyPendingChores(
      [chore("trash"), chore("plants")],
      [queued({ kind: "completeChore", targetId: "trash", memberId: "leo", occurrenceAt: "2026-11-23T18:00:00.000Z", completionId: "c1" })],
    );
    expect(shown).toEqual([
      chore("trash", {
        open: false,
        undoableCompletionId: "c1",
        lastCompletion: { id: "c1", memberId: "leo", completedAt: QUEUED_AT, points: 5 },
        waiting: "done",
      }),
      chore("plants"),
    ]);
  });

  it("shows a recurring chore done and waiting until the server names its next turn; a skip as skipped", () => {
    const shown = applyPendingChores(
      [chore("dishes", { schedule: { ...weekly, weekdays: [0, 1, 2, 3, 4, 5, 6] }, assigneeId: "mia" }), chore("bins", { schedule: weekly })],
      [
        queued({ kind: "completeChore", targetId: "dishes", memberId: "mia", occurrenceAt: "2026-11-23T18:00:00.000Z", completionId: "c2" }),
        queued({ kind: "skipChore", targetId: "bins", occurrenceAt: "2026-11-23T18:00:00.000Z" }),
      ],
    );
    expect(shown.map((c) => [c.id, c.open, c.waiting, c.dueAt])).toEqual([
      ["dishes", false, "done", "2026-11-23T18:00:00.000Z"],
      ["bins", false, "skipped", "2026-11-23T18:00:00.000Z"],
    ]);
  });

  it("hides a deleted chore, also one added on this device", () => {
    const shown = applyPendingChores(
      [chore("trash"), chore("plants")],
      [
        queued({ kind: "createChore", targetId: "vac", input: input() }),
        queued({ kind: "deleteChore", targetId: "plants" }),
        queued({ kind: "deleteChore", targetId: "vac" }),
      ],
    );
    expect(shown).toEqual([chore("trash")]);
  });

  it("shows an edit's new values; a new due time or assignment starts the chore over", () => {
    const shown = applyPendingChores(
      [chore("trash", { assignment: { mode: "member", memberIds: ["mia"] }, assigneeId: "mia" }), chore("plants")],
      [
        queued({ kind: "updateChore", targetId: "trash", input: input({ title: "Take out the trash", points: 8, dueAt: DUE }) }),
        queued({ kind: "updateChore", targetId: "plants", input: input({ title: "Water plants", assignment: ROTATION }) }),
      ],
    );
    expect(shown[0]).toMatchObject({ title: "Take out the trash", points: 8, estimateMinutes: 20, dueAt: DUE, assigneeId: "mia", waiting: "edited" });
    expect(shown[1]).toMatchObject({
      title: "Water plants",
      assignment: ROTATION,
      dueAt: "2026-11-24T17:00:00.000Z",
      assigneeId: "leo",
      waiting: "edited",
    });
  });

  it("keeps a chore added on this device and then edited marked as added", () => {
    const shown = applyPendingChores(
      [],
      [
        queued({ kind: "createChore", targetId: "vac", input: input() }),
        queued({ kind: "updateChore", targetId: "vac", input: input({ title: "Vacuum upstairs" }) }),
      ],
    );
    expect(shown).toMatchObject([{ id: "vac", title: "Vacuum upstairs", waiting: "added" }]);
  });

  it("moves a snoozed chore's due time", () => {
    const shown = applyPendingChores([chore("trash")], [queued({ kind: "snoozeChore", targetId: "trash", until: "2026-11-24T08:00:00.000Z" })]);
    expect(shown).toEqual([chore("trash", { dueAt: "2026-11-24T08:00:00.000Z", waiting: "snoozed" })]);
  });

  it("puts a chore back as it was when a completion still waiting is undone; marks an undo of a synced one", () => {
    const last = { id: "old", memberId: "mia", completedAt: "2026-11-22T10:00:00.000Z", points: 5 };
    const shown = applyPendingChores(
      [chore("trash"), chore("bins", { open: false, undoableCompletionId: "old", lastCompletion: last })],
      [
        queued({ kind: "completeChore", targetId: "trash", memberId: null, occurrenceAt: null, completionId: "c3" }),
        queued({ kind: "undoCompletion", targetId: "trash", completionId: "c3" }),
        queued({ kind: "undoCompletion", targetId: "bins", completionId: "old" }),
      ],
    );
    expect(shown).toEqual([
      chore("trash", { waiting: "undone" }),
      chore("bins", { open: false, undoableCompletionId: null, lastCompletion: last, waiting: "undone" }),
    ]);
  });

  it("leaves the chores alone for reward changes", () => {
    const chores = [chore("trash")];
    const shown = applyPendingChores(chores, [
      queued({ kind: "defineReward", targetId: "r1", title: "Film night", points: 10 }),
      queued({ kind: "requestReward", targetId: "q1", rewardId: "r1", memberId: "mia" }),
    ]);
    expect(shown).toEqual(chores);
  });

  it("reckons a first due time as the server does: the start day, or a weekly rule's first chosen day", () => {
    expect(firstDueOf({ ...weekly, frequency: "daily" })).toBe("2026-11-24T17:00:00.000Z");
    expect(firstDueOf({ ...weekly, weekdays: [1] })).toBe("2026-11-24T17:00:00.000Z");
    expect(firstDueOf({ ...weekly, weekdays: [0] })).toBe("2026-11-30T17:00:00.000Z");
    expect(firstDueOf({ ...weekly, timeZone: "America/New_York", frequency: "monthly" })).toBe("2026-11-24T23:00:00.000Z");
    expect(firstDueOf({ ...weekly, startDate: "" })).toBeNull();
  });
});
