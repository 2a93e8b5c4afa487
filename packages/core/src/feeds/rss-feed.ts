import { xmlDeclaration, xmlText } from "./xml-text.ts";

// docs/product/search-engines-and-feeds.md#public-feeds: RSS 2.0 of the newest articles, each item
// with both titles, the lead (which every visitor may read), the link and the image. Items carry
// nothing else of an article: never a paragraph of a paid text.

export const feedItemsMax = 30;

export interface FeedItem {
  url: string;
  titleEn: string;
  titleJa: string;
  /** The lead in English: public for every article, free or paid. */
  lead: string;
  /** ISO 8601 instant. */
  publishedAt: string;
  category: string;
  image: { url: string; width: number; height: number } | null;
}

export interface FeedChannel {
  title: string;
  description: string;
  /** The page the feed is of. */
  link: string;
  /** The feed's own URL. */
  selfUrl: string;
  language: string;
}

const mediaNamespace = "http://search.yahoo.com/mrss/";
const atomNamespace = "http://www.w3.org/2005/Atom";

const element = (name: string, text: string) => `<${name}>${xmlText(text)}</${name}>`;

/** `English title（日本語の題）`, the way the site's pages title an article. */
export const bilingualTitle = (titleEn: string, titleJa: string) => `${titleEn}（${titleJa}）`;

function itemXml(item: FeedItem): string {
  const image = item.image
    ? `<media:content url="${xmlText(item.image.url)}" medium="image" width="${item.image.width}" height="${item.image.height}"/>`
    : "";
  return [
    "<item>",
    element("title", bilingualTitle(item.titleEn, item.titleJa)),
    element("link", item.url),
    `<guid isPermaLink="true">${xmlText(item.url)}</guid>`,
    element("description", item.lead),
    element("category", item.category),
    element("pubDate", new Date(item.publishedAt).toUTCString()),
    image,
    "</item>",
  ].join("");
}

/** The feed, its items newest first and at most feedItemsMax; lastBuildDate is the newest item's date. */
export function rssFeed(channel: FeedChannel, items: readonly FeedItem[]): string {
  const newest = [...items]
    .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))
    .slice(0, feedItemsMax);
  const built = newest[0] ? element("lastBuildDate", new Date(newest[0].publishedAt).toUTCString()) : "";
  return [
    xmlDeclaration,
    `<rss version="2.0" xmlns:atom="${atomNamespace}" xmlns:media="${mediaNamespace}">`,
    "<channel>",
    element("title", channel.title),
    element("link", channel.link),
    element("description", channel.description),
    element("language", channel.language),
    `<atom:link href="${xmlText(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    built,
    ...newest.map(itemXml),
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
