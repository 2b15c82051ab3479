import { describe, expect, it } from "vitest";
import {
  defaultServings,
  formatQuantity,
  householdSize,
  multiplierOf,
  portionLines,
  scaleFactor,
  scaleQuantity,
  shareOf,
  suggestedServings,
  totalPortions,
} from "./portions";

const family = [
  { id: "a", name: "Alex", isActive: true, defaultPortionMultiplier: 1 },
  { id: "b", name: "Bea", isActive: true, defaultPortionMultiplier: "0.75" },
  { id: "c", name: "Cal", isActive: true, defaultPortionMultiplier: null },
  { id: "d", name: "Dee", isActive: false, defaultPortionMultiplier: 2 },
];

describe("household size", () => {
  it("takes the profile preference first when above 0", () => {
    expect(householdSize({ householdSize: 5 }, "3", family)).toBe(5);
  });
  it("then local storage when a positive integer", () => {
    expect(householdSize({ householdSize: 0 }, "3", family)).toBe(3);
    expect(householdSize(null, "2.5", family)).toBe(4);
    expect(householdSize(null, "0", family)).toBe(4);
    expect(householdSize(null, "abc", family)).toBe(4);
  });
  it("then active family members plus 1, else 1", () => {
    expect(householdSize(undefined, null, family)).toBe(4);
    expect(householdSize(undefined, null, [])).toBe(1);
    expect(householdSize(undefined, null, [{ id: 1, name: "Away", isActive: false }])).toBe(1);
  });
});

describe("portions", () => {
  it("reads multipliers as numbers or text; missing or unreadable counts as 1", () => {
    expect(multiplierOf(1.5)).toBe(1.5);
    expect(multiplierOf("0.5")).toBe(0.5);
    expect(multiplierOf(null)).toBe(1);
    expect(multiplierOf(undefined)).toBe(1);
    expect(multiplierOf("")).toBe(1);
    expect(multiplierOf("lots")).toBe(1);
    expect(multiplierOf(0)).toBe(1);
  });

  it("adds the current user as member -1 with the default portion size (or 1), leaving out inactive members", () => {
    expect(portionLines(family, { defaultPortionSize: 1.25 })).toEqual([
      { id: -1, name: "You", multiplier: 1.25 },
      { id: "a", name: "Alex", multiplier: 1 },
      { id: "b", name: "Bea", multiplier: 0.75 },
      { id: "c", name: "Cal", multiplier: 1 },
    ]);
    expect(portionLines([], null)[0]).toEqual({ id: -1, name: "You", multiplier: 1 });
  });

  it("totals to 2 decimals and suggests servings to the nearest half, at least 0.5", () => {
    const lines = portionLines(family, { defaultPortionSize: 1.25 });
    expect(totalPortions(lines)).toBe(4);
    expect(totalPortions(portionLines([{ id: 1, name: "x", defaultPortionMultiplier: 0.333 }], null))).toBe(1.33);
    expect(suggestedServings(1.33)).toBe(1.5);
    expect(suggestedServings(1.2)).toBe(1);
    expect(suggestedServings(0.1)).toBe(0.5);
    expect(suggestedServings(3.75)).toBe(4);
  });

  it("opens at family portions by default, or at the household size", () => {
    const lines = portionLines(family, { defaultPortionSize: 0.6 });
    expect(defaultServings("family", lines, 6)).toBe(3.5);
    expect(defaultServings("household", lines, 6)).toBe(6);
  });

  it("scales quantities and splits a dish by portion", () => {
    const factor = scaleFactor(4, 6);
    expect(scaleQuantity(800, factor)).toBe(1200);
    expect(scaleQuantity(1 / 3, factor)).toBe(0.5);
    expect(scaleQuantity(null, factor)).toBeNull();
    expect(scaleFactor(0, 6)).toBe(1);
    const lines = portionLines(family, null);
    expect(shareOf(lines[2]!, lines, 4)).toBe(0.8);
  });

  it("writes quantities the way cooks read them", () => {
    expect(formatQuantity(1.5)).toBe("1½");
    expect(formatQuantity(0.25)).toBe("¼");
    expect(formatQuantity(2)).toBe("2");
    expect(formatQuantity(1.26)).toBe("1.26");
    expect(formatQuantity(null)).toBe("");
  });
});
