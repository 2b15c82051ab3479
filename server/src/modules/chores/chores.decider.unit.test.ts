import { describe, expect, it } from "vitest";
import { decide, NOT_ENOUGH_POINTS, NOT_YOUR_CHORE, ALREADY_DONE, type ChoresCommand } from "./chores.decider.js";
import { evolveChores, initialChoresState, pointsOf, type ChoreFields, type ChoresEvent, type ChoresState } from "./chores.events.js";
import type { ChoreSchedule } from "./recurrence.js";

const choreId = "c0000000-0000-4000-8000-000000000001";
const ana = "a0000000-0000-4000-8000-00000000000a";
const ben = "b0000000-0000-4000-8000-00000000000b";
const members = [ana, ben];
const holder = { kind: "holder" } as const;

function schedule(s: Partial<ChoreSchedule>): ChoreSchedule {
  return { frequency: "daily", interval: 1, weekdays: [], timeZone: "America/New_York", dueTime: "08:00", startDate: "2026-03-07", ...s };
}

function fields(s: ChoreSchedule | null, assignment: ChoreFields["assignment"] = { mode: "rotation", memberIds: members }): ChoreFields {
  return { title: "Take out the bins", notes: null, estimateMinutes: 10, points: 5, schedule: s, dueAt: null, assignment };
}

function created(f: ChoreFields, occurrenceAt: string | null, assigneeId: string | null = ana): ChoresEvent {
  return { type: "ChoreCreated", data: { choreId, fields: f, occurrenceAt, dueAt: occurrenceAt, assigneeId } };
}

function fold(events: ChoresEvent[]): ChoresState {
  return events.reduce(evolveChores, initialChoresState);
}

/** given events, when command, then events (or an error). */
function given(...events: ChoresEvent[]) {
  const state = fold(events);
  return {
    when: (command: ChoresCommand) => ({
      then: (expected: ChoresEvent[]) => expect(decide(state, command)).toEqual(expected),
      thenFails: (message: string) => expect(() => decide(state, command)).toThrow(message),
    }),
  };
}

const complete = (completionId: string, memberId: string | null, at: string, occurrenceAt?: string): ChoresCommand => ({
  type: "CompleteChore",
  choreId,
  completionId,
  actor: holder,
  memberId,
  occurrenceAt,
  at,
});
const id = (n: number) => `e0000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

describe("chores decider: creating", () => {
  it("creates a daily chore due at its first local due time, assigned to the first in rotation", () => {
    const f = fields(schedule({}));
    given()
      .when({ type: "CreateChore", choreId, fields: f, activeMemberIds: members })
      .then([created(f, "2026-03-07T13:00:00.000Z")]);
  });

  it("creates a weekly chore on the first chosen weekday on or after the start day", () => {
    // 2026-03-07 is a Saturday; weekly on Monday (0) and Thursday (3).
    const f = fields(schedule({ frequency: "weekly", weekdays: [3, 0] }));
    given()
      .when({ type: "CreateChore", choreId, fields: f, activeMemberIds: members })
      .then([created(f, "2026-03-09T12:00:00.000Z")]);
  });

  it("refuses assignees who are not active members", () => {
    given()
      .when({ type: "CreateChore", choreId, fields: fields(null), activeMemberIds: [ana] })
      .thenFails("Assign the chore to active family members of this household");
  });

  it("refuses a rotation of one", () => {
    given()
      .when({ type: "CreateChore", choreId, fields: fields(null, { mode: "rotation", memberIds: [ana] }), activeMemberIds: members })
      .thenFails("Choose at least two members to rotate between");
  });
});

describe("chores decider: recurrence across DST and month ends", () => {
  it("America/New_York: a daily 08:00 chore stays at 08:00 local when clocks go forward (EST → EDT)", () => {
    const f = fields(schedule({}));
    given(created(f, "2026-03-07T13:00:00.000Z"))
      .when(complete(id(1), ana, "2026-03-07T13:05:00.000Z"))
      .then([
        {
          type: "ChoreCompleted",
          data: {
            choreId,
            completionId: id(1),
            memberId: ana,
            completedAt: "2026-03-07T13:05:00.000Z",
            points: 5,
            done: { occurrenceAt: "2026-03-07T13:00:00.000Z", dueAt: "2026-03-07T13:00:00.000Z", assigneeId: ana },
            next: { occurrenceAt: "2026-03-08T12:00:00.000Z", dueAt: "2026-03-08T12:00:00.000Z", assigneeId: ben },
          },
        },
      ]);
  });

  it("America/New_York: a 02:30 chore on the night the hour is skipped falls due at 03:30 EDT", () => {
    const f = fields(schedule({ dueTime: "02:30" }));
    const decided = decide(fold([created(f, "2026-03-07T07:30:00.000Z")]), complete(id(1), ana, "2026-03-07T08:00:00.000Z"));
    expect(decided[0].type === "ChoreCompleted" && decided[0].data.next?.dueAt).toBe("2026-03-08T07:30:00.000Z");
  });

  it("Europe/London: a weekly Sunday chore rotates to the next member and keeps 09:00 into BST", () => {
    const f = fields(schedule({ frequency: "weekly", weekdays: [6], timeZone: "Europe/London", dueTime: "09:00", startDate: "2026-03-22" }));
    given(created(f, "2026-03-22T09:00:00.000Z"))
      .when(complete(id(1), ana, "2026-03-22T09:30:00.000Z"))
      .then([
        {
          type: "ChoreCompleted",
          data: {
            choreId,
            completionId: id(1),
            memberId: ana,
            completedAt: "2026-03-22T09:30:00.000Z",
            points: 5,
            done: { occurrenceAt: "2026-03-22T09:00:00.000Z", dueAt: "2026-03-22T09:00:00.000Z", assigneeId: ana },
            next: { occurrenceAt: "2026-03-29T08:00:00.000Z", dueAt: "2026-03-29T08:00:00.000Z", assigneeId: ben },
          },
        },
      ]);
  });

  it("Europe/London: back to GMT in October, still 09:00 local and back to the first member", () => {
    const f = fields(schedule({ frequency: "weekly", weekdays: [6], timeZone: "Europe/London", dueTime: "09:00", startDate: "2026-10-18" }));
    const state = fold([created(f, "2026-10-18T08:00:00.000Z", ben)]);
    const [event] = decide(state, complete(id(1), ben, "2026-10-18T08:10:00.000Z"));
    expect(event.type === "ChoreCompleted" && event.data.next).toEqual({
      occurrenceAt: "2026-10-25T09:00:00.000Z",
      dueAt: "2026-10-25T09:00:00.000Z",
      assigneeId: ana,
    });
  });

  it("Australia/Sydney: a monthly chore on the 31st falls on the 30th of April, after DST ends (AEDT → AEST), and rotates", () => {
    const f = fields(schedule({ frequency: "monthly", timeZone: "Australia/Sydney", dueTime: "18:00", startDate: "2026-03-31" }));
    given()
      .when({ type: "CreateChore", choreId, fields: f, activeMemberIds: members })
      .then([created(f, "2026-03-31T07:00:00.000Z")]);
    const first = created(f, "2026-03-31T07:00:00.000Z");
    const [april] = decide(fold([first]), complete(id(1), ana, "2026-03-31T08:00:00.000Z"));
    expect(april.type === "ChoreCompleted" && april.data.next).toEqual({
      occurrenceAt: "2026-04-30T08:00:00.000Z",
      dueAt: "2026-04-30T08:00:00.000Z",
      assigneeId: ben,
    });
    const [may] = decide(fold([first, april]), complete(id(2), ben, "2026-04-30T09:00:00.000Z"));
    expect(may.type === "ChoreCompleted" && may.data.next).toEqual({
      occurrenceAt: "2026-05-31T08:00:00.000Z",
      dueAt: "2026-05-31T08:00:00.000Z",
      assigneeId: ana,
    });
  });

  it("a monthly chore on the 31st falls on February's last day", () => {
    const f = fields(schedule({ frequency: "monthly", timeZone: "Europe/London", dueTime: "10:00", startDate: "2026-01-31" }));
    const [event] = decide(fold([created(f, "2026-01-31T10:00:00.000Z")]), complete(id(1), ana, "2026-01-31T11:00:00.000Z"));
    expect(event.type === "ChoreCompleted" && event.data.next?.dueAt).toBe("2026-02-28T10:00:00.000Z");
  });

  it("every 3 days after the last completion counts from the local day it was done, across the November change", () => {
    const f = fields(schedule({ frequency: "afterCompletion", interval: 3, dueTime: "19:00", startDate: "2026-10-28" }), {
      mode: "anyone",
      memberIds: [],
    });
    // Done at 20:00 EDT on Oct 30 (00:00 UTC on the 31st): next is Nov 2, 19:00 EST.
    const [event] = decide(fold([created(f, "2026-10-28T23:00:00.000Z", null)]), complete(id(1), ana, "2026-10-31T00:00:00.000Z"));
    expect(event.type === "ChoreCompleted" && event.data.next).toEqual({
      occurrenceAt: "2026-11-03T00:00:00.000Z",
      dueAt: "2026-11-03T00:00:00.000Z",
      assigneeId: null,
    });
  });

  it("a chore done days late comes back at the next occurrence after now, not overdue again", () => {
    const f = fields(schedule({}));
    const [event] = decide(fold([created(f, "2026-03-07T13:00:00.000Z")]), complete(id(1), ana, "2026-03-10T20:00:00.000Z"));
    expect(event.type === "ChoreCompleted" && event.data.next?.dueAt).toBe("2026-03-11T12:00:00.000Z");
  });

  it("skipping moves to the next occurrence and the next member in turn, with no points", () => {
    const f = fields(schedule({}));
    given(created(f, "2026-03-07T13:00:00.000Z"))
      .when({ type: "SkipChore", choreId, actor: holder, at: "2026-03-07T12:00:00.000Z" })
      .then([
        {
          type: "ChoreSkipped",
          data: {
            choreId,
            skipped: { occurrenceAt: "2026-03-07T13:00:00.000Z", dueAt: "2026-03-07T13:00:00.000Z", assigneeId: ana },
            next: { occurrenceAt: "2026-03-08T12:00:00.000Z", dueAt: "2026-03-08T12:00:00.000Z", assigneeId: ben },
            skippedAt: "2026-03-07T12:00:00.000Z",
          },
        },
      ]);
  });

  it("snoozing moves the due time of this occurrence only; the next follows the rule", () => {
    const f = fields(schedule({}));
    const snoozed: ChoresEvent = {
      type: "ChoreSnoozed",
      data: { choreId, dueAt: "2026-03-07T17:00:00.000Z", previousDueAt: "2026-03-07T13:00:00.000Z" },
    };
    given(created(f, "2026-03-07T13:00:00.000Z"))
      .when({ type: "SnoozeChore", choreId, actor: holder, until: "2026-03-07T17:00:00.000Z", at: "2026-03-07T12:00:00.000Z" })
      .then([snoozed]);
    const [event] = decide(fold([created(f, "2026-03-07T13:00:00.000Z"), snoozed]), complete(id(1), ana, "2026-03-07T17:05:00.000Z"));
    expect(event.type === "ChoreCompleted" && event.data.next?.dueAt).toBe("2026-03-08T12:00:00.000Z");
  });
});

describe("chores decider: who does it", () => {
  it("whoever did it least gets the next occurrence", () => {
    const f = fields(schedule({}), { mode: "leastDone", memberIds: members });
    const c1 = decide(fold([created(f, "2026-03-07T13:00:00.000Z")]), complete(id(1), ana, "2026-03-07T13:05:00.000Z"));
    expect(c1[0].type === "ChoreCompleted" && c1[0].data.next?.assigneeId).toBe(ben);
    // Ana steps in again: Ben has still done it least.
    const c2 = decide(fold([created(f, "2026-03-07T13:00:00.000Z"), ...c1]), complete(id(2), ana, "2026-03-08T12:05:00.000Z"));
    expect(c2[0].type === "ChoreCompleted" && c2[0].data.next?.assigneeId).toBe(ben);
  });

  it("a member cannot complete a chore assigned to someone else", () => {
    given(created(fields(schedule({})), "2026-03-07T13:00:00.000Z"))
      .when({ ...complete(id(1), null, "2026-03-07T13:05:00.000Z"), actor: { kind: "member", memberId: ben } } as ChoresCommand)
      .thenFails(NOT_YOUR_CHORE);
  });

  it("a member completing their own chore is recorded as them, whatever memberId they send", () => {
    const [event] = decide(fold([created(fields(schedule({})), "2026-03-07T13:00:00.000Z")]), {
      ...complete(id(1), ben, "2026-03-07T13:05:00.000Z"),
      actor: { kind: "member", memberId: ana },
    } as ChoresCommand);
    expect(event.type === "ChoreCompleted" && event.data.memberId).toBe(ana);
  });
});

describe("chores decider: points are never counted twice", () => {
  const f = fields(schedule({}));
  const start = created(f, "2026-03-07T13:00:00.000Z");

  it("the occurrence the caller saw, once done, cannot be done again from another device", () => {
    const done = decide(fold([start]), complete(id(1), ana, "2026-03-07T13:05:00.000Z", "2026-03-07T13:00:00.000Z"));
    given(start, ...done).when(complete(id(2), ana, "2026-03-07T13:06:00.000Z", "2026-03-07T13:00:00.000Z")).thenFails(ALREADY_DONE);
  });

  it("a completion id is recorded once", () => {
    const done = decide(fold([start]), complete(id(1), ana, "2026-03-07T13:05:00.000Z"));
    given(start, ...done).when(complete(id(1), ben, "2026-03-08T12:05:00.000Z")).thenFails("This completion was already recorded");
  });

  it("complete, undo, complete again: the member holds the points of one completion", () => {
    const done = decide(fold([start]), complete(id(1), ana, "2026-03-07T13:05:00.000Z"));
    const undone = decide(fold([start, ...done]), { type: "UndoChoreCompletion", choreId, completionId: id(1), actor: holder });
    expect(undone).toEqual([
      {
        type: "ChoreCompletionUndone",
        data: {
          choreId,
          completionId: id(1),
          memberId: ana,
          points: 5,
          restored: { occurrenceAt: "2026-03-07T13:00:00.000Z", dueAt: "2026-03-07T13:00:00.000Z", assigneeId: ana },
        },
      },
    ]);
    expect(pointsOf(fold([start, ...done, ...undone]), ana).earned).toBe(0);
    const again = decide(fold([start, ...done, ...undone]), complete(id(2), ana, "2026-03-07T13:10:00.000Z", "2026-03-07T13:00:00.000Z"));
    expect(pointsOf(fold([start, ...done, ...undone, ...again]), ana)).toEqual({ earned: 5, spent: 0, pending: 0, balance: 5 });
    given(start, ...done, ...undone)
      .when({ type: "UndoChoreCompletion", choreId, completionId: id(1), actor: holder })
      .thenFails("This completion was already undone");
  });

  it("only the latest completion can be undone", () => {
    const c1 = decide(fold([start]), complete(id(1), ana, "2026-03-07T13:05:00.000Z"));
    const c2 = decide(fold([start, ...c1]), complete(id(2), ben, "2026-03-08T12:05:00.000Z"));
    given(start, ...c1, ...c2)
      .when({ type: "UndoChoreCompletion", choreId, completionId: id(1), actor: holder })
      .thenFails("Only the latest completion of a chore can be undone");
  });
});

describe("chores decider: rewards", () => {
  const rewardId = "f0000000-0000-4000-8000-000000000001";
  const redemptionId = "f0000000-0000-4000-8000-000000000002";
  const defined: ChoresEvent = { type: "RewardDefined", data: { rewardId, title: "Pick the film", points: 5 } };
  const start = created(fields(schedule({})), "2026-03-07T13:00:00.000Z");
  const earned = decide(fold([start]), complete(id(1), ana, "2026-03-07T13:05:00.000Z"));
  const requested: ChoresEvent = {
    type: "RewardRedemptionRequested",
    data: { redemptionId, rewardId, memberId: ana, title: "Pick the film", points: 5, requestedAt: "2026-03-07T14:00:00.000Z" },
  };
  const request: ChoresCommand = {
    type: "RequestRedemption",
    redemptionId,
    rewardId,
    actor: { kind: "member", memberId: ana },
    memberId: ana,
    at: "2026-03-07T14:00:00.000Z",
  };

  it("a child with enough points asks for a reward; the points are set aside", () => {
    given(start, ...earned, defined).when(request).then([requested]);
    expect(pointsOf(fold([start, ...earned, defined, requested]), ana)).toEqual({ earned: 5, spent: 0, pending: 5, balance: 0 });
  });

  it("refuses a request beyond the balance (points set aside count as spent)", () => {
    given(start, ...earned, defined, requested)
      .when({ ...request, redemptionId: "f0000000-0000-4000-8000-000000000003" } as ChoresCommand)
      .thenFails(NOT_ENOUGH_POINTS);
  });

  it("a member cannot spend another member's points", () => {
    given(start, ...earned, defined)
      .when({ ...request, actor: { kind: "member", memberId: ben } } as ChoresCommand)
      .thenFails("You can only spend your own points");
  });

  it("the holder approves once; a decline gives the points back", () => {
    const approved: ChoresEvent = {
      type: "RewardRedemptionApproved",
      data: { redemptionId, memberId: ana, points: 5, decidedAt: "2026-03-07T15:00:00.000Z" },
    };
    given(start, ...earned, defined, requested)
      .when({ type: "ApproveRedemption", redemptionId, at: "2026-03-07T15:00:00.000Z" })
      .then([approved]);
    given(start, ...earned, defined, requested, approved)
      .when({ type: "DeclineRedemption", redemptionId, at: "2026-03-07T15:00:00.000Z" })
      .thenFails("This reward request was already decided");
    const declined: ChoresEvent = { type: "RewardRedemptionDeclined", data: { ...approved.data } };
    expect(pointsOf(fold([start, ...earned, defined, requested, declined]), ana).balance).toBe(5);
    expect(pointsOf(fold([start, ...earned, defined, requested, approved]), ana)).toEqual({ earned: 5, spent: 5, pending: 0, balance: 0 });
  });
});
