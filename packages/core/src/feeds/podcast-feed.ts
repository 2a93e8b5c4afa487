import { articleAccess } from "../access/article-access.ts";
import type { Visitor } from "../access/visitor.ts";

// docs/product/podcast-feed.md: the private podcast feed of a reader (every audio article they may
// hear) and the public one (the free episodes), as RSS 2.0 with the iTunes tags podcast apps read.

/** A feed URL's token: 32 random bytes, base64url (43 characters). */
export const podcastTokenPattern = /^[A-Za-z0-9_-]{43}$/;
export const isPodcastToken = (text: string): boolean => podcastTokenPattern.test(text);

/**
 * An episode's artwork: podcast apps take a square JPEG or PNG of 1,400 to 3,000 pixels (not the
 * article's WebP), so `npm run content:images` draws each audio article's illustration as a square
 * JPEG of 1,400 pixels, served with the content's media at this path.
 */
export const episodeArtwork = {
  size: 1400,
  path: (articleId: number) => `media/images/${articleId}-cover.jpg`,
} as const;

export interface PodcastEpisode {
  articleId: number;
  isFree: boolean;
  titleEn: string;
  titleJa: string;
  leadEn: string;
  leadJa: string;
  publishedAt: Date;
  durationMs: number;
  /** The article page. */
  link: string;
  imageUrl: string;
  /** A stable URL: podcast apps download it later, so it must not expire itself. */
  fileUrl: string;
  fileBytes: number;
}

export interface PodcastChannel {
  title: string;
  description: string;
  /** The site. */
  link: string;
  /** This feed's own URL. */
  feedUrl: string;
  imageUrl: string;
}

/** The episodes a visitor may hear, newest first: a free member or an expired right gets the free ones only. */
export const episodesFor = <T extends { isFree: boolean; publishedAt: Date }>(
  episodes: readonly T[],
  visitor: Visitor,
  now: number,
): T[] =>
  episodes
    .filter((episode) => articleAccess(episode, visitor, now).access)
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
/** Text or attribute content with XML's special characters escaped, and characters XML 1.0 forbids dropped. */
export const escapeXml = (text: string): string =>
  text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/[&<>"']/g, (c) => escapes[c] ?? c);

/** itunes:duration as H:MM:SS, whole seconds rounded. */
export const itunesDuration = (ms: number): string => {
  const total = Math.max(0, Math.round(ms / 1000));
  const two = (n: number) => String(n).padStart(2, "0");
  return `${Math.floor(total / 3600)}:${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
};

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

const episodeXml = (episode: PodcastEpisode): string => {
  const title = `${episode.titleEn} / ${episode.titleJa}`;
  const description = `${episode.leadEn}\n\n${episode.leadJa}`;
  return [
    "<item>",
    element("title", title),
    element("description", description),
    element("link", episode.link),
    // The guid names the article, not the file URL, so a new feed URL does not make apps download again.
    `<guid isPermaLink="false">awd-article-${episode.articleId}</guid>`,
    element("pubDate", episode.publishedAt.toUTCString()),
    `<enclosure url="${escapeXml(episode.fileUrl)}" length="${episode.fileBytes}" type="audio/mp4"/>`,
    element("itunes:title", title),
    element("itunes:summary", description),
    element("itunes:duration", itunesDuration(episode.durationMs)),
    `<itunes:image href="${escapeXml(episode.imageUrl)}"/>`,
    element("itunes:episodeType", "full"),
    element("itunes:explicit", "false"),
    "</item>",
  ].join("\n");
};

/** The feed as RSS 2.0 with the iTunes namespace; `now` is its lastBuildDate. */
export const podcastFeedXml = (channel: PodcastChannel, episodes: readonly PodcastEpisode[], now: Date): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    element("title", channel.title),
    element("description", channel.description),
    element("link", channel.link),
    `<atom:link href="${escapeXml(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    element("language", "en"),
    element("lastBuildDate", now.toUTCString()),
    element("itunes:author", "AWD"),
    element("itunes:summary", channel.description),
    `<itunes:image href="${escapeXml(channel.imageUrl)}"/>`,
    '<itunes:category text="Education"><itunes:category text="Language Learning"/></itunes:category>',
    element("itunes:explicit", "false"),
    element("itunes:type", "episodic"),
    ...episodes.map(episodeXml),
    "</channel>",
    "</rss>",
    "",
  ].join("\n");

// The app is named from its User-Agent for the analytics event; first match wins.
const podcastApps: [RegExp, string][] = [
  [/Overcast/i, "Overcast"],
  [/Pocket ?Casts/i, "Pocket Casts"],
  [/Castro/i, "Castro"],
  [/AntennaPod/i, "AntennaPod"],
  [/PodcastAddict/i, "Podcast Addict"],
  [/Spotify/i, "Spotify"],
  [/Podcasts\/|AppleCoreMedia|iTunes/i, "Apple Podcasts"],
  [/Mozilla\//, "browser"],
];

/** The podcast app a feed fetch came from, as the analytics event names it; "other" when unknown. */
export const podcastAppOf = (userAgent: string | undefined): string =>
  podcastApps.find(([pattern]) => pattern.test(userAgent ?? ""))?.[1] ?? "other";
