import { describe, expect, it } from "vitest";
import { deviceMonth, monthShort, shareText, trendText } from "./waste-view";

describe("waste view", () => {
  it("words the trend against the first months, honestly when history is short", () => {
    expect(trendText({ baselineMonthly: 50, recentMonthly: 30, change: -0.4 })).toBe(
      "40% less food waste than when you started: $30.00 a month lately, against $50.00 a month in your first three months.",
    );
    expect(trendText({ baselineMonthly: 20, recentMonthly: 25, change: 0.25 })).toMatch(/^25% more food waste/);
    expect(trendText({ baselineMonthly: 0, recentMonthly: 0, change: null })).toMatch(/After six months/);
  });
  it("words the share of purchases and months", () => {
    expect(shareText(0.042)).toBe("4.2% of what you bought");
    expect(shareText(null)).toMatch(/shopping list/);
    expect(monthShort("2026-11")).toBe("Nov 2026");
    expect(deviceMonth(-1, new Date(2026, 0, 15))).toBe("2025-12");
  });
});
