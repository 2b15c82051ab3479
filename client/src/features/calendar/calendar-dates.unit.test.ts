import { describe, expect, it } from "vitest";
import { addMonths, instantOf, rangeOf, stepOf, titleOf, todayIn, wallOf } from "./calendar-dates";

describe("calendar dates", () => {
  it("shows a month as whole weeks from Sunday to Saturday", () => {
    expect(rangeOf("month", "2026-11-18")).toEqual({ from: "2026-11-01", to: "2026-12-05" });
    expect(rangeOf("month", "2027-02-10")).toEqual({ from: "2027-01-31", to: "2027-03-06" });
    expect(rangeOf("week", "2026-11-18")).toEqual({ from: "2026-11-15", to: "2026-11-21" });
    expect(rangeOf("agenda", "2026-11-18")).toEqual({ from: "2026-11-18", to: "2026-12-15" });
  });

  it("steps by month from any day, across the year's end", () => {
    expect(addMonths("2026-12-31", 1)).toBe("2027-01-01");
    expect(stepOf("month", "2026-01-31", 1)).toBe("2026-02-01");
    expect(stepOf("week", "2026-11-18", -1)).toBe("2026-11-11");
  });

  it("names views in en-US", () => {
    expect(titleOf("month", "2026-11-18")).toBe("November 2026");
    expect(titleOf("day", "2026-11-18")).toBe("Wednesday, November 18, 2026");
    expect(titleOf("week", "2026-11-18")).toBe("Nov 15 – Nov 21, 2026");
  });

  it("turns a local time in a zone into an instant and back, across a DST change", () => {
    expect(instantOf("2026-11-05", "23:30", "America/Chicago")).toBe("2026-11-06T05:30:00.000Z");
    expect(instantOf("2026-10-30", "23:30", "America/Chicago")).toBe("2026-10-31T04:30:00.000Z");
    // 02:30 does not exist on 8 March 2026 in Chicago: it moves forward to 03:30 CDT.
    expect(instantOf("2026-03-08", "02:30", "America/Chicago")).toBe("2026-03-08T08:30:00.000Z");
    expect(wallOf("2026-11-06T05:30:00.000Z", "America/Chicago")).toEqual({ date: "2026-11-05", time: "23:30" });
    expect(todayIn("Asia/Tokyo", new Date("2026-11-05T16:00:00Z"))).toBe("2026-11-06");
  });
});
