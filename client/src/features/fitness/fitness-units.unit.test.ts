import { describe, expect, it } from "vitest";
import { addDays, formatLb, formatMinutes, formatWeek, lbToKg, milesToKm, mondayOf } from "./fitness-units";

describe("fitness units and weeks", () => {
  it("converts pounds and miles to the server's kilograms and kilometres and back for display", () => {
    expect(lbToKg(180)).toBe(81.647);
    expect(formatLb(81.647)).toBe("180 lb");
    expect(milesToKm(3.1)).toBe(4.989);
  });

  it("finds the Monday of a week, across a month end", () => {
    expect(mondayOf("2026-11-22")).toBe("2026-11-16");
    expect(mondayOf("2026-11-16")).toBe("2026-11-16");
    expect(mondayOf("2026-12-02")).toBe("2026-11-30");
    expect(addDays("2026-11-30", 6)).toBe("2026-12-06");
  });

  it("formats weeks and minutes in en-US", () => {
    expect(formatWeek("2026-11-16")).toBe("Nov 16 – Nov 22, 2026");
    expect(formatMinutes(45)).toBe("45 min");
    expect(formatMinutes(150)).toBe("2 h 30 min");
  });
});
