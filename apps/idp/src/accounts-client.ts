import { type Account, internalRoutes } from "@awd/core/contract/internal";
import { type IdentityErrorCode, identityErrorCodes } from "@awd/core/errors";

/**
 * An account as the API's internal endpoints return it (the contract's); accounts live in our
 * database, not here, and their desk permissions go in the API's access token only.
 */
export type { Account };

export type AccountOutcome = { ok: true; account: Account } | { ok: false; code: IdentityErrorCode };

export interface SignUpInput {
  email: string;
  password: string;
  name?: string;
}

/** Where a reader's request came from, as the identity provider's socket saw it. */
export interface ReaderOrigin {
  address: string;
  /** Their X-Forwarded-For, which the API believes only from the proxies it trusts. */
  forwardedFor?: string;
}

export interface AccountsClient {
  /** Sign-in limits count per address, so the API is told the reader's, not ours. */
  signIn(email: string, password: string, from: ReaderOrigin): Promise<AccountOutcome>;
  signUp(input: SignUpInput): Promise<AccountOutcome>;
  /** undefined when there is no such account; throws when the API cannot answer. */
  find(subject: string): Promise<Account | undefined>;
}

export interface AccountsClientOptions {
  baseUrl: string;
  secret: string;
  timeoutMs?: number;
}

function isAccount(value: unknown): value is Account {
  if (typeof value !== "object" || value === null) return false;
  const account = value as Record<string, unknown>;
  return (
    typeof account.subject === "string" &&
    typeof account.email === "string" &&
    typeof account.name === "string" &&
    typeof account.emailVerified === "boolean" &&
    typeof account.updatedAt === "string" &&
    Array.isArray(account.permissions) &&
    account.permissions.every((permission) => typeof permission === "string")
  );
}

const isIdentityErrorCode = (code: unknown): code is IdentityErrorCode =>
  identityErrorCodes.some((known) => known === code);

// When a refusal carries no code we know, its status still says what happened.
const codeByStatus: Record<number, IdentityErrorCode> = {
  400: "invalid-credential",
  401: "wrong-password",
  409: "email-already-in-use",
  422: "invalid-credential",
  429: "too-many-requests",
};

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

const dataOf = (body: unknown) => (typeof body === "object" && body !== null && "data" in body ? body.data : undefined);
const codeOf = (body: unknown) => (typeof body === "object" && body !== null && "code" in body ? body.code : undefined);

/** The API's internal account endpoints (@awd/core/contract/internal), over loopback, behind the shared secret. */
export function createAccountsClient({ baseUrl, secret, timeoutMs = 5000 }: AccountsClientOptions): AccountsClient {
  const call = (path: string, init: { method: string; body?: unknown; from?: ReaderOrigin }) =>
    fetch(`${baseUrl}${path}`, {
      method: init.method,
      headers: {
        "x-internal-secret": secret,
        ...(init.body ? { "content-type": "application/json" } : {}),
        ...(init.from ? { "x-client-address": init.from.address } : {}),
        ...(init.from?.forwardedFor ? { "x-client-forwarded-for": init.from.forwardedFor } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });

  const outcome = async (
    route: typeof internalRoutes.signIn | typeof internalRoutes.signUp,
    body: unknown,
    from?: ReaderOrigin,
  ): Promise<AccountOutcome> => {
    const okStatus = "status" in route ? route.status : 200;
    let response: Response;
    try {
      response = await call(route.path, { method: "POST", body, from });
    } catch {
      return { ok: false, code: "network-request-failed" };
    }
    const json = await readJson(response);
    const account = dataOf(json);
    if (response.status === okStatus && isAccount(account)) return { ok: true, account };
    const code = codeOf(json);
    if (isIdentityErrorCode(code)) return { ok: false, code };
    // A server error or an answer we cannot read: to the reader it is the same as no answer.
    return { ok: false, code: codeByStatus[response.status] ?? "network-request-failed" };
  };

  return {
    signIn: (email, password, from) => outcome(internalRoutes.signIn, { email, password }, from),
    signUp: (input) => outcome(internalRoutes.signUp, input),
    async find(subject) {
      const path = internalRoutes.account.path.replace("{subject}", encodeURIComponent(subject));
      const response = await call(path, { method: "GET" });
      if (response.status === 404) return undefined;
      const account = dataOf(await readJson(response));
      if (!response.ok || !isAccount(account))
        throw new Error(`accounts API answered ${response.status} for an account lookup`);
      return account;
    },
  };
}
