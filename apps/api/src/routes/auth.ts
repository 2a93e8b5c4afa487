import { rightSessionMs } from "@awd/core/constants";
import { authRoutes as contract } from "@awd/core/contract/auth";
import { errorBodySchema, type ProblemCode } from "@awd/core/contract/envelope";
import type { AuthorizationRight } from "@awd/core/rights";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { requireSubject } from "../auth.ts";
import type { AppEnv } from "../context.ts";
import { routeOf } from "../contract-route.ts";
import { ApiError } from "../errors.ts";
import { errorResponses, jsonContent } from "../schemas.ts";
import { isTooManyAttempts, type TooManyAttempts } from "../services/attempts.ts";
import { redeemLinkingCode } from "../services/linking-codes.ts";
import { enterPreviewCode } from "../services/preview-codes.ts";
import { rightOf } from "../services/rights.ts";

// A refused code answers its problem code, which the web turns into the reader's Japanese
// (apps/web/src/messages/account.ts); the message is for whoever calls by hand.
export const codeRefusals = {
  "preview-code-wrong": "The preview code is not this month's",
  "preview-code-not-double-course": "Only a double-course reader enters a preview code",
  "preview-code-attempts-exceeded": "Too many wrong preview codes this hour; try again after Retry-After",
  "linking-code-unknown": "The linking code is unknown or already used",
  "linking-code-attempts-exceeded": "Too many wrong linking codes this hour; try again after Retry-After",
} as const satisfies Partial<Record<ProblemCode, string>>;
type CodeRefusal = keyof typeof codeRefusals;

const refused = (code: CodeRefusal) => new ApiError(422, codeRefusals[code], { code });

/** 429 with Retry-After: the seconds until the window of failed attempts frees (core's rate window). */
const tooManyAttempts = (c: Context<AppEnv>, refusal: TooManyAttempts, code: CodeRefusal) => {
  c.header("Retry-After", String(refusal.retryAfterSeconds));
  return new ApiError(429, codeRefusals[code], { code });
};

const authErrors = { ...errorResponses, 401: jsonContent(errorBodySchema, "Not signed in or token refused") };

const tooManyCodes = {
  429: jsonContent(errorBodySchema, "Too many wrong codes this hour; Retry-After says when to try again"),
};

const rightRoute = routeOf(contract.right, { errors: authErrors });
const previewCodeRoute = routeOf(contract.previewCode, { errors: { ...tooManyCodes, ...authErrors } });
const linkingCodeRoute = routeOf(contract.linkingCode, { errors: { ...tooManyCodes, ...authErrors } });

/**
 * The right as the API answers it, with its session expiry: it is reused for 10 minutes
 * (docs/product/reading-and-access.md#the-authorization-right).
 */
export const rightWithSession = (right: AuthorizationRight, now: number) => ({
  ...right,
  sessionExpiresAt: new Date(now + rightSessionMs).toISOString(),
});

export function authRoutes() {
  const app = new OpenAPIHono<AppEnv>();
  type Ctx = { var: AppEnv["Variables"] };
  const withSession = (c: Ctx, right: AuthorizationRight) => rightWithSession(right, c.var.now);

  app.openapi(rightRoute, async (c) => {
    const { visitor } = c.var;
    if (!visitor.isAuthenticated && !visitor.right.hasAwdAllianceToken) throw new ApiError(401, "Sign in first");
    return c.json({ data: withSession(c, visitor.right) }, 200);
  });

  app.openapi(previewCodeRoute, async (c) => {
    const subject = requireSubject(c.var.subject);
    const outcome = await enterPreviewCode(c.var.db, subject, c.req.valid("json").previewCode, new Date(c.var.now));
    if (isTooManyAttempts(outcome)) throw tooManyAttempts(c, outcome, "preview-code-attempts-exceeded");
    if (outcome === "wrong-code") throw refused("preview-code-wrong");
    if (outcome === "not-double-course") throw refused("preview-code-not-double-course");
    c.var.rights.forget(subject);
    return c.json({ data: withSession(c, await rightOf(c.var.db, subject)) }, 200);
  });

  app.openapi(linkingCodeRoute, async (c) => {
    const subject = requireSubject(c.var.subject);
    const outcome = await redeemLinkingCode(
      c.var.db,
      subject,
      c.req.valid("json").authenticationCode,
      new Date(c.var.now),
    );
    if (isTooManyAttempts(outcome)) throw tooManyAttempts(c, outcome, "linking-code-attempts-exceeded");
    if (outcome === "unknown-or-used") throw refused("linking-code-unknown");
    c.var.rights.forget(subject);
    return c.json({ data: withSession(c, await rightOf(c.var.db, subject)) }, 200);
  });
  return app;
}
