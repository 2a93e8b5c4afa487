import { linkingCodeAttempts, rightSessionMs } from "@awd/core/constants";
import { linkingCodeRequestSchema, previewCodeRequestSchema, rightSchema } from "@awd/core/contract/auth";
import { envelope, errorBodySchema } from "@awd/core/contract/envelope";
import { previewCodeAttemptsExceededMessage } from "@awd/core/errors";
import type { AuthorizationRight } from "@awd/core/rights";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { requireSubject } from "../auth.ts";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { errorResponses, jsonContent } from "../schemas.ts";
import { isTooManyAttempts, type TooManyAttempts } from "../services/attempts.ts";
import { redeemLinkingCode } from "../services/linking-codes.ts";
import { enterPreviewCode } from "../services/preview-codes.ts";
import { rightOf } from "../services/rights.ts";

// Japanese: these messages are shown to readers as they are.
export const authMessages = {
  wrongPreviewCode: "プレビューコードが正しくありません。今月の紙面に印刷されたコードをご確認ください。",
  notDoubleCourse: "プレビューコードの入力は、ダブルコースのご契約者さまのみ必要です。",
  unknownLinkingCode: "この購読連携コードは使えません。コードをご確認のうえ、もう一度お試しください。",
  linkingCodeAttemptsExceeded: `購読連携コードの入力に${linkingCodeAttempts.maxFailures}回失敗しました。${linkingCodeAttempts.windowMs / 3_600_000}時間後にもう一度お試しください。`,
} as const;

/** 429 with Retry-After: the seconds until the window of failed attempts frees (core's rate window). */
const tooManyAttempts = (c: Context<AppEnv>, refused: TooManyAttempts, message: string) => {
  c.header("Retry-After", String(refused.retryAfterSeconds));
  return new ApiError(429, message);
};

const authErrors = { ...errorResponses, 401: jsonContent(errorBodySchema, "Not signed in or token refused") };

const rightRoute = createRoute({
  method: "get",
  path: "/auth/right",
  responses: {
    200: jsonContent(envelope(rightSchema), "The visitor's right (empty for a free member)"),
    ...authErrors,
  },
});

const previewCodeRoute = createRoute({
  method: "post",
  path: "/auth/preview-code",
  request: {
    body: { content: { "application/json": { schema: previewCodeRequestSchema } } },
  },
  responses: {
    200: jsonContent(envelope(rightSchema), "Accepted: the right with the code's date"),
    429: jsonContent(errorBodySchema, "Too many wrong codes this hour; Retry-After says when to try again"),
    ...authErrors,
  },
});

const linkingCodeRoute = createRoute({
  method: "post",
  path: "/auth/code",
  request: {
    body: { content: { "application/json": { schema: linkingCodeRequestSchema } } },
  },
  responses: {
    200: jsonContent(envelope(rightSchema), "Linked: the new right"),
    429: jsonContent(errorBodySchema, "Too many wrong codes this hour; Retry-After says when to try again"),
    ...authErrors,
  },
});

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
    if (isTooManyAttempts(outcome)) throw tooManyAttempts(c, outcome, previewCodeAttemptsExceededMessage);
    if (outcome === "wrong-code") throw new ApiError(422, authMessages.wrongPreviewCode);
    if (outcome === "not-double-course") throw new ApiError(422, authMessages.notDoubleCourse);
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
    if (isTooManyAttempts(outcome)) throw tooManyAttempts(c, outcome, authMessages.linkingCodeAttemptsExceeded);
    if (outcome === "unknown-or-used") throw new ApiError(422, authMessages.unknownLinkingCode);
    c.var.rights.forget(subject);
    return c.json({ data: withSession(c, await rightOf(c.var.db, subject)) }, 200);
  });
  return app;
}
