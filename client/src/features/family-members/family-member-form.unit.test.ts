import { describe, expect, it } from "vitest";
import { accountStatusText, ageGroupLabel, parseMemberForm, suggestedMultiplier } from "./family-member-form";

describe("family member form", () => {
  it("parses a member, defaulting the multiplier to 1 and an unknown age group to none", () => {
    expect(parseMemberForm({ name: "  Ada ", ageGroup: "child", multiplier: "0.75" })).toEqual({
      input: { name: "Ada", ageGroup: "child", defaultPortionMultiplier: 0.75 },
    });
    expect(parseMemberForm({ name: "Ben", ageGroup: "", multiplier: "" })).toEqual({
      input: { name: "Ben", ageGroup: null, defaultPortionMultiplier: 1 },
    });
  });

  it("refuses a blank name and a multiplier outside 0.1 to 5", () => {
    expect(parseMemberForm({ name: " ", ageGroup: "", multiplier: "1" })).toEqual({ error: "Name is required" });
    expect(parseMemberForm({ name: "Cy", ageGroup: "", multiplier: "9" })).toEqual({
      error: "Portion multiplier must be a number from 0.1 to 5",
    });
    expect(parseMemberForm({ name: "Cy", ageGroup: "", multiplier: "lots" })).toEqual({
      error: "Portion multiplier must be a number from 0.1 to 5",
    });
  });

  it("labels age groups and suggests multipliers", () => {
    expect(ageGroupLabel("toddler")).toBe("Toddler");
    expect(ageGroupLabel(null)).toBeNull();
    expect(suggestedMultiplier("baby")).toBe(0.25);
    expect(suggestedMultiplier("adult")).toBe(1);
  });

  it("describes each member's own sign-in", () => {
    expect(accountStatusText({ accountStatus: "none" })).toBe("No sign-in of their own");
    expect(accountStatusText({ accountStatus: "invited", email: "ada@example.com" })).toBe("Invitation sent to ada@example.com");
    expect(accountStatusText({ accountStatus: "joined", email: "ada@example.com" })).toBe("Signs in as ada@example.com");
  });
});
