import { describe, expect, it } from "vitest";
import { addDays, rangeOf, rangeTitle, step, weekStart } from "./plan-dates";

describe("planner days", () => {
  it("weeks run Monday to Sunday, also across a month end", () => {
    expect(weekStart("2026-11-29")).toBe("2026-11-23");
    expect(rangeOf("weekly", "2026-12-02")).toMatchObject({ from: "2026-11-30", to: "2026-12-06" });
    expect(rangeTitle("weekly", "2026-11-25")).toBe("Mon, Nov 23 – Sun, Nov 29");
  });
  it("a month shows its whole weeks", () => {
    const month = rangeOf("monthly", "2026-11-15");
    expect([month.from, month.to, month.days.length]).toEqual(["2026-10-26", "2026-12-06", 42]);
  });
  it("steps by day, week and month", () => {
    expect(step("daily", "2026-12-31", 1)).toBe("2027-01-01");
    expect(step("weekly", "2026-11-23", -1)).toBe("2026-11-16");
    expect(step("monthly", "2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});
