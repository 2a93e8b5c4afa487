import { createHash, randomBytes } from "node:crypto";
import type { PodcastFeedStatus } from "@awd/core/contract/podcast";
import type { Database } from "@awd/db/client";
import { articles, audios, images, series } from "@awd/db/schema/content";
import { podcastFeedTokens } from "@awd/db/schema/podcast";
import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";

// docs/product/podcast-feed.md#the-feed-url: only a token's SHA-256 is stored, so the URL is shown once.

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** The reader's live feed URL, if any. */
export async function feedStatus(db: Database, subject: string): Promise<PodcastFeedStatus> {
  const [row] = await db
    .select({ createdAt: podcastFeedTokens.createdAt })
    .from(podcastFeedTokens)
    .where(and(eq(podcastFeedTokens.subject, subject), isNull(podcastFeedTokens.revokedAt)));
  return { issued: row !== undefined, issuedAt: row ? row.createdAt.toISOString() : null };
}

/** Stops the reader's live feed URL; its feed and episodes answer 410 from now on. */
export async function revokeFeedToken(db: Database, subject: string, now: Date): Promise<void> {
  await db
    .update(podcastFeedTokens)
    .set({ revokedAt: now })
    .where(and(eq(podcastFeedTokens.subject, subject), isNull(podcastFeedTokens.revokedAt)));
}

/** A new token for the reader (32 random bytes), stopping the one they had. */
export async function issueFeedToken(db: Database, subject: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await revokeFeedToken(tx, subject, now);
    await tx.insert(podcastFeedTokens).values({ tokenHash: hashOf(token), subject, createdAt: now });
  });
  return token;
}

/** Whose a token is, and whether it was stopped; undefined when it was never issued. */
export async function tokenHolder(
  db: Database,
  token: string,
): Promise<{ subject: string; revoked: boolean } | undefined> {
  const [row] = await db
    .select({ subject: podcastFeedTokens.subject, revokedAt: podcastFeedTokens.revokedAt })
    .from(podcastFeedTokens)
    .where(eq(podcastFeedTokens.tokenHash, hashOf(token)));
  return row ? { subject: row.subject, revoked: row.revokedAt !== null } : undefined;
}

/** Every article with an AAC rendition, newest first, with what its feed item shows. */
export async function podcastArticles(db: Database) {
  return (
    db
      .select({
        articleId: articles.id,
        seriesPath: series.path,
        isFree: articles.isFree,
        titleEn: articles.titleEn,
        titleJa: articles.titleJa,
        leadEn: articles.leadEn,
        leadJa: articles.leadJa,
        publishedAt: articles.publishedAt,
        durationMs: audios.durationMs,
        aacPath: audios.aacPath,
        aacBytes: audios.aacBytes,
      })
      .from(articles)
      .innerJoin(series, eq(series.id, articles.seriesId))
      .innerJoin(audios, eq(audios.articleId, articles.id))
      // An episode's artwork is drawn from its main illustration (episodeArtwork).
      .innerJoin(images, and(eq(images.articleId, articles.id), eq(images.role, "main")))
      .where(isNotNull(audios.aacPath))
      .orderBy(desc(articles.publishedAt), desc(articles.id))
  );
}

/** An article's AAC rendition and whether it is free; undefined when it has none. */
export async function episodeFile(db: Database, articleId: number) {
  const [row] = await db
    .select({ isFree: articles.isFree, path: audios.aacPath })
    .from(audios)
    .innerJoin(articles, eq(articles.id, audios.articleId))
    .where(eq(audios.articleId, articleId));
  return row?.path ? { isFree: row.isFree, path: row.path } : undefined;
}
