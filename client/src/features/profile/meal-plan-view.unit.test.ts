import { describe, expect, it } from "vitest";
import {
  fallbackMealPlanView,
  isFromOtherSession,
  isUnseenSequence,
  MEAL_PLAN_VIEW_OPTIONS,
  parseMealPlanView,
  viewChangedElsewhereNotice,
  viewSavedNotice,
} from "./meal-plan-view";

describe("meal plan view options", () => {
  it("offers Daily, Weekly and Monthly", () => {
    expect(MEAL_PLAN_VIEW_OPTIONS).toEqual([
      { value: "daily", label: "Daily" },
      { value: "weekly", label: "Weekly" },
      { value: "monthly", label: "Monthly" },
    ]);
  });

  it("parses only known views", () => {
    expect(parseMealPlanView("weekly")).toBe("weekly");
    expect(parseMealPlanView("Weekly")).toBeNull();
    expect(parseMealPlanView(null)).toBeNull();
  });

  it("falls back to the stored value, then daily", () => {
    expect(fallbackMealPlanView("monthly")).toBe("monthly");
    expect(fallbackMealPlanView("yearly")).toBe("daily");
    expect(fallbackMealPlanView(null)).toBe("daily");
  });
});

describe("notices", () => {
  it("names the new view", () => {
    expect(viewSavedNotice("weekly")).toEqual({
      title: "View Preference Updated",
      description: "Meal plan view is now set to weekly",
    });
    expect(viewChangedElsewhereNotice("monthly")).toEqual({
      title: "Meal Plan View Updated",
      description: "Meal plan view is now set to monthly",
    });
  });
});

describe("live events", () => {
  it("acts on sequences after the last one seen", () => {
    expect(isUnseenSequence(null, 1)).toBe(true);
    expect(isUnseenSequence(4, 5)).toBe(true);
    expect(isUnseenSequence(5, 5)).toBe(false);
    expect(isUnseenSequence(5, 3)).toBe(false);
  });

  it("tells this tab's own changes from other sessions'", () => {
    expect(isFromOtherSession("tab-a", "tab-a")).toBe(false);
    expect(isFromOtherSession("tab-b", "tab-a")).toBe(true);
    expect(isFromOtherSession(null, "tab-a")).toBe(true);
  });
});
