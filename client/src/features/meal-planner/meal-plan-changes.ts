import { changeGuard } from "../../lib/outbox/outbox-store";
import type { PendingChange } from "../../lib/outbox/outbox.machine";

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
  | { kind: "remove"; entryId: string };

export const isMealPlanChange = changeGuard<MealPlanChange>(["add", "update", "move", "remove"], ["entryId"]);

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
  pending?: boolean;
}

/** The server's entries with this device's waiting changes laid over them. */
export function applyPending<T extends PlanEntryRow>(rows: readonly T[], pending: readonly PendingChange<MealPlanChange>[], make: (c: Extract<MealPlanChange, { kind: "add" }>) => T): T[] {
  let result = [...rows];
  for (const { change } of pending) {
    switch (change.kind) {
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
