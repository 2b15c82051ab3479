import { describe, expect, it } from "vitest";
import { countTests, formatSummary, type CountableModule } from "./plain-summary-reporter.js";

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
