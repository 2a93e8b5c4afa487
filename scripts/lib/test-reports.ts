import { relative } from "node:path";

// What npm test reads from the reports Vitest and Playwright write: the counts, and one line per
// failed test (file, name, the first line of why) so that the tail of a long log says what broke.

export interface Tally {
  passed: number;
  failed: number;
  /** One line per failed test: where it is, its name and the first line of why. */
  failures: string[];
  /** Likewise for each test that failed first and passed on its retry. */
  flaky?: string[];
}

const firstLine = (text = "") => text.trim().split("\n")[0]?.slice(0, 300) ?? "";

/** The part of Vitest's JSON report read here. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    status: string;
    message: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

export function tallyVitest(report: VitestReport, root: string): Tally {
  const failures = report.testResults.flatMap((suite) => {
    const where = relative(root, suite.name);
    const tests = suite.assertionResults
      .filter((test) => test.status === "failed")
      .map((test) => `vitest ${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    // A file that fails before its tests run (a hook, an import) has a message and no failed test.
    return tests.length === 0 && suite.status === "failed" ? [`vitest ${where}: ${firstLine(suite.message)}`] : tests;
  });
  return { passed: report.numPassedTests, failed: report.numFailedTests, failures };
}

interface PlaywrightSuite {
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { status: string; results: { errors: { message?: string }[] }[] }[];
  }[];
}

/** The part of Playwright's JSON report read here. */
export interface PlaywrightReport extends PlaywrightSuite {
  stats: { expected: number; unexpected: number; flaky: number };
}

/** The journeys that ended as `status` ("unexpected": failed; "flaky": passed only on a retry). */
function playwrightTests(suite: PlaywrightSuite, status: "unexpected" | "flaky"): string[] {
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === status)
      .map((test) => {
        const error = test.results.find((result) => result.errors.length > 0)?.errors[0]?.message;
        return `e2e ${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`;
      }),
  );
  return [...own, ...(suite.suites ?? []).flatMap((child) => playwrightTests(child, status))];
}

export function tallyPlaywright(report: PlaywrightReport): Tally {
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    failures: playwrightTests(report, "unexpected"),
    flaky: playwrightTests(report, "flaky"),
  };
}
