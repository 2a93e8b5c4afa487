import {
  allianceEntryRefusedMessage,
  looksSigned,
  parseSignedAllianceEntry,
  refererEntryHost,
} from "@awd/core/alliance-entry";
import { allianceRoutes as contract } from "@awd/core/contract/auth";
import { errorBodySchema } from "@awd/core/contract/envelope";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../context.ts";
import { routeOf } from "../contract-route.ts";
import { ApiError } from "../errors.ts";
import { jsonContent } from "../schemas.ts";
import { enterByReferer, enterBySignedLink } from "../services/alliance.ts";

const enterRoute = routeOf(contract.enter, {
  errors: {
    403: jsonContent(errorBodySchema, "Not a fresh signed link nor a page of a partner allowed to enter by Referer"),
  },
});

async function allianceTokenFor(c: Context<AppEnv>, now: number): Promise<string | undefined> {
  const query = c.req.queries();
  if (!looksSigned(query)) return enterByReferer(c.var.db, refererEntryHost(c.req.header("referer")), now);
  const entry = parseSignedAllianceEntry(query);
  return entry.ok ? enterBySignedLink(c.var.db, entry.value, now) : undefined;
}

export function allianceRoutes() {
  return new OpenAPIHono<AppEnv>().openapi(enterRoute, async (c) => {
    const { deps } = c.var;
    // Every refusal reads the same, so a prober cannot tell an unknown partner from a bad signature.
    const token = await allianceTokenFor(c, c.var.now);
    if (!token) throw new ApiError(403, allianceEntryRefusedMessage, { code: "alliance-entry-refused" });
    const target = new URL("/awd", deps.config.webOrigin);
    target.searchParams.set("awdAllianceToken", token);
    return c.redirect(target.toString(), 302);
  });
}
