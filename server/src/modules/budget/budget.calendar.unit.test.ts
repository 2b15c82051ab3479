import { describe, expect, it } from "vitest";
import { addMonths, dayOf, daysInMonth, monthOf, monthRange, monthsBetween, startOfDay } from "./budget.calendar.js";

describe("budget calendar", () => {
  it("puts an evening purchase on the 31st in the household's month, not UTC's", () => {
    const instant = new Date("2026-11-01T03:30:00Z"); // 8:30 pm on Oct 31 in Los Angeles
    expect(monthOf(instant, "America/Los_Angeles")).toBe("2026-10");
    expect(monthOf(instant, "UTC")).toBe("2026-11");
    expect(dayOf(instant, "Europe/Berlin")).toBe("2026-11-01");
  });
  it("starts months at local midnight across DST changes", () => {
    expect(monthRange("2026-11", "America/New_York")).toEqual({
      from: new Date("2026-11-01T04:00:00Z"),
      to: new Date("2026-12-01T05:00:00Z"),
    });
    expect(monthRange("2026-04", "Europe/Berlin").from).toEqual(new Date("2026-03-31T22:00:00Z"));
    expect(startOfDay("2026-10-01", "Australia/Sydney")).toEqual(new Date("2026-09-30T14:00:00Z"));
  });
  it("counts months and their days", () => {
    expect(addMonths("2026-11", 2)).toBe("2027-01");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(daysInMonth("2028-02")).toBe(29);
    expect(monthsBetween("2026-11", "2027-02")).toEqual(["2026-11", "2026-12", "2027-01", "2027-02"]);
  });
});
