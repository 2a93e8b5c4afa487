import { type ChildProcess, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { developmentDefaults } from "@awd/core/deployment";
import autocannon from "autocannon";
import { exportJWK, generateKeyPair, SignJWT } from "jose";

import { freePort } from "../scripts/lib/stack.ts";

export { freePort };

export const repoRoot = new URL("..", import.meta.url).pathname;

export async function waitFor(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer in time`);
}

/** A node process in its own group, so stopping it stops everything it started. */
export function launch(args: string[], env: NodeJS.ProcessEnv, cwd = repoRoot): ChildProcess {
  return spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: "ignore", detached: true });
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.pid === undefined) return done();
    child.once("exit", () => done());
    process.kill(-child.pid, "SIGTERM");
  });
}

/**
 * The benches' ports: from BENCH_PORT_BASE on, one after another, or free ones when it is unset.
 */
export function benchPorts(): () => Promise<number> {
  const base = process.env.BENCH_PORT_BASE ? Number(process.env.BENCH_PORT_BASE) : undefined;
  let next = 0;
  return () => (base === undefined ? freePort() : Promise.resolve(base + next++));
}

/**
 * A stand-in identity provider for an API under load: its JWKS served on 127.0.0.1:port, and access
 * tokens for any subject signed as the provider would sign them (an hour, the API's audience).
 */
export async function benchIdentityProvider(port: number) {
  const audience = "https://api.awd.local/";
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: "bench", alg: "RS256", use: "sig" }] });
  const issuer = `http://127.0.0.1:${port}/`;
  const server = createServer((request, response) => {
    if (request.url === "/.well-known/jwks.json")
      response.writeHead(200, { "content-type": "application/json" }).end(jwks);
    else response.writeHead(404).end();
  }).listen(port, "127.0.0.1");
  const accessToken = (subject: string) =>
    new SignJWT({ scope: "openid profile email", sub: subject, iss: issuer, aud: audience })
      .setProtectedHeader({ alg: "RS256", kid: "bench" })
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(privateKey);
  return { issuer, audience, accessToken, close: () => server.close() };
}

export interface LoadFigures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Connection errors and answers other than 2xx, timeouts apart. */
  errors: number;
  timeouts: number;
  /** Every request answered in the run. */
  total?: number;
}

/**
 * Load on a URL; given several, autocannon spreads the connections over them in turn (round robin).
 * pathOf, when given, names the path of each request by its number instead of the URL's.
 */
export async function load(
  name: string,
  url: string | string[],
  seconds: number,
  connections: number,
  pathOf?: (n: number) => string,
  headers?: Record<string, string>,
): Promise<LoadFigures> {
  let sent = 0;
  const requests = pathOf && [{ setupRequest: (request: object) => ({ ...request, path: pathOf(sent++) }) }];
  // autocannon takes a list of URLs (lib/run.js), which its type declarations leave out.
  const result = await autocannon({ url: url as string, duration: seconds, connections, requests, headers });
  return figuresOf(name, result);
}

/** What a run of autocannon measured, as the benches print it. */
export const figuresOf = (name: string, result: autocannon.Result): LoadFigures => ({
  name,
  requestsPerSecond: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors - result.timeouts + result.non2xx,
  timeouts: result.timeouts,
  total: result.requests.total,
});

export function printTable(rows: LoadFigures[]): void {
  const width = Math.max(34, ...rows.map((r) => r.name.length + 2));
  const columns = ["req/s", "p50 ms", "p99 ms", "errors", "timeouts"];
  console.log(`\n${"target".padEnd(width)}${columns.map((c) => c.padStart(10)).join("")}`);
  for (const r of rows)
    console.log(
      `${r.name.padEnd(width)}${[r.requestsPerSecond, r.p50, r.p99, r.errors, r.timeouts].map((n) => String(n).padStart(10)).join("")}`,
    );
}

/** Until a start:prod child says it runs: its front may answer from a cache it kept before, with no web process up yet. */
export function untilRunning(child: ChildProcess): Promise<void> {
  return new Promise((done, fail) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("is running at")) done();
    });
    child.once("exit", (code) => fail(new Error(`start:prod ended (${code})`)));
  });
}

export interface SignedInReader {
  /** The API's bearer token. */
  accessToken: string;
  /** The account's subject, as the API keys the reader's rows. */
  subject: string;
}

/**
 * A reader signed in (or, with signUp, signed up) through the identity provider as the site's own
 * sign-in does it — authorization code with PKCE, the provider's login form, the code exchanged for
 * tokens — without a browser.
 */
export async function signInThroughProvider(
  urls: { idp: string; webOrigin: string },
  account: { email: string; password: string; signUp?: boolean },
  client = { id: developmentDefaults.clientId, audience: developmentDefaults.apiAudience },
): Promise<SignedInReader> {
  const cookies = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookie = () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const redirectUri = `${urls.webOrigin}/awd/login/callback`;
  const verifier = randomBytes(32).toString("base64url");
  const query = new URLSearchParams({
    client_id: client.id,
    response_type: "code",
    redirect_uri: redirectUri,
    scope: "openid profile email",
    audience: client.audience,
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
    ...(account.signUp && { screen_hint: "signup" }),
  });
  const started = await fetch(`${urls.idp}/authorize?${query}`, { redirect: "manual" });
  keep(started);
  const interaction = new URL(started.headers.get("location") ?? "", urls.idp);
  const form = new URLSearchParams({ email: account.email, password: account.password });
  if (account.signUp) form.set("name", "");
  let response = await fetch(`${interaction}/${account.signUp ? "signup" : "login"}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookie() },
    body: form,
    redirect: "manual",
  });
  // The provider's redirects, until one leads back to the site with the code.
  for (let hops = 0; hops < 10; hops++) {
    keep(response);
    const location = response.headers.get("location");
    if (!location) throw new Error(`the identity provider answered ${response.status} to ${account.email}'s sign-in`);
    const next = new URL(location, urls.idp);
    const code = next.searchParams.get("code");
    if (next.href.startsWith(redirectUri) && code) {
      const tokens = await fetch(`${urls.idp}/oauth/token`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          grant_type: "authorization_code",
          code,
          redirect_uri: redirectUri,
          client_id: client.id,
          code_verifier: verifier,
        }),
      });
      const { access_token: accessToken } = (await tokens.json()) as { access_token?: string };
      if (!accessToken) throw new Error(`the identity provider gave no access token (${tokens.status})`);
      const claims = JSON.parse(Buffer.from(accessToken.split(".")[1] ?? "", "base64url").toString("utf8"));
      return { accessToken, subject: String(claims.sub) };
    }
    response = await fetch(next, { headers: { cookie: cookie() }, redirect: "manual" });
  }
  throw new Error(`${account.email}'s sign-in went round in circles`);
}

/**
 * npm run start:prod on the bench's ports, in a process group of its own (so the bench stops all of
 * it); stdout piped for untilRunning, stderr inherited unless the bench reads it.
 */
export function spawnStartProd(
  ports: { web: number; api: number; idp: number },
  { databaseUrl = process.env.BENCH_DATABASE_URL ?? "", stderr = "inherit" as "inherit" | "pipe" } = {},
): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "scripts/start-prod.ts"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      WEB_PORT: String(ports.web),
      API_PORT: String(ports.api),
      IDP_PORT: String(ports.idp),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "error",
    },
    stdio: ["ignore", "pipe", stderr],
    detached: true,
  });
}
