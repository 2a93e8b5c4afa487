import { describe, expect, it } from "vitest";
import { type PlaywrightReport, tallyPlaywright, tallyVitest, type VitestReport } from "./test-reports.ts";

const root = "/repo";

const vitestReport = (testResults: VitestReport["testResults"]): VitestReport => {
  const all = testResults.flatMap((suite) => suite.assertionResults);
  return {
    numPassedTests: all.filter((test) => test.status === "passed").length,
    numFailedTests: all.filter((test) => test.status === "failed").length,
    testResults,
  };
};

describe("the Vitest report", () => {
  it("names each failed test by file and full name, with the first line of why", () => {
    const tally = tallyVitest(
      vitestReport([
        {
          name: "/repo/apps/api/src/routes/auth.int.test.ts",
          status: "failed",
          message: "",
          assertionResults: [
            { fullName: "rights › grants access", status: "passed", failureMessages: [] },
            {
              fullName: "the paywall › refuses a tampered URL",
              status: "failed",
              failureMessages: ["AssertionError: expected 200 to be 403\n    at auth.int.test.ts:122:5"],
            },
          ],
        },
      ]),
      root,
    );
    expect(tally).toEqual({
      passed: 1,
      failed: 1,
      failures: [
        "vitest apps/api/src/routes/auth.int.test.ts › the paywall › refuses a tampered URL: AssertionError: expected 200 to be 403",
      ],
    });
  });

  it("names a file that failed before any of its tests ran", () => {
    const tally = tallyVitest(
      vitestReport([
        {
          name: "/repo/packages/db/src/search/query.int.test.ts",
          status: "failed",
          message: "Error: connect ECONNREFUSED 127.0.0.1:5432\n  at beforeAll",
          assertionResults: [],
        },
      ]),
      root,
    );
    expect(tally.failures).toEqual([
      "vitest packages/db/src/search/query.int.test.ts: Error: connect ECONNREFUSED 127.0.0.1:5432",
    ]);
  });

  it("lists nothing when every test passed", () => {
    const tally = tallyVitest(
      vitestReport([
        {
          name: "/repo/packages/core/src/site/paging.test.ts",
          status: "passed",
          message: "",
          assertionResults: [{ fullName: "paging", status: "passed", failureMessages: [] }],
        },
      ]),
      root,
    );
    expect(tally).toEqual({ passed: 1, failed: 0, failures: [] });
  });
});

describe("the Playwright report", () => {
  const spec = (title: string, line: number, status: string, errors: string[][]) => ({
    title,
    file: "print.spec.ts",
    line,
    tests: [{ status, results: errors.map((messages) => ({ errors: messages.map((message) => ({ message })) })) }],
  });
  const report: PlaywrightReport = {
    stats: { expected: 1, unexpected: 1, flaky: 1 },
    suites: [
      {
        specs: [spec("lists every issue", 25, "expected", [[]])],
        suites: [
          {
            specs: [
              spec("zooms to both limits", 89, "unexpected", [
                ["Error: timed out\nCall log:"],
                ["Error: timed out again"],
              ]),
              spec("reads at phone width", 167, "flaky", [["Error: not visible"], []]),
            ],
          },
        ],
      },
    ],
  };

  it("counts a journey that passed on its retry as passed, and names it apart from the failures", () => {
    expect(tallyPlaywright(report)).toEqual({
      passed: 2,
      failed: 1,
      failures: ["e2e print.spec.ts:89 › zooms to both limits: Error: timed out"],
      flaky: ["e2e print.spec.ts:167 › reads at phone width: Error: not visible"],
    });
  });
});
