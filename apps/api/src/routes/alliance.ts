import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { errorBodySchema, jsonContent } from "../schemas.ts";
import { issueAllianceToken, referrerHost } from "../services/alliance.ts";

const enterRoute = createRoute({
  method: "get",
  path: "/alliance/enter",
  description:
    "The link a partner site puts on its pages: the Referer is checked against the partner allowlist and the visitor is sent to the site with a signed token (?awdAllianceToken=…).",
  responses: {
    302: { description: "To the reader's site with the token" },
    403: jsonContent(errorBodySchema, "Not opened from an allowlisted partner page"),
  },
});

export function allianceRoutes() {
  return new OpenAPIHono<AppEnv>().openapi(enterRoute, async (c) => {
    const referrer = referrerHost(c.req.header("referer"));
    const { deps } = c.var;
    const token = referrer ? await issueAllianceToken(c.var.db, referrer, deps.now?.() ?? Date.now()) : undefined;
    if (!token) throw new ApiError(403, "This page was not opened from a partner site");
    const target = new URL("/awd", deps.config.webOrigin);
    target.searchParams.set("awdAllianceToken", token);
    return c.redirect(target.toString(), 302);
  });
}
