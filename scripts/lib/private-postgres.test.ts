import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { privatePostgresCommands, startPrivatePostgres } from "@awd/db/private-postgres";
import { describe, expect, it } from "vitest";
import { freePort } from "./stack.ts";

const answers = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = createConnection(port, "127.0.0.1")
      .once("connect", () => {
        socket.destroy();
        done(true);
      })
      .once("error", () => done(false));
  });

describe("privatePostgresCommands", () => {
  it("starts the cluster on its port, loopback only, and stops it fast, waiting for either", () => {
    const { start, stop } = privatePostgresCommands("/var/tmp/pg", 5433, "/usr/lib/postgresql/17/bin", false);
    expect(start).toEqual({
      file: "/usr/lib/postgresql/17/bin/pg_ctl",
      args: [
        "-D",
        "/var/tmp/pg/data",
        "-o",
        "-h 127.0.0.1 -p 5433 -k /var/tmp/pg",
        "-l",
        "/var/tmp/pg/log",
        "-w",
        "start",
      ],
    });
    expect(stop).toEqual({
      file: "/usr/lib/postgresql/17/bin/pg_ctl",
      args: ["-D", "/var/tmp/pg/data", "-m", "fast", "-w", "stop"],
    });
  });

  it("runs pg_ctl as the postgres user when the caller is root", () => {
    const { stop } = privatePostgresCommands("/var/tmp/it's", 5433, "/usr/lib/postgresql/17/bin", true);
    expect(stop).toEqual({
      file: "su",
      args: [
        "postgres",
        "-s",
        "/bin/sh",
        "-c",
        "'/usr/lib/postgresql/17/bin/pg_ctl' '-D' '/var/tmp/it'\\''s/data' '-m' 'fast' '-w' 'stop'",
      ],
    });
  });

  it.skipIf(!existsSync("/usr/lib/postgresql"))(
    "stop and start a running private cluster: it refuses while stopped and answers again",
    async () => {
      const parent = mkdtempSync(join(tmpdir(), "awd-postgres-test-"));
      // The postgres user (when the caller is root) must reach the cluster's directory.
      chmodSync(parent, 0o755);
      const dir = join(parent, "postgres");
      const port = await freePort();
      const cluster = startPrivatePostgres(dir, port);
      try {
        const { start, stop } = privatePostgresCommands(dir, port);
        expect(await answers(port)).toBe(true);
        execFileSync(stop.file, stop.args, { stdio: "pipe" });
        expect(await answers(port)).toBe(false);
        execFileSync(start.file, start.args, { stdio: "pipe" });
        expect(await answers(port)).toBe(true);
      } finally {
        cluster.stop();
        rmSync(parent, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
