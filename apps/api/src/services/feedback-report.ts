import { feedbackEventName, feedbackLimits } from "@awd/core/constants";
import type { QuestionFigures } from "@awd/core/contract/desk-reports";
import { type FeedbackQuestion, remoteConfigValuesSchema } from "@awd/core/feedback-survey";
import type { Database } from "@awd/db/client";
import { analyticsEventDailyCounts, analyticsEvents, remoteConfigValues } from "@awd/db/schema/engagement";
import { and, asc, count, eq, isNotNull, ne, sql } from "drizzle-orm";
import { type ReportWindow, receivedWithin, rolledUpWithin } from "./events.ts";

// The feedback report (npm run report -- feedback, and the desk's reports): per question, how many answered, the average
// rating and how the stars spread.

/** Answers to one question with one rating (null: text answers), as the database groups them. */
export interface FeedbackGroup {
  questionId: string;
  rating: number | null;
  count: number;
}

export interface FeedbackReport {
  since: string | null;
  questions: QuestionFigures[];
}

const stars = Array.from(
  { length: feedbackLimits.ratingMax - feedbackLimits.ratingMin + 1 },
  (_, i) => i + feedbackLimits.ratingMin,
);

/**
 * The figures of each question: configured questions first in their survey order (answered or
 * not), then questions answered but no longer configured, by id.
 */
export function summarizeFeedback(groups: readonly FeedbackGroup[], questions: readonly FeedbackQuestion[]) {
  const answeredIds = [...new Set(groups.map((g) => g.questionId))].sort();
  const configuredIds = questions.map((q) => q.id);
  const ids = [...new Set([...configuredIds, ...answeredIds])];
  return ids.map((questionId): QuestionFigures => {
    const own = groups.filter((g) => g.questionId === questionId);
    const distribution = stars.map((star) => own.find((g) => g.rating === star)?.count ?? 0);
    const ratings = distribution.reduce((sum, n) => sum + n, 0);
    const ratingSum = distribution.reduce((sum, n, i) => sum + n * (stars[i] ?? 0), 0);
    const configured = questions.find((q) => q.id === questionId);
    return {
      questionId,
      question: configured?.question ?? null,
      answerType: configured?.answerType ?? null,
      answers: own.reduce((sum, g) => sum + g.count, 0),
      average: ratings === 0 ? null : ratingSum / ratings,
      distribution,
      textAnswers: own.filter((g) => g.rating === null).reduce((sum, g) => sum + g.count, 0),
    };
  });
}

/** Every question of every stored userFeedback value (default first, then per pattern), once each. */
async function configuredQuestions(db: Database): Promise<FeedbackQuestion[]> {
  const rows = await db
    .select({ value: remoteConfigValues.value })
    .from(remoteConfigValues)
    .where(eq(remoteConfigValues.key, "userFeedback"))
    .orderBy(asc(remoteConfigValues.pattern));
  const questions = rows.flatMap((row) => {
    const parsed = remoteConfigValuesSchema.safeParse({ userFeedback: row.value });
    return parsed.success ? parsed.data.userFeedback.feedbacks : [];
  });
  return questions.filter((q, i) => questions.findIndex((other) => other.id === q.id) === i);
}

/** Answers per question and rating among the events past the retention, on the whole days the window counts. */
async function rolledUpFeedbackGroups(db: Database, window: ReportWindow): Promise<FeedbackGroup[]> {
  const rows = await db
    .select({
      questionId: analyticsEventDailyCounts.questionId,
      kind: analyticsEventDailyCounts.answerKind,
      rating: analyticsEventDailyCounts.answerRating,
      count: sql<number>`sum(${analyticsEventDailyCounts.count})::int`,
    })
    .from(analyticsEventDailyCounts)
    .where(
      and(
        eq(analyticsEventDailyCounts.event, feedbackEventName),
        ne(analyticsEventDailyCounts.questionId, ""),
        rolledUpWithin(window),
      ),
    )
    .groupBy(
      analyticsEventDailyCounts.questionId,
      analyticsEventDailyCounts.answerKind,
      analyticsEventDailyCounts.answerRating,
    );
  return rows.map((row) => ({
    questionId: row.questionId,
    rating: row.kind === "rating" ? row.rating : null,
    count: row.count,
  }));
}

/** The same question and rating from raw events and daily counts, as one group. */
function mergeGroups(groups: readonly FeedbackGroup[]): FeedbackGroup[] {
  const merged = new Map<string, FeedbackGroup>();
  for (const group of groups) {
    const key = `${group.questionId}\u0000${group.rating}`;
    merged.set(key, { ...group, count: (merged.get(key)?.count ?? 0) + group.count });
  }
  return [...merged.values()];
}

export async function feedbackReport(db: Database, window: ReportWindow): Promise<FeedbackReport> {
  const groups = await db
    .select({ questionId: analyticsEvents.questionId, rating: analyticsEvents.answerRating, count: count() })
    .from(analyticsEvents)
    .where(
      and(eq(analyticsEvents.event, feedbackEventName), isNotNull(analyticsEvents.questionId), receivedWithin(window)),
    )
    .groupBy(analyticsEvents.questionId, analyticsEvents.answerRating);
  const answered = groups.flatMap((g) => (g.questionId === null ? [] : [{ ...g, questionId: g.questionId }]));
  return {
    since: window.since?.toISOString() ?? null,
    questions: summarizeFeedback(
      mergeGroups([...answered, ...(await rolledUpFeedbackGroups(db, window))]),
      await configuredQuestions(db),
    ),
  };
}
