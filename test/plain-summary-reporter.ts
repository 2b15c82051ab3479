import type { Reporter, SerializedError, TestModule, TestRunEndReason, Vitest } from "vitest/node";

/**
 * Prints `Tests: N passed, N failed, N skipped` on a line of its own after the default reporter,
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
    const line = formatSummary(countTests(testModules));
    if (this.vitest) this.vitest.logger.log(line);
    else console.log(line);
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
