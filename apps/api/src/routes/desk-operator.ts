import { deskOperatorRoutes as contract } from "@awd/core/contract/desk-operator";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { routeOf } from "../contract-route.ts";

// docs/product/publishers-desk.md#who-may-use-the-desk

const operatorRoute = routeOf(contract.me);

export function deskOperatorRoutes() {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(operatorRoute, (c) => c.json({ data: { ...c.var.operator, permissions: c.var.permissions } }, 200));
  return app;
}
