import { type AbcLabel, type AbLabel, abcLabels, abcPattern, abLabels, abPattern } from "@awd/core/ab-pattern";
import { type FeedbackQuestion, type RemoteConfigValues, remoteConfigValuesSchema } from "@awd/core/feedback-survey";
import {
  isRemoteConfigKey,
  type RemoteConfigKey,
  remoteConfigKeys,
  remoteConfigValueProblems,
  valueProblemDescription,
} from "@awd/core/remote-config-value";
import type { Database } from "@awd/db/client";
import { remoteConfigValues } from "@awd/db/schema/engagement";
import { and, asc, eq } from "drizzle-orm";
import { type ChangeBy, recordChange } from "./audit-log.ts";

// docs/product/remote-config.md#states: the site posts its installation's A/B and A/B/C
// patterns and reads the values in force for them. Values live in the database, one per key and
// condition; the operator sets them with `npm run desk -- config …`.

export { isRemoteConfigKey, type RemoteConfigKey, remoteConfigKeys };

export interface PatternAttributes {
  ab_pattern: AbLabel;
  abc_pattern: AbcLabel;
}

/** A value's condition: none (the key's default value) or one group of the A/B or A/B/C split. */
export type PatternCondition = { kind: "ab"; label: AbLabel } | { kind: "abc"; label: AbcLabel };

/** How a condition is written on the desk and stored: `ab:A`, `abc:C`; '' is the default value. */
export const patternText = (condition: PatternCondition | undefined): string =>
  condition ? `${condition.kind}:${condition.label}` : "";

export function parsePattern(text: string): PatternCondition | undefined {
  const [kind, label, ...rest] = text.split(":");
  if (rest.length > 0) return undefined;
  if (kind === "ab" && abLabels.some((l) => l === label)) return { kind, label: label as AbLabel };
  if (kind === "abc" && abcLabels.some((l) => l === label)) return { kind, label: label as AbcLabel };
  return undefined;
}

/** The patterns of an installation, by core's rule (docs/product/remote-config.md#patterns). */
export const attributesOf = async (installationId: string): Promise<PatternAttributes> => ({
  ab_pattern: await abPattern(installationId),
  abc_pattern: await abcPattern(installationId),
});

export interface StoredValue {
  key: string;
  /** '' for the default value, else `ab:A`-style */
  pattern: string;
  value: unknown;
}

/** One key's value checked by core's schema; undefined when it does not fit. */
const checkedValue = <K extends RemoteConfigKey>(key: K, value: unknown): RemoteConfigValues[K] | undefined => {
  const parsed = remoteConfigValuesSchema.safeParse({ [key]: value });
  return parsed.success ? parsed.data[key] : undefined;
};

/**
 * The values in force for an installation. For each key the narrowest condition that holds wins:
 * a value for its A/B/C group, else one for its A/B group, else the key's default value, else core's
 * default (userSurveyDisplayPhase BeforeOnboarding, no surveys). A stored value that no longer fits
 * core's schema is passed over, so one bad row falls back instead of breaking every page.
 */
export function resolveRemoteConfig(stored: readonly StoredValue[], attributes: PatternAttributes): RemoteConfigValues {
  const precedence = [
    patternText({ kind: "abc", label: attributes.abc_pattern }),
    patternText({ kind: "ab", label: attributes.ab_pattern }),
    patternText(undefined),
  ];
  const values: Partial<Record<RemoteConfigKey, unknown>> = {};
  for (const key of remoteConfigKeys) {
    for (const pattern of precedence) {
      const row = stored.find((r) => r.key === key && r.pattern === pattern);
      const value = row === undefined ? undefined : checkedValue(key, row.value);
      if (value !== undefined) {
        values[key] = value;
        break;
      }
    }
  }
  return remoteConfigValuesSchema.parse(values);
}

export async function activeRemoteConfig(db: Database, attributes: PatternAttributes): Promise<RemoteConfigValues> {
  const stored = await db
    .select({ key: remoteConfigValues.key, pattern: remoteConfigValues.pattern, value: remoteConfigValues.value })
    .from(remoteConfigValues);
  return resolveRemoteConfig(stored, attributes);
}

/** The first reason a value may not be set for a key (core's rule), or undefined when it may. */
export function valueProblem(key: RemoteConfigKey, value: unknown): string | undefined {
  const [problem] = remoteConfigValueProblems(key, value);
  return problem && `${problem.path || key}: ${valueProblemDescription(problem)}`;
}

export type StoredRemoteConfigValue = typeof remoteConfigValues.$inferSelect;

const valueAt = (key: string, pattern: string) =>
  and(eq(remoteConfigValues.key, key), eq(remoteConfigValues.pattern, pattern));

const valueTarget = (key: string, pattern: string) => `config ${key}${pattern ? ` ${pattern}` : ""}`;

/** Stores a value for a key and condition (audited with the value it replaced). */
export function setRemoteConfigValue(
  db: Database,
  key: RemoteConfigKey,
  condition: PatternCondition | undefined,
  value: unknown,
  change: ChangeBy,
): Promise<StoredRemoteConfigValue> {
  const pattern = patternText(condition);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(remoteConfigValues).where(valueAt(key, pattern)).for("update");
    const [row] = await tx
      .insert(remoteConfigValues)
      .values({ key, pattern, value, updatedAt: change.at })
      .onConflictDoUpdate({
        target: [remoteConfigValues.key, remoteConfigValues.pattern],
        set: { value, updatedAt: change.at },
      })
      .returning();
    if (!row) throw new Error(`${key} was not stored`);
    await recordChange(tx, {
      ...change,
      action: "config.set",
      target: valueTarget(key, pattern),
      before: before?.value ?? null,
      after: value,
    });
    return row;
  });
}

/** Removes the value of a key and condition: the value removed; undefined when there was none. */
export function removeRemoteConfigValue(
  db: Database,
  key: string,
  condition: PatternCondition | undefined,
  change: ChangeBy,
): Promise<StoredRemoteConfigValue | undefined> {
  const pattern = patternText(condition);
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(remoteConfigValues).where(valueAt(key, pattern)).returning();
    if (!before) return undefined;
    await recordChange(tx, {
      ...change,
      action: "config.remove",
      target: valueTarget(key, pattern),
      before: before.value,
      after: null,
    });
    return before;
  });
}

export async function listRemoteConfigValues(db: Database): Promise<StoredRemoteConfigValue[]> {
  return db.select().from(remoteConfigValues).orderBy(asc(remoteConfigValues.key), asc(remoteConfigValues.pattern));
}

const articleQuestion = (id: string, question: string, answerType: FeedbackQuestion["answerType"]) => ({
  id,
  question,
  eventKey: "article_feedback",
  answerType,
  displayRules: { paths: ["^/awd/[a-z0-9-]+/\\d+$"] },
});

/**
 * The values a fresh site starts with, so it has a feedback card out of the box: a survey under
 * every article page (stars, then a comment) and a rating-only one on the home page. Paths are the
 * browser's location.pathname, base path /awd included.
 */
export const defaultRemoteConfig: RemoteConfigValues = {
  userSurveyDisplayPhase: "BeforeOnboarding",
  userFeedback: {
    feedbacks: [
      articleQuestion("article_feedback_rating", "この記事はいかがでしたか？", "rating"),
      articleQuestion("article_feedback_comment", "ご意見・ご感想があればお聞かせください（100文字以内）", "text"),
      {
        id: "home_feedback_rating",
        question: "AWDのトップページは使いやすいですか？",
        eventKey: "home_feedback",
        answerType: "rating",
        displayRules: { paths: ["^/awd/?$"] },
      },
    ],
  },
};

/**
 * Stores the default value of each key that has none; the operator's values are never touched.
 * Removing a default brings it back at the next start: set `{"feedbacks":[]}` to show no survey.
 */
export async function seedRemoteConfigDefaults(db: Database, now: Date): Promise<void> {
  await db
    .insert(remoteConfigValues)
    .values(remoteConfigKeys.map((key) => ({ key, pattern: "", value: defaultRemoteConfig[key], updatedAt: now })))
    .onConflictDoNothing();
}
