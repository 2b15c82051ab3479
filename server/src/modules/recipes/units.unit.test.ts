import { describe, expect, it } from "vitest";
import { convertQuantity, gramsOf, inSystem, normaliseUnit } from "./units.js";

describe("units", () => {
  it("understands the usual spellings", () => {
    expect(normaliseUnit("Tablespoons")).toBe("tbsp");
    expect(normaliseUnit("T")).toBe("tbsp");
    expect(normaliseUnit("t")).toBe("tsp");
    expect(normaliseUnit("fl. oz.")).toBe("fl oz");
    expect(normaliseUnit("Grams")).toBe("g");
    expect(normaliseUnit("clove")).toBeNull();
    expect(normaliseUnit(null)).toBeNull();
  });

  it("converts within mass and within volume", () => {
    expect(convertQuantity(1, "lb", "g")).toBeCloseTo(453.592, 3);
    expect(convertQuantity(2, "kg", "g")).toBe(2000);
    expect(convertQuantity(1, "cup", "ml")).toBeCloseTo(236.588, 3);
    expect(convertQuantity(3, "tsp", "tbsp")).toBeCloseTo(1, 6);
    expect(convertQuantity(1, "fl oz", "ml")).toBeCloseTo(29.5735, 4);
    expect(convertQuantity(1, "l", "cup")).toBeCloseTo(4.22675, 4);
  });

  it("crosses volume and weight only with a density", () => {
    expect(convertQuantity(1, "cup", "g")).toBeNull();
    expect(convertQuantity(1, "cup", "g", 0.53)).toBeCloseTo(125.39, 2);
    expect(convertQuantity(100, "g", "ml", 1.03)).toBeCloseTo(97.087, 3);
    expect(gramsOf(2, "tbsp", 0.92)).toBeCloseTo(27.21, 2);
  });

  it("keeps counts as they are and refuses to mix a count with a measure", () => {
    expect(convertQuantity(3, "clove", "clove")).toBe(3);
    expect(convertQuantity(3, "clove", "g")).toBeNull();
    expect(gramsOf(2, null)).toBeNull();
  });

  it("writes an amount the way each system would", () => {
    expect(inSystem(1500, "g", "metric")).toEqual({ quantity: 1.5, unit: "kg" });
    expect(inSystem(500, "g", "us")).toEqual({ quantity: 1.1, unit: "lb" });
    expect(inSystem(100, "g", "us")).toEqual({ quantity: 3.53, unit: "oz" });
    expect(inSystem(2, "cup", "metric")).toEqual({ quantity: 473.18, unit: "ml" });
    expect(inSystem(15, "ml", "us")).toEqual({ quantity: 1.01, unit: "tbsp" });
    expect(inSystem(3, "clove", "us")).toEqual({ quantity: 3, unit: "clove" });
    expect(inSystem(null, "g", "us")).toEqual({ quantity: null, unit: "g" });
  });
});
