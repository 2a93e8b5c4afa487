import type { ChildProcess } from "node:child_process";
import { type NextRestart, nextRestart } from "@awd/core/process-restart";

export interface SupervisedProcess {
  /** The process running now (a new one after each restart). */
  readonly child: ChildProcess;
  /** Stops it for good: no restart follows, and a pending one is called off. */
  stop(): Promise<void>;
}

export interface SuperviseOptions {
  log?: (line: string) => void;
  restartRule?: (restartsInARow: number, upForMs: number) => NextRestart;
  /** How long a process has to end after SIGTERM before it is killed. */
  killAfterMs?: number;
}

const seconds = (ms: number) => `${ms / 1000} s`;

const howItEnded = (code: number | null, signal: NodeJS.Signals | null) =>
  signal ? `was killed by ${signal}` : `exited with code ${code}`;

/**
 * Keeps a process running: when it dies on its own it is started again after a growing delay, each
 * restart logged in one line. start must spawn it detached (its own process group), so that stopping
 * it also ends every process it started.
 */
export function supervise(
  name: string,
  start: () => ChildProcess,
  { log = console.log, restartRule = nextRestart, killAfterMs = 10_000 }: SuperviseOptions = {},
): SupervisedProcess {
  let child: ChildProcess;
  let startedAt = 0;
  let restartsInARow = 0;
  let stopping = false;
  let pendingRestart: NodeJS.Timeout | undefined;

  const run = () => {
    startedAt = Date.now();
    child = start();
    child.once("exit", (code, signal) => {
      if (stopping) return;
      const next = restartRule(restartsInARow, Date.now() - startedAt);
      restartsInARow = next.restartsInARow;
      log(
        `${name} ${howItEnded(code, signal)}; restarting it in ${seconds(next.delayMs)} (restart ${restartsInARow} in a row).`,
      );
      pendingRestart = setTimeout(run, next.delayMs);
    });
  };
  run();

  const stop = () => {
    stopping = true;
    clearTimeout(pendingRestart);
    return new Promise<void>((done) => {
      const pid = child.pid;
      if (child.exitCode !== null || child.signalCode !== null || pid === undefined) return done();
      const kill = setTimeout(() => process.kill(-pid, "SIGKILL"), killAfterMs);
      child.once("exit", () => {
        clearTimeout(kill);
        done();
      });
      process.kill(-pid, "SIGTERM");
    });
  };

  return {
    get child() {
      return child;
    },
    stop,
  };
}
