import type { z } from "zod";
import { type FeedbackQuestion, groupSurveys, remoteConfigValuesSchema } from "./feedback-survey.ts";

// docs/product/publishers-desk.md#remote-config-and-surveys: what the desk refuses to store as a
// remote-config value, each problem at its field (`feedbacks.0.question`) as a code. Beyond the
// schema, it refuses what the site would silently skip: a display rule that is not a regular
// expression and a survey without a rating question; and a question id used twice, since answers
// are counted per question id.

export type RemoteConfigKey = keyof z.infer<typeof remoteConfigValuesSchema>;
export const remoteConfigKeys = Object.keys(remoteConfigValuesSchema.shape) as [RemoteConfigKey, ...RemoteConfigKey[]];

export const isRemoteConfigKey = (key: string): key is RemoteConfigKey => (remoteConfigKeys as string[]).includes(key);

/**
 * One problem, by code, with what its words need. The desk screen says it in Japanese beside the
 * field (apps/web/src/messages/desk-config.ts); the API's answer and the command line in English
 * (valueProblemDescription).
 */
export type ValueProblem = {
  /** the field, `feedbacks.0.question`; '' for the value as a whole */
  path: string;
} & (
  | { code: "phase-not-string" | "phase-empty" | "not-feedbacks" }
  /** field: the last named key of the path (`question`), undefined for the value itself */
  | { code: "answer-type-invalid" | "field-missing" | "field-malformed"; field: string | undefined }
  | { code: "id-taken"; id: string }
  | { code: "rule-not-regex"; pattern: string }
  | { code: "survey-without-rating"; eventKey: string }
);

const fieldOf = (path: readonly PropertyKey[]) => {
  const named = path.findLast((part) => typeof part === "string");
  return named === undefined ? undefined : String(named);
};

function schemaProblem(key: RemoteConfigKey, issue: z.core.$ZodIssue): ValueProblem {
  const path = issue.path.join(".");
  if (key === "userSurveyDisplayPhase") return { path, code: "phase-not-string" };
  const field = fieldOf(issue.path);
  if (issue.code === "invalid_value") return { path, code: "answer-type-invalid", field };
  if (issue.code === "too_small") return { path, code: "field-missing", field };
  if (path === "") return { path, code: "not-feedbacks" };
  return { path, code: "field-malformed", field };
}

/** A problem in English, for the API's answer and the command line. */
export function valueProblemDescription(problem: ValueProblem): string {
  switch (problem.code) {
    case "phase-not-string":
      return "The display phase must be a string";
    case "phase-empty":
      return "The display phase is empty";
    case "not-feedbacks":
      return 'The value must be {"feedbacks": [ … ]}';
    case "answer-type-invalid":
      return `${problem.field ?? "the value"} must be rating or text`;
    case "field-missing":
      return `${problem.field ?? "the value"} is empty`;
    case "field-malformed":
      return `${problem.field ?? "the value"} has the wrong form`;
    case "id-taken":
      return `The question id ${problem.id} is used by another question`;
    case "rule-not-regex":
      return `"${problem.pattern}" is not a regular expression`;
    case "survey-without-rating":
      return `The survey ${problem.eventKey} has no rating question, so it is never shown`;
  }
}

const compiles = (pattern: string) => {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
};

function questionProblems(questions: readonly FeedbackQuestion[]): ValueProblem[] {
  const problems: ValueProblem[] = [];
  questions.forEach((question, index) => {
    if (questions.findIndex((q) => q.id === question.id) < index)
      problems.push({ path: `feedbacks.${index}.id`, code: "id-taken", id: question.id });
    question.displayRules.paths.forEach((pattern, rule) => {
      if (!compiles(pattern))
        problems.push({
          path: `feedbacks.${index}.displayRules.paths.${rule}`,
          code: "rule-not-regex",
          pattern,
        });
    });
  });
  const shown = new Set(groupSurveys(questions).map((survey) => survey.eventKey));
  for (const eventKey of new Set(questions.map((q) => q.eventKey))) {
    if (shown.has(eventKey)) continue;
    const index = questions.findIndex((q) => q.eventKey === eventKey);
    problems.push({
      path: `feedbacks.${index}.answerType`,
      code: "survey-without-rating",
      eventKey,
    });
  }
  return problems;
}

/** Every problem of a value for a key; [] when it may be stored. */
export function remoteConfigValueProblems(key: RemoteConfigKey, value: unknown): ValueProblem[] {
  const parsed = remoteConfigValuesSchema.shape[key].unwrap().safeParse(value);
  if (!parsed.success) return parsed.error.issues.map((issue) => schemaProblem(key, issue));
  if (typeof parsed.data === "string") return parsed.data.trim() === "" ? [{ path: "", code: "phase-empty" }] : [];
  return questionProblems(parsed.data.feedbacks);
}
