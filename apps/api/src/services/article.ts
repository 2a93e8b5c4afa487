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
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { SharedReadCache } from "../shared-read-cache.ts";
import type { StaticSigner } from "../static-signing.ts";

type ImageRow = Omit<typeof images.$inferSelect, "articleId">;

const imageOf = (row: ImageRow) => ({
  path: row.path,
  width: row.width,
  height: row.height,
  blurhash: row.blurhash,
  imageDescription: row.imageDescription,
});

// The parts of an article beside its row, each gathered as JSON by a subquery of the same statement.
const jsonList = (query: SQL) => sql`coalesce((${query}), '[]'::json)`;

/**
 * Everything of one article in one query: its row, series and credits, images, and the paid part
 * (paragraphs, glossary, quiz and audio), which leaves the server only after access is granted.
 */
async function articleContent(db: Database, seriesPath: string, id: number) {
  const [row] = await db
    .select({
      article: articles,
      series,
      credits,
      images: sql<ImageRow[]>`${jsonList(sql`SELECT json_agg(json_build_object('role', i.role, 'path', i.path,
        'width', i.width, 'height', i.height, 'blurhash', i.blurhash, 'imageDescription', i.image_description))
        FROM ${images} i WHERE i.article_id = ${articles.id}`)}`,
      paragraphs: sql<{ en: string; ja: string }[]>`${jsonList(sql`SELECT json_agg(json_build_object('en', p.text_en,
        'ja', p.text_ja) ORDER BY p.position) FROM ${articleParagraphs} p WHERE p.article_id = ${articles.id}`)}`,
      glossary: sql<{ word: string; partOfSpeech: string; meaning: string }[]>`${jsonList(sql`SELECT json_agg(
        json_build_object('word', g.word, 'partOfSpeech', g.part_of_speech, 'meaning', g.meaning) ORDER BY g.position)
        FROM ${glossaryEntries} g WHERE g.article_id = ${articles.id}`)}`,
      quiz: sql<Omit<typeof quizItems.$inferSelect, "articleId" | "position">[]>`${jsonList(sql`SELECT json_agg(
        json_build_object('kind', q.kind, 'question', q.question, 'choices', q.choices, 'answer', q.answer,
        'explanation', q.explanation) ORDER BY q.position) FROM ${quizItems} q WHERE q.article_id = ${articles.id}`)}`,
      audio: sql<Pick<typeof audios.$inferSelect, "path" | "durationMs" | "sentences"> | null>`(SELECT
        json_build_object('path', a.path, 'durationMs', a.duration_ms, 'sentences', a.sentences)
        FROM ${audios} a WHERE a.article_id = ${articles.id})`,
    })
    .from(articles)
    .innerJoin(series, eq(series.id, articles.seriesId))
    .innerJoin(credits, eq(credits.articleId, articles.id))
    .where(and(eq(articles.id, id), eq(series.path, seriesPath)));
  if (!row) return undefined;
  const main = row.images.find((i) => i.role === "main");
  const thumbnail = row.images.find((i) => i.role === "thumbnail");
  const { position: _position, ...seriesFields } = row.series;
  const a = row.article;
  const publicPart = {
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
  return { publicPart, paid: { paragraphs: row.paragraphs, glossary: row.glossary, quiz: row.quiz, audio: row.audio } };
}

type ArticleContent = NonNullable<Awaited<ReturnType<typeof articleContent>>>;

/** The paid part as a reader with access gets it: paid audio only through a short-lived signed URL. */
function body({ paid }: ArticleContent, isFree: boolean, signer: StaticSigner) {
  const { audio } = paid;
  return {
    paragraphs: paid.paragraphs,
    glossary: paid.glossary,
    quiz: paid.quiz,
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

export type ArticleDetail = ArticleContent["publicPart"] & {
  access: boolean;
  reason: Extract<ArticleAccess, { access: false }>["reason"] | null;
  body: ReturnType<typeof body> | null;
};

/**
 * One article as this visitor may see it: the public part always; the body only when the
 * paywall rule grants access, so paid text never leaves the server otherwise. The article's content
 * is the same for every visitor: this process keeps it as briefly as the anonymous answers
 * (`kept`, emptied at once by an import), and judges access for each request.
 */
export async function getArticle(
  db: Database,
  seriesPath: string,
  id: number,
  visitor: Visitor,
  signer: StaticSigner,
  now: number,
  kept?: SharedReadCache,
): Promise<ArticleDetail | undefined> {
  const read = () => articleContent(db, seriesPath, id);
  const content = await (kept ? kept.keep(`article ${seriesPath}/${id}`, now, read) : read());
  if (!content) return undefined;
  const article = content.publicPart;
  const access = articleAccess(article, visitor, now);
  if (!access.access) return { ...article, access: false, reason: access.reason, body: null };
  return { ...article, access: true, reason: null, body: body(content, article.isFree, signer) };
}
