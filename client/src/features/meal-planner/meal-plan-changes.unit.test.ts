import { describe, expect, it } from "vitest";
import { derivedId } from "../../../../server/src/modules/meal-plans/plan-copies";
import { applyPending, isMealPlanChange, type CopiedMeal, type MealPlanChange, type PlanEntryRow } from "./meal-plan-changes";

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

  it("shows a waiting repeat's copies under the ids the server will give them, once", () => {
    const source: CopiedMeal = { id: "e1", date: "2026-11-23", slot: "dinner", kind: "recipe", refId: "r1", title: "Soup", note: null, servings: 2, memberIds: [] };
    const repeat: MealPlanChange = { kind: "repeat", entryId: "e1", everyDays: 7, times: 2, source };
    const make = (c: Extract<MealPlanChange, { kind: "add" }>): PlanEntryRow => ({ id: c.entryId, date: c.date, slot: c.slot, kind: c.entryKind, title: c.title, servings: c.servings, memberIds: c.memberIds });
    const shown = applyPending([row], [pending(repeat)], make, "h1");
    expect(shown.map((r) => [r.id, r.date, r.pending ?? false])).toEqual([
      ["e1", "2026-11-23", false],
      [derivedId("h1:repeat:e1:2026-11-30"), "2026-11-30", true],
      [derivedId("h1:repeat:e1:2026-12-07"), "2026-12-07", true],
    ]);
    expect(shown[1]).toMatchObject({ copiedFrom: "e1", servings: 2, slot: "dinner", title: "Soup" });
    // The same repeat asked twice, or already made by the server: nothing twice.
    expect(applyPending([row], [pending(repeat, "a"), pending(repeat, "b")], make, "h1")).toHaveLength(3);
    expect(applyPending([row, { ...row, id: derivedId("h1:repeat:e1:2026-11-30"), date: "2026-11-30" }], [pending(repeat)], make, "h1")).toHaveLength(3);
    // Shown from the snapshot when the meal is not in the dates read (a repeat into weeks further on).
    expect(applyPending([], [pending(repeat)], make, "h1").map((r) => r.date)).toEqual(["2026-11-30", "2026-12-07"]);
  });
  it("shows a waiting copy of the week on next week's days, leftovers left where they are", () => {
    const meal = (id: string, date: string, kind: CopiedMeal["kind"]): CopiedMeal => ({ id, date, slot: "lunch", kind, refId: kind === "note" ? null : "x", title: id, note: null, servings: 1, memberIds: [] });
    const copy: MealPlanChange = { kind: "copyWeek", from: "2026-11-23", to: "2026-11-30", sources: [meal("a", "2026-11-23", "recipe"), meal("b", "2026-11-29", "leftover"), meal("c", "2026-11-25", "note")] };
    const make = (c: Extract<MealPlanChange, { kind: "add" }>): PlanEntryRow => ({ id: c.entryId, date: c.date, slot: c.slot, kind: c.entryKind, title: c.title, servings: c.servings, memberIds: c.memberIds });
    const shown = applyPending([], [pending(copy)], make, "h1");
    expect(shown.map((r) => [r.id, r.date, r.title])).toEqual([
      [derivedId("h1:copy:a:2026-11-30"), "2026-11-30", "a"],
      [derivedId("h1:copy:c:2026-12-02"), "2026-12-02", "c"],
    ]);
    expect(isMealPlanChange(copy)).toBe(true);
    expect(isMealPlanChange({ kind: "copyWeek", from: "2026-11-23" })).toBe(false);
  });
});
