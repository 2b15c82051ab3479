import { describe, expect, it } from "vitest";
import { alertNotice, barPercent, dayLabel, localToday, monthLabel, paceText, progressText, shiftMonth } from "./budget-view";

describe("budget view", () => {
  it("moves between months across years", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(monthLabel("2026-11")).toBe("November 2026");
    expect(dayLabel("2026-11-03")).toBe("Nov 3");
    expect(localToday(new Date(2026, 10, 3, 23, 30))).toBe("2026-11-03");
  });

  it("says what is left, what is over, or only what was spent", () => {
    expect(progressText({ limit: 100, spent: 82, remaining: 18, progress: 0.82, status: "warning" })).toBe("$82.00 of $100.00 · $18.00 left");
    expect(progressText({ limit: 100, spent: 105, remaining: -5, progress: 1.05, status: "over" })).toBe("$105.00 of $100.00 · $5.00 over");
    expect(progressText({ limit: null, spent: 40, remaining: null, progress: null, status: "none" })).toBe("$40.00 spent");
    expect(barPercent({ limit: 100, spent: 105, remaining: -5, progress: 1.05, status: "over" })).toBe(100);
    expect(barPercent({ limit: null, spent: 40, remaining: null, progress: null, status: "none" })).toBe(0);
  });

  it("words alerts for a category and for the whole month", () => {
    expect(alertNotice({ category: "Groceries", threshold: 80, spent: 82, limit: 100 })).toEqual({
      title: "Groceries budget at 80%",
      description: "You've spent $82.00 of $100.00 this month.",
    });
    expect(alertNotice({ category: null, threshold: 100, spent: 910, limit: 900 }).title).toBe("Monthly budget used up");
  });

  it("projects the month at this pace", () => {
    expect(paceText({ spent: 82, projected: 164, limit: 100 }, 15, 30)).toBe("At this pace the month comes to $164.00, $64.00 over budget.");
    expect(paceText({ spent: 20, projected: 40, limit: 100 }, 15, 30)).toBe("At this pace the month comes to $40.00, within budget.");
    expect(paceText({ spent: 70, projected: 70, limit: null }, 31, 31)).toBe("The month came to $70.00.");
    expect(paceText({ spent: 0, projected: 0, limit: null }, 0, 31)).toBe("This month has not started yet.");
  });
});
