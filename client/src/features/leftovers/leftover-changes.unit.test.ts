import { describe, expect, it } from "vitest";
import { applyPending, isLeftoverChange, refusalNotice, type LeftoverChange, type LeftoverRow } from "./leftover-changes";

const soup: LeftoverRow = { id: "a", dish: "Soup", portions: 2, initialPortions: 2, cookedOn: "2026-11-22", location: "fridge", useBy: "2026-11-25", status: "active", revision: 4 };
const pending = (change: LeftoverChange) => ({ id: `p-${change.kind}`, change, queuedAt: "2026-11-23T10:00:00Z", deferred: true });

describe("leftover changes waiting on this device", () => {
  it("shows an added leftover at once, with its use-by day", () => {
    const rows = applyPending([soup], [pending({ kind: "add", leftoverId: "b", dish: "Curry", portions: 3, cookedOn: "2026-11-21", location: "fridge" })]);
    expect(rows.map((r) => [r.dish, r.useBy])).toEqual([
      ["Curry", "2026-11-24"],
      ["Soup", "2026-11-25"],
    ]);
  });
  it("takes eaten and thrown-away portions off, and drops a leftover that is gone", () => {
    expect(applyPending([soup], [pending({ kind: "eat", leftoverId: "a", portions: 1, today: "2026-11-23" })])[0].portions).toBe(1);
    expect(applyPending([soup], [pending({ kind: "throwAway", leftoverId: "a", portions: 2, reason: "spoiled", today: "2026-11-23" })])).toEqual([]);
  });
  it("freezes with the freezer's use-by day and shows a plan", () => {
    const [frozen] = applyPending([soup], [pending({ kind: "freeze", leftoverId: "a", today: "2026-11-23" }), pending({ kind: "plan", leftoverId: "a", date: "2026-11-30", slot: "lunch", portions: 1 })]);
    expect(frozen).toMatchObject({ location: "freezer", useBy: "2027-02-23", plannedDate: "2026-11-30", plannedSlot: "lunch" });
  });
  it("recognises only its own stored changes", () => {
    expect(isLeftoverChange({ kind: "eat", leftoverId: "a", portions: 1, today: "2026-11-23" })).toBe(true);
    expect(isLeftoverChange({ kind: "toggleItem", itemId: "x" })).toBe(false);
  });
});

describe("a refused leftover change, in words", () => {
  it("names another device for a leftover that is gone, and keeps the server's reason otherwise", () => {
    const freeze: LeftoverChange = { kind: "freeze", leftoverId: "l1", today: "2026-11-28" };
    expect(refusalNotice(freeze, { code: "NOT_FOUND", message: "Leftover not found" })).toEqual({
      title: "Could not update the leftover",
      description: "It was eaten up, thrown away or removed on another device, so this change was not applied.",
    });
    expect(refusalNotice(freeze, { code: "BAD_USER_INPUT", message: "Only 1 portion left" })).toEqual({ title: "Could not update the leftover", description: "Only 1 portion left" });
  });
});
