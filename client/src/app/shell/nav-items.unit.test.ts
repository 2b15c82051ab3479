import { describe, expect, it } from "vitest";
import { canSeeAdminGroup, visibleNavGroups } from "./nav-items";

describe("navigation groups", () => {
  it("shows the Admin group only to admins and moderators", () => {
    expect(canSeeAdminGroup("admin")).toBe(true);
    expect(canSeeAdminGroup("moderator")).toBe(true);
    expect(canSeeAdminGroup("user")).toBe(false);
    expect(canSeeAdminGroup(undefined)).toBe(false);
    expect(visibleNavGroups("user").map((g) => g.label)).toEqual(["Pantry", "Shop", "Cook", "Fitness", "Household"]);
    expect(visibleNavGroups("admin").map((g) => g.label)).toContain("Admin");
  });
});
