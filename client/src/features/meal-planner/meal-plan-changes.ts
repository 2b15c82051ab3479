import { repeatCopies, weekCopies } from "../../../../server/src/modules/meal-plans/plan-copies";
import { changeGuard } from "../../lib/outbox/outbox-store";
import type { PendingChange } from "../../lib/outbox/outbox.machine";

/** A planned meal as the device saw it when a copy of it was asked for (shown until the server's copy arrives). */
export interface CopiedMeal {
  id: string;
  date: string;
  slot: string;
  kind: "recipe" | "product" | "leftover" | "note";
  refId: string | null;
  title: string;
  note: string | null;
  servings: number;
  memberIds: string[];
}

/** A change to the plan as queued on this device (sent in order through the shared outbox, offline too). */
export type MealPlanChange =
  | {
      kind: "add";
      entryId: string;
      date: string;
      slot: string;
      entryKind: "recipe" | "product" | "leftover" | "note";
      refId: string | null;
      title: string;
      note: string | null;
      servings: number;
      memberIds: string[];
    }
  | { kind: "update"; entryId: string; servings?: number; memberIds?: string[] }
  | { kind: "move"; entryId: string; date: string; slot: string }
  | { kind: "remove"; entryId: string }
  /** Repeat weekly: `source` is the meal as shown when asked, the server repeats its own copy of it. */
  | { kind: "repeat"; entryId: string; everyDays: number; times: number; source: CopiedMeal }
  /** Copy the week starting `from` to the week starting `to`: `sources` are its meals as shown when asked. */
  | { kind: "copyWeek"; from: string; to: string; sources: CopiedMeal[] };

const knownKind = changeGuard<MealPlanChange>(["add", "update", "move", "remove", "repeat", "copyWeek"]);
export const isMealPlanChange = (change: unknown): change is MealPlanChange =>
  knownKind(change) &&
  (change.kind === "copyWeek" ? typeof change.from === "string" && typeof change.to === "string" && Array.isArray(change.sources) : typeof change.entryId === "string");

/** The parts of an entry the screen lays pending changes over. */
export interface PlanEntryRow {
  id: string;
  date: string;
  slot: string;
  kind: string;
  title: string;
  servings: number;
  memberIds: string[];
  note?: string | null;
  copiedFrom?: string | null;
  pending?: boolean;
}

type AddChange = Extract<MealPlanChange, { kind: "add" }>;

const asAdd = (meal: CopiedMeal, entryId: string, date: string): AddChange => ({
  kind: "add",
  entryId,
  date,
  slot: meal.slot,
  entryKind: meal.kind,
  refId: meal.refId,
  title: meal.title,
  note: meal.note,
  servings: meal.servings,
  memberIds: meal.memberIds,
});

/**
 * The server's entries with this device's waiting changes laid over them. A waiting repeat or week copy
 * shows the copies the server will make, under the ids it will give them (`plan-copies.ts`, the server's
 * own code; `householdId` is part of them): a copy the plan already has is not shown twice.
 */
export function applyPending<T extends PlanEntryRow>(
  rows: readonly T[],
  pending: readonly PendingChange<MealPlanChange>[],
  make: (c: AddChange) => T,
  householdId = "",
): T[] {
  let result = [...rows];
  const addCopies = (targets: { source: CopiedMeal; date: string; id: string }[]) => {
    for (const t of targets) {
      if (result.some((r) => r.id === t.id)) continue;
      // The meal as it is shown now (changes queued to it since included), else as it was when the copy was asked for.
      const shown = result.find((r) => r.id === t.source.id);
      const copy = shown ? { ...shown, id: t.id, date: t.date } : make(asAdd(t.source, t.id, t.date));
      result.push({ ...copy, copiedFrom: t.source.id, pending: true });
    }
  };
  for (const { change } of pending) {
    switch (change.kind) {
      case "repeat":
        if (change.source.kind !== "leftover") addCopies(repeatCopies(householdId, change.source, change.everyDays, change.times));
        break;
      case "copyWeek":
        addCopies(weekCopies(householdId, change.sources, change.from, change.to));
        break;
      case "add":
        if (!result.some((r) => r.id === change.entryId)) result.push({ ...make(change), pending: true });
        break;
      case "update":
        result = result.map((r) =>
          r.id === change.entryId ? { ...r, servings: change.servings ?? r.servings, memberIds: change.memberIds ?? r.memberIds, pending: true } : r,
        );
        break;
      case "move":
        result = result.map((r) => (r.id === change.entryId ? { ...r, date: change.date, slot: change.slot, pending: true } : r));
        break;
      case "remove":
        result = result.filter((r) => r.id !== change.entryId);
        break;
    }
  }
  return result;
}
