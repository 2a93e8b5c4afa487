import { type ArticleAccess, articleAccess } from "@awd/core/article-access";
import type { Visitor } from "@awd/core/visitor";
import type { Database } from "@awd/db/client";
import {
  articleParagraphs,
  articles,
  audios,
  credits,
  glossaryEntries,
  images,
  quizItems,
  series,
} from "@awd/db/schema/content";
import { and, asc, eq } from "drizzle-orm";
import type { StaticSigner } from "../static-signing.ts";

const imageOf = (row: typeof images.$inferSelect) => ({
  path: row.path,
  width: row.width,
  height: row.height,
  blurhash: row.blurhash,
  imageDescription: row.imageDescription,
});

async function publicPart(db: Database, seriesPath: string, id: number) {
  const [row] = await db
    .select({ article: articles, series, credits })
    .from(articles)
    .innerJoin(series, eq(series.id, articles.seriesId))
    .innerJoin(credits, eq(credits.articleId, articles.id))
    .where(and(eq(articles.id, id), eq(series.path, seriesPath)));
  if (!row) return undefined;
  const imageRows = await db.select().from(images).where(eq(images.articleId, id));
  const main = imageRows.find((i) => i.role === "main");
  const thumbnail = imageRows.find((i) => i.role === "thumbnail");
  const { position: _position, ...seriesFields } = row.series;
  const a = row.article;
  return {
    id: a.id,
    series: seriesFields,
    issueDate: a.issueDate,
    publishedAt: a.publishedAt.toISOString(),
    level: a.level,
    isFree: a.isFree,
    titleEn: a.titleEn,
    titleJa: a.titleJa,
    lead: { en: a.leadEn, ja: a.leadJa },
    credits: { author: row.credits.author, illustrator: row.credits.illustrator },
    images: { main: main ? imageOf(main) : null, thumbnail: thumbnail ? imageOf(thumbnail) : null },
  };
}

/** The paid part: paragraphs, translation, glossary, quiz answers and audio. Only after access is granted. */
async function body(db: Database, id: number, isFree: boolean, signer: StaticSigner) {
  const [paragraphs, glossary, quiz, [audio]] = await Promise.all([
    db
      .select({ en: articleParagraphs.textEn, ja: articleParagraphs.textJa })
      .from(articleParagraphs)
      .where(eq(articleParagraphs.articleId, id))
      .orderBy(asc(articleParagraphs.position)),
    db
      .select({
        word: glossaryEntries.word,
        partOfSpeech: glossaryEntries.partOfSpeech,
        meaning: glossaryEntries.meaning,
      })
      .from(glossaryEntries)
      .where(eq(glossaryEntries.articleId, id))
      .orderBy(asc(glossaryEntries.position)),
    db
      .select({
        kind: quizItems.kind,
        question: quizItems.question,
        choices: quizItems.choices,
        answer: quizItems.answer,
        explanation: quizItems.explanation,
      })
      .from(quizItems)
      .where(eq(quizItems.articleId, id))
      .orderBy(asc(quizItems.position)),
    db.select().from(audios).where(eq(audios.articleId, id)),
  ]);
  return {
    paragraphs,
    glossary,
    quiz,
    audio: audio
      ? {
          // Free audio is public; paid audio is reachable only through a short-lived signed URL.
          url: isFree ? audio.path : signer.sign(audio.path),
          durationMs: audio.durationMs,
          sentences: audio.sentences,
        }
      : null,
  };
}

export type ArticleDetail = NonNullable<Awaited<ReturnType<typeof publicPart>>> & {
  access: boolean;
  reason: Extract<ArticleAccess, { access: false }>["reason"] | null;
  body: Awaited<ReturnType<typeof body>> | null;
};

/**
 * One article as this visitor may see it: the public part always; the body only when the
 * paywall rule grants access, so paid text never leaves the server otherwise.
 */
export async function getArticle(
  db: Database,
  seriesPath: string,
  id: number,
  visitor: Visitor,
  signer: StaticSigner,
  now: number,
): Promise<ArticleDetail | undefined> {
  const article = await publicPart(db, seriesPath, id);
  if (!article) return undefined;
  const access = articleAccess(article, visitor, now);
  if (!access.access) return { ...article, access: false, reason: access.reason, body: null };
  return { ...article, access: true, reason: null, body: await body(db, id, article.isFree, signer) };
}
