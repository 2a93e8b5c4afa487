import { z } from "zod";
import { abcLabels, abLabels } from "../engagement/ab-pattern.ts";
import { feedbackAnswerTypes } from "../engagement/feedback-survey.ts";
import { defineRoutes } from "./route.ts";

// POST /remote-config. The patterns are a pure function of the installation id (core's rule), so
// the API recomputes them and ignores claimed ones that differ; a claim that is not a label at all
// (ab_pattern "Z") is a malformed request.

export const remoteConfigRequestSchema = z
  .object({
    installationId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,128}$/, "installationId must be 8 to 128 characters of A-Z, a-z, 0-9, _ and -")
      .meta({ description: "A random id the browser keeps for this installation, e.g. crypto.randomUUID()" }),
    ab_pattern: z.enum(abLabels).optional().meta({ description: "Ignored when it differs from the server's" }),
    abc_pattern: z.enum(abcLabels).optional().meta({ description: "Ignored when it differs from the server's" }),
  })
  .meta({ id: "RemoteConfigRequest" });

const feedbackQuestionSchema = z
  .object({
    id: z.string(),
    question: z.string(),
    eventKey: z.string(),
    answerType: z.enum(feedbackAnswerTypes),
    displayRules: z.object({ paths: z.array(z.string()) }),
  })
  .meta({ id: "FeedbackQuestion" });

export const remoteConfigSchema = z
  .object({
    attributes: z
      .object({ ab_pattern: z.enum(abLabels), abc_pattern: z.enum(abcLabels) })
      .meta({ description: "The installation's patterns as the server computed them" }),
    values: z.object({
      userSurveyDisplayPhase: z.string(),
      userFeedback: z.object({ feedbacks: z.array(feedbackQuestionSchema) }),
    }),
  })
  .meta({ id: "RemoteConfig" });

export const remoteConfigRoutes = defineRoutes({
  values: {
    method: "post",
    path: "/remote-config",
    guard: "public",
    body: remoteConfigRequestSchema,
    answer: remoteConfigSchema,
    summary: "The values in force for the installation's patterns",
  },
});
