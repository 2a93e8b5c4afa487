import {
  allianceEntryRefusedMessage,
  looksSigned,
  parseSignedAllianceEntry,
  refererEntryHost,
} from "@awd/core/alliance-entry";
import { errorBodySchema } from "@awd/core/contract/envelope";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { jsonContent } from "../schemas.ts";
import { enterByReferer, enterBySignedLink } from "../services/alliance.ts";

const enterRoute = createRoute({
  method: "get",
  path: "/alliance/enter",
  description:
    "The link a partner site puts on its pages, made by the partner's server for each page view: `?partner=ID&ts=UNIX_SECONDS&nonce=N&sig=HEX`, where nonce is 16 to 64 of A-Z a-z 0-9 _ - and sig the hex HMAC-SHA256, keyed by the partner's secret, of `partner`, `ts` and `nonce` joined by newlines. A link enters once, within 5 minutes of ts; the visitor is then sent to the site with a signed token (?awdAllianceToken=…). Without these parameters, only a partner the desk allowed may enter by its exact host in the Referer header.",
  responses: {
    302: { description: "To the reader's site with the token" },
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
