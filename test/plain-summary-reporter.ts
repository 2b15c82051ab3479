import type { Reporter, SerializedError, TestModule, TestRunEndReason, Vitest } from "vitest/node";

/**
 * Prints the slowest test files (where the suite's time goes), then
 * `Tests: N passed, N failed, N skipped` on a line of its own after the default reporter,
 * so CI logs and scripts have one stable line to read. List it after "default" in `reporters`.
 */
export default class PlainSummaryReporter implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    _unhandledErrors: ReadonlyArray<SerializedError>,
    _reason: TestRunEndReason,
  ): void {
    const log = (line: string) => (this.vitest ? this.vitest.logger.log(line) : console.log(line));
    const slowest = formatSlowest(
      testModules.map((m) => ({ file: m.relativeModuleId, ms: m.diagnostic().collectDuration + m.diagnostic().duration })),
    );
    if (slowest) log(slowest);
    log(formatSummary(countTests(testModules)));
  }
}

export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

/** The slice of vitest's TestModule that counting needs, so tests can pass plain objects. */
export interface CountableModule {
  children: { allTests(): Iterable<{ result(): { state: string } }> };
}

/** Counts test cases (not files or suites) by final state; tests still pending are left out. */
export function countTests(modules: Iterable<CountableModule>): TestCounts {
  const counts: TestCounts = { passed: 0, failed: 0, skipped: 0 };
  for (const module of modules) {
    for (const test of module.children.allTests()) {
      const state = test.result().state;
      if (state === "passed" || state === "failed" || state === "skipped") counts[state] += 1;
    }
  }
  return counts;
}

export function formatSummary({ passed, failed, skipped }: TestCounts): string {
  return `Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`;
}

/** The `count` slowest files (import plus tests and hooks), slowest first, one per line. */
export function formatSlowest(files: { file: string; ms: number }[], count = 12): string {
  const top = [...files].sort((a, b) => b.ms - a.ms).slice(0, count);
  if (top.length === 0) return "";
  return ["Slowest files:", ...top.map(({ file, ms }) => `  ${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`)].join("\n");
}
