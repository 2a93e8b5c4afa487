import { errorBodySchema } from "@awd/core/contract/envelope";
import { remoteConfigRoutes as contract } from "@awd/core/contract/remote-config";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { routeOf } from "../contract-route.ts";
import { limitRemoteConfigReads } from "../request-limits.ts";
import { errorResponses, jsonContent } from "../schemas.ts";
import { activeRemoteConfig, attributesOf } from "../services/remote-config.ts";

// docs/product/remote-config.md. The patterns are a pure function of the installation id (core's
// rule), so the API recomputes them and ignores the claimed ones when they differ: a client with a
// stale or buggy copy of the rule still gets the values of its real group instead of an error
// (a failed fetch leaves the config "not activated", i.e. no survey at all). A claim that is not a
// label at all (ab_pattern "Z") is a malformed request and gets 422.
const remoteConfigRoute = routeOf(contract.values, {
  middleware: [limitRemoteConfigReads],
  errors: {
    429: jsonContent(
      errorBodySchema,
      "Too many requests from this address or installation; Retry-After says when to try again",
    ),
    ...errorResponses,
  },
});

export function remoteConfigRoutes() {
  return new OpenAPIHono<AppEnv>().openapi(remoteConfigRoute, async (c) => {
    const attributes = await attributesOf(c.req.valid("json").installationId);
    const values = await activeRemoteConfig(c.var.db, attributes);
    c.header("Cache-Control", "no-store");
    return c.json({ data: { attributes, values } }, 200);
  });
}
