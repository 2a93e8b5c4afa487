import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Account } from "./accounts-client.ts";

// For tests only: the API's internal account endpoints (apps/api/src/routes/internal.ts) as the
// provider sees them, with one demo account, in memory.

export interface FakeAccountsApi {
  url: string;
  secret: string;
  /** Adds an account that signs in with this password, an operator of the desk when given permissions. */
  addAccount(email: string, password: string, name: string, permissions?: string[]): Account;
  /** Drops every connection, as an API that is not running would. */
  setDown(down: boolean): void;
  /** How many sign-up calls reached the API. */
  signUpCalls(): number;
  /** How many sign-in calls reached the API. */
  signInCalls(): number;
  /** The reader's address and X-Forwarded-For the last sign-in call named. */
  lastSignInOrigin(): { address?: string; forwardedFor?: string };
  close(): Promise<void>;
}

export const fakeDemo = { email: "digital@awd.example", password: "awd-demo-2026", name: "デジタル会員 デモ" };
/** Wrong passwords in a row after which the fake answers too-many-requests. */
export const fakeMaxFailures = 3;

interface Stored {
  account: Account;
  password: string;
  failures: number;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let body = "";
  for await (const chunk of req) body += chunk;
  try {
    return JSON.parse(body);
  } catch {
    return {};
  }
}

const send = (res: ServerResponse, status: number, body?: unknown) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(body === undefined ? undefined : JSON.stringify(body));
};

export async function startFakeAccountsApi(secret = "test-internal-secret"): Promise<FakeAccountsApi> {
  const byEmail = new Map<string, Stored>();
  let down = false;
  let signUps = 0;
  let signIns = 0;
  let lastSignInOrigin: { address?: string; forwardedFor?: string } = {};
  const add = (email: string, password: string, name: string, permissions: Account["permissions"] = []) => {
    const account: Account = {
      subject: `awd|test-${byEmail.size + 1}`,
      email,
      name,
      emailVerified: false,
      updatedAt: "2026-11-21T01:30:00.000Z",
      permissions,
    };
    byEmail.set(email, { account, password, failures: 0 });
    return account;
  };
  add(fakeDemo.email, fakeDemo.password, fakeDemo.name);

  const server = createServer(async (req, res) => {
    if (down) return req.socket.destroy();
    if (req.headers["x-internal-secret"] !== secret) return send(res, 404, { message: "Not found" });
    const url = new URL(req.url ?? "/", "http://fake");
    if (req.method === "POST" && url.pathname === "/internal/accounts/sign-in") {
      signIns += 1;
      lastSignInOrigin = {
        address: req.headers["x-client-address"]?.toString(),
        forwardedFor: req.headers["x-client-forwarded-for"]?.toString(),
      };
      const { email, password } = await readJson(req);
      if (typeof email !== "string" || typeof password !== "string" || !email.includes("@"))
        return send(res, 422, { message: "invalid", code: "invalid-credential" });
      const stored = byEmail.get(email);
      // As the API: an unknown email is answered as a wrong password.
      if (!stored) return send(res, 401, { message: "wrong", code: "wrong-password" });
      if (stored.failures >= fakeMaxFailures)
        return send(res, 429, { message: "slow down", code: "too-many-requests" });
      if (stored.password !== password) {
        stored.failures += 1;
        return send(res, 401, { message: "wrong", code: "wrong-password" });
      }
      stored.failures = 0;
      return send(res, 200, { data: stored.account });
    }
    if (req.method === "POST" && url.pathname === "/internal/accounts/sign-up") {
      signUps += 1;
      const { email, password, name } = await readJson(req);
      if (typeof email !== "string" || typeof password !== "string" || password.length < 6)
        return send(res, 422, { message: "invalid", code: "invalid-credential" });
      if (byEmail.has(email)) return send(res, 409, { message: "taken", code: "email-already-in-use" });
      return send(res, 201, { data: add(email, password, typeof name === "string" ? name : "") });
    }
    const subject = /^\/internal\/accounts\/([^/]+)$/.exec(url.pathname)?.[1];
    if (req.method === "GET" && subject) {
      const found = [...byEmail.values()].find((stored) => stored.account.subject === decodeURIComponent(subject));
      return found ? send(res, 200, { data: found.account }) : send(res, 404, { message: "No such account" });
    }
    send(res, 404, { message: "Not found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    secret,
    addAccount: add,
    setDown: (value) => {
      down = value;
    },
    signUpCalls: () => signUps,
    signInCalls: () => signIns,
    lastSignInOrigin: () => lastSignInOrigin,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
