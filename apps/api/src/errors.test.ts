import { Writable } from "node:stream";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./context.ts";
import { ApiError, describeFault, handleError } from "./errors.ts";
import { createLogger } from "./logger.ts";

const systemError = (code: string, message: string, path: string) =>
  Object.assign(new Error(`${code}: ${message}, open '${path}'`), { code, path, errno: -28, syscall: "open" });

/** The log lines one failing request writes, parsed. */
async function logOf(failure: Error): Promise<{ body: unknown; lines: Record<string, unknown>[] }> {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set("requestId", "req-1");
    c.set("logger", createLogger("info", sink));
    await next();
  });
  app.get("/fail", () => {
    throw failure;
  });
  app.onError(handleError);
  const response = await app.request("/fail");
  return { body: await response.json(), lines };
}

describe("the log entry of a failed request", () => {
  it("logs a client's mistake (4xx) at info, without a stack trace", async () => {
    const { body, lines } = await logOf(new ApiError(422, "limit: too large"));
    expect(lines).toEqual([
      expect.objectContaining({ level: "INFO", message: "limit: too large", status_code: 422, request_id: "req-1" }),
    ]);
    expect(lines[0]).not.toHaveProperty("stack_trace");
    expect(body).toEqual({ message: "limit: too large", status_code: 422, request_id: "req-1" });
  });

  it("logs a fault (5xx) at error with its stack, and tells the client nothing of it", async () => {
    const { body, lines } = await logOf(new Error("boom"));
    expect(lines[0]).toMatchObject({ level: "ERROR", message: "boom", status_code: 500 });
    expect(lines[0]?.stack_trace).toMatch(/boom\n\s+at /);
    expect(body).toEqual({ message: "Internal server error", status_code: 500, request_id: "req-1" });
  });

  it("says disk full when the cause of a failed query is ENOSPC", async () => {
    const cause = systemError("ENOSPC", "no space left on device", "/srv/awd/pglite/base/5/16384");
    const { lines } = await logOf(new Error("Failed query: insert into analytics_events", { cause }));
    expect(lines[0]?.message).toMatch(/^disk full \(ENOSPC\) at \/srv\/awd\/pglite\/base\/5\/16384: Failed query/);
  });
});

describe("describeFault", () => {
  it.each([
    ["EROFS", "read-only file system", "read-only file system (EROFS) at /data/pglite"],
    ["EACCES", "permission denied", "permission denied (EACCES) at /data/pglite"],
  ])("names the data directory when %s", (code, text, headline) => {
    const error = new Error("could not open the database", { cause: systemError(code, text, "/data/pglite") });
    expect(describeFault(error)).toMatch(new RegExp(`^${headline.replace(/[()]/g, "\\$&")}: could not open`));
  });

  it("reads PostgreSQL's SQLSTATE for a full disk", () => {
    const pgError = Object.assign(new Error('could not extend file "base/16384/2619": No space left on device'), {
      code: "53100",
    });
    expect(describeFault(new Error("Failed query", { cause: pgError }))).toBe(
      'disk full (53100): Failed query <- caused by: could not extend file "base/16384/2619": No space left on device',
    );
  });

  it("joins the cause chain when no cause is a known fault, and stops at a cycle", () => {
    const outer = new Error("outer");
    const inner = new Error("inner", { cause: outer });
    Object.assign(outer, { cause: inner });
    expect(describeFault(outer)).toBe("outer <- caused by: inner");
  });
});
