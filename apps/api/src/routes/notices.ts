import { noticesRoutes as contract } from "@awd/core/contract/notices";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { routeOf } from "../contract-route.ts";
import { activeNotices } from "../services/notices.ts";
import { sharedReadExtras } from "../shared-reads.ts";

const noticesRoute = routeOf(contract.inForce, sharedReadExtras);

export function noticeRoutes() {
  return new OpenAPIHono<AppEnv>().openapi(noticesRoute, async (c) => {
    const now = new Date(c.var.now);
    return c.json({ data: { notifications: await activeNotices(c.var.db, now) } }, 200);
  });
}
