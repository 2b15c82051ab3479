import { badRequest, conflict, forbidden, notFound } from "../../core/errors.js";
import type { ChoreFields, ChoreState, ChoresEvent, ChoresState, Occurrence } from "./chores.events.js";
import { pointsOf } from "./chores.events.js";
import { firstDue, nextDue } from "./recurrence.js";

/** Who gives a command: the account holder, or a family member signed in with their own account. */
export type Actor = { kind: "holder" } | { kind: "member"; memberId: string };

export interface CreateChore {
  type: "CreateChore";
  choreId: string;
  fields: ChoreFields;
  /** Active members of the household (assignees must be among them). */
  activeMemberIds: string[];
}

/** Replaces what the holder set; a changed schedule or assignment starts again from the new rule. */
export interface UpdateChore {
  type: "UpdateChore";
  choreId: string;
  fields: ChoreFields;
  activeMemberIds: string[];
}

/** Marks the current occurrence done; the next follows the rule and the assignment. */
export interface CompleteChore {
  type: "CompleteChore";
  choreId: string;
  completionId: string;
  actor: Actor;
  /** Who did it (the holder may name any member, or nobody for themself); a member always means themself. */
  memberId: string | null;
  /** The occurrence the caller saw: when it is no longer the current one, the chore was already done. */
  occurrenceAt?: string | null;
  at: string;
}

export interface UndoChoreCompletion {
  type: "UndoChoreCompletion";
  choreId: string;
  completionId: string;
  actor: Actor;
}

export interface SkipChore {
  type: "SkipChore";
  choreId: string;
  actor: Actor;
  occurrenceAt?: string | null;
  at: string;
}

export interface SnoozeChore {
  type: "SnoozeChore";
  choreId: string;
  actor: Actor;
  until: string;
  at: string;
}

export interface DeleteChore {
  type: "DeleteChore";
  choreId: string;
}

export interface DefineReward {
  type: "DefineReward";
  rewardId: string;
  title: string;
  points: number;
}

export interface UpdateReward {
  type: "UpdateReward";
  rewardId: string;
  title: string;
  points: number;
}

export interface RetireReward {
  type: "RetireReward";
  rewardId: string;
}

/** A member asks to spend points on a reward; the points are set aside until the holder decides. */
export interface RequestRedemption {
  type: "RequestRedemption";
  redemptionId: string;
  rewardId: string;
  actor: Actor;
  memberId: string;
  at: string;
}

export interface DecideRedemption {
  type: "ApproveRedemption" | "DeclineRedemption";
  redemptionId: string;
  at: string;
}

export type ChoresCommand =
  | CreateChore
  | UpdateChore
  | CompleteChore
  | UndoChoreCompletion
  | SkipChore
  | SnoozeChore
  | DeleteChore
  | DefineReward
  | UpdateReward
  | RetireReward
  | RequestRedemption
  | DecideRedemption;

export const CHORE_NOT_FOUND = "Chore not found";
export const REWARD_NOT_FOUND = "Reward not found";
export const REDEMPTION_NOT_FOUND = "Reward request not found";
export const ALREADY_DONE = "This chore was already done or skipped on another device";
export const NOT_YOUR_CHORE = "This chore is assigned to someone else";
export const NOT_ENOUGH_POINTS = "Not enough points for this reward";

function liveChore(state: ChoresState, choreId: string): ChoreState {
  const chore = state.chores[choreId];
  if (!chore || chore.deleted) throw notFound(CHORE_NOT_FOUND);
  return chore;
}

function checkAssignment(fields: ChoreFields, activeMemberIds: string[]): void {
  const { mode, memberIds } = fields.assignment;
  const unknown = memberIds.find((id) => !activeMemberIds.includes(id));
  if (unknown) throw badRequest("Assign the chore to active family members of this household");
  if (mode === "member" && memberIds.length !== 1) throw badRequest("Choose the one member this chore is for");
  if ((mode === "rotation" || mode === "leastDone") && memberIds.length < 2) {
    throw badRequest("Choose at least two members to rotate between");
  }
  if (mode === "anyone" && memberIds.length > 0) throw badRequest("A chore open to anyone has no members");
}

/** The first occurrence of new or changed fields. */
function firstOccurrence(fields: ChoreFields): Occurrence {
  const assigneeId = fields.assignment.mode === "anyone" ? null : fields.assignment.memberIds[0];
  if (!fields.schedule) return { occurrenceAt: fields.dueAt, dueAt: fields.dueAt, assigneeId };
  const due = firstDue(fields.schedule);
  return { occurrenceAt: due, dueAt: due, assigneeId };
}

/** Who the next occurrence falls to, after `doneBy` did (or nobody did) the current one. */
export function nextAssignee(chore: ChoreState, extraCompletion: string | null | undefined): string | null {
  const { mode, memberIds } = chore.fields.assignment;
  if (mode === "anyone") return null;
  if (mode === "member") return memberIds[0];
  const current = chore.current.assigneeId;
  const at = current ? memberIds.indexOf(current) : -1;
  const inTurn = memberIds.map((_, i) => memberIds[(at + 1 + i) % memberIds.length]);
  if (mode === "rotation") return inTurn[0];
  const counts = new Map(memberIds.map((id) => [id, 0]));
  for (const c of Object.values(chore.completions)) {
    if (!c.undone && c.memberId && counts.has(c.memberId)) counts.set(c.memberId, counts.get(c.memberId)! + 1);
  }
  if (extraCompletion && counts.has(extraCompletion)) counts.set(extraCompletion, counts.get(extraCompletion)! + 1);
  // Fewest completions first; a tie goes to whoever is next in turn.
  return [...inTurn].sort((a, b) => counts.get(a)! - counts.get(b)! || inTurn.indexOf(a) - inTurn.indexOf(b))[0];
}

function nextOccurrence(chore: ChoreState, at: string, doneBy: string | null | undefined): Occurrence | null {
  const schedule = chore.fields.schedule;
  if (!schedule) return null;
  const due = nextDue(schedule, chore.current.occurrenceAt ?? at, at);
  return { occurrenceAt: due, dueAt: due, assigneeId: nextAssignee(chore, doneBy) };
}

/** A member may act on chores assigned to them or open to anyone; the holder on every chore. */
function checkMayAct(chore: ChoreState, actor: Actor): void {
  if (actor.kind === "holder") return;
  const { assigneeId } = chore.current;
  if (assigneeId !== null && assigneeId !== actor.memberId) throw forbidden(NOT_YOUR_CHORE);
}

function checkCurrent(chore: ChoreState, occurrenceAt: string | null | undefined): void {
  if (!chore.open) throw conflict(ALREADY_DONE);
  if (occurrenceAt !== undefined && occurrenceAt !== chore.current.occurrenceAt) {
    const same = occurrenceAt && chore.current.occurrenceAt && Date.parse(occurrenceAt) === Date.parse(chore.current.occurrenceAt);
    if (!same) throw conflict(ALREADY_DONE);
  }
}

function completeChore(state: ChoresState, c: CompleteChore): ChoresEvent[] {
  const chore = liveChore(state, c.choreId);
  checkMayAct(chore, c.actor);
  checkCurrent(chore, c.occurrenceAt);
  if (chore.completions[c.completionId]) throw conflict("This completion was already recorded");
  const memberId = c.actor.kind === "member" ? c.actor.memberId : c.memberId;
  return [
    {
      type: "ChoreCompleted",
      data: {
        choreId: c.choreId,
        completionId: c.completionId,
        memberId,
        completedAt: c.at,
        points: chore.fields.points,
        done: chore.current,
        next: nextOccurrence(chore, c.at, memberId),
      },
    },
  ];
}

function undoCompletion(state: ChoresState, c: UndoChoreCompletion): ChoresEvent[] {
  const chore = liveChore(state, c.choreId);
  const completion = chore.completions[c.completionId];
  if (!completion) throw notFound("Completion not found");
  if (completion.undone) throw conflict("This completion was already undone");
  if (chore.undoable?.completionId !== c.completionId) throw conflict("Only the latest completion of a chore can be undone");
  if (c.actor.kind === "member" && completion.memberId !== c.actor.memberId) throw forbidden("Only who did it can undo it");
  return [
    {
      type: "ChoreCompletionUndone",
      data: {
        choreId: c.choreId,
        completionId: c.completionId,
        memberId: completion.memberId,
        points: completion.points,
        restored: chore.undoable.restored,
      },
    },
  ];
}

function requestRedemption(state: ChoresState, c: RequestRedemption): ChoresEvent[] {
  if (state.redemptions[c.redemptionId]) throw conflict("This reward request was already made");
  const reward = state.rewards[c.rewardId];
  if (!reward || reward.retired) throw notFound(REWARD_NOT_FOUND);
  if (c.actor.kind === "member" && c.actor.memberId !== c.memberId) throw forbidden("You can only spend your own points");
  if (pointsOf(state, c.memberId).balance < reward.points) throw conflict(NOT_ENOUGH_POINTS);
  return [
    {
      type: "RewardRedemptionRequested",
      data: {
        redemptionId: c.redemptionId,
        rewardId: c.rewardId,
        memberId: c.memberId,
        title: reward.title,
        points: reward.points,
        requestedAt: c.at,
      },
    },
  ];
}

export function decide(state: ChoresState, command: ChoresCommand): ChoresEvent[] {
  switch (command.type) {
    case "CreateChore": {
      if (state.chores[command.choreId]) throw conflict("A chore with this id already exists");
      checkAssignment(command.fields, command.activeMemberIds);
      return [{ type: "ChoreCreated", data: { choreId: command.choreId, fields: command.fields, ...firstOccurrence(command.fields) } }];
    }
    case "UpdateChore": {
      const chore = liveChore(state, command.choreId);
      checkAssignment(command.fields, command.activeMemberIds);
      const before = chore.fields;
      const ruleChanged =
        JSON.stringify(before.schedule) !== JSON.stringify(command.fields.schedule) ||
        JSON.stringify(before.assignment) !== JSON.stringify(command.fields.assignment) ||
        before.dueAt !== command.fields.dueAt;
      if (!ruleChanged && JSON.stringify(before) === JSON.stringify(command.fields)) return [];
      const current = ruleChanged ? firstOccurrence(command.fields) : chore.current;
      return [{ type: "ChoreUpdated", data: { choreId: command.choreId, fields: command.fields, ...current } }];
    }
    case "CompleteChore":
      return completeChore(state, command);
    case "UndoChoreCompletion":
      return undoCompletion(state, command);
    case "SkipChore": {
      const chore = liveChore(state, command.choreId);
      checkMayAct(chore, command.actor);
      checkCurrent(chore, command.occurrenceAt);
      if (!chore.fields.schedule) throw badRequest("A one-off task cannot be skipped; delete it instead");
      return [
        {
          type: "ChoreSkipped",
          data: { choreId: command.choreId, skipped: chore.current, next: nextOccurrence(chore, command.at, null), skippedAt: command.at },
        },
      ];
    }
    case "SnoozeChore": {
      const chore = liveChore(state, command.choreId);
      checkMayAct(chore, command.actor);
      if (!chore.open) throw conflict(ALREADY_DONE);
      if (Date.parse(command.until) <= Date.parse(command.at)) throw badRequest("Snooze until a time in the future");
      return [{ type: "ChoreSnoozed", data: { choreId: command.choreId, dueAt: command.until, previousDueAt: chore.current.dueAt } }];
    }
    case "DeleteChore":
      liveChore(state, command.choreId);
      return [{ type: "ChoreDeleted", data: { choreId: command.choreId } }];
    case "DefineReward":
      if (state.rewards[command.rewardId]) throw conflict("A reward with this id already exists");
      return [{ type: "RewardDefined", data: { rewardId: command.rewardId, title: command.title, points: command.points } }];
    case "UpdateReward": {
      const reward = state.rewards[command.rewardId];
      if (!reward || reward.retired) throw notFound(REWARD_NOT_FOUND);
      if (reward.title === command.title && reward.points === command.points) return [];
      return [{ type: "RewardUpdated", data: { rewardId: command.rewardId, title: command.title, points: command.points } }];
    }
    case "RetireReward": {
      const reward = state.rewards[command.rewardId];
      if (!reward || reward.retired) throw notFound(REWARD_NOT_FOUND);
      return [{ type: "RewardRetired", data: { rewardId: command.rewardId } }];
    }
    case "RequestRedemption":
      return requestRedemption(state, command);
    case "ApproveRedemption":
    case "DeclineRedemption": {
      const r = state.redemptions[command.redemptionId];
      if (!r) throw notFound(REDEMPTION_NOT_FOUND);
      if (r.status !== "requested") throw conflict("This reward request was already decided");
      const data = { redemptionId: command.redemptionId, memberId: r.memberId, points: r.points, decidedAt: command.at };
      return [command.type === "ApproveRedemption" ? { type: "RewardRedemptionApproved", data } : { type: "RewardRedemptionDeclined", data }];
    }
  }
}
