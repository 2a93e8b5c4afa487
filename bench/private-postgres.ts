import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./support.ts";

export interface PrivatePostgres {
  url: string;
  stop(): void;
}

const asPostgres = (command: string) =>
  execFileSync("su", ["postgres", "-s", "/bin/sh", "-c", command], { stdio: ["ignore", "ignore", "inherit"] });

/**
 * A throwaway PostgreSQL cluster like .ci/run's: Debian's newest server, run as the postgres user from
 * a temporary directory on a free loopback port, trusting local connections. stop() removes it all.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const versions = readdirSync("/usr/lib/postgresql").sort((a, b) => Number(a) - Number(b));
  const bin = `/usr/lib/postgresql/${versions.at(-1)}/bin`;
  const dir = mkdtempSync(join(tmpdir(), "awd-bench-pg-"));
  execFileSync("chown", ["postgres", dir]);
  const port = await freePort();
  asPostgres(`${bin}/initdb -D ${dir}/data -U postgres -A trust --no-sync >/dev/null`);
  asPostgres(
    `${bin}/pg_ctl -D ${dir}/data -o "-h 127.0.0.1 -p ${port} -k ${dir} -F" -l ${dir}/log -w start >/dev/null`,
  );
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      asPostgres(`${bin}/pg_ctl -D ${dir}/data -m fast -w stop >/dev/null`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
