import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

// The API as an operator starts it (node --import tsx apps/api/src/server.ts), for the tests of what
// a whole process does at start: its configuration checks, its start-up writes, its logs.

const repoRoot = resolve(fileURLToPath(import.meta.url), "../../../..");

export interface ApiProcess {
  output: { stdout: string; stderr: string };
  /** Its exit code once it has ended. */
  exited: Promise<number | null>;
  /** Resolves once it logs that it listens; throws, with what it wrote on stderr, if it ends first. */
  listening(): Promise<void>;
  stop(): Promise<number | null>;
}

/** Starts an API process with only PATH and these variables in its environment. */
export function startApiProcess(env: Record<string, string>): ApiProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/server.ts"], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, ...env },
  });
  const output = { stdout: "", stderr: "" };
  child.stdout.on("data", (chunk: Buffer) => {
    output.stdout += chunk;
  });
  child.stderr.on("data", (chunk: Buffer) => {
    output.stderr += chunk;
  });
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
  return {
    output,
    exited,
    async listening() {
      while (!output.stdout.includes('"api listening"')) {
        if (child.exitCode !== null) throw new Error(`an API exited with code ${child.exitCode}: ${output.stderr}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    stop() {
      child.kill("SIGTERM");
      return exited;
    },
  };
}
