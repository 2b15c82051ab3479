/**
 * The chores this device shows: the server's, with the changes still waiting in the outbox laid over them
 * (offline too, and after a reload), each touched chore marked as waiting. Pure, so it is tested without
 * rendering. Once the server applied a change it leaves the outbox, and the server's answer shows instead.
 *
 * Points totals, rewards and reward requests stay as the server last said: they follow from the server's
 * bookkeeping (who did what, what was approved), which this device does not repeat.
 */
import { fromWall, wallAt } from "../../../../server/src/core/zoned-time";
import type { ChoreFieldsFragment, ChoreInput } from "../../gql/graphql";
import type { PendingChange } from "../../lib/outbox/outbox.machine";
import type { ChoreChange } from "./chores-sync";

/** What is waiting for a chore: shown on its row until the server has it. */
export type ChoreWaiting = "added" | "edited" | "done" | "skipped" | "snoozed" | "undone";

export type ShownChore = ChoreFieldsFragment & {
  /** The latest change to this chore still waiting to sync; absent when the row is as the server says. */
  waiting?: ChoreWaiting;
};

type Schedule = NonNullable<ChoreFieldsFragment["schedule"]>;

/**
 * The first due instant of a schedule, as the server reckons it: the start day at the due time in the
 * schedule's zone; for a weekly rule the first chosen weekday (0 = Monday) on or after the start day.
 */
export function firstDueOf(schedule: Pick<Schedule, "frequency" | "weekdays" | "timeZone" | "dueTime" | "startDate">): string | null {
  try {
    let wall = wallAt(schedule.startDate, schedule.dueTime);
    if (Number.isNaN(wall.getTime())) return null;
    if (schedule.frequency === "weekly" && schedule.weekdays.length > 0) {
      for (let i = 0; i < 7 && !schedule.weekdays.includes((wall.getUTCDay() + 6) % 7); i++) wall = new Date(wall.getTime() + 86_400_000);
    }
    return fromWall(wall, schedule.timeZone).toISOString();
  } catch {
    return null;
  }
}

const scheduleOf = (input: ChoreInput): Schedule | null =>
  input.schedule
    ? {
        frequency: input.schedule.frequency,
        interval: input.schedule.interval,
        weekdays: [...input.schedule.weekdays],
        timeZone: input.schedule.timeZone,
        dueTime: input.schedule.dueTime,
        startDate: input.schedule.startDate,
      }
    : null;

const sameSchedule = (a: Schedule | null, b: Schedule | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.frequency === b.frequency &&
    a.interval === b.interval &&
    a.timeZone === b.timeZone &&
    a.dueTime === b.dueTime &&
    a.startDate === b.startDate &&
    a.weekdays.join() === b.weekdays.join());

/** The occurrence a new rule starts with (the server's `firstOccurrence`): when it falls due and to whom. */
function firstOccurrence(input: ChoreInput, schedule: Schedule | null): Pick<ChoreFieldsFragment, "occurrenceAt" | "dueAt" | "assigneeId"> {
  const assigneeId = input.assignment.mode === "anyone" ? null : (input.assignment.memberIds.map(String)[0] ?? null);
  const due = schedule ? firstDueOf(schedule) : (input.dueAt ?? null);
  return { occurrenceAt: due, dueAt: due, assigneeId };
}

const fieldsOf = (input: ChoreInput) => ({
  title: input.title,
  notes: input.notes ?? null,
  estimateMinutes: input.estimateMinutes ?? null,
  points: input.points,
  assignment: { mode: input.assignment.mode, memberIds: input.assignment.memberIds.map(String) },
});

/** A chore added on this device and not yet on the server, as the server will first show it. */
function created(id: string, input: ChoreInput): ChoreFieldsFragment {
  const schedule = scheduleOf(input);
  return {
    id,
    ...fieldsOf(input),
    schedule,
    ...firstOccurrence(input, schedule),
    open: true,
    undoableCompletionId: null,
    lastCompletion: null,
    revision: 0,
  };
}

/** An edit: the new fields; a changed rule, due time or assignment starts over from its first occurrence (as the server does). */
function edited(chore: ShownChore, input: ChoreInput): ShownChore {
  const schedule = scheduleOf(input);
  const ruleChanged =
    !sameSchedule(chore.schedule, schedule) ||
    chore.assignment.mode !== input.assignment.mode ||
    chore.assignment.memberIds.join() !== input.assignment.memberIds.map(String).join() ||
    (schedule === null && (chore.dueAt ?? null) !== (input.dueAt ?? null));
  return {
    ...chore,
    ...fieldsOf(input),
    schedule,
    ...(ruleChanged ? { ...firstOccurrence(input, schedule), open: true } : {}),
    // A chore added on this device and edited before it synced is still new to the family.
    waiting: chore.waiting === "added" ? "added" : "edited",
  };
}

/**
 * The server's chores with the outbox's waiting changes laid over them, in the order they were made:
 * an added chore shows as the server will first show it; an edit shows its new values; a completion or a
 * skip shows the chore done (a recurring one too: its next turn comes with the server's answer); a snooze
 * moves the due time; an undo of a completion still waiting puts the chore back as it was; a delete hides it.
 * Reward changes leave the chores alone.
 */
export function applyPendingChores(chores: readonly ChoreFieldsFragment[], pending: readonly PendingChange<ChoreChange>[]): ShownChore[] {
  let result: ShownChore[] = [...chores];
  /** The chore as it was before each completion made on this device, so an undo still waiting can restore it. */
  const beforeCompletion = new Map<string, ShownChore>();
  const update = (id: string, change: (chore: ShownChore) => ShownChore) => {
    result = result.map((c) => (c.id === id ? change(c) : c));
  };
  for (const { change, queuedAt } of pending) {
    switch (change.kind) {
      case "createChore":
        if (!result.some((c) => c.id === change.targetId)) result.push({ ...created(change.targetId, change.input), waiting: "added" });
        break;
      case "updateChore":
        update(change.targetId, (c) => edited(c, change.input));
        break;
      case "deleteChore":
        result = result.filter((c) => c.id !== change.targetId);
        break;
      case "completeChore":
        update(change.targetId, (c) => {
          beforeCompletion.set(change.completionId, c);
          return {
            ...c,
            open: false,
            undoableCompletionId: change.completionId,
            lastCompletion: { id: change.completionId, memberId: change.memberId, completedAt: queuedAt, points: c.points },
            waiting: "done",
          };
        });
        break;
      case "skipChore":
        update(change.targetId, (c) => ({ ...c, open: false, undoableCompletionId: null, waiting: "skipped" }));
        break;
      case "snoozeChore":
        update(change.targetId, (c) => ({ ...c, dueAt: change.until, waiting: "snoozed" }));
        break;
      case "undoCompletion": {
        const before = beforeCompletion.get(change.completionId);
        // An undo of a completion the server already has: the chore opens again once the server answers.
        update(change.targetId, (c) =>
          before && c.undoableCompletionId === change.completionId
            ? { ...before, waiting: before.waiting ?? "undone" }
            : { ...c, undoableCompletionId: null, waiting: "undone" },
        );
        break;
      }
      case "defineReward":
      case "retireReward":
      case "requestReward":
      case "decideReward":
        break;
    }
  }
  return result;
}

/** What a row says about its waiting change. */
export function waitingText(waiting: ChoreWaiting): string {
  switch (waiting) {
    case "added":
      return "Added";
    case "edited":
      return "Changed";
    case "done":
      return "Marked done";
    case "skipped":
      return "Skipped";
    case "snoozed":
      return "Snoozed";
    case "undone":
      return "Completion undone";
  }
}
