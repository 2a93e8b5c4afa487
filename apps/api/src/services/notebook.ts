import { notebookLimits } from "@awd/core/constants";
import type { NotebookPage, NotebookWord, SaveWordRequest } from "@awd/core/contract/notebook";
import type { ExportedWord } from "@awd/core/notebook-export";
import type { NotebookSort } from "@awd/core/notebook-words-query";
import { pageCount } from "@awd/core/paging";
import { applyGrade, dueQueue, newReviewState, type ReviewGrade, type ReviewState } from "@awd/core/review-schedule";
import type { Database } from "@awd/db/client";
import { notebookWords, reviewCards, reviewLog } from "@awd/db/schema/notebook";
import { and, asc, count, desc, eq, ilike, lte, or, sql } from "drizzle-orm";
import { ApiError } from "../errors.ts";

// docs/product/notebook.md: every query names the reader's subject, so a reader reaches only their
// own words; another reader's word is not found, as a word that does not exist.

type WordRow = typeof notebookWords.$inferSelect;
type CardRow = typeof reviewCards.$inferSelect;

const stateOf = (card: CardRow): ReviewState => ({
  due: card.due,
  stability: card.stability,
  difficulty: card.difficulty,
  scheduledDays: card.scheduledDays,
  learningSteps: card.learningSteps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  lastReview: card.lastReview,
});

const cardColumns = (state: ReviewState) => ({
  due: state.due,
  stability: state.stability,
  difficulty: state.difficulty,
  scheduledDays: state.scheduledDays,
  learningSteps: state.learningSteps,
  reps: state.reps,
  lapses: state.lapses,
  state: state.state,
  lastReview: state.lastReview,
});

const wordOf = (word: WordRow, card: CardRow): NotebookWord => ({
  id: word.id,
  word: word.word,
  lemma: word.lemma,
  sentence: word.sentence,
  translation: word.translation,
  meaning: word.meaning,
  articleId: word.articleId,
  note: word.note,
  createdAt: word.createdAt.toISOString(),
  updatedAt: word.updatedAt.toISOString(),
  review: { due: card.due.toISOString(), reviewCount: card.reps, state: card.state },
});

const wordsWithCards = (db: Database) =>
  db.select().from(notebookWords).innerJoin(reviewCards, eq(reviewCards.wordId, notebookWords.id));

async function findWord(db: Database, subject: string, id: number): Promise<NotebookWord | undefined> {
  const [row] = await wordsWithCards(db).where(and(eq(notebookWords.id, id), eq(notebookWords.subject, subject)));
  return row && wordOf(row.notebook_words, row.review_cards);
}

const sortOrder: Record<NotebookSort, ReturnType<typeof asc>[]> = {
  newest: [desc(notebookWords.createdAt), desc(notebookWords.id)],
  oldest: [asc(notebookWords.createdAt), asc(notebookWords.id)],
  word: [asc(sql`lower(${notebookWords.word})`), asc(notebookWords.id)],
  due: [asc(reviewCards.due), asc(notebookWords.id)],
};

// A search is text, not a pattern: LIKE's wildcards and its escape character are matched as themselves.
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listWords(
  db: Database,
  subject: string,
  query: { q?: string | undefined; sort: NotebookSort; page: number },
): Promise<NotebookPage> {
  const pattern = query.q ? containing(query.q) : undefined;
  const where = and(
    eq(notebookWords.subject, subject),
    pattern
      ? or(
          ilike(notebookWords.word, pattern),
          ilike(notebookWords.lemma, pattern),
          ilike(notebookWords.sentence, pattern),
          ilike(notebookWords.note, pattern),
        )
      : undefined,
  );
  const pageSize = notebookLimits.pageSize;
  const [rows, [total]] = await Promise.all([
    wordsWithCards(db)
      .where(where)
      .orderBy(...sortOrder[query.sort])
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ count: count() }).from(notebookWords).where(where),
  ]);
  const totalCount = total?.count ?? 0;
  return {
    items: rows.map((row) => wordOf(row.notebook_words, row.review_cards)),
    total: totalCount,
    page: query.page,
    pageSize,
    pageCount: pageCount(totalCount, pageSize),
  };
}

/** Saves a word, or finds the same word from the same sentence already kept (created false). */
export async function saveWord(
  db: Database,
  subject: string,
  input: Required<SaveWordRequest>,
  now: Date,
): Promise<{ word: NotebookWord; created: boolean }> {
  const id = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(notebookWords)
      .values({ ...input, subject, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: notebookWords.id });
    if (inserted) {
      const [kept] = await tx.select({ count: count() }).from(notebookWords).where(eq(notebookWords.subject, subject));
      if ((kept?.count ?? 0) > notebookLimits.maxWordsPerReader)
        throw new ApiError(422, `A notebook holds at most ${notebookLimits.maxWordsPerReader} words`);
      await tx.insert(reviewCards).values({ wordId: inserted.id, subject, ...cardColumns(newReviewState(now)) });
      return { id: inserted.id, created: true };
    }
    const [existing] = await tx
      .select({ id: notebookWords.id })
      .from(notebookWords)
      .where(
        and(
          eq(notebookWords.subject, subject),
          eq(notebookWords.word, input.word),
          eq(notebookWords.sentence, input.sentence),
        ),
      );
    if (!existing) throw new Error("a save that conflicted found no word to answer");
    return { id: existing.id, created: false };
  });
  const word = await findWord(db, subject, id.id);
  if (!word) throw new Error("a saved word could not be read back");
  return { word, created: id.created };
}

export async function updateNote(
  db: Database,
  subject: string,
  id: number,
  note: string,
  now: Date,
): Promise<NotebookWord | undefined> {
  const [updated] = await db
    .update(notebookWords)
    .set({ note, updatedAt: now })
    .where(and(eq(notebookWords.id, id), eq(notebookWords.subject, subject)))
    .returning({ id: notebookWords.id });
  return updated && findWord(db, subject, id);
}

export async function deleteWord(db: Database, subject: string, id: number): Promise<boolean> {
  const deleted = await db
    .delete(notebookWords)
    .where(and(eq(notebookWords.id, id), eq(notebookWords.subject, subject)))
    .returning({ id: notebookWords.id });
  return deleted.length > 0;
}

/** Every word of the reader's notebook, oldest first, for the CSV and Anki files. */
export const exportedWords = (db: Database, subject: string): Promise<ExportedWord[]> =>
  db
    .select({
      word: notebookWords.word,
      lemma: notebookWords.lemma,
      sentence: notebookWords.sentence,
      translation: notebookWords.translation,
      meaning: notebookWords.meaning,
      note: notebookWords.note,
      articleId: notebookWords.articleId,
      createdAt: notebookWords.createdAt,
    })
    .from(notebookWords)
    .where(eq(notebookWords.subject, subject))
    .orderBy(asc(notebookWords.createdAt), asc(notebookWords.id));

const dueWhere = (subject: string, now: Date) => and(eq(reviewCards.subject, subject), lte(reviewCards.due, now));

/** The query of how many of the reader's cards are due now, to run or to use inside another. */
export const dueCountQuery = (db: Database, subject: string, now: Date) =>
  db.select({ count: count() }).from(reviewCards).where(dueWhere(subject, now));

export async function dueCount(db: Database, subject: string, now: Date): Promise<number> {
  const [row] = await dueCountQuery(db, subject, now);
  return row?.count ?? 0;
}

/** The first cards of the due queue (in core's order) and how many are due. */
export async function dueCards(
  db: Database,
  subject: string,
  now: Date,
): Promise<{ cards: NotebookWord[]; dueCount: number }> {
  const [rows, due] = await Promise.all([
    wordsWithCards(db)
      .where(dueWhere(subject, now))
      .orderBy(asc(reviewCards.due), asc(reviewCards.wordId))
      .limit(notebookLimits.dueBatchSize),
    dueCount(db, subject, now),
  ]);
  const queue = dueQueue(
    rows.map((row) => ({ id: row.notebook_words.id, due: row.review_cards.due, row })),
    now,
  );
  return { cards: queue.map(({ row }) => wordOf(row.notebook_words, row.review_cards)), dueCount: due };
}

/**
 * Grades a card shown at `reviewCount` (docs/product/notebook.md#grading-counts-once). The card's row is
 * locked while it is graded, so grades sent at once are judged one after the other and only the first
 * for a review count moves the schedule; the log's unique index holds it too. Undefined: no such card
 * in this reader's notebook.
 */
export async function gradeCard(
  db: Database,
  subject: string,
  id: number,
  grade: ReviewGrade,
  reviewCount: number,
  now: Date,
): Promise<{ counted: boolean; word: NotebookWord } | undefined> {
  const counted = await db.transaction(async (tx) => {
    const [card] = await tx
      .select()
      .from(reviewCards)
      .where(and(eq(reviewCards.wordId, id), eq(reviewCards.subject, subject)))
      .for("update");
    if (!card) return undefined;
    const outcome = applyGrade(stateOf(card), grade, reviewCount, now);
    if (!outcome.counted) return false;
    const [logged] = await tx
      .insert(reviewLog)
      .values({ wordId: id, reps: card.reps, grade, stateBefore: card.state, dueBefore: card.due, reviewedAt: now })
      .onConflictDoNothing()
      .returning({ id: reviewLog.id });
    if (!logged) return false;
    await tx.update(reviewCards).set(cardColumns(outcome.state)).where(eq(reviewCards.wordId, id));
    return true;
  });
  if (counted === undefined) return undefined;
  const word = await findWord(db, subject, id);
  return word && { counted, word };
}
