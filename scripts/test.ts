import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { chromiumPath } from "../e2e/support/chromium.ts";
import { nginxPath } from "./lib/front.ts";
import { repoRoot, run } from "./lib/stack.ts";
import {
  type PlaywrightReport,
  type Tally,
  tallyPlaywright,
  tallyVitest,
  type VitestReport,
} from "./lib/test-reports.ts";

// npm test: lint, types, unit, component and integration tests (PGlite, and PostgreSQL when
// DATABASE_URL is set) and the dev stack's test (every Vitest project, vitest.config.ts), then
// end-to-end journeys in Debian's Chromium. Ends with one line: "N passed, N failed".
const resultsDir = join(repoRoot, ".data/test-results");
const bin = (name: string) => join(repoRoot, "node_modules/.bin", name);

async function step(name: string, command: string, args: string[], env = process.env): Promise<boolean> {
  console.log(`\n▶ ${name}`);
  const code = await run(command, args, env);
  if (code !== 0) console.log(`✗ ${name} failed (exit ${code})`);
  return code === 0;
}

/** The report a test runner wrote, or undefined when it wrote none (it did not get that far). */
function readReport<T>(name: string): T | undefined {
  const file = join(resultsDir, name);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : undefined;
}

function vitestTally(): Tally {
  const report = readReport<VitestReport>("vitest.json");
  return report ? tallyVitest(report, repoRoot) : { passed: 0, failed: 1, failures: ["vitest: no report was written"] };
}

function playwrightTally(reportName: string): Tally {
  const report = readReport<PlaywrightReport>(reportName);
  return report
    ? tallyPlaywright(report)
    : { passed: 0, failed: 1, failures: [`${reportName}: no report was written`] };
}

const addTallies = (a: Tally, b: Tally): Tally => ({
  passed: a.passed + b.passed,
  failed: a.failed + b.failed,
  failures: [...a.failures, ...b.failures],
  flaky: [...(a.flaky ?? []), ...(b.flaky ?? [])],
});

/** A Debian package the tests need (its program at path); root installs it, anyone else is told how. */
async function ensureDebianPackage(name: string, path: string, variable: string): Promise<boolean> {
  if (existsSync(path)) return true;
  if (process.getuid?.() !== 0) {
    console.error(`${name} not found at ${path}: run "sudo apt-get install -y ${name}" or set ${variable}.`);
    return false;
  }
  console.log(`Installing Debian's ${name}…`);
  return (await run("apt-get", ["install", "-y", "--no-install-recommends", name])) === 0 && existsSync(path);
}

/** One Playwright run, with one retry wherever npm test runs: a journey that needed it is still named at the end (flaky). */
async function playwrightRun(name: string, reportName: string, env: NodeJS.ProcessEnv): Promise<Tally> {
  const ok = await step(name, bin("playwright"), ["test", "--retries=1"], {
    ...process.env,
    ...env,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
  });
  const tally = playwrightTally(reportName);
  // The stack may fail to start before any test ran: that is a failure, not a green run.
  return !ok && tally.failed === 0
    ? { ...tally, failed: 1, failures: [`${name}: no test failed; did the stack start?`] }
    : tally;
}

async function main(): Promise<number> {
  console.log(`npm test on Node ${process.version}`);
  rmSync(resultsDir, { recursive: true, force: true });
  mkdirSync(resultsDir, { recursive: true });
  const checks: Tally = { passed: 0, failed: 0, failures: [] };
  const count = (name: string, ok: boolean) => {
    if (ok) checks.passed++;
    else {
      checks.failed++;
      checks.failures.push(`check ${name} failed`);
    }
  };
  const check = async (name: string, command: string, args: string[]) => count(name, await step(name, command, args));

  await check("lint (Biome)", bin("biome"), ["check", "."]);
  // Every project, the web included, in one incremental build of the root tsconfig.json's references.
  await check("types (tsc -b)", bin("tsc"), ["-b"]);

  const vitestOk = await step("unit, component and integration tests (Vitest)", bin("vitest"), [
    "run",
    "--coverage",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${join(resultsDir, "vitest.json")}`,
  ]);
  const vitest = vitestTally();
  // A run can fail with every test green, on the coverage threshold: that counts as a failed check.
  if (!vitestOk && vitest.failed === 0) count("Vitest (every test passed: the coverage threshold?)", false);

  let e2e: Tally = { passed: 0, failed: 1, failures: ["e2e: Chromium is missing"] };
  if (await ensureDebianPackage("chromium", chromiumPath(), "CHROMIUM_PATH")) {
    rmSync(join(repoRoot, ".data/e2e"), { recursive: true, force: true });
    e2e = await playwrightRun("end-to-end tests (Playwright, Chromium)", "e2e.json", {});
    // The production build the journeys ran on: its first-load JavaScript per route, against budget.
    await check("JavaScript budget", process.execPath, ["--import", "tsx", "scripts/check-js-budget.ts"]);
    const production = (await ensureDebianPackage("nginx", nginxPath(), "NGINX_BIN"))
      ? await playwrightRun("end-to-end tests on the production topology (start:prod)", "e2e-production.json", {
          E2E_TOPOLOGY: "production",
          E2E_PORT_BASE: "3600",
        })
      : { passed: 0, failed: 1, failures: ["e2e on start:prod: nginx is missing"] };
    e2e = addTallies(e2e, production);
  }

  // Repeated at the very end, so that the tail of a long log still tells what failed.
  const failures = [...checks.failures, ...vitest.failures, ...e2e.failures];
  const list = (lines: string[], mark: string) => lines.map((line) => `  ${mark} ${line}`).join("\n");
  if (e2e.flaky?.length) console.log(`\nPassed only on a retry (flaky):\n${list(e2e.flaky, "~")}`);
  if (failures.length > 0) console.log(`\nFailed:\n${list(failures, "✗")}`);

  const passed = checks.passed + vitest.passed + e2e.passed;
  const failed = checks.failed + vitest.failed + e2e.failed;
  console.log(
    `\nchecks ${checks.passed}/${checks.passed + checks.failed}, vitest ${vitest.passed} passed ${vitest.failed} failed, e2e ${e2e.passed} passed ${e2e.failed} failed`,
  );
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`npm test failed: ${error.message}`);
    console.log("0 passed, 1 failed");
    process.exit(1);
  },
);
