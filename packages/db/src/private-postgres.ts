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

/** Runs a server program, as the postgres user when this process is root. */
function runServerProgram(program: string, args: string[]) {
  if (!runningAsRoot) return execFileSync(program, args, { stdio: "pipe" });
  const quoted = [program, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(" ");
  return execFileSync("su", ["postgres", "-s", "/bin/sh", "-c", quoted], { stdio: "pipe" });
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
  // A cluster left running by a start:prod that was killed listens on a port of its own: stop it.
  const pgCtl = join(bin, "pg_ctl");
  if (existsSync(join(data, "postmaster.pid"))) {
    try {
      runServerProgram(pgCtl, ["-D", data, "-m", "fast", "-w", "stop"]);
    } catch {
      // not running after all: a stale pid file, which pg_ctl start replaces
    }
  }
  const options = `-h 127.0.0.1 -p ${port} -k ${dir}`;
  runServerProgram(pgCtl, ["-D", data, "-o", options, "-l", join(dir, "log"), "-w", "start"]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      runServerProgram(pgCtl, ["-D", data, "-m", "fast", "-w", "stop"]);
    },
  };
}
