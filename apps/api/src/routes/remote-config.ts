import { abcLabels, abLabels } from "@awd/core/ab-pattern";
import { feedbackAnswerTypes } from "@awd/core/feedback-survey";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { limitRemoteConfigReads } from "../request-limits.ts";
import { envelope, errorBodySchema, errorResponses, jsonContent } from "../schemas.ts";
import { activeRemoteConfig, attributesOf } from "../services/remote-config.ts";

// docs/product/remote-config.md. The patterns are a pure function of the installation id (core's
// rule), so the API recomputes them and ignores the claimed ones when they differ: a client with a
// stale or buggy copy of the rule still gets the values of its real group instead of an error
// (a failed fetch leaves the config "not activated", i.e. no survey at all). A claim that is not a
// label at all (ab_pattern "Z") is a malformed request and gets 422.
const requestSchema = z
  .object({
    installationId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,128}$/, "installationId must be 8 to 128 characters of A-Z, a-z, 0-9, _ and -")
      .openapi({ description: "A random id the browser keeps for this installation, e.g. crypto.randomUUID()" }),
    ab_pattern: z.enum(abLabels).optional().openapi({ description: "Ignored when it differs from the server's" }),
    abc_pattern: z.enum(abcLabels).optional().openapi({ description: "Ignored when it differs from the server's" }),
  })
  .openapi("RemoteConfigRequest");

const feedbackQuestionSchema = z
  .object({
    id: z.string(),
    question: z.string(),
    eventKey: z.string(),
    answerType: z.enum(feedbackAnswerTypes),
    displayRules: z.object({ paths: z.array(z.string()) }),
  })
  .openapi("FeedbackQuestion");

const remoteConfigSchema = z
  .object({
    attributes: z
      .object({ ab_pattern: z.enum(abLabels), abc_pattern: z.enum(abcLabels) })
      .openapi({ description: "The installation's patterns as the server computed them" }),
    values: z.object({
      userSurveyDisplayPhase: z.string(),
      userFeedback: z.object({ feedbacks: z.array(feedbackQuestionSchema) }),
    }),
  })
  .openapi("RemoteConfig");

const remoteConfigRoute = createRoute({
  method: "post",
  path: "/remote-config",
  middleware: [limitRemoteConfigReads],
  request: { body: { required: true, content: { "application/json": { schema: requestSchema } } } },
  responses: {
    200: jsonContent(envelope(remoteConfigSchema), "The values in force for the installation's patterns"),
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
