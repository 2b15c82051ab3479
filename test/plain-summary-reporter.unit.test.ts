import { describe, expect, it } from "vitest";
import { countTests, formatSlowest, formatSummary, type CountableModule } from "./plain-summary-reporter.js";

const moduleWith = (...states: string[]): CountableModule => ({
  children: { allTests: () => states.map((state) => ({ result: () => ({ state }) })) },
});

describe("countTests", () => {
  it("counts test cases across modules by state", () => {
    const counts = countTests([
      moduleWith("passed", "passed", "failed"),
      moduleWith("skipped", "passed"),
      moduleWith(),
    ]);
    expect(counts).toEqual({ passed: 3, failed: 1, skipped: 1 });
  });

  it("leaves out tests that never finished", () => {
    expect(countTests([moduleWith("pending", "passed")])).toEqual({ passed: 1, failed: 0, skipped: 0 });
  });

  it("reports zeros for an empty run", () => {
    expect(countTests([])).toEqual({ passed: 0, failed: 0, skipped: 0 });
  });
});

describe("formatSummary", () => {
  it("prints the one line CI reads", () => {
    expect(formatSummary({ passed: 12, failed: 0, skipped: 3 })).toBe("Tests: 12 passed, 0 failed, 3 skipped");
  });
});

describe("formatSlowest", () => {
  it("lists the slowest files first, in seconds, cut to the count", () => {
    const text = formatSlowest(
      [
        { file: "a.test.ts", ms: 1_200 },
        { file: "b.test.ts", ms: 95_000 },
        { file: "c.test.ts", ms: 30_500 },
      ],
      2,
    );
    expect(text.split("\n")).toEqual(["Slowest files:", "     95.0 s  b.test.ts", "     30.5 s  c.test.ts"]);
  });

  it("prints nothing for an empty run", () => {
    expect(formatSlowest([])).toBe("");
  });
});
