import { deskOperatorSchema } from "@awd/core/contract/desk-operator";
import { envelope } from "@awd/core/contract/envelope";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { deskErrors } from "../desk/errors.ts";
import { requirePermission } from "../desk/permissions.ts";
import { jsonContent } from "../schemas.ts";

// docs/product/publishers-desk.md#who-may-use-the-desk

const operatorRoute = createRoute({
  method: "get",
  path: "/desk/me",
  middleware: [requirePermission("desk:read")],
  responses: {
    200: jsonContent(envelope(deskOperatorSchema), "The signed-in operator and their permissions"),
    ...deskErrors,
  },
});

export function deskOperatorRoutes() {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(operatorRoute, (c) => c.json({ data: { ...c.var.operator, permissions: c.var.permissions } }, 200));
  return app;
}
