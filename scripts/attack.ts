import { type ChildProcess, spawn } from "node:child_process";
import { createHash, createHmac, randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { allianceEntryMessage } from "@awd/core/alliance-entry";
import { anonymousWriteLimits, linkingCodeAttempts, signInAttempts } from "@awd/core/constants";
import { developmentDefaults, localUrls } from "@awd/core/deployment";
import { windowStartOf } from "@awd/core/rate-window";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import {
  apiPart,
  buildWeb,
  freePort,
  portsFromEnv,
  type RunningStack,
  repoRoot,
  stackEnv,
  startStack,
  webBuildIsStale,
} from "./lib/stack.ts";

// npm run attack: replays the attacks of "Safe to put on the internet" and prints one line per
// attack, `held` or `FAILED`, exiting 1 when any failed. Attacks that need no secret go to the
// running stack (ATTACK_WEB_URL, ATTACK_API_URL, default npm start's ports). Attacks that need a
// secret, a signed-in reader or a flood the running site should not suffer go to an API this
// script starts itself, production-like, on a fresh embedded database, with secrets of its own and
// a stand-in identity provider whose keys it holds and which it can take down.

interface Verdict {
  held: boolean;
  detail: string;
}
type Attack = { name: string; run: () => Promise<Verdict> };

const ports = portsFromEnv();
const urls = localUrls(ports);
const target = {
  web: (process.env.ATTACK_WEB_URL ?? urls.webOrigin).replace(/\/$/, ""),
  api: (process.env.ATTACK_API_URL ?? urls.api).replace(/\/$/, ""),
  idp: (process.env.ATTACK_IDP_URL ?? urls.idpOrigin).replace(/\/$/, ""),
};
const secretOf = () => randomBytes(32).toString("hex");
const held = (detail: string): Verdict => ({ held: true, detail });
const failed = (detail: string): Verdict => ({ held: false, detail });
const verdict = (ok: boolean, detail: string): Verdict => ({ held: ok, detail });

// ---- processes this script starts ----------------------------------------------------------------

/**
 * Waits out the turn of a limit's window when it is near: limits count in fixed windows, so a burst
 * split by the turn is counted in two and a check of "at most the limit" would fail by chance.
 */
async function clearOfWindowTurn(windowMs: number, burstMs = 15_000): Promise<void> {
  const untilTurn = windowStartOf(Date.now(), windowMs) + windowMs - Date.now();
  if (untilTurn < burstMs) await new Promise((r) => setTimeout(r, untilTurn + 1000));
}

// An API this script started must not outlive it, even when the script is stopped half-way.
const startedApis = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of startedApis) child.kill("SIGKILL");
});
// The stack it started when none answered (stackToAttack) is stopped too.
let startedStack: RunningStack | undefined;
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    void (startedStack?.stop() ?? Promise.resolve()).finally(() => process.exit(1));
  });

interface OwnApi {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** The repository's API as `npm start` starts it, on its own port, with the environment given. */
async function startApi(env: Record<string, string>): Promise<OwnApi | { exitCode: number; output: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, apiPart("attack", port, {}).args, {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      LOG_LEVEL: "warn",
      API_PORT: String(port),
      API_PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  startedApis.add(child);
  const exited = new Promise<number>((done) =>
    child.once("exit", (code) => {
      startedApis.delete(child);
      done(code ?? 1);
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const code = await Promise.race([exited, new Promise<undefined>((wait) => setTimeout(wait, 300))]);
    if (code !== undefined) return { exitCode: code, output: output.trim() };
    if (
      await fetch(`${url}/series`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return {
        url,
        child,
        stop: async () => {
          child.kill("SIGTERM");
          await exited;
        },
      };
  }
  child.kill("SIGKILL");
  throw new Error(`the API did not start within 2 minutes:\n${output}`);
}

/** A stand-in identity provider: it serves the JWKS the API checks tokens with, and can go down. */
async function startStandInIdentityProvider() {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "attack", alg: "RS256", use: "sig" };
  const state = { down: false };
  const server: Server = createServer((req, res) => {
    if (state.down) return res.destroy();
    if (req.url === "/.well-known/jwks.json") {
      res.writeHead(200, { "content-type": "application/json" });
      return res.end(JSON.stringify({ keys: [jwk] }));
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    issuer,
    state,
    token: (subject: string, claims: Record<string, unknown> = {}) =>
      new SignJWT({ scope: "openid profile email read:subscriptions", ...claims })
        .setProtectedHeader({ alg: "RS256", kid: "attack" })
        .setSubject(subject)
        .setIssuer(issuer)
        .setAudience(developmentDefaults.apiAudience)
        .setIssuedAt()
        .setExpirationTime("1h")
        .sign(privateKey),
    close: () => new Promise((done) => server.close(done)),
  };
}

// ---- HTTP helpers -------------------------------------------------------------------------------

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

/**
 * Sends up to `total` bytes of chunked body in 64 KB chunks over a plain socket, stopping as soon as
 * the server answers. A socket rather than an HTTP client, because a server that answers 413 and
 * closes makes the client's next write fail before the client has read the answer.
 */
function streamBody(
  url: string,
  total: number,
  headers: Record<string, string> = { "content-type": "application/json" },
): Promise<{ status: number; sent: number }> {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((done, fail) => {
    let sent = 0;
    let received = "";
    const socket = connect(Number(port), hostname);
    const finish = (status: number) => {
      socket.destroy();
      done({ status, sent });
    };
    socket.on("data", (data) => {
      received += data.toString("latin1");
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1];
      if (status) finish(Number(status));
    });
    socket.on("error", (error) => (received ? undefined : fail(error)));
    socket.on("close", () => finish(0));
    const chunk = Buffer.concat([Buffer.from("10000\r\n"), Buffer.alloc(0x10000, "a"), Buffer.from("\r\n")]);
    // One chunk per turn of the event loop, so the answer is read as soon as it comes.
    const write = async () => {
      while (!socket.destroyed && sent < total) {
        sent += 0x10000;
        if (!socket.write(chunk)) await new Promise((drained) => socket.once("drain", drained));
        await new Promise(setImmediate);
      }
      if (!socket.destroyed) socket.write("0\r\n\r\n");
    };
    socket.once("connect", () => {
      socket.write(
        `POST ${pathname} HTTP/1.1\r\nhost: ${hostname}:${port}\r\n${Object.entries(headers)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join("")}transfer-encoding: chunked\r\n\r\n`,
      );
      void write();
    });
  });
}

/** Runs `count` calls with at most `width` at a time; the results in order. */
async function inParallel<T>(count: number, width: number, call: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await call(i);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

const isErrorBody = (body: unknown) =>
  typeof body === "object" && body !== null && "status_code" in body && "request_id" in body;

/** The entry link a partner's server makes: HMAC-SHA256 with its secret over partner, ts and nonce. */
function signedAllianceEntry(api: string, partner: string, secret: string, now: number): string {
  const ts = Math.floor(now / 1000);
  const nonce = randomUUID();
  const sig = createHmac("sha256", secret).update(allianceEntryMessage({ partner, ts, nonce })).digest("hex");
  return `${api}/alliance/enter?${new URLSearchParams({ partner, ts: String(ts), nonce, sig })}`;
}

/** An authorization request as the site starts it, up to its sign-up page: the interaction and its cookies. */
async function startSignUpInteraction(): Promise<{ uid: string; cookie: string }> {
  const verifier = randomBytes(32).toString("base64url");
  const query = new URLSearchParams({
    client_id: developmentDefaults.clientId,
    response_type: "code",
    redirect_uri: `${target.web}/awd/login/callback`,
    scope: "openid profile email",
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
    screen_hint: "signup",
  });
  const response = await fetch(`${target.idp}/authorize?${query}`, { redirect: "manual" });
  const location = response.headers.get("location") ?? "";
  const uid = /\/interaction\/([\w-]+)/.exec(location)?.[1];
  if (!uid) throw new Error(`the identity provider answered ${response.status} without an interaction`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { uid, cookie };
}

// ---- attacks on the running stack -----------------------------------------------------------------

const stackAttacks: Attack[] = [
  {
    name: "Referer-only alliance entry (partner.example, evil.com@partner.example, partner%2eexample)",
    run: async () => {
      const referers = [
        "https://partner.example/",
        "https://evil.com@partner.example/",
        "https://partner%2eexample/",
        "https://partner.example.evil.com/",
      ];
      const entered = [];
      for (const referer of referers) {
        const response = await fetch(`${target.api}/alliance/enter`, { headers: { referer }, redirect: "manual" });
        if (response.status === 302 && response.headers.get("location")?.includes("awdAllianceToken"))
          entered.push(referer);
      }
      return entered.length === 0
        ? held(`${referers.length} Referers, no token`)
        : failed(`a token for ${entered.join(", ")}`);
    },
  },
  {
    name: "1,000 made-up article URLs on the site",
    run: async () => {
      const statuses = await inParallel(1000, 20, async (i) => {
        const response = await fetch(`${target.web}/awd/news-topics/${900_000_000 + i * 7919}`, { redirect: "manual" });
        await response.arrayBuffer();
        return response.status;
      });
      const other = statuses.filter((status) => status !== 404);
      return other.length === 0 ? held("1,000 × 404") : failed(`${other.length} not 404 (e.g. ${other[0]})`);
    },
  },
  {
    name: "site pages carry a Content-Security-Policy and security headers",
    run: async () => {
      const response = await fetch(`${target.web}/awd/`);
      const csp = response.headers.get("content-security-policy") ?? "";
      const missing = [
        ...[
          "default-src 'self'",
          "object-src 'none'",
          "base-uri 'self'",
          "frame-ancestors 'none'",
          "connect-src",
          "img-src",
          "form-action",
        ]
          .filter((directive) => !csp.includes(directive))
          .map((directive) => `CSP ${directive}`),
        ...["x-content-type-options", "referrer-policy", "permissions-policy"].filter(
          (name) => !response.headers.has(name),
        ),
      ];
      return missing.length === 0 ? held("CSP and headers present") : failed(`missing ${missing.join(", ")}`);
    },
  },
  {
    name: "/openapi.json lists no /internal route",
    run: async () => {
      const spec = (await (await fetch(`${target.api}/openapi.json`)).json()) as { paths: Record<string, unknown> };
      const internal = Object.keys(spec.paths).filter((path) => path.startsWith("/internal"));
      return internal.length === 0 ? held("public routes only") : failed(`lists ${internal.join(", ")}`);
    },
  },
  {
    name: "contentIds=2147483648 and other ids out of range",
    run: async () => {
      const queries = [
        "2147483648",
        "-1",
        "99999999999999999999",
        "abc",
        Array.from({ length: 500 }, (_, i) => i).join(","),
      ];
      const statuses = await Promise.all(
        queries.map(async (ids) => (await fetch(`${target.api}/articles?contentIds=${ids}`)).status),
      );
      const bad = statuses.filter((status) => status !== 422);
      return bad.length === 0 ? held(`${queries.length} × 422`) : failed(`statuses ${statuses.join(", ")}`);
    },
  },
  {
    name: "900 KB bodies in a burst among readers' requests (the front once took the API out of rotation)",
    run: async () => {
      const big = "x".repeat(900 * 1024);
      const answers = await Promise.all(
        Array.from({ length: 40 }, async (_, i) => {
          const response = i % 2 === 0 ? await post(`${target.api}/events`, big) : await fetch(`${target.api}/series`);
          await response.arrayBuffer();
          return { big: i % 2 === 0, status: response.status };
        }),
      );
      const after = await inParallel(20, 10, async () => {
        const response = await fetch(`${target.api}/series`);
        await response.arrayBuffer();
        return response.status;
      });
      const readersFailed = [...answers.filter((a) => !a.big).map((a) => a.status), ...after].filter((s) => s >= 500);
      const bigAnswers = new Set(answers.filter((a) => a.big).map((a) => a.status));
      return verdict(
        readersFailed.length === 0 && [...bigAnswers].every((status) => status === 413),
        `900 KB bodies: ${[...bigAnswers].join(", ")}; readers' requests failed: ${readersFailed.length} of 40`,
      );
    },
  },
  {
    name: "JSON nested 10,000 levels deep under 64 KB",
    run: async () => {
      const response = await post(`${target.api}/events`, `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`);
      const body = await response.json().catch(() => undefined);
      return verdict(response.status === 422 && isErrorBody(body), `${response.status}`);
    },
  },
  {
    name: "1,000 byte ranges of one image",
    run: async () => {
      const image = await fetch(`${target.web}/awd/static/media/images/default-fallback.webp`);
      const size = (await image.arrayBuffer()).byteLength;
      const ranges = Array.from({ length: 1000 }, (_, i) => `${i}-${i}`).join(",");
      const response = await fetch(`${target.web}/awd/static/media/images/default-fallback.webp`, {
        headers: { range: `bytes=${ranges}` },
      });
      const answered = (await response.arrayBuffer()).byteLength;
      return verdict(answered <= size, `${response.status}: ${answered} bytes for a file of ${size}`);
    },
  },
  {
    name: "twenty identical searches at once",
    run: async () => {
      // A word no one searched for, so no copy is kept yet: through a front whose cache lock held
      // each behind the first, 20 took 5.6–9.8 s; without a lock they take about one search's time.
      const word = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const response = await fetch(`${target.web}/awd/search?p=1&q=${word}`);
          await response.arrayBuffer();
          return { status: response.status, front: response.headers.has("x-cache-status") };
        }),
      );
      const elapsed = Date.now() - started;
      const failedAnswers = answers.filter((answer) => answer.status !== 200).length;
      // Without a caching front (npm start) there is no lock to queue behind.
      const behindFront = answers.some((answer) => answer.front);
      return verdict(
        (elapsed < 5000 || !behindFront) && failedAnswers === 0,
        `${elapsed} ms for 20${behindFront ? " through the front (queued behind a lock: 5.6–9.8 s)" : ", no caching front"}; ${failedAnswers} not 200`,
      );
    },
  },
  {
    name: "a cache-buster query (?cb=N) on a kept page",
    run: async () => {
      const list = (await (await fetch(`${target.api}/articles?limit=1`)).json()) as {
        data?: { items?: { id: number; seriesPath: string }[] };
      };
      const article = list.data?.items?.[0];
      if (!article) return failed("no article to ask for");
      const page = `${target.web}/awd/${article.seriesPath}/${article.id}`;
      await (await fetch(page)).arrayBuffer();
      const statuses = await inParallel(20, 5, async (i) => {
        const response = await fetch(`${page}?cb=${randomUUID()}&n=${i}`);
        await response.arrayBuffer();
        return response.headers.get("x-cache-status") ?? "no front";
      });
      const missed = statuses.filter((status) => status !== "HIT" && status !== "no front");
      return verdict(
        missed.length === 0,
        statuses.includes("no front")
          ? "no caching front at this address: the site renders the page once"
          : `20 cache-busters: ${missed.length === 0 ? "all answered from the copy kept" : `${missed.length} missed (${missed[0]})`}`,
      );
    },
  },
  {
    name: "17 KB sign-up form at the identity provider",
    run: async () => {
      const interaction = await startSignUpInteraction();
      const email = `long-form-${randomUUID()}@awd.example`;
      const form = new URLSearchParams({ email, password: "p".repeat(17 * 1024), name: "" });
      const response = await fetch(`${target.idp}/interaction/${interaction.uid}/signup`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: interaction.cookie },
        body: form.toString(),
        redirect: "manual",
      });
      await response.arrayBuffer();
      return verdict(response.status >= 400 && response.status < 500, `${response.status} (303 would mean signed up)`);
    },
  },
];

// ---- attacks on an API this script starts ---------------------------------------------------------

interface Lab {
  api: OwnApi;
  internalSecret: string;
  idp: Awaited<ReturnType<typeof startStandInIdentityProvider>>;
  /** Signs up an account through the internal route and returns its email, password and subject. */
  newAccount(): Promise<{ email: string; password: string; subject: string }>;
}

const labAttacks = (lab: Lab): Attack[] => {
  const internal = { "x-internal-secret": lab.internalSecret };
  const signIn = (email: string, password: string, address: string) =>
    post(`${lab.api.url}/internal/accounts/sign-in`, { email, password }, { ...internal, "x-client-address": address });
  return [
    {
      name: "JWKS outage: a token the API cannot check yet",
      run: async () => {
        lab.idp.state.down = true;
        const token = await lab.idp.token("awd|attack-outage");
        const response = await fetch(`${lab.api.url}/auth/right`, { headers: { authorization: `Bearer ${token}` } });
        lab.idp.state.down = false;
        return verdict(response.status === 503, `${response.status} while the identity provider is down`);
      },
    },
    {
      name: "replayed alliance entry link (signed by a partner the desk added)",
      run: async () => {
        // A partner of this API's own, added as an operator does (`desk partner add`): a production-like
        // stack has no demo partner, and the demo partner's secret is public.
        const added = await post(
          `${lab.api.url}/internal/desk`,
          { args: ["partner", "add", "partner-attack.example"], user: "attack" },
          internal,
        );
        const output = ((await added.json()) as { data?: { output?: string } }).data?.output ?? "";
        const secret = /^secret: (\S+)$/m.exec(output)?.[1];
        if (!secret) return failed(`the desk added no partner (${added.status}): ${output.slice(0, 200)}`);
        const link = signedAllianceEntry(lab.api.url, "partner-attack.example", secret, Date.now());
        const enter = async () => {
          const response = await fetch(link, { redirect: "manual" });
          await response.arrayBuffer();
          return response.status === 302 && Boolean(response.headers.get("location")?.includes("awdAllianceToken"));
        };
        if (!(await enter()))
          return failed("a freshly signed link was refused: does this script sign as the API checks?");
        return verdict(!(await enter()), "the same nonce a second time");
      },
    },
    {
      name: "errors keep the contract's body under garbage input",
      run: async () => {
        const response = await post(`${lab.api.url}/events`, "{not json");
        const body = await response.json().catch(() => undefined);
        return verdict(response.status < 500 && isErrorBody(body), `${response.status}`);
      },
    },
    {
      name: "/internal/accounts/sign-up with the development secret",
      run: async () => {
        const response = await post(
          `${lab.api.url}/internal/accounts/sign-up`,
          { email: `attacker-${randomUUID()}@evil.example`, password: "attacker-password" },
          { "x-internal-secret": developmentDefaults.secrets.INTERNAL_API_SECRET },
        );
        return verdict(!response.ok, `${response.status}`);
      },
    },
    {
      name: "demo account sign-in after a production-like start on a demo database",
      run: async () => {
        const response = await signIn("corporate@awd.example", "awd-demo-2026", "192.0.2.10");
        return verdict(response.status !== 200, `corporate@awd.example: ${response.status}`);
      },
    },
    {
      name: "100 concurrent wrong passwords",
      run: async () => {
        const { email } = await lab.newAccount();
        await clearOfWindowTurn(signInAttempts.perAccountAndAddress.windowMs);
        const statuses = await Promise.all(
          Array.from({ length: 100 }, async () => (await signIn(email, "wrong-password", "203.0.113.7")).status),
        );
        const checked = statuses.filter((status) => status === 401).length;
        const limit = signInAttempts.perAccountAndAddress.maxFailures;
        return verdict(checked <= limit, `${checked} checked against a limit of ${limit}`);
      },
    },
    {
      name: "lockout of the owner from another address",
      run: async () => {
        const { email, password } = await lab.newAccount();
        await Promise.all(Array.from({ length: 40 }, () => signIn(email, "wrong-password", "203.0.113.8")));
        const owner = await signIn(email, password, "198.51.100.9");
        return verdict(owner.status === 200, `the owner from another address: ${owner.status}`);
      },
    },
    {
      name: "unknown email and wrong password get the same answer",
      run: async () => {
        const { email } = await lab.newAccount();
        const wrong = (await (await signIn(email, "wrong-password", "192.0.2.20")).json()) as { message?: string };
        const unknown = (await (
          await signIn(`nobody-${randomUUID()}@awd.example`, "x-password", "192.0.2.21")
        ).json()) as {
          message?: string;
        };
        return verdict(wrong.message === unknown.message, `"${wrong.message}" / "${unknown.message}"`);
      },
    },
    {
      name: "linking-code guessing (POST /auth/code)",
      run: async () => {
        const { subject } = await lab.newAccount();
        const authorization = `Bearer ${await lab.idp.token(subject)}`;
        const tries = linkingCodeAttempts.maxFailures + 5;
        await clearOfWindowTurn(linkingCodeAttempts.windowMs, 60_000);
        const statuses = [];
        for (let i = 0; i < tries; i++)
          statuses.push(
            (await post(`${lab.api.url}/auth/code`, { authenticationCode: `GUESS${i}` }, { authorization })).status,
          );
        const refusedAt = statuses.indexOf(429);
        return verdict(
          refusedAt !== -1 && refusedAt <= linkingCodeAttempts.maxFailures,
          refusedAt === -1 ? `${tries} guesses, none refused` : `refused from guess ${refusedAt + 1}`,
        );
      },
    },
    {
      name: "events flood",
      run: async () => {
        const [{ max }] = anonymousWriteLimits.eventsPerAddress;
        const batch = { events: [{ event: "page_view", awd_user_type: "NotLoggedIn" }] };
        // Windows are fixed: a flood that straddles the turn of a minute may put up to max into
        // each of the two windows, so one more than twice the limit is sure to meet a refusal.
        const statuses = await inParallel(
          2 * max + 1,
          10,
          async () => (await post(`${lab.api.url}/events`, batch)).status,
        );
        const firstRefusal = statuses.indexOf(429);
        const errors = statuses.filter((status) => status >= 500).length;
        return verdict(
          firstRefusal !== -1 && errors === 0,
          firstRefusal === -1 ? `${statuses.length} batches, none refused` : `429 from batch ${firstRefusal + 1}`,
        );
      },
    },
    {
      name: "remote-config flood from one installation",
      run: async () => {
        const [{ max }] = anonymousWriteLimits.remoteConfigPerInstallation;
        const body = { installationId: `attack-${randomUUID()}` };
        const statuses: number[] = [];
        // As for events: the turn of a minute may split the flood over two windows.
        for (let i = 0; i <= 2 * max && !statuses.includes(429); i++)
          statuses.push((await post(`${lab.api.url}/remote-config`, body)).status);
        const firstRefusal = statuses.indexOf(429);
        return verdict(
          firstRefusal !== -1,
          firstRefusal === -1 ? `${statuses.length} requests, none refused` : `429 from request ${firstRefusal + 1}`,
        );
      },
    },
    {
      name: "400 MB body to /remote-config",
      run: async () => {
        const { status, sent } = await streamBody(`${lab.api.url}/remote-config`, 400 * 1024 * 1024);
        return verdict(status === 413 && sent < 32 * 1024 * 1024, `${status} after ${Math.round(sent / 1024)} KB sent`);
      },
    },
    {
      name: "NUL bytes in string fields (events, codes, sign-up)",
      run: async () => {
        const { subject } = await lab.newAccount();
        const authorization = `Bearer ${await lab.idp.token(subject)}`;
        const responses = await Promise.all([
          post(`${lab.api.url}/events`, { events: [{ event: "page_view", label: "a\u0000b", awd_user_type: "Free" }] }),
          post(`${lab.api.url}/auth/code`, { authenticationCode: "AB\u0000CD" }, { authorization }),
          post(`${lab.api.url}/auth/preview-code`, { previewCode: "AWD\u0000" }, { authorization }),
          post(
            `${lab.api.url}/internal/accounts/sign-up`,
            { email: "nul\u0000@awd.example", password: "pass\u0000word" },
            internal,
          ),
        ]);
        const statuses = responses.map((response) => response.status);
        return verdict(
          statuses.every((status) => status < 500),
          `statuses ${statuses.join(", ")}`,
        );
      },
    },
    {
      name: "the desk's routes with a token of another key, an unsigned one, and a reader's claiming nothing",
      run: async () => {
        const { subject } = await lab.newAccount();
        const everything = { permissions: ["desk:read", "desk:write", "content:import"] };
        const { privateKey } = await generateKeyPair("RS256");
        const otherKey = await new SignJWT(everything)
          .setProtectedHeader({ alg: "RS256", kid: "attack" })
          .setSubject(subject)
          .setIssuer(lab.idp.issuer)
          .setAudience(developmentDefaults.apiAudience)
          .setExpirationTime("1h")
          .sign(privateKey);
        const unsigned = `${Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url")}.${Buffer.from(
          JSON.stringify({
            ...everything,
            sub: subject,
            iss: lab.idp.issuer,
            aud: developmentDefaults.apiAudience,
            exp: Math.floor(Date.now() / 1000) + 3600,
          }),
        ).toString("base64url")}.`;
        const reader = await lab.idp.token(subject);
        const document = (await (await fetch(`${lab.api.url}/openapi.json`)).json()) as {
          paths: Record<string, Record<string, unknown>>;
        };
        const routes = Object.entries(document.paths)
          .filter(([path]) => path.startsWith("/desk/"))
          .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ path, method })));
        const wrong: string[] = [];
        for (const { path, method } of routes)
          for (const [token, expected] of [
            [otherKey, 401],
            [unsigned, 401],
            [reader, 403],
          ] as const) {
            const response = await fetch(`${lab.api.url}${path.replaceAll(/\{\w+\}/g, "x")}`, {
              method: method.toUpperCase(),
              headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
              body: method === "get" ? undefined : "{}",
            });
            await response.arrayBuffer();
            if (response.status !== expected) wrong.push(`${method.toUpperCase()} ${path}: ${response.status}`);
          }
        return verdict(
          routes.length > 0 && wrong.length === 0,
          wrong.length > 0
            ? wrong.slice(0, 3).join("; ")
            : `${routes.length} routes × 3 tokens refused (401, 401, 403)`,
        );
      },
    },
    {
      name: "300 MB weekly-issue upload to /desk/imports, anonymous and from a reader",
      run: async () => {
        const { subject } = await lab.newAccount();
        const url = `${lab.api.url}/desk/imports`;
        const anonymous = await streamBody(url, 300 * 1024 * 1024, { "content-type": "application/zip" });
        const reader = await streamBody(url, 300 * 1024 * 1024, {
          "content-type": "application/zip",
          authorization: `Bearer ${await lab.idp.token(subject)}`,
        });
        const early = (sent: number) => sent < 32 * 1024 * 1024;
        return verdict(
          anonymous.status === 401 && reader.status === 403 && early(anonymous.sent) && early(reader.sent),
          `anonymous ${anonymous.status} after ${Math.round(anonymous.sent / 1024)} KB, reader ${reader.status} after ${Math.round(reader.sent / 1024)} KB`,
        );
      },
    },
    {
      name: "personal answers carry nosniff and private, no-store",
      run: async () => {
        const { subject } = await lab.newAccount();
        const response = await fetch(`${lab.api.url}/auth/right`, {
          headers: { authorization: `Bearer ${await lab.idp.token(subject)}` },
        });
        await response.arrayBuffer();
        const sniff = response.headers.get("x-content-type-options");
        const cache = response.headers.get("cache-control");
        return verdict(sniff === "nosniff" && cache === "private, no-store", `${response.status}: ${sniff} / ${cache}`);
      },
    },
  ];
};

// ---- the runs ------------------------------------------------------------------------------------

async function report(attack: Attack): Promise<boolean> {
  const result = await attack.run().catch((error: Error) => failed(`the attack itself broke: ${error.message}`));
  console.log(`${result.held ? "held  " : "FAILED"}  ${attack.name} — ${result.detail}`);
  return result.held;
}

async function productionStartWithDevelopmentSecrets(dataDir: string): Promise<boolean> {
  return report({
    name: "production start with development secrets",
    run: async () => {
      const started = await startApi({ NODE_ENV: "production", PGLITE_DIR: dataDir, ...developmentDefaults.secrets });
      if ("url" in started) {
        await started.stop();
        return failed("the API started and answered");
      }
      const lines = started.output.split("\n").filter(Boolean);
      return verdict(
        started.exitCode !== 0 && lines.length === 1 && /SECRET/.test(lines[0] ?? ""),
        `exit ${started.exitCode}: ${lines[0] ?? "(no output)"}`,
      );
    },
  });
}

async function labRun(): Promise<boolean[]> {
  const dataDir = mkdtempSync(join(tmpdir(), "awd-attack-"));
  const idp = await startStandInIdentityProvider();
  try {
    // A database a demo start seeded, as a deployment that once ran the demo has.
    const demo = await startApi({ PGLITE_DIR: dataDir, AWD_DEMO: "on", IDP_ISSUER: idp.issuer });
    if (!("url" in demo)) throw new Error(`the demo API did not start:\n${demo.output}`);
    await demo.stop();
    const results = [await productionStartWithDevelopmentSecrets(dataDir)];
    const internalSecret = secretOf();
    const api = await startApi({
      NODE_ENV: "production",
      PGLITE_DIR: dataDir,
      INTERNAL_API_SECRET: internalSecret,
      STATIC_URL_SECRET: secretOf(),
      REVALIDATE_SECRET: secretOf(),
      IDP_ISSUER: idp.issuer,
      TRUSTED_PROXIES: "127.0.0.1,::1,::ffff:127.0.0.1",
    });
    if (!("url" in api)) throw new Error(`the production-like API did not start:\n${api.output}`);
    const newAccount = async () => {
      const email = `reader-${randomUUID()}@awd.example`;
      const password = `pw-${randomUUID()}`;
      const response = await post(
        `${api.url}/internal/accounts/sign-up`,
        { email, password },
        {
          "x-internal-secret": internalSecret,
        },
      );
      const body = (await response.json()) as { data?: { subject: string } };
      if (!body.data) throw new Error(`sign-up answered ${response.status}`);
      return { email, password, subject: body.data.subject };
    };
    try {
      for (const attack of labAttacks({ api, internalSecret, idp, newAccount })) results.push(await report(attack));
    } finally {
      await api.stop();
    }
    return results;
  } finally {
    await idp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * With no stack named and none answering at npm start's ports, the script starts that stack itself
 * (as npm start does), so `npm run attack` alone replays every attack.
 */
async function stackToAttack(): Promise<RunningStack | undefined> {
  const named = ["ATTACK_WEB_URL", "ATTACK_API_URL", "ATTACK_IDP_URL"].some((name) => process.env[name]);
  const answering = await fetch(`${target.web}/awd`, { signal: AbortSignal.timeout(5000) }).then(
    () => true,
    () => false,
  );
  if (named || answering) return undefined;
  console.log(`no site answers at ${target.web}: starting npm start's stack to attack`);
  const env = { ...stackEnv(ports), LOG_LEVEL: "warn" };
  return startStack(ports, env, async () => {
    if (webBuildIsStale(env)) await buildWeb(env);
  });
}

startedStack = await stackToAttack();
console.log(
  `attacking the site ${target.web}, the API ${target.api}, the identity provider ${target.idp}, and an API of its own`,
);
const results: boolean[] = [];
try {
  for (const attack of stackAttacks) results.push(await report(attack));
} finally {
  await startedStack?.stop();
}
results.push(...(await labRun()));
const failures = results.filter((ok) => !ok).length;
console.log(failures === 0 ? `all ${results.length} attacks held` : `${failures} of ${results.length} attacks FAILED`);
process.exitCode = failures === 0 ? 0 : 1;
