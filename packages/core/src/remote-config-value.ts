import type { z } from "zod";
import { type FeedbackQuestion, groupSurveys, remoteConfigValuesSchema } from "./feedback-survey.ts";

// docs/product/publishers-desk.md#remote-config-and-surveys: what the desk refuses to store as a
// remote-config value, each problem at its field (`feedbacks.0.question`) in the words the operator
// reads beside it. Beyond the schema, it refuses what the site would silently skip: a display rule
// that is not a regular expression and a survey without a rating question; and a question id used
// twice, since answers are counted per question id.

export type RemoteConfigKey = keyof z.infer<typeof remoteConfigValuesSchema>;
export const remoteConfigKeys = Object.keys(remoteConfigValuesSchema.shape) as [RemoteConfigKey, ...RemoteConfigKey[]];

export const isRemoteConfigKey = (key: string): key is RemoteConfigKey => (remoteConfigKeys as string[]).includes(key);

export interface ValueProblem {
  /** the field, `feedbacks.0.question`; '' for the value as a whole */
  path: string;
  message: string;
}

const fieldNames: Record<string, string> = {
  id: "質問ID",
  question: "質問文",
  eventKey: "アンケートのキー",
  answerType: "回答の形",
  paths: "表示するページ",
  displayRules: "表示するページ",
  feedbacks: "質問の一覧",
};

const fieldName = (path: readonly PropertyKey[]) => {
  const named = path.findLast((part) => typeof part === "string");
  return named === undefined ? "値" : (fieldNames[String(named)] ?? String(named));
};

function schemaProblem(key: RemoteConfigKey, issue: z.core.$ZodIssue): ValueProblem {
  const path = issue.path.join(".");
  if (key === "userSurveyDisplayPhase") return { path, message: "表示フェーズは文字列です" };
  const name = fieldName(issue.path);
  if (issue.code === "invalid_value") return { path, message: `${name}は rating（星）か text（文章）です` };
  if (issue.code === "too_small") return { path, message: `${name}を入れてください` };
  if (path === "") return { path, message: '{"feedbacks": [ … ]} の形で書いてください' };
  return { path, message: `${name}の形が正しくありません` };
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
      problems.push({ path: `feedbacks.${index}.id`, message: `質問ID ${question.id} はほかの質問と同じです` });
    question.displayRules.paths.forEach((pattern, rule) => {
      if (!compiles(pattern))
        problems.push({
          path: `feedbacks.${index}.displayRules.paths.${rule}`,
          message: `「${pattern}」は正規表現として読めません`,
        });
    });
  });
  const shown = new Set(groupSurveys(questions).map((survey) => survey.eventKey));
  for (const eventKey of new Set(questions.map((q) => q.eventKey))) {
    if (shown.has(eventKey)) continue;
    const index = questions.findIndex((q) => q.eventKey === eventKey);
    problems.push({
      path: `feedbacks.${index}.answerType`,
      message: `アンケート ${eventKey} に星の質問（rating）がないため、表示されません`,
    });
  }
  return problems;
}

/** Every problem of a value for a key; [] when it may be stored. */
export function remoteConfigValueProblems(key: RemoteConfigKey, value: unknown): ValueProblem[] {
  const parsed = remoteConfigValuesSchema.shape[key].unwrap().safeParse(value);
  if (!parsed.success) return parsed.error.issues.map((issue) => schemaProblem(key, issue));
  if (typeof parsed.data === "string")
    return parsed.data.trim() === "" ? [{ path: "", message: "表示フェーズを入れてください" }] : [];
  return questionProblems(parsed.data.feedbacks);
}
