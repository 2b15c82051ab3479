import type { StoredEvent } from "../../core/event-store.js";
import type { ChoreSchedule } from "./recurrence.js";

export const ASSIGNMENT_MODES = ["member", "rotation", "leastDone", "anyone"] as const;
export type AssignmentMode = (typeof ASSIGNMENT_MODES)[number];

/** Who a chore falls to: one member, a rotation through members, whoever did it least of them, or anyone. */
export type Assignment = {
  mode: AssignmentMode;
  /** The member (mode member), or the members in rotation order; empty for anyone. */
  memberIds: string[];
};

/** What the account holder sets on a chore. */
export type ChoreFields = {
  title: string;
  notes: string | null;
  estimateMinutes: number | null;
  points: number;
  /** null: a one-off task. */
  schedule: ChoreSchedule | null;
  /** A one-off task's due instant (ISO 8601), or null for no due date; recurring chores derive it. */
  dueAt: string | null;
  assignment: Assignment;
};

/** The occurrence that is up next: its rule time, its due time (later when snoozed) and who it falls to. */
export type Occurrence = {
  occurrenceAt: string | null;
  dueAt: string | null;
  assigneeId: string | null;
};

export type ChoresEvent =
  | { type: "ChoreCreated"; data: { choreId: string; fields: ChoreFields } & Occurrence }
  | { type: "ChoreUpdated"; data: { choreId: string; fields: ChoreFields } & Occurrence }
  | {
      type: "ChoreCompleted";
      data: {
        choreId: string;
        completionId: string;
        /** Who did it; null when the account holder did it themself. */
        memberId: string | null;
        completedAt: string;
        points: number;
        /** The occurrence that was done. */
        done: Occurrence;
        /** The next one; null when a one-off task is done. */
        next: Occurrence | null;
      };
    }
  | {
      type: "ChoreCompletionUndone";
      data: { choreId: string; completionId: string; memberId: string | null; points: number; restored: Occurrence };
    }
  | { type: "ChoreSkipped"; data: { choreId: string; skipped: Occurrence; next: Occurrence | null; skippedAt: string } }
  | { type: "ChoreSnoozed"; data: { choreId: string; dueAt: string; previousDueAt: string | null } }
  | { type: "ChoreDeleted"; data: { choreId: string } }
  | { type: "RewardDefined"; data: { rewardId: string; title: string; points: number } }
  | { type: "RewardUpdated"; data: { rewardId: string; title: string; points: number } }
  | { type: "RewardRetired"; data: { rewardId: string } }
  | {
      type: "RewardRedemptionRequested";
      data: { redemptionId: string; rewardId: string; memberId: string; title: string; points: number; requestedAt: string };
    }
  | { type: "RewardRedemptionApproved"; data: { redemptionId: string; memberId: string; points: number; decidedAt: string } }
  | { type: "RewardRedemptionDeclined"; data: { redemptionId: string; memberId: string; points: number; decidedAt: string } };

export type ChoresEventType = ChoresEvent["type"];

export const CHORES_EVENT_TYPES: readonly ChoresEventType[] = [
  "ChoreCreated",
  "ChoreUpdated",
  "ChoreCompleted",
  "ChoreCompletionUndone",
  "ChoreSkipped",
  "ChoreSnoozed",
  "ChoreDeleted",
  "RewardDefined",
  "RewardUpdated",
  "RewardRetired",
  "RewardRedemptionRequested",
  "RewardRedemptionApproved",
  "RewardRedemptionDeclined",
];

export interface CompletionState {
  memberId: string | null;
  points: number;
  undone: boolean;
}

export interface ChoreState {
  fields: ChoreFields;
  current: Occurrence;
  /** false once a one-off task is done (or the chore deleted). */
  open: boolean;
  deleted: boolean;
  completions: Record<string, CompletionState>;
  /** The completion that produced the current occurrence: the only one that can be undone. */
  undoable: { completionId: string; restored: Occurrence } | null;
}

export interface RewardState {
  title: string;
  points: number;
  retired: boolean;
}

export interface RedemptionState {
  rewardId: string;
  memberId: string;
  points: number;
  status: "requested" | "approved" | "declined";
}

/** A household's chores, rewards and points: one stream per household (every command reads balances). */
export interface ChoresState {
  chores: Readonly<Record<string, ChoreState>>;
  rewards: Readonly<Record<string, RewardState>>;
  redemptions: Readonly<Record<string, RedemptionState>>;
}

export const initialChoresState: ChoresState = { chores: {}, rewards: {}, redemptions: {} };

export const choresStream = (householdId: string) => `chores-${householdId}`;

function withChore(state: ChoresState, choreId: string, change: (chore: ChoreState) => ChoreState): ChoresState {
  const chore = state.chores[choreId];
  return chore ? { ...state, chores: { ...state.chores, [choreId]: change(chore) } } : state;
}

export function evolveChores(state: ChoresState, stored: StoredEvent | ChoresEvent): ChoresState {
  const event = stored as ChoresEvent;
  switch (event.type) {
    case "ChoreCreated": {
      const { choreId, fields, ...current } = event.data;
      const chore: ChoreState = { fields, current, open: true, deleted: false, completions: {}, undoable: null };
      return { ...state, chores: { ...state.chores, [choreId]: chore } };
    }
    case "ChoreUpdated": {
      const { choreId, fields, ...current } = event.data;
      return withChore(state, choreId, (c) => ({ ...c, fields, current, undoable: null }));
    }
    case "ChoreCompleted": {
      const d = event.data;
      return withChore(state, d.choreId, (c) => ({
        ...c,
        current: d.next ?? d.done,
        open: d.next !== null,
        completions: { ...c.completions, [d.completionId]: { memberId: d.memberId, points: d.points, undone: false } },
        undoable: { completionId: d.completionId, restored: d.done },
      }));
    }
    case "ChoreCompletionUndone": {
      const d = event.data;
      return withChore(state, d.choreId, (c) => ({
        ...c,
        current: d.restored,
        open: true,
        completions: { ...c.completions, [d.completionId]: { ...c.completions[d.completionId], undone: true } },
        undoable: null,
      }));
    }
    case "ChoreSkipped":
      return withChore(state, event.data.choreId, (c) => ({
        ...c,
        current: event.data.next ?? event.data.skipped,
        open: event.data.next !== null,
        undoable: null,
      }));
    case "ChoreSnoozed":
      return withChore(state, event.data.choreId, (c) => ({ ...c, current: { ...c.current, dueAt: event.data.dueAt } }));
    case "ChoreDeleted":
      return withChore(state, event.data.choreId, (c) => ({ ...c, deleted: true, open: false, undoable: null }));
    case "RewardDefined":
    case "RewardUpdated": {
      const { rewardId, title, points } = event.data;
      return { ...state, rewards: { ...state.rewards, [rewardId]: { title, points, retired: false } } };
    }
    case "RewardRetired": {
      const reward = state.rewards[event.data.rewardId];
      return reward ? { ...state, rewards: { ...state.rewards, [event.data.rewardId]: { ...reward, retired: true } } } : state;
    }
    case "RewardRedemptionRequested": {
      const { redemptionId, rewardId, memberId, points } = event.data;
      return {
        ...state,
        redemptions: { ...state.redemptions, [redemptionId]: { rewardId, memberId, points, status: "requested" } },
      };
    }
    case "RewardRedemptionApproved":
    case "RewardRedemptionDeclined": {
      const r = state.redemptions[event.data.redemptionId];
      const status = event.type === "RewardRedemptionApproved" ? "approved" : "declined";
      return r ? { ...state, redemptions: { ...state.redemptions, [event.data.redemptionId]: { ...r, status } } } : state;
    }
    default:
      return state;
  }
}

/** Points a member has earned (completions not undone) and has spent or set aside (redemptions not declined). */
export function pointsOf(state: ChoresState, memberId: string): { earned: number; spent: number; pending: number; balance: number } {
  let earned = 0;
  for (const chore of Object.values(state.chores)) {
    for (const c of Object.values(chore.completions)) if (!c.undone && c.memberId === memberId) earned += c.points;
  }
  let spent = 0;
  let pending = 0;
  for (const r of Object.values(state.redemptions)) {
    if (r.memberId !== memberId) continue;
    if (r.status === "approved") spent += r.points;
    if (r.status === "requested") pending += r.points;
  }
  return { earned, spent, pending, balance: earned - spent - pending };
}
