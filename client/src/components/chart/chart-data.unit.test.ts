import { describe, expect, it } from "vitest";
import { alignedData, chartTableRows, seriesColor, yRange } from "./chart-data";

const labels = ["Mon", "Tue", "Wed"];
const series = [
  { label: "Minutes", values: [30, null, 45] },
  { label: "Goal", values: [20, 20, 20], color: "#333" },
];

describe("chart data", () => {
  it("aligns x as label positions and keeps gaps as null", () => {
    expect(alignedData(labels, series)).toEqual([
      [0, 1, 2],
      [30, null, 45],
      [20, 20, 20],
    ]);
  });

  it("builds one table row per label with a dash for a missing value", () => {
    expect(chartTableRows(labels, series, (v) => `${v} min`)).toEqual([
      { label: "Mon", cells: ["30 min", "20 min"] },
      { label: "Tue", cells: ["—", "20 min"] },
      { label: "Wed", cells: ["45 min", "20 min"] },
    ]);
  });

  it("starts the y range at zero and leaves headroom above the highest value", () => {
    expect(yRange(series)).toEqual([0, 45 * 1.1]);
    expect(yRange([{ label: "Empty", values: [null, 0] }])).toEqual([0, 1]);
  });

  it("uses a given colour, else the palette", () => {
    expect(seriesColor(series[1], 1)).toBe("#333");
    expect(seriesColor(series[0], 0)).toBe("#0072B2");
  });
});
