import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";

// A private PostgreSQL cluster for start:prod when no DATABASE_URL is given: Debian's server, its
// data in a directory of its own, listening on 127.0.0.1 only. PostgreSQL refuses to run as root, so
// a root caller runs it as the postgres user (which owns the directory).

export interface PrivatePostgres {
  url: string;
  stop(): void;
}

/** The bin directory of the newest PostgreSQL server installed, if any. */
export function postgresServerBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, "bin/pg_ctl")))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const newest = versions.at(-1);
  return newest ? join(root, newest, "bin") : undefined;
}

function serverBin(): string {
  const bin = postgresServerBin();
  if (!bin)
    throw new Error("start:prod needs PostgreSQL's server (Debian: apt-get install postgresql) or a DATABASE_URL");
  return bin;
}

const runningAsRoot = process.getuid?.() === 0;

/** The postgres user Debian's package creates. */
function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }));
  return { uid: id("-u"), gid: id("-g") };
}

/** A program and its arguments, ready for execFile. */
export interface ServerCommand {
  file: string;
  args: string[];
}

/** The command that runs a server program: as the postgres user when this process is root. */
export function serverCommand(program: string, args: string[], asRoot = runningAsRoot): ServerCommand {
  if (!asRoot) return { file: program, args };
  const quoted = [program, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(" ");
  return { file: "su", args: ["postgres", "-s", "/bin/sh", "-c", quoted] };
}

function runServerProgram(program: string, args: string[]) {
  const { file, args: fileArgs } = serverCommand(program, args);
  return execFileSync(file, fileArgs, { stdio: "pipe" });
}

/**
 * pg_ctl's start (on port, loopback only) and fast stop of the cluster in dir, waiting for either to
 * finish. A benchmark stops and starts the cluster of a running stack with them (bench/faults.ts).
 */
export function privatePostgresCommands(
  dir: string,
  port: number,
  bin = serverBin(),
  asRoot = runningAsRoot,
): { start: ServerCommand; stop: ServerCommand } {
  const data = join(dir, "data");
  const pgCtl = join(bin, "pg_ctl");
  const options = `-h 127.0.0.1 -p ${port} -k ${dir}`;
  return {
    start: serverCommand(pgCtl, ["-D", data, "-o", options, "-l", join(dir, "log"), "-w", "start"], asRoot),
    stop: serverCommand(pgCtl, ["-D", data, "-m", "fast", "-w", "stop"], asRoot),
  };
}

/** Starts (creating it the first time) the cluster in dir, on port; stop() stops it. */
export function startPrivatePostgres(dir: string, port: number): PrivatePostgres {
  const bin = serverBin();
  const data = join(dir, "data");
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (runningAsRoot) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
  }
  if (!existsSync(join(data, "PG_VERSION")))
    runServerProgram(join(bin, "initdb"), ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync"]);
  const commands = privatePostgresCommands(dir, port, bin);
  const run = ({ file, args }: ServerCommand) => execFileSync(file, args, { stdio: "pipe" });
  // A cluster left running by a start:prod that was killed listens on a port of its own: stop it.
  if (existsSync(join(data, "postmaster.pid"))) {
    try {
      run(commands.stop);
    } catch {
      // not running after all: a stale pid file, which pg_ctl start replaces
    }
  }
  run(commands.start);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      run(commands.stop);
    },
  };
}
