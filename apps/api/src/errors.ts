import { databaseOutage } from "@awd/core/constants";
import type { ErrorBody, ProblemCode } from "@awd/core/contract/envelope";
import type { FieldProblem } from "@awd/core/contract/field-problems";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "./context.ts";
import { DatabaseOutage, isDatabaseUnavailable } from "./database-outage.ts";

/** The one error type of the API: a status and a message a client may read. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    options?: ErrorOptions & { code?: ProblemCode; problems?: FieldProblem[] },
  ) {
    super(message, options);
    this.name = "ApiError";
    this.code = options?.code;
    this.problems = options?.problems;
  }

  /** The contract's problem code, for a failure a client may act on without reading the message. */
  readonly code: ProblemCode | undefined;

  /** A desk form's problems at their fields (contract/field-problems.ts), answered with the 422. */
  readonly problems: FieldProblem[] | undefined;
}

// What an operator should read first when a system call or the database gives up: errno codes of
// Node's file system and SQLSTATEs of PostgreSQL.
const faultNames: Record<string, string> = {
  ENOSPC: "disk full",
  EDQUOT: "disk quota exceeded",
  EROFS: "read-only file system",
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  EMFILE: "too many open files",
  ENOMEM: "out of memory",
  ECONNREFUSED: "connection refused",
  "53100": "disk full",
  "53200": "out of memory",
  "25006": "read-only transaction",
  "58030": "I/O error",
};

/** An error and its causes, outermost first (bounded, in case a cause refers back). */
function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e = error; e !== undefined && e !== null && chain.length < 8 && !chain.includes(e); ) {
    chain.push(e);
    e = (e as { cause?: unknown }).cause;
  }
  return chain;
}

const field = (value: unknown, name: "code" | "path") => {
  const v = typeof value === "object" && value !== null ? (value as Record<string, unknown>)[name] : undefined;
  return typeof v === "string" ? v : undefined;
};

/**
 * One line for the log naming what really went wrong: the known fault of the deepest cause that has
 * one ("disk full (ENOSPC) at /data/pglite") and every message of the cause chain.
 */
export function describeFault(error: unknown): string {
  const chain = causeChain(error);
  const messages = chain.map((e) => (e instanceof Error ? e.message : String(e))).join(" <- caused by: ");
  const coded = chain.findLast((e) => faultNames[field(e, "code") ?? ""] !== undefined);
  if (coded === undefined) return messages;
  const code = field(coded, "code") ?? "";
  const path = chain.map((e) => field(e, "path")).find(Boolean);
  return `${faultNames[code]} (${code})${path ? ` at ${path}` : ""}: ${messages}`;
}

const databaseUnavailableMessage = "The database cannot be reached just now; try again shortly";

/**
 * Every failure leaves as the contract's error body. A client's mistake (4xx) is logged at info
 * without a stack; a fault of ours (5xx) at error with its cause chain and stack, which stay in the log.
 * A database that cannot be reached is no fault of the request: 503 with Retry-After and the problem
 * code database-unavailable, logged once an outage (database-outage.ts).
 */
export function handleError(error: Error, c: Context<AppEnv>) {
  if (!(error instanceof ApiError) && isDatabaseUnavailable(error)) return databaseUnavailable(error, c);
  const status: ContentfulStatusCode =
    error instanceof ApiError ? error.status : error instanceof HTTPException ? error.status : 500;
  const requestId = c.get("requestId");
  const entry = { status_code: status, request_id: requestId, method: c.req.method, path: loggedPath(c.req.path) };
  if (status >= 500) c.var.logger.error({ ...entry, stack_trace: error.stack }, describeFault(error));
  else c.var.logger.info(entry, error.message);
  const clientMessage = status >= 500 && !(error instanceof ApiError) ? "Internal server error" : error.message;
  const code = error instanceof ApiError ? error.code : undefined;
  const problems = error instanceof ApiError ? error.problems : undefined;
  // Every 503 is a state that passes (a database or identity provider away): the client is told when to ask again.
  if (status === 503) c.header("Retry-After", String(databaseOutage.retryAfterSeconds));
  return c.json<ErrorBody & { problems?: FieldProblem[] }>(
    {
      message: clientMessage,
      status_code: status,
      request_id: requestId,
      ...(code && { code }),
      ...(problems && { problems }),
    },
    status,
  );
}

function databaseUnavailable(error: Error, c: Context<AppEnv>) {
  const requestId = c.get("requestId");
  const entry = { status_code: 503, request_id: requestId, method: c.req.method, path: loggedPath(c.req.path) };
  (c.var.databaseOutage ?? new DatabaseOutage()).failed(c.var.logger, entry, describeFault(error));
  c.header("Retry-After", String(databaseOutage.retryAfterSeconds));
  return c.json<ErrorBody>(
    { message: databaseUnavailableMessage, status_code: 503, request_id: requestId, code: "database-unavailable" },
    503,
  );
}

/** The path as logs keep it: a podcast feed token in it is a credential, so it is left out. */
export const loggedPath = (path: string) => path.replace(/^\/podcast\/feeds\/[^/]+/, "/podcast/feeds/{token}");

export function handleNotFound(c: Context<AppEnv>) {
  return handleError(new ApiError(404, `No route for ${c.req.method} ${loggedPath(c.req.path)}`), c);
}
