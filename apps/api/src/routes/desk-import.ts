import {
  deskImportRoutes as contract,
  type IssueImportEvent,
  type IssueProblem,
  issueRefusalSchema,
} from "@awd/core/contract/desk-import";
import { errorBodySchema } from "@awd/core/contract/envelope";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { streamSSE } from "hono/streaming";
import type { AppEnv } from "../context.ts";
import { routeOf } from "../contract-route.ts";
import { ApiError } from "../errors.ts";
import { idempotencyKeyHeaders, idempotent, operatorOwner } from "../idempotency.ts";
import { jsonContent } from "../schemas.ts";
import { IssueImports } from "../services/issue-imports.ts";

// docs/product/publishers-desk.md#weekly-import

const zipTypes = ["application/zip", "application/x-zip-compressed", "application/octet-stream"];

function refusal(c: Context<AppEnv>, status: 413 | 422, problems: IssueProblem[]) {
  const message = problems.map((p) => `${p.file || "the zip"}: ${p.detail}`).join("; ");
  return c.json({ message, status_code: status, request_id: c.var.requestId, problems }, status);
}

/** The upload's own body limit, in place of every other route's (request-body.ts). */
const uploadBodyLimit: MiddlewareHandler<AppEnv> = (c, next) => {
  const { maxZipBytes } = c.var.deps.config.issueImportLimits;
  return bodyLimit({
    maxSize: maxZipBytes,
    onError: (c) => {
      c.header("Connection", "close");
      return refusal(c as Context<AppEnv>, 413, [
        { file: "", field: "", code: "too-large", detail: `a zip is at most ${maxZipBytes} bytes` },
      ]);
    },
  })(c, next);
};

const busy = new ApiError(409, "Another weekly issue is being imported: wait until it is done");

// The one route whose body is larger than every other's: a weekly issue's zip (request-body.ts).
const uploadRoute = routeOf(contract.upload, {
  middleware: [uploadBodyLimit],
  errors: {
    409: jsonContent(errorBodySchema, "Another import is running"),
    413: jsonContent(issueRefusalSchema, "The zip is larger than the limit"),
    415: jsonContent(errorBodySchema, "The body is not a zip"),
    422: jsonContent(issueRefusalSchema, "The zip was refused before its content was read"),
  },
});

// Its 409 is the import's own; its 422 stays the desk's "invalid request".
const runRoute = routeOf(contract.run, {
  middleware: [idempotent(operatorOwner)],
  headers: idempotencyKeyHeaders,
  errors: { 409: jsonContent(errorBodySchema, "Another import is running, or this one already ran") },
});

const eventsRoute = routeOf(contract.events, {
  errors: { 409: jsonContent(errorBodySchema, "The upload has not been run") },
});

const isFinal = (event: IssueImportEvent) => event.type === "done" || event.type === "failed";

export function deskImportRoutes() {
  const app = new OpenAPIHono<AppEnv>();
  let imports: IssueImports | undefined;
  const importsOf = (c: Context<AppEnv>) => {
    // The app's database, not the request's: an import outlives the request that starts it (and a
    // request with an Idempotency-Key runs in a transaction of its own).
    const { config, logger, db } = c.var.deps;
    imports ??= new IssueImports({
      db,
      contentDir: config.contentDir,
      site: config.site,
      limits: config.issueImportLimits,
      logger,
    });
    return imports;
  };

  app.openapi(uploadRoute, async (c) => {
    const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
    if (!zipTypes.includes(type))
      throw new ApiError(415, "Send the weekly issue as a zip (Content-Type application/zip)");
    const outcome = await importsOf(c).upload(Buffer.from(await c.req.arrayBuffer()), c.var.now);
    if (outcome.kind === "busy") throw busy;
    if (outcome.kind === "refused")
      return refusal(c, outcome.problems.some((p) => p.code === "too-large") ? 413 : 422, outcome.problems);
    return c.json({ data: outcome.upload }, 201);
  });

  app.openapi(runRoute, async (c) => {
    const { id } = c.req.valid("param");
    const outcome = importsOf(c).run(id, c.var.operator, c.var.now);
    if (outcome === "unknown") throw new ApiError(404, `No upload ${id}: upload the issue again`);
    if (outcome === "busy") throw busy;
    if (outcome === "already-run") throw new ApiError(409, `Upload ${id} was already imported`);
    if (outcome === "invalid") throw new ApiError(422, `Upload ${id} has problems: nothing may be imported`);
    return c.json({ data: { id, events: `/desk/imports/${id}/events` } }, 202);
  });

  app.openapi(eventsRoute, async (c) => {
    const { id } = c.req.valid("param");
    const imports = importsOf(c);
    const queue: IssueImportEvent[] = [];
    let wake: (() => void) | undefined;
    const stop = imports.follow(id, (event) => {
      queue.push(event);
      wake?.();
    });
    if (stop === "unknown") throw new ApiError(404, `No upload ${id}`);
    if (stop === "not-started") throw new ApiError(409, `Upload ${id} is not being imported: run it first`);
    c.header("Cache-Control", "private, no-store");
    let aborted = false;
    return streamSSE(c, async (stream) => {
      stream.onAbort(() => {
        aborted = true;
        wake?.();
      });
      try {
        while (!aborted) {
          const event = queue.shift();
          if (!event) {
            await new Promise<void>((resolve) => {
              wake = resolve;
            });
            continue;
          }
          await stream.writeSSE({ event: event.type, data: JSON.stringify(event) });
          if (isFinal(event)) break;
        }
      } finally {
        stop();
      }
    }) as never;
  });

  return app;
}
