import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./database-outage.ts";

const coded = (code: string, message = "failed") => Object.assign(new Error(message), { code });
const failedQuery = (cause: unknown) => new Error("Failed query: select 1", { cause });

describe("isDatabaseUnavailable: which failures are a database that cannot be reached just now", () => {
  it.each<[string, unknown, boolean]>([
    ["connection refused", coded("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432"), true],
    ["connection reset", coded("ECONNRESET"), true],
    ["a query's cause: the server shutting down (57P01)", failedQuery(coded("57P01")), true],
    ["crash shutdown (57P02)", coded("57P02"), true],
    ["the server starting up (57P03)", coded("57P03"), true],
    ["a connection exception (08006)", coded("08006"), true],
    ["too many connections (53300)", coded("53300"), true],
    ["node-postgres: the connection ended", failedQuery(new Error("Connection terminated unexpectedly")), true],
    ["node-postgres: no connection in time", new Error("timeout exceeded when trying to connect"), true],
    ["every address refused", new AggregateError([coded("ECONNREFUSED")], "connect failed"), true],
    ["a unique violation (23505)", failedQuery(coded("23505")), false],
    ["disk full (53100)", failedQuery(coded("53100")), false],
    ["a syntax error (42601)", coded("42601"), false],
    ["a plain error", new Error("boom"), false],
    ["not an error", "oops", false],
  ])("%s → %s", (_case, error, unavailable) => {
    expect(isDatabaseUnavailable(error)).toBe(unavailable);
  });
});
