import { deskAuditRoutes as contract } from "@awd/core/contract/desk-audit";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { routeOf } from "../contract-route.ts";
import { listChanges } from "../services/audit-log.ts";

// docs/product/publishers-desk.md#audit-log

/** Changes per page of the audit log. */
const pageSize = 200;

const auditRoute = routeOf(contract.changes);

export function deskAuditRoutes() {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(auditRoute, async (c) => {
    const query = c.req.valid("query");
    const changes = await listChanges(c.var.db, {
      action: query.action || undefined,
      operator: query.operator || undefined,
      target: query.target || undefined,
      beforeId: query.before === undefined ? undefined : Number(query.before),
      limit: pageSize + 1,
    });
    const page = changes.slice(0, pageSize);
    const nextBefore = changes.length > pageSize ? (page.at(-1)?.id ?? null) : null;
    return c.json({ data: { changes: page, nextBefore } }, 200);
  });
  return app;
}
