import type { Logger } from "./logger.ts";

// docs/product/errors-and-retries.md#database-unavailable: which failures mean the database cannot be
// reached just now (so the client is told 503 and to try again), and one log line per outage.

// SQLSTATEs of a server going away or not taking connections yet: class 08 (connection exception),
// 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting up or shutting
// down), 53300 too many connections.
const unavailableStates = new Set(["57P01", "57P02", "57P03", "53300"]);
// Errors of the socket to the server.
const unavailableErrnos = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
// What node-postgres says, without a code, when a connection ends or cannot be had in time.
const unavailableMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
];

const codeOf = (error: unknown): string | undefined => {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === "string" ? code : undefined;
};

/** Whether an error, or any of its causes, says the database cannot be reached just now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen: unknown[] = [];
  for (let e = error; e !== undefined && e !== null && seen.length < 8 && !seen.includes(e); ) {
    seen.push(e);
    const code = codeOf(e);
    if (code && (unavailableStates.has(code) || code.startsWith("08") || unavailableErrnos.has(code))) return true;
    const message = e instanceof Error ? e.message : "";
    if (unavailableMessages.some((m) => m.test(message))) return true;
    // A connection to a name with several addresses fails with one error per address.
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Whether the database is known to be away. The first failure of an outage is logged at error
 * ("database unavailable: …"); the requests that fail after it while it lasts only at debug, so an
 * outage is one line in the log, not a stack trace per request. The first new connection ends it.
 */
export class DatabaseOutage {
  private since: number | undefined;

  /** Notes a request the database failed; true when it is the first of an outage (and was logged). */
  failed(logger: Logger, entry: Record<string, unknown>, fault: string): boolean {
    if (this.since !== undefined) {
      logger.debug(entry, `database still unavailable: ${fault}`);
      return false;
    }
    this.since = Date.now();
    logger.error(entry, `database unavailable: ${fault}`);
    return true;
  }

  /** The database answered again (a connection was made): the next failure starts a new outage. */
  connected(logger: Logger): void {
    if (this.since === undefined) return;
    logger.info({ unavailable_ms: Date.now() - this.since }, "database available again");
    this.since = undefined;
  }
}
