import { seriesById, seriesCatalogue } from "@awd/core/series";
import { eq, inArray } from "drizzle-orm";
import { announceSharedDataChange, type Database } from "../client.ts";
import {
  articleParagraphs,
  articles,
  audios,
  credits,
  glossaryEntries,
  images,
  quizItems,
  relations,
  searchRecords,
  series,
  weeklyIssues,
} from "../schema/content.ts";
import { indexSearchRecords, syncSearchIndex } from "../search/index-records.ts";
import type { EditionArticle } from "./read-edition.ts";
import { relatedArticles } from "./related-articles.ts";

export interface ImportCounts {
  written: number;
  unchanged: number;
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The series rows come from the core catalogue (docs/product/lists-and-paging.md#series), not from content files. */
export async function upsertSeries(db: Database): Promise<void> {
  for (const [position, s] of seriesCatalogue.entries()) {
    const row = { ...s, position };
    await db.insert(series).values(row).onConflictDoUpdate({ target: series.id, set: row });
  }
}

function quizRows(a: EditionArticle): (typeof quizItems.$inferInsert)[] {
  const { file } = a;
  const choice = (file.quiz ?? []).map((q) => ({
    kind: "choice" as const,
    question: q.question,
    choices: q.choices,
    answer: String(q.answer),
    explanation: q.explanation,
  }));
  const listeningKind = file.seriesId === "ListenAndRepeat" ? ("repeat" as const) : ("dictation" as const);
  const listening = (file.listening ?? []).map((l) => ({
    kind: listeningKind,
    question: l.ja,
    choices: [],
    answer: l.sentence,
    explanation: l.ja,
  }));
  return [...choice, ...listening].map((row, position) => ({ ...row, articleId: file.id, position }));
}

function searchRecord(a: EditionArticle): typeof searchRecords.$inferInsert {
  const { file, media } = a;
  const s = seriesById(file.seriesId);
  if (!s) throw new Error(`unknown series ${file.seriesId}`);
  const all = [file.lead, ...file.paragraphs];
  return {
    objectID: `article-${file.id}`,
    articleId: file.id,
    magazineName: s.name,
    level: s.level,
    contentId: String(file.id),
    content: s.path,
    titleEn: file.titleEn,
    titleJa: file.titleJa,
    textEn: all.map((p) => p.en).join("\n"),
    textJa: all.map((p) => p.ja).join("\n"),
    thumbnail: media.images.thumbnail.path,
  };
}

async function writeArticle(tx: Transaction, a: EditionArticle): Promise<void> {
  const { file, media, hash } = a;
  const s = seriesById(file.seriesId);
  if (!s) throw new Error(`unknown series ${file.seriesId}`);
  await tx.insert(weeklyIssues).values({ date: file.issue }).onConflictDoNothing();
  // Children are replaced whole: an article's paragraphs, glossary and quiz are one unit of editing.
  await tx.delete(articles).where(eq(articles.id, file.id));
  await tx.insert(articles).values({
    id: file.id,
    seriesId: file.seriesId,
    issueDate: file.issue,
    publishedAt: new Date(file.publishedAt),
    level: s.level,
    isFree: file.isFree,
    titleEn: file.titleEn,
    titleJa: file.titleJa,
    leadEn: file.lead.en,
    leadJa: file.lead.ja,
    sourceHash: hash,
  });
  await tx
    .insert(articleParagraphs)
    .values(file.paragraphs.map((p, position) => ({ articleId: file.id, position, textEn: p.en, textJa: p.ja })));
  await tx.insert(glossaryEntries).values(file.glossary.map((g, position) => ({ articleId: file.id, position, ...g })));
  const quiz = quizRows(a);
  if (quiz.length > 0) await tx.insert(quizItems).values(quiz);
  await tx.insert(credits).values({ articleId: file.id, ...file.credits });
  await tx.insert(images).values(
    (["main", "thumbnail"] as const).map((role) => ({
      articleId: file.id,
      role,
      ...media.images[role],
      imageDescription: file.image.description,
    })),
  );
  if (media.audio) {
    const { aac, ...audio } = media.audio;
    await tx.insert(audios).values({ articleId: file.id, ...audio, aacPath: aac?.path, aacBytes: aac?.bytes });
  }
  const record = searchRecord(a);
  await tx.insert(searchRecords).values(record);
  await indexSearchRecords(tx, [record.objectID]);
}

async function rebuildRelations(tx: Transaction): Promise<void> {
  const rows = await tx
    .select({
      id: articles.id,
      seriesId: articles.seriesId,
      category: series.category,
      publishedAt: articles.publishedAt,
    })
    .from(articles)
    .innerJoin(series, eq(series.id, articles.seriesId));
  await tx.delete(relations);
  const links = relatedArticles(rows).flatMap(({ articleId, related }) =>
    related.map((relatedId, position) => ({ articleId, position, relatedId })),
  );
  for (let i = 0; i < links.length; i += 500) await tx.insert(relations).values(links.slice(i, i + 500));
}

/**
 * Upserts the articles whose source changed and rebuilds relations when anything did.
 * A second run over the same files writes nothing.
 */
export async function importEdition(
  db: Database,
  edition: EditionArticle[],
  onProgress: (done: number, total: number, counts: ImportCounts) => void = () => {},
): Promise<ImportCounts & { writtenIds: number[] }> {
  await upsertSeries(db);
  const known = new Map<number, string>();
  const ids = edition.map((a) => a.file.id);
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .select({ id: articles.id, hash: articles.sourceHash })
      .from(articles)
      .where(inArray(articles.id, ids.slice(i, i + 500)));
    for (const r of rows) known.set(r.id, r.hash);
  }
  const counts: ImportCounts = { written: 0, unchanged: 0 };
  const changed = edition.filter((a) => known.get(a.file.id) !== a.hash);
  counts.unchanged = edition.length - changed.length;
  onProgress(counts.unchanged, edition.length, counts);
  for (const a of changed) {
    await db.transaction((tx) => writeArticle(tx, a));
    counts.written += 1;
    onProgress(counts.unchanged + counts.written, edition.length, counts);
  }
  if (changed.length > 0) await db.transaction((tx) => rebuildRelations(tx));
  await syncSearchIndex(db, changed.length > 0);
  if (changed.length > 0) await announceSharedDataChange(db);
  return { ...counts, writtenIds: changed.map((a) => a.file.id) };
}
