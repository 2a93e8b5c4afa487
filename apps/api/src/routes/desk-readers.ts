import { readerSearchQuerySchema, readerSearchSchema } from "@awd/core/contract/desk-readers";
import { envelope } from "@awd/core/contract/envelope";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { deskErrors } from "../desk/errors.ts";
import { requirePermission } from "../desk/permissions.ts";
import { jsonContent } from "../schemas.ts";
import { findReaders } from "../services/desk-readers.ts";

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

export function deskReaderRoutes() {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(searchRoute, async (c) =>
    c.json({ data: await findReaders(c.var.db, c.req.valid("query").email, searchLimit) }, 200),
  );
  return app;
}
