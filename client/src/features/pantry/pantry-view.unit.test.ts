import { describe, expect, it } from "vitest";
import { expiryLabel, expiryOf, pantryRows, pantryTotals } from "./pantry-view";
import { pantryItem as item } from "./testing/pantry-fixtures";

describe("pantry view", () => {
  it("tells expired, expiring within the window, fine and undated apart", () => {
    expect(expiryOf("2026-11-22", "2026-11-23", 3)).toEqual({ state: "expired", daysLeft: -1 });
    expect(expiryOf("2026-11-26", "2026-11-23", 3)).toEqual({ state: "soon", daysLeft: 3 });
    expect(expiryOf("2026-11-27", "2026-11-23", 3)).toEqual({ state: "fine", daysLeft: 4 });
    expect(expiryOf(null, "2026-11-23", 3)).toEqual({ state: "none", daysLeft: null });
    expect(expiryLabel("soon", 0)).toBe("Expires today");
    expect(expiryLabel("expired", -3)).toBe("Expired 3 days ago");
  });

  it("groups by location (pantry, fridge, freezer first) and sorts by date, undated last", () => {
    const items = [
      item("rice", { location: "pantry" }),
      item("milk", { location: "fridge", expiresOn: "2026-11-24" }),
      item("beans", { location: "pantry", expiresOn: "2027-01-01" }),
      item("done", { status: "finished", quantity: 0 }),
    ];
    const rows = pantryRows(items, { search: "", state: "all", location: "all" }, "location", "2026-11-23", 3);
    expect(rows.map((r) => (r.kind === "group" ? `# ${r.label}` : r.item!.id))).toEqual(["# Pantry", "beans", "rice", "# Fridge", "milk"]);
  });

  it("filters by search text and expiry state, and totals by value", () => {
    const items = [item("Milk", { expiresOn: "2026-11-22", value: 2 }), item("Bread", { expiresOn: "2026-11-30", value: 3.5 })];
    const rows = pantryRows(items, { search: "mil", state: "all", location: "all" }, "category", "2026-11-23", 3);
    expect(rows.filter((r) => r.kind === "item").map((r) => r.item!.name)).toEqual(["Milk"]);
    expect(pantryRows(items, { search: "", state: "fine", location: "all" }, "category", "2026-11-23", 3).filter((r) => r.kind === "item")).toHaveLength(1);
    expect(pantryTotals(items, "2026-11-23", 3)).toEqual({ count: 2, value: 5.5, expired: 1, soon: 0 });
  });
});
