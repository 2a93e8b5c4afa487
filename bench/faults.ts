import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync, readlinkSync, rmSync } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { localUrls } from "@awd/core/deployment";
import { privatePostgresCommands, type ServerCommand } from "@awd/db/private-postgres";
import autocannon from "autocannon";
import pg from "pg";
import { productionStackDir } from "../scripts/lib/stack.ts";
import { sampleArticlePath } from "./site.ts";
import { type SignedInReader, signInThroughProvider, spawnStartProd, untilRunning } from "./support.ts";

// npm run bench:faults: npm run start:prod (nginx front, two web and two API processes, its own fresh
// PostgreSQL cluster) under a bounded mixed load through its front — cached pages, search, a
// signed-in reader's right, notebook writes — twice in one run: once untouched (the reference), once
// while one web process and one API process are killed (kill -9) and PostgreSQL stops for a third of
// the run. It prints, per route, every answer by status, timeouts and p50/p99; the writes answered
// while PostgreSQL was down, and whether a 503 said when to retry (Retry-After); and every write the
// API acknowledged with an id that is not in the database afterwards. Both ends share the machine's
// cores: the figures compare the two loads of one run, they do not promise.

const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const base = Number(process.env.BENCH_PORT_BASE ?? 3800);
const ports = { web: base, api: base + 1, idp: base + 2 };
// start:prod's processes behind the front (scripts/start-prod.ts): web on WEB_PORT + 10…, API on + 20….
const victims = { web: { name: "web-1", port: base + 10 }, api: { name: "api-1", port: base + 20 } };
/** A request unanswered this long counts as a timeout (autocannon's own default, said out loud). */
const timeoutSeconds = 10;
const password = "awd-demo-2026";
const subscriber = "digital@awd.example";

/** When each fault happens, in seconds from the start of the load: scaled to BENCH_SECONDS (60 s: 10, 20, 30–50). */
const schedule = {
  killWeb: seconds / 6,
  killApi: (2 * seconds) / 6,
  stopPostgres: (3 * seconds) / 6,
  outage: seconds / 3,
};

/** What the search page says, in its 200, when the API failed it (searchResultsMessages.failed, apps/web/src/messages/search.ts). */
const searchFailed = "検索結果を読み込めませんでした";
const searchWords = [
  "autumn",
  "school",
  "music",
  "train",
  "energy",
  "festival",
  "science",
  "history",
  "water",
  "robot",
];

interface Route {
  name: string;
  connections: number;
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  /** On the API's door: its answers are read in full (Retry-After, a write's id). */
  api?: boolean;
  /** Text that, in a 2xx page, says the page failed (a streamed page has sent its 200 before it knows). */
  failedPage?: string;
  /** Each request's path and body, by its number. */
  request?: (n: number) => { path?: string; body?: string };
}

interface Answer {
  /** ms from the start of the load */
  at: number;
  status: number;
}

interface RouteFigures {
  route: Route;
  answers: Answer[];
  latencies: number[];
  /** Connections refused or reset before an answer (not timeouts). */
  errors: Answer[];
  timeouts: Answer[];
  /** 503 answers, and how many of them carried Retry-After. */
  unavailable: { total: number; withRetryAfter: number };
  /** 2xx pages that say they failed. */
  failedPages: Answer[];
  /** Writes the API acknowledged (2xx with the word's id), with when. */
  acknowledged: { id: number; at: number; status: number }[];
}

interface FaultEvent {
  at: number;
  what: string;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const run = promisify(execFile);
const runCommand = ({ file, args }: ServerCommand) => run(file, args);

/** The processes that hold a listening socket on this loopback port (/proc/net/tcp, then each process's fds). */
function listenerPids(port: number): number[] {
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, "utf8").split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      const [, localPort = ""] = (fields[1] ?? "").split(":");
      if (fields[3] === "0A" && Number.parseInt(localPort, 16) === port && fields[9]) inodes.add(fields[9]);
    }
  }
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fds = readdirSync(`/proc/${entry}/fd`);
      if (fds.some((fd) => inodes.has(/^socket:\[(\d+)\]$/.exec(safeReadlink(`/proc/${entry}/fd/${fd}`))?.[1] ?? "")))
        pids.push(Number(entry));
    } catch {
      // a process that ended meanwhile, or one not ours to read
    }
  }
  return pids;
}

function safeReadlink(path: string): string {
  try {
    return readlinkSync(path);
  } catch {
    return "";
  }
}

/** Waits until something answers HTTP on the port again (any status), up to a limit; the time it took, or undefined. */
async function untilAnswering(url: string, limitMs: number): Promise<number | undefined> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    const answered = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      () => true,
      () => false,
    );
    if (answered) return Date.now() - started;
    await sleep(250);
  }
  return undefined;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN);

/** The mixed load: every route at once on its own connections, for `seconds`; faults run beside it. */
async function mixedLoad(routes: Route[], faults?: (startedAt: number) => Promise<void>): Promise<RouteFigures[]> {
  const startedAt = Date.now();
  const since = () => Date.now() - startedAt;
  const figures = routes.map(
    (route): RouteFigures => ({
      route,
      answers: [],
      latencies: [],
      errors: [],
      timeouts: [],
      unavailable: { total: 0, withRetryAfter: 0 },
      failedPages: [],
      acknowledged: [],
    }),
  );
  const loads = figures.map((figure) => {
    const { route } = figure;
    let sent = 0;
    const isWrite = route.method === "POST";
    let done: () => void = () => {};
    const finished = new Promise<void>((resolve) => {
      done = resolve;
    });
    const instance = autocannon(
      {
        url: route.url,
        connections: route.connections,
        duration: seconds,
        timeout: timeoutSeconds,
        method: route.method ?? "GET",
        headers: route.headers,
        requests: [
          {
            ...(route.request && {
              setupRequest: (request: object) => ({ ...request, ...route.request?.(sent++) }),
            }),
            ...((route.api || route.failedPage) && {
              // The API's answers in full (autocannon reads bodies only for this): Retry-After, the word's id.
              onResponse: (status: number, body: string, _context: object, headers?: IncomingHttpHeaders) => {
                if (status === 503) {
                  figure.unavailable.total++;
                  if (headers?.["retry-after"] !== undefined) figure.unavailable.withRetryAfter++;
                }
                if (route.failedPage && status < 300 && body.includes(route.failedPage))
                  figure.failedPages.push({ at: since(), status });
                if (isWrite && status >= 200 && status < 300) {
                  try {
                    const id = (JSON.parse(body) as { data?: { id?: number } }).data?.id;
                    if (typeof id === "number") figure.acknowledged.push({ id, at: since(), status });
                  } catch {
                    // an answer without the word is not an acknowledgement
                  }
                }
              },
            }),
          },
        ],
      },
      () => done(),
    );
    instance.on("response", (_client: unknown, status: number, _bytes: number, latency: number) => {
      figure.answers.push({ at: since(), status });
      figure.latencies.push(latency);
    });
    instance.on("reqError", (error: Error) => {
      (error.message === "request timed out" ? figure.timeouts : figure.errors).push({ at: since(), status: 0 });
    });
    return finished;
  });
  await Promise.all([...loads, faults?.(startedAt)]);
  return figures;
}

function table(header: string[], rows: (string | number)[][], firstWidth: number): string {
  const line = (cells: (string | number)[]) =>
    cells.map((cell, i) => (i === 0 ? String(cell).padEnd(firstWidth) : String(cell).padStart(11))).join("");
  return [line(header), ...rows.map(line)].join("\n");
}

const round = (ms: number) => (Number.isNaN(ms) ? "–" : ms < 10 ? ms.toFixed(1) : String(Math.round(ms)));

function statusColumns(answers: Answer[]) {
  const count = (test: (s: number) => boolean) => answers.filter((a) => test(a.status)).length;
  return [
    count((s) => s < 300),
    count((s) => s >= 300 && s < 400),
    count((s) => s >= 400 && s < 500),
    count((s) => s === 503),
    count((s) => s >= 500 && s !== 503),
  ];
}

function routeTable(figures: RouteFigures[]): string {
  return table(
    [
      "route",
      "requests",
      "2xx",
      "2xx failed",
      "3xx",
      "4xx",
      "503",
      "other 5xx",
      "conn err",
      "timeouts",
      "p50 ms",
      "p99 ms",
    ],
    figures.map((f) => {
      const sorted = [...f.latencies].sort((a, b) => a - b);
      return [
        f.route.name,
        f.answers.length + f.errors.length + f.timeouts.length,
        ...statusColumns(f.answers).toSpliced(1, 0, f.failedPages.length),
        f.errors.length,
        f.timeouts.length,
        round(percentile(sorted, 50)),
        round(percentile(sorted, 99)),
      ];
    }),
    22,
  );
}

interface Phase {
  name: string;
  from: number;
  to: number;
}

/** Each route's answers in each phase of the faulted run: ok (2xx/3xx), 4xx, 503, other 5xx, errors and timeouts. */
function phaseTable(figures: RouteFigures[], phases: Phase[]): string {
  const rows: (string | number)[][] = [];
  for (const phase of phases) {
    const to = Math.min(phase.to, seconds * 1000);
    rows.push([`${phase.name} (${(phase.from / 1000).toFixed(1)}–${(to / 1000).toFixed(1)} s)`]);
    for (const f of figures) {
      const inPhase = (a: Answer) => a.at >= phase.from && a.at < phase.to;
      const [ok2, ok3, c4, c503, c5] = statusColumns(f.answers.filter(inPhase));
      rows.push([
        `  ${f.route.name}`,
        (ok2 ?? 0) + (ok3 ?? 0),
        f.failedPages.filter(inPhase).length,
        c4 ?? 0,
        c503 ?? 0,
        c5 ?? 0,
        f.errors.filter(inPhase).length,
        f.timeouts.filter(inPhase).length,
      ]);
    }
  }
  return table(["phase / route", "2xx-3xx", "2xx failed", "4xx", "503", "other 5xx", "conn err", "timeouts"], rows, 34);
}

/** The acknowledged writes whose word is not in the database: each id must be there, under the reader. */
async function lostWrites(databaseUrl: string, writer: SignedInReader, figures: RouteFigures[]): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>("select id from notebook_words where subject = $1", [
      writer.subject,
    ]);
    const kept = new Set(rows.map((row) => Number(row.id)));
    return figures.flatMap((f) => f.acknowledged.map((a) => a.id)).filter((id) => !kept.has(id));
  } finally {
    await client.end();
  }
}

const loadLine = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")} on ${cpus().length} cores`;

async function main() {
  const stackDir = productionStackDir(ports.web);
  const postgresDir = join(stackDir, "postgres");
  // A fresh cluster: stop one a killed run left behind, then start:prod creates it anew.
  if (existsSync(join(postgresDir, "data", "postmaster.pid")))
    await runCommand(privatePostgresCommands(postgresDir, 0).stop).catch(() => undefined);
  rmSync(postgresDir, { recursive: true, force: true });

  const stack = spawnStartProd(ports, { databaseUrl: "", stderr: "pipe" });
  // The stack's own lines go to stderr here, so the figures on stdout stay readable; the supervisor's
  // lines about a process that ended are kept, with when, for the faults' timeline.
  const supervisorLines: { at: number; line: string }[] = [];
  const relay = (chunk: Buffer) => {
    process.stderr.write(chunk);
    for (const line of chunk.toString().split("\n"))
      if (/ (was killed by|exited with code) .*restarting it in/.test(line))
        supervisorLines.push({ at: Date.now(), line });
  };
  stack.stdout?.on("data", relay);
  stack.stderr?.on("data", relay);

  let postgres: { start: ServerCommand; stop: ServerCommand } | undefined;
  let postgresStopped = false;
  let cleaned: Promise<void> | undefined;
  const cleanUp = () => {
    cleaned ??= (async () => {
      // PostgreSQL first, so that start:prod stops a running cluster, as it expects.
      if (postgres && postgresStopped) await runCommand(postgres.start).catch((e: Error) => console.error(e.message));
      if (stack.exitCode === null && stack.signalCode === null && stack.pid) {
        const ended = new Promise((done) => stack.once("exit", done));
        process.kill(-stack.pid, "SIGTERM");
        await ended;
      }
    })();
    return cleaned;
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the stack…`);
      void cleanUp().then(() => process.exit(130));
    });

  try {
    console.log("Starting npm run start:prod (building the web app when stale)…");
    await untilRunning(stack);
    const operatorEnv = Object.fromEntries(
      readFileSync(join(stackDir, "operator.env"), "utf8")
        .trim()
        .split("\n")
        .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
    );
    const databaseUrl = operatorEnv.DATABASE_URL ?? "";
    postgres = privatePostgresCommands(postgresDir, Number(new URL(databaseUrl).port));

    const front = `http://127.0.0.1:${ports.web}/awd`;
    const apiFront = `http://127.0.0.1:${ports.api}`;
    const articlePath = await sampleArticlePath(apiFront);
    const articleId = Number(articlePath.split("/").at(-1));
    const urls = { idp: `http://127.0.0.1:${ports.idp}`, webOrigin: localUrls(ports).webOrigin };
    const reader = await signInThroughProvider(urls, { email: subscriber, password });
    // Each load writes into a new reader's notebook: a fresh count, far below the notebook's limit.
    const writers = [
      await signInThroughProvider(urls, { email: `bench-${randomUUID()}@awd.example`, password, signUp: true }),
      await signInThroughProvider(urls, { email: `bench-${randomUUID()}@awd.example`, password, signUp: true }),
    ];
    const runId = randomUUID().slice(0, 8);
    const routesFor = (writer: SignedInReader): Route[] => [
      { name: "article (cached)", connections: 20, url: `${front}/${articlePath}` },
      { name: "home (cached)", connections: 15, url: front },
      {
        name: "search",
        connections: 10,
        url: `${front}/search?q=autumn`,
        request: (n) => ({ path: `/awd/search?q=${searchWords[n % searchWords.length]}` }),
        failedPage: searchFailed,
      },
      {
        name: "right (signed in)",
        connections: 15,
        url: `${apiFront}/auth/right`,
        api: true,
        headers: { authorization: `Bearer ${reader.accessToken}` },
      },
      {
        name: "write (notebook)",
        connections: 20,
        url: `${apiFront}/notebook/words`,
        api: true,
        method: "POST",
        headers: { authorization: `Bearer ${writer.accessToken}`, "content-type": "application/json" },
        request: (n) => ({
          body: JSON.stringify({
            word: `bench${n}`,
            lemma: `bench${n}`,
            sentence: `Run ${runId}, write ${n} of ${writer.subject}.`,
            articleId,
          }),
        }),
      },
    ];
    for (const path of ["", `/${articlePath}`]) await fetch(`${front}${path}`); // the front keeps both pages

    const connections = routesFor(reader).reduce((sum, r) => sum + r.connections, 0);
    console.log(
      `autocannon, ${connections} connections (${routesFor(reader)
        .map((r) => `${r.name} ${r.connections}`)
        .join(", ")}), ${seconds} s per load, timeout ${timeoutSeconds} s`,
    );
    const loadBefore = loadLine();
    console.log(`\nReference: the same load, no faults…`);
    const reference = await mixedLoad(routesFor(writers[0] as SignedInReader));

    const events: FaultEvent[] = [];
    const at = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const faults = async (startedAt: number) => {
      const since = () => Date.now() - startedAt;
      // Once the bench is stopping (Ctrl-C), no further fault: the clean-up owns the stack and PostgreSQL.
      const until = async (s: number) => {
        await sleep(Math.max(0, startedAt + s * 1000 - Date.now()));
        if (cleaned) throw new Error("stopped");
      };
      const kill = async (victim: { name: string; port: number }) => {
        const pids = listenerPids(victim.port);
        for (const pid of pids) process.kill(pid, "SIGKILL");
        const killedAt = since();
        await sleep(500);
        events.push({
          at: killedAt,
          what: `${victim.name} (pid ${pids.join(", ") || "none found"}) killed with SIGKILL`,
        });
        const back = await untilAnswering(`http://127.0.0.1:${victim.port}/`, seconds * 1000);
        events.push({
          at: since(),
          what:
            back === undefined
              ? `${victim.name} not back`
              : `${victim.name} answers again, ${at(since() - killedAt)} after its kill`,
        });
      };
      const recoveries: Promise<void>[] = [];
      await until(schedule.killWeb);
      recoveries.push(kill(victims.web));
      await until(schedule.killApi);
      recoveries.push(kill(victims.api));
      await until(schedule.stopPostgres);
      const commands = postgres as { start: ServerCommand; stop: ServerCommand };
      events.push({ at: since(), what: "PostgreSQL stopping (pg_ctl stop -m fast)" });
      postgresStopped = true;
      await runCommand(commands.stop);
      events.push({ at: since(), what: "PostgreSQL stopped" });
      await until(schedule.stopPostgres + schedule.outage);
      events.push({ at: since(), what: "PostgreSQL starting" });
      await runCommand(commands.start);
      postgresStopped = false;
      events.push({ at: since(), what: "PostgreSQL started" });
      await Promise.all(recoveries);
    };
    console.log(
      `With faults: ${victims.web.name} killed at ${schedule.killWeb} s, ${victims.api.name} at ${schedule.killApi} s, ` +
        `PostgreSQL stopped at ${schedule.stopPostgres} s for ${schedule.outage} s…`,
    );
    const faultedFrom = Date.now();
    const faulted = await mixedLoad(routesFor(writers[1] as SignedInReader), faults);
    for (const { at, line } of supervisorLines.filter((l) => l.at >= faultedFrom))
      events.push({ at: at - faultedFrom, what: `supervisor: ${line.trim()}` });
    const loadAfter = loadLine();

    const eventAt = (what: string) => events.find((e) => e.what.startsWith(what))?.at ?? Number.NaN;
    const outage = { from: eventAt("PostgreSQL stopped"), to: eventAt("PostgreSQL started") };
    const phases: Phase[] = [
      { name: "before the faults", from: 0, to: eventAt(`${victims.web.name} (pid`) },
      {
        name: "web process killed",
        from: eventAt(`${victims.web.name} (pid`),
        to: eventAt(`${victims.api.name} (pid`),
      },
      { name: "API process killed", from: eventAt(`${victims.api.name} (pid`), to: eventAt("PostgreSQL stopping") },
      { name: "PostgreSQL stopping/down", from: eventAt("PostgreSQL stopping"), to: outage.to },
      { name: "after PostgreSQL is back", from: outage.to, to: (seconds + timeoutSeconds) * 1000 },
    ];

    console.log(
      "\n2xx failed: of the 2xx, pages that say they failed; conn err: refused or reset before an answer;" +
        ` timeouts: no answer in ${timeoutSeconds} s.`,
    );
    console.log(`\nReference (no faults, same run):\n${routeTable(reference)}`);
    console.log(`\nWith faults:\n${routeTable(faulted)}`);
    console.log(`\nFaults, seconds from the start of the load:`);
    for (const event of [...events].sort((a, b) => a.at - b.at))
      console.log(`  ${at(event.at).padStart(7)}  ${event.what}`);
    console.log(`\nAnswers by phase (with faults):\n${phaseTable(faulted, phases)}`);

    const writes = faulted.find((f) => f.route.method === "POST") as RouteFigures;
    const inOutage = (a: Answer) => a.at >= outage.from && a.at < outage.to;
    const byStatus = new Map<string, number>();
    for (const a of writes.answers.filter(inOutage))
      byStatus.set(String(a.status), (byStatus.get(String(a.status)) ?? 0) + 1);
    byStatus.set("conn err", writes.errors.filter(inOutage).length);
    byStatus.set("timeout", writes.timeouts.filter(inOutage).length);
    console.log(
      `\nWrites answered while PostgreSQL was down (${at(outage.from)}–${at(outage.to)}): ${[...byStatus]
        .filter(([, n]) => n > 0)
        .map(([status, n]) => `${status} × ${n}`)
        .join(", ")}`,
    );
    for (const f of faulted.filter((f) => f.route.api))
      console.log(
        `  ${f.route.name}: ${f.unavailable.total} answers 503 in the run, ${f.unavailable.withRetryAfter} of them with Retry-After`,
      );
    console.log("\n5xx by status (with faults):");
    for (const f of faulted) {
      const codes = new Map<number, number>();
      for (const a of f.answers.filter((a) => a.status >= 500)) codes.set(a.status, (codes.get(a.status) ?? 0) + 1);
      const listed = [...codes].sort(([a], [b]) => a - b).map(([code, n]) => `${code} × ${n}`);
      console.log(`  ${f.route.name.padEnd(20)}${listed.join(", ") || "none"}`);
    }
    console.log("");

    const lost = [
      {
        name: "reference",
        ids: await lostWrites(databaseUrl, writers[0] as SignedInReader, reference),
        figures: reference,
      },
      {
        name: "with faults",
        ids: await lostWrites(databaseUrl, writers[1] as SignedInReader, faulted),
        figures: faulted,
      },
    ];
    for (const { name, ids, figures } of lost) {
      const acknowledged = figures.reduce((sum, f) => sum + f.acknowledged.length, 0);
      console.log(
        `Acknowledged writes lost (${name}): ${ids.length} of ${acknowledged}${ids.length > 0 ? ` (ids ${ids.slice(0, 10).join(", ")}${ids.length > 10 ? ", …" : ""})` : ""}`,
      );
    }
    console.log(`\nMachine: before the loads ${loadBefore}; after ${loadAfter}`);
  } finally {
    await cleanUp();
  }
}

await main();
