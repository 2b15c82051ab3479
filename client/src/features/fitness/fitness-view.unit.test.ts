import { describe, expect, it } from "vitest";
import { goalShare, minutesChart, newPlanMember, volumeChart, weightToGo } from "./fitness-view";

const weeks = [
  { weekStart: "2026-11-09", minutes: 20 },
  { weekStart: "2026-11-16", minutes: 145 },
];

describe("fitness charts and goals", () => {
  it("charts minutes per week with the goal beside them", () => {
    expect(minutesChart(weeks, 150)).toEqual({
      labels: ["Nov 9", "Nov 16"],
      series: [
        { label: "Minutes", values: [20, 145] },
        { label: "Goal", values: [150, 150], color: "#009E73" },
      ],
    });
    expect(minutesChart(weeks, null).series).toHaveLength(1);
  });

  it("charts volume per exercise in lb, biggest exercises first, gaps where an exercise was not done", () => {
    const volume = [
      { exercise: "Squat", weekStart: "2026-11-16", volumeKg: 960 },
      { exercise: "Bench press", weekStart: "2026-11-09", volumeKg: 100 },
      { exercise: "Bench press", weekStart: "2026-11-16", volumeKg: 400 },
    ];
    expect(volumeChart(weeks, volume)).toEqual({
      labels: ["Nov 9", "Nov 16"],
      series: [
        { label: "Squat", values: [null, 2116] },
        { label: "Bench press", values: [220, 882] },
      ],
    });
  });

  it("measures goal progress", () => {
    expect(goalShare(75, 150)).toBe(0.5);
    expect(goalShare(200, 150)).toBe(1);
    expect(goalShare(75, null)).toBeNull();
    expect(weightToGo(75, 70)).toBe(11);
    expect(weightToGo(null, 70)).toBeNull();
  });
});

describe("whom a new plan is for", () => {
  const dana = { id: "dana" };
  const sam = { id: "sam" };

  it("lets the account holder choose when no member is given, or takes the only one; never 'not found'", () => {
    expect(newPlanMember(null, [dana, sam], true, null)).toEqual({ kind: "choose" });
    expect(newPlanMember(null, [dana], true, null)).toEqual({ kind: "member", id: "dana" });
    expect(newPlanMember(null, [], true, null)).toEqual({ kind: "none" });
  });

  it("plans for a family member's own account without asking", () => {
    expect(newPlanMember(null, [dana, sam], false, "sam")).toEqual({ kind: "member", id: "sam" });
    expect(newPlanMember(null, [dana], false, "gone")).toEqual({ kind: "none" });
  });

  it("takes the member asked for, and is 'not found' only for an id that is no member", () => {
    expect(newPlanMember("sam", [dana, sam], true, null)).toEqual({ kind: "member", id: "sam" });
    expect(newPlanMember("deleted", [dana, sam], true, null)).toEqual({ kind: "notFound" });
    expect(newPlanMember("deleted", [], true, null)).toEqual({ kind: "notFound" });
  });
});
