import { afterPaintQuerySchema, afterPaintSchema } from "@awd/core/contract/after-paint";
import { envelope } from "@awd/core/contract/envelope";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { requireSubject } from "../auth.ts";
import type { AppEnv } from "../context.ts";
import { readerOnly, readerOnlyErrors } from "../reader-only.ts";
import { jsonContent } from "../schemas.ts";
import { afterPaintState } from "../services/after-paint.ts";
import { rightWithSession } from "./auth.ts";

// docs/product/sign-in-and-accounts.md#after-the-page-is-painted: one request for what a signed-in
// page asks once painted, each part exactly what its own route answers, in one query (the right is
// the one resolveVisitor found, kept for the right session).

const afterPaintRoute = createRoute({
  method: "get",
  path: "/reader/after-paint",
  middleware: readerOnly,
  description:
    "What a signed-in reader's page needs once painted, in one request: the right (as GET /auth/right), the review's due count (as GET /review/due-count) and which of `ids` the reader finished (as GET /reading/finished). Signed-in readers only; answers are `private, no-store`.",
  request: { query: afterPaintQuerySchema },
  responses: {
    200: jsonContent(envelope(afterPaintSchema), "The right, the due count and the finished articles among ids"),
    ...readerOnlyErrors,
  },
});

export function afterPaintRoutes() {
  return new OpenAPIHono<AppEnv>().openapi(afterPaintRoute, async (c) => {
    const subject = requireSubject(c.var.subject);
    const { ids } = c.req.valid("query");
    const { db, now } = c.var;
    const state = await afterPaintState(db, subject, ids ? ids.split(",").map(Number) : [], new Date(now));
    return c.json({ data: { right: rightWithSession(c.var.visitor.right, now), ...state } }, 200);
  });
}
