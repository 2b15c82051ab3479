import { describe, expect, it } from "vitest";
import { isFamilyMemberChange, pendingDietary, type FamilyMemberChange } from "./family-members-sync";

const change = (memberId: string, allergies: string[], diets: string[] = []): FamilyMemberChange => ({
  kind: "setDietary",
  memberId,
  name: "Amara",
  diets,
  allergies,
});

describe("family members' offline changes", () => {
  it("keeps only changes this version can send", () => {
    expect(isFamilyMemberChange(change("m1", ["nuts"]))).toBe(true);
    expect(isFamilyMemberChange({ kind: "setDietary", memberId: "m1", name: "A", diets: [], allergies: [3] })).toBe(false);
    expect(isFamilyMemberChange({ kind: "setDietary", memberId: "m1", name: "A", diets: [] })).toBe(false);
    expect(isFamilyMemberChange({ kind: "rename", memberId: "m1", name: "A", diets: [], allergies: [] })).toBe(false);
    expect(isFamilyMemberChange(null)).toBe(false);
  });

  it("shows each member's latest waiting sets", () => {
    const queued = [change("m1", ["nuts"]), change("m2", [], ["vegan"]), change("m1", ["nuts", "milk"])].map((c, i) => ({
      id: `k${i}`,
      change: c,
      queuedAt: "2026-11-26T10:00:00Z",
      deferred: true,
    }));
    const waiting = pendingDietary(queued);
    expect(waiting.get("m1")).toEqual({ diets: [], allergies: ["nuts", "milk"] });
    expect(waiting.get("m2")).toEqual({ diets: ["vegan"], allergies: [] });
    expect(waiting.has("m3")).toBe(false);
  });
});
