import { describe, expect, it } from "vitest";
import { energyReport, type EnergyIntakeSource } from "./fitness.energy.js";

const household = "h0000000-0000-4000-8000-000000000001";
const ana = "a0000000-0000-4000-8000-00000000000a";
const days = ["2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19"];

/** A small in-test intake source: what the meal plan would answer. */
function source(rows: Array<{ date: string; kcal: number; known: number; total: number }>) {
  const calls: unknown[][] = [];
  const s: EnergyIntakeSource = {
    async dailyEnergy(householdId, memberId, from, to) {
      calls.push([householdId, memberId, from, to]);
      return rows;
    },
  };
  return { s, calls };
}

describe("energy in against energy out", () => {
  it("nets eaten against burned when both are fully known, asking the source for the days in range", async () => {
    const { s, calls } = source([
      { date: "2026-11-16", kcal: 2100, known: 3, total: 3 },
      { date: "2026-11-17", kcal: 1400.4, known: 2, total: 3 },
      { date: "2026-11-18", kcal: 1900, known: 3, total: 3 },
    ]);
    const burned = new Map([
      ["2026-11-16", [420, 180]],
      ["2026-11-17", [300]],
      ["2026-11-18", [null]],
    ]);
    const report = await energyReport(s, household, ana, days, burned);
    expect(calls).toEqual([[household, ana, "2026-11-16", "2026-11-19"]]);
    expect(report).toEqual({
      intakeAvailable: true,
      days: [
        // Both known: 2100 − 600.
        { date: "2026-11-16", burnedKcal: 600, burnedComplete: true, eatenKcal: 2100, mealsKnown: 3, mealsTotal: 3, netKcal: 1500 },
        // Only two of three meals have nutrition: shown, not netted.
        { date: "2026-11-17", burnedKcal: 300, burnedComplete: true, eatenKcal: 1400, mealsKnown: 2, mealsTotal: 3, netKcal: null },
        // A workout without an estimate: not netted.
        { date: "2026-11-18", burnedKcal: 0, burnedComplete: false, eatenKcal: 1900, mealsKnown: 3, mealsTotal: 3, netKcal: null },
        // Nothing planned, no workout.
        { date: "2026-11-19", burnedKcal: 0, burnedComplete: true, eatenKcal: null, mealsKnown: 0, mealsTotal: 0, netKcal: null },
      ],
    });
  });

  it("without a source shows energy out only", async () => {
    const report = await energyReport(undefined, household, ana, days.slice(0, 1), new Map([["2026-11-16", [250]]]));
    expect(report).toEqual({
      intakeAvailable: false,
      days: [{ date: "2026-11-16", burnedKcal: 250, burnedComplete: true, eatenKcal: null, mealsKnown: 0, mealsTotal: 0, netKcal: null }],
    });
  });
});
