import { spawn } from "node:child_process";
import { nextRestart } from "@awd/core/process-restart";
import { afterEach, describe, expect, it } from "vitest";
import { type SupervisedProcess, supervise } from "./supervisor.ts";

// Tiny stand-ins for the site's processes: one that dies at once, one that runs until told to stop.
const dying = () => spawn(process.execPath, ["-e", "process.exit(3)"], { detached: true });
const running = () => spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { detached: true });
/** The real rule, a hundred times faster. */
const fastRule = (inARow: number, upForMs: number) => {
  const next = nextRestart(inARow, upForMs);
  return { ...next, delayMs: next.delayMs / 100 };
};
const until = async (done: () => boolean) => {
  while (!done()) await new Promise((r) => setTimeout(r, 5));
};

let supervised: SupervisedProcess | undefined;
afterEach(() => supervised?.stop());

describe("supervise", () => {
  it("restarts a process that dies, waiting longer each time, one line per restart", async () => {
    const lines: string[] = [];
    let starts = 0;
    supervised = supervise(
      "api",
      () => {
        starts++;
        return dying();
      },
      { log: (line) => lines.push(line), restartRule: fastRule },
    );
    await until(() => lines.length === 3);
    expect(lines).toEqual([
      "api exited with code 3; restarting it in 0.01 s (restart 1 in a row).",
      "api exited with code 3; restarting it in 0.02 s (restart 2 in a row).",
      "api exited with code 3; restarting it in 0.04 s (restart 3 in a row).",
    ]);
    await until(() => starts === 4);
  });

  it("says when a process was killed by a signal, and restarts it", async () => {
    const lines: string[] = [];
    supervised = supervise("web", running, { log: (line) => lines.push(line), restartRule: fastRule });
    const first = supervised.child;
    first.kill("SIGKILL");
    await until(() => supervised?.child !== first);
    expect(lines).toEqual(["web was killed by SIGKILL; restarting it in 0.01 s (restart 1 in a row)."]);
    expect(supervised.child.exitCode).toBeNull();
  });

  it("a deliberate stop ends the process for good", async () => {
    const lines: string[] = [];
    let starts = 0;
    supervised = supervise(
      "idp",
      () => {
        starts++;
        return running();
      },
      { log: (line) => lines.push(line), restartRule: fastRule },
    );
    const child = supervised.child;
    await supervised.stop();
    expect(child.signalCode).toBe("SIGTERM");
    await new Promise((r) => setTimeout(r, 50));
    expect({ starts, lines }).toEqual({ starts: 1, lines: [] });
  });

  it("a stop while a restart is pending calls the restart off", async () => {
    let starts = 0;
    supervised = supervise(
      "api",
      () => {
        starts++;
        return dying();
      },
      { log: () => {}, restartRule: (inARow) => ({ delayMs: 200, restartsInARow: inARow + 1 }) },
    );
    await until(() => supervised?.child.exitCode !== null);
    await supervised.stop();
    await new Promise((r) => setTimeout(r, 300));
    expect(starts).toBe(1);
  });
});
