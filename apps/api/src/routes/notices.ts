import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { envelope, jsonContent } from "../schemas.ts";
import { activeNotices } from "../services/notices.ts";
import { notModifiedResponse, sharedReadRoute } from "../shared-reads.ts";

const noticeSchema = z
  .object({ id: z.number().int(), message: z.string(), url: z.string().nullable() })
  .openapi("Notice");

const noticesRoute = createRoute({
  method: "get",
  path: "/noticeInformation",
  ...sharedReadRoute,
  responses: {
    ...notModifiedResponse,
    200: jsonContent(envelope(z.object({ notifications: z.array(noticeSchema) })), "The notices in force now"),
  },
});

export function noticeRoutes() {
  return new OpenAPIHono<AppEnv>().openapi(noticesRoute, async (c) => {
    const now = new Date(c.var.now);
    return c.json({ data: { notifications: await activeNotices(c.var.db, now) } }, 200);
  });
}
