import { envelope } from "@awd/core/contract/envelope";
import { noticesSchema } from "@awd/core/contract/notices";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { jsonContent } from "../schemas.ts";
import { activeNotices } from "../services/notices.ts";
import { notModifiedResponse, sharedReadRoute } from "../shared-reads.ts";

const noticesRoute = createRoute({
  method: "get",
  path: "/noticeInformation",
  ...sharedReadRoute,
  responses: {
    ...notModifiedResponse,
    200: jsonContent(envelope(noticesSchema), "The notices in force now"),
  },
});

export function noticeRoutes() {
  return new OpenAPIHono<AppEnv>().openapi(noticesRoute, async (c) => {
    const now = new Date(c.var.now);
    return c.json({ data: { notifications: await activeNotices(c.var.db, now) } }, 200);
  });
}
