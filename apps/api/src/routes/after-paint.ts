import { readerRoutes as contract } from "@awd/core/contract/after-paint";
import { OpenAPIHono } from "@hono/zod-openapi";
import { requireSubject } from "../auth.ts";
import type { AppEnv } from "../context.ts";
import { routeOf } from "../contract-route.ts";
import { afterPaintState } from "../services/after-paint.ts";
import { rightWithSession } from "./auth.ts";

// docs/product/sign-in-and-accounts.md#after-the-page-is-painted: one request for what a signed-in
// page asks once painted, each part exactly what its own route answers, in one query (the right is
// the one resolveVisitor found, kept for the right session).

const afterPaintRoute = routeOf(contract.afterPaint);

export function afterPaintRoutes() {
  return new OpenAPIHono<AppEnv>().openapi(afterPaintRoute, async (c) => {
    const subject = requireSubject(c.var.subject);
    const { ids } = c.req.valid("query");
    const { db, now } = c.var;
    const state = await afterPaintState(db, subject, ids ? ids.split(",").map(Number) : [], new Date(now));
    return c.json({ data: { right: rightWithSession(c.var.visitor.right, now), ...state } }, 200);
  });
}
