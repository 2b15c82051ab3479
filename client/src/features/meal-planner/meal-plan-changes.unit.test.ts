import { describe, expect, it } from "vitest";
import { applyPending, type MealPlanChange, type PlanEntryRow } from "./meal-plan-changes";

const row: PlanEntryRow = { id: "e1", date: "2026-11-23", slot: "dinner", kind: "recipe", title: "Soup", servings: 2, memberIds: [] };
const pending = (change: MealPlanChange, id = "c") => ({ id, change, queuedAt: 0, attempts: 0 }) as never;

describe("pending plan changes over the server's entries", () => {
  it("shows an offline move, servings change and removal at once", () => {
    const make = () => row;
    expect(applyPending([row], [pending({ kind: "move", entryId: "e1", date: "2026-11-24", slot: "lunch" })], make)[0]).toMatchObject({ date: "2026-11-24", slot: "lunch", pending: true });
    expect(applyPending([row], [pending({ kind: "update", entryId: "e1", servings: 4 })], make)[0]).toMatchObject({ servings: 4 });
    expect(applyPending([row], [pending({ kind: "remove", entryId: "e1" })], make)).toEqual([]);
  });
  it("adds a planned meal once, even when the server already has it", () => {
    const add: MealPlanChange = { kind: "add", entryId: "e2", date: "2026-11-25", slot: "lunch", entryKind: "note", refId: null, title: "Out", note: "Out", servings: 1, memberIds: [] };
    const make = () => ({ ...row, id: "e2", title: "Out" });
    expect(applyPending([row], [pending(add)], make).map((r) => r.id)).toEqual(["e1", "e2"]);
    expect(applyPending([row, { ...row, id: "e2" }], [pending(add)], make)).toHaveLength(2);
  });
});
