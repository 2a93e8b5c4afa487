import { execFile } from "node:child_process";
import { expect, test } from "@playwright/test";
import { e2ePorts } from "./support/stack.ts";

// `npm run attack` against this run's stack, `npm start`'s or (E2E_TOPOLOGY=production) start:prod's
// behind its front: every attack of "Safe to put on the internet" and of the front must print
// `held`. It drives HTTP only (and starts an API of its own), so it needs no browser.

const runAttackScript = () =>
  new Promise<{ code: number; output: string }>((done) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "scripts/attack.ts"],
      {
        env: {
          ...process.env,
          WEB_PORT: String(e2ePorts.web),
          API_PORT: String(e2ePorts.api),
          IDP_PORT: String(e2ePorts.idp),
        },
        maxBuffer: 4 * 1024 * 1024,
      },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });

test("every attack replayed by npm run attack is held", async () => {
  test.setTimeout(300_000);
  const { code, output } = await runAttackScript();
  // Each attack's line, held or FAILED, in the run's output.
  console.log(output);
  const lines = output.split("\n");
  expect(
    lines.filter((line) => line.startsWith("FAILED")),
    output,
  ).toEqual([]);
  expect(lines.filter((line) => line.startsWith("held")).length, output).toBeGreaterThanOrEqual(28);
  expect(code, output).toBe(0);
});
