import { randomUUID } from "node:crypto";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import { resolveVisitor } from "./auth.ts";
import type { AppDeps, AppEnv, VerifiedToken } from "./context.ts";
import { DatabaseOutage } from "./database-outage.ts";
import { isLimitProblem, limitProblemText } from "./desk/limit-problems.ts";
import { deskOperatorsOnly } from "./desk/permissions.ts";
import { ApiError, handleError, handleNotFound } from "./errors.ts";
import { RefusedLimits } from "./refused-limits.ts";
import { requestBodyChecks } from "./request-body.ts";
import { responseHeaders } from "./response-headers.ts";
import { afterPaintRoutes } from "./routes/after-paint.ts";
import { allianceRoutes } from "./routes/alliance.ts";
import { articleRoutes } from "./routes/article.ts";
import { articleListRoutes } from "./routes/articles.ts";
import { audioRoutes } from "./routes/audios.ts";
import { authRoutes } from "./routes/auth.ts";
import { deskAuditRoutes } from "./routes/desk-audit.ts";
import { deskCodeRoutes } from "./routes/desk-codes.ts";
import { deskConfigRoutes } from "./routes/desk-config.ts";
import { deskImportRoutes } from "./routes/desk-import.ts";
import { deskNoticeRoutes } from "./routes/desk-notices.ts";
import { deskOperatorRoutes } from "./routes/desk-operator.ts";
import { deskPartnerRoutes } from "./routes/desk-partners.ts";
import { deskReaderRoutes } from "./routes/desk-readers.ts";
import { deskReportRoutes } from "./routes/desk-reports.ts";
import { dictionaryRoutes } from "./routes/dictionary.ts";
import { eventRoutes } from "./routes/events.ts";
import { internalRoutes } from "./routes/internal.ts";
import { notebookRoutes } from "./routes/notebook.ts";
import { noticeRoutes } from "./routes/notices.ts";
import { podcastRoutes } from "./routes/podcast.ts";
import { printEditionRoutes } from "./routes/print-editions.ts";
import { readingRoutes } from "./routes/reading.ts";
import { relationRoutes } from "./routes/relations.ts";
import { remoteConfigRoutes } from "./routes/remote-config.ts";
import { reportRoutes } from "./routes/report.ts";
import { searchRoutes } from "./routes/search.ts";
import { seriesRoutes } from "./routes/series.ts";
import { staticRoutes } from "./routes/static.ts";
import { SharedReadCache } from "./shared-read-cache.ts";
import { RightSessions, VerifiedTokens } from "./visitor-caches.ts";

/**
 * The API's routers by the path prefixes their routes lie under (contract-route.test.ts checks it), so
 * the groups never overlap and their order does not matter, except the article's /{seriesPath}/{id},
 * which has no prefix of its own and so comes last. A group's guard runs before any of its routes:
 * a visitor who is no desk operator learns nothing of which desk paths exist. Each route still
 * checks its own guard (contract-route.ts): the desk's group lets any operator in, a route asks for
 * the permission it needs.
 */
export const routeGroups = [
  {
    prefixes: ["/desk"],
    guard: deskOperatorsOnly,
    routers: [
      deskOperatorRoutes,
      deskReaderRoutes,
      deskCodeRoutes,
      deskPartnerRoutes,
      deskNoticeRoutes,
      deskConfigRoutes,
      deskReportRoutes,
      deskImportRoutes,
      deskAuditRoutes,
    ],
  },
  { prefixes: ["/internal"], routers: [internalRoutes, reportRoutes] },
  { prefixes: ["/notebook", "/review"], routers: [notebookRoutes] },
  { prefixes: ["/reading"], routers: [readingRoutes] },
  { prefixes: ["/reader"], routers: [afterPaintRoutes] },
  { prefixes: ["/podcast"], routers: [podcastRoutes] },
  { prefixes: ["/auth"], routers: [authRoutes] },
  { prefixes: ["/alliance"], routers: [allianceRoutes] },
  { prefixes: ["/events"], routers: [eventRoutes] },
  { prefixes: ["/remote-config"], routers: [remoteConfigRoutes] },
  { prefixes: ["/search"], routers: [searchRoutes] },
  { prefixes: ["/dictionary"], routers: [dictionaryRoutes] },
  { prefixes: ["/print-editions"], routers: [printEditionRoutes] },
  { prefixes: ["/static"], routers: [staticRoutes] },
  { prefixes: ["/noticeInformation"], routers: [noticeRoutes] },
  { prefixes: ["/series"], routers: [seriesRoutes] },
  { prefixes: ["/articles"], routers: [articleListRoutes] },
  { prefixes: ["/audios"], routers: [audioRoutes] },
  { prefixes: ["/article"], routers: [relationRoutes] },
  { prefixes: [""], routers: [articleRoutes] },
] satisfies { prefixes: string[]; guard?: MiddlewareHandler<AppEnv>; routers: (() => OpenAPIHono<AppEnv>)[] }[];

/** How long a browser may keep the answer to a CORS preflight (docs/security.md#caches-of-who-is-asking). */
export const corsMaxAgeSeconds = 7200;

export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({
    // A request the schemas refuse is a validation error: 422 with the first reason.
    defaultHook: (result) => {
      if (!result.success) {
        const issue = result.error.issues[0];
        const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
        // A limit's refusal (its rule's problem code as the issue's message) carries the code, as the service's does.
        if (isLimitProblem(issue?.message))
          throw new ApiError(422, `${where}${limitProblemText[issue.message]}`, { code: issue.message });
        throw new ApiError(422, `${where}${issue?.message ?? "invalid request"}`);
      }
    },
  });
  const sharedReads = deps.sharedReads ?? new SharedReadCache();
  const rights = deps.rights ?? new RightSessions();
  const verifiedTokens = deps.verifiedTokens ?? new VerifiedTokens<VerifiedToken>();
  const refusedLimits = deps.refusedLimits ?? new RefusedLimits();
  const databaseOutage = deps.databaseOutage ?? new DatabaseOutage();
  app.use(async (c, next) => {
    const requestId = c.req.header("x-request-id") ?? randomUUID();
    c.set("requestId", requestId);
    c.set("now", deps.now?.() ?? Date.now());
    c.set("logger", deps.logger);
    c.set("db", deps.db);
    c.set("deps", deps);
    c.set("sharedReads", sharedReads);
    c.set("rights", rights);
    c.set("verifiedTokens", verifiedTokens);
    c.set("databaseOutage", databaseOutage);
    c.set("refusedLimits", refusedLimits);
    c.header("x-request-id", requestId);
    await next();
  });
  app.use(responseHeaders);
  app.use(...requestBodyChecks);
  const { allowedOrigins } = deps.config;
  app.use(
    cors({
      origin: (origin) => (allowedOrigins.includes(origin) ? origin : null),
      credentials: true,
      allowHeaders: ["Authorization", "Auth0-Id-Token", "Content-Type", "Idempotency-Key"],
      allowMethods: ["GET", "POST", "DELETE", "OPTIONS"],
      // A page told 429 says when to try again (a notebook download); browsers hide this header otherwise.
      exposeHeaders: ["Retry-After"],
      // A browser asks again before each request with credentials (Authorization) unless it keeps the
      // answer: 2 hours, the most Chromium keeps one (Firefox keeps a day). It is kept per URL: a page's
      // signed-in reads in one request (GET /reader/after-paint) cost one preflight per page and 2 hours.
      maxAge: corsMaxAgeSeconds,
    }),
  );
  // A browser always names its origin on a write; one not on the allowlist is refused (CSRF).
  app.use(async (c, next) => {
    const origin = c.req.header("origin");
    if (c.req.method !== "GET" && c.req.method !== "OPTIONS" && origin && !allowedOrigins.includes(origin))
      throw new ApiError(403, `Origin ${origin} may not write here`);
    await next();
  });
  app.use(resolveVisitor);
  app.onError(handleError);
  app.notFound(handleNotFound);
  for (const { prefixes, guard, routers } of routeGroups) {
    if (guard) for (const prefix of prefixes) app.use(`${prefix}/*`, guard);
    for (const router of routers) app.route("/", router());
  }
  app.doc31("/openapi.json", { openapi: "3.1.0", info: { title: "AWD API", version: "1" } });
  return app;
}
