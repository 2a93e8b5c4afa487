import {
  corporateSchema,
  extendCourseSchema,
  grantCourseSchema,
  readerDetailSchema,
  readerParamSchema,
  readerSearchQuerySchema,
  readerSearchSchema,
} from "@awd/core/contract/desk-readers";
import { envelope, errorBodySchema } from "@awd/core/contract/envelope";
import { deskChangePermission } from "@awd/core/desk-permissions";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { deskErrors } from "../desk/errors.ts";
import { requirePermission } from "../desk/permissions.ts";
import { ApiError } from "../errors.ts";
import { jsonBody, jsonContent } from "../schemas.ts";
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

const searchRoute = createRoute({
  method: "get",
  path: "/desk/readers",
  middleware: [requirePermission("desk:read")],
  request: { query: readerSearchQuerySchema },
  responses: {
    200: jsonContent(envelope(readerSearchSchema), "The accounts whose email is or starts with the one asked"),
    ...deskErrors,
  },
});

const readerRoute = createRoute({
  method: "get",
  path: "/desk/readers/{subject}",
  middleware: [requirePermission("desk:read")],
  request: { params: readerParamSchema },
  responses: { 200: jsonContent(envelope(readerDetailSchema), "The reader"), ...deskErrors },
});

const changeErrors = { ...deskErrors, 409: jsonContent(errorBodySchema, "The reader has no running course") };
const changed = (description: string) => jsonContent(envelope(readerDetailSchema), description);

const grantRoute = createRoute({
  method: "post",
  path: "/desk/readers/{subject}/course",
  middleware: [requirePermission(deskChangePermission.readers)],
  request: { params: readerParamSchema, ...jsonBody(grantCourseSchema) },
  responses: {
    200: changed("The course granted from now, replacing a running one only with replace: true"),
    ...deskErrors,
    409: jsonContent(
      errorBodySchema,
      "The reader has a running course and the grant does not say it replaces it: nothing changed",
    ),
  },
});

const extendRoute = createRoute({
  method: "post",
  path: "/desk/readers/{subject}/course/extend",
  middleware: [requirePermission(deskChangePermission.readers)],
  request: { params: readerParamSchema, ...jsonBody(extendCourseSchema) },
  responses: { 200: changed("The running course's end moved later"), ...changeErrors },
});

const revokeRoute = createRoute({
  method: "post",
  path: "/desk/readers/{subject}/course/revoke",
  middleware: [requirePermission(deskChangePermission.readers)],
  request: { params: readerParamSchema },
  responses: { 200: changed("The running course ended now"), ...changeErrors },
});

const corporateRoute = createRoute({
  method: "post",
  path: "/desk/readers/{subject}/corporate",
  middleware: [requirePermission(deskChangePermission.readers)],
  request: { params: readerParamSchema, ...jsonBody(corporateSchema) },
  responses: { 200: changed("The account is a corporate ID, or a personal one again"), ...deskErrors },
});

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
