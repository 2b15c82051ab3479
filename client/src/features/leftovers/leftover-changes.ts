import { changeGuard } from "../../lib/outbox/outbox-store";
import type { PendingChange } from "../../lib/outbox/outbox.machine";
import { leftoverUseByRule } from "./leftover-rule";

/** A change to the household's leftovers, as queued on this device (sent in order, offline too). */
export type LeftoverChange =
  | { kind: "add"; leftoverId: string; dish: string; portions: number; cookedOn: string; location: "fridge" | "freezer" }
  | { kind: "eat"; leftoverId: string; portions: number; today: string }
  | { kind: "freeze"; leftoverId: string; today: string }
  | { kind: "throwAway"; leftoverId: string; portions: number; reason: string; today: string }
  /** Planned as a meal-plan entry (id chosen here; changes queued before entries existed have none). */
  | { kind: "plan"; leftoverId: string; entryId?: string; date: string; slot: string; portions: number };

export const isLeftoverChange = changeGuard<LeftoverChange>(["add", "eat", "freeze", "throwAway", "plan"], ["leftoverId"]);

export interface LeftoverRow {
  id: string;
  dish: string;
  portions: number;
  initialPortions: number;
  cookedOn: string;
  location: string;
  useBy: string;
  status: string;
  plannedDate?: string | null;
  plannedSlot?: string | null;
  plannedPortions?: number | null;
  revision: number;
}

/** What the screen shows: the server's leftovers with this device's waiting changes laid over them. */
export function applyPending(rows: readonly LeftoverRow[], pending: readonly PendingChange<LeftoverChange>[]): LeftoverRow[] {
  let result = [...rows];
  const update = (id: string, fn: (row: LeftoverRow) => LeftoverRow) => {
    result = result.map((row) => (row.id === id ? fn(row) : row));
  };
  for (const { change } of pending) {
    switch (change.kind) {
      case "add":
        if (!result.some((row) => row.id === change.leftoverId)) {
          result.push({
            id: change.leftoverId,
            dish: change.dish,
            portions: change.portions,
            initialPortions: change.portions,
            cookedOn: change.cookedOn,
            location: change.location,
            useBy: leftoverUseByRule(change.cookedOn, change.location),
            status: "active",
            revision: 0,
          });
        }
        break;
      case "eat":
      case "throwAway":
        update(change.leftoverId, (row) => {
          const portions = Math.max(0, row.portions - change.portions);
          return { ...row, portions, status: portions > 0 ? "active" : change.kind === "eat" ? "eaten" : "thrown_away" };
        });
        break;
      case "freeze":
        update(change.leftoverId, (row) => ({ ...row, location: "freezer", useBy: leftoverUseByRule(change.today, "freezer") }));
        break;
      case "plan":
        update(change.leftoverId, (row) => ({ ...row, plannedDate: change.date, plannedSlot: change.slot, plannedPortions: change.portions }));
        break;
    }
  }
  return result.filter((row) => row.status === "active").sort((a, b) => a.useBy.localeCompare(b.useBy) || a.dish.localeCompare(b.dish));
}

/**
 * Why a change made here was refused, in words: a leftover another device finished, threw away or
 * removed meanwhile says so (the server's "Leftover not found" does not); otherwise the server's reason.
 */
export function refusalNotice(change: LeftoverChange, failure: { code: string | null; message: string | null }): { title: string; description?: string } {
  const title = "Could not update the leftover";
  if (failure.code === "NOT_FOUND" && change.kind !== "add") {
    return { title, description: "It was eaten up, thrown away or removed on another device, so this change was not applied." };
  }
  return { title, description: failure.message ?? undefined };
}
