import { deskReadersRoutes as contract } from "@awd/core/contract/desk-readers";
import { errorBodySchema } from "@awd/core/contract/envelope";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { routeOf } from "../contract-route.ts";
import { ApiError } from "../errors.ts";
import { jsonContent } from "../schemas.ts";
import {
  extendReaderCourse,
  findReaders,
  grantReaderCourse,
  type ReaderChange,
  readerDetail,
  revokeReaderCourse,
  setReaderKind,
} from "../services/desk-readers.ts";

// docs/product/publishers-desk.md#readers

/** How many accounts a search lists at most. */
const searchLimit = 50;

const searchRoute = routeOf(contract.search);
const readerRoute = routeOf(contract.reader);

const noRunningCourse = { errors: { 409: jsonContent(errorBodySchema, "The reader has no running course") } };

const grantRoute = routeOf(contract.grantCourse, {
  errors: {
    409: jsonContent(
      errorBodySchema,
      "The reader has a running course and the grant does not say it replaces it: nothing changed",
    ),
  },
});
const extendRoute = routeOf(contract.extendCourse, noRunningCourse);
const revokeRoute = routeOf(contract.revokeCourse, noRunningCourse);
const corporateRoute = routeOf(contract.setCorporate);

/** The changed reader, or the refusal as the API's error. */
function readerOf(change: ReaderChange) {
  if (change.ok) return change.reader;
  if (change.refusal === "no-account") throw new ApiError(404, "No such account");
  if (change.refusal === "running-course")
    throw new ApiError(409, "The reader has a running course: send replace: true to replace it");
  throw new ApiError(409, "The reader has no running course");
}

export function deskReaderRoutes() {
  const app = new OpenAPIHono<AppEnv>();
  const at = (c: { var: AppEnv["Variables"] }) => new Date(c.var.now);
  // This process forgets the reader's right at once; the others when the database announces the change.
  const changed = <T>(c: { var: AppEnv["Variables"] }, subject: string, change: T) => {
    c.var.rights.forget(subject);
    return change;
  };

  app.openapi(searchRoute, async (c) =>
    c.json({ data: await findReaders(c.var.db, c.req.valid("query").email, searchLimit) }, 200),
  );

  app.openapi(readerRoute, async (c) => {
    const reader = await readerDetail(c.var.db, c.req.valid("param").subject);
    if (!reader) throw new ApiError(404, "No such account");
    return c.json({ data: reader }, 200);
  });

  app.openapi(grantRoute, async (c) => {
    const { subject } = c.req.valid("param");
    const change = await grantReaderCourse(c.var.db, c.var.operator, subject, c.req.valid("json"), at(c));
    return c.json({ data: readerOf(changed(c, subject, change)) }, 200);
  });

  app.openapi(extendRoute, async (c) => {
    const { subject } = c.req.valid("param");
    const { months } = c.req.valid("json");
    const change = await extendReaderCourse(c.var.db, c.var.operator, subject, months, at(c));
    return c.json({ data: readerOf(changed(c, subject, change)) }, 200);
  });

  app.openapi(revokeRoute, async (c) => {
    const { subject } = c.req.valid("param");
    const change = await revokeReaderCourse(c.var.db, c.var.operator, subject, at(c));
    return c.json({ data: readerOf(changed(c, subject, change)) }, 200);
  });

  app.openapi(corporateRoute, async (c) => {
    const { subject } = c.req.valid("param");
    const kind = c.req.valid("json").corporate ? "corporate" : "personal";
    const change = await setReaderKind(c.var.db, c.var.operator, subject, kind, at(c));
    return c.json({ data: readerOf(changed(c, subject, change)) }, 200);
  });
  return app;
}
