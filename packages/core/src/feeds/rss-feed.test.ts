import { DOMParser, type Element } from "@xmldom/xmldom";
import { describe, expect, it } from "vitest";
import { type FeedItem, feedItemsMax, rssFeed } from "./rss-feed.ts";

const parse = (xml: string) => {
  const errors: string[] = [];
  const document = new DOMParser({ onError: (level, message) => errors.push(`${level}: ${message}`) }).parseFromString(
    xml,
    "text/xml",
  );
  expect(errors).toEqual([]);
  return document;
};

const channel = {
  title: "AWD",
  description: "英字新聞で学ぶ英語",
  link: "https://awd.example/awd",
  selfUrl: "https://awd.example/awd/feed.xml",
  language: "ja",
};

const item = (id: number, publishedAt: string, overrides: Partial<FeedItem> = {}): FeedItem => ({
  url: `https://awd.example/awd/news-topics/${id}`,
  titleEn: `Title ${id}`,
  titleJa: `題 ${id}`,
  lead: `Lead ${id}`,
  publishedAt,
  category: "News",
  image: { url: `https://awd.example/awd/static/media/images/${id}-main.webp`, width: 720, height: 492 },
  ...overrides,
});

const itemsOf = (xml: string) => Array.from(parse(xml).getElementsByTagName("item"));
const child = (element: Element, tag: string) => element.getElementsByTagName(tag)[0];

describe("rssFeed", () => {
  it("is RSS 2.0 with its channel, its own URL and the newest item's date", () => {
    const document = parse(rssFeed(channel, [item(1, "2026-11-20T06:00:00+09:00")]));
    const rss = document.documentElement;
    expect(rss?.tagName).toBe("rss");
    expect(rss?.getAttribute("version")).toBe("2.0");
    const channelElement = document.getElementsByTagName("channel")[0];
    expect(channelElement && child(channelElement, "title")?.textContent).toBe("AWD");
    expect(document.getElementsByTagName("atom:link")[0]?.getAttribute("href")).toBe(channel.selfUrl);
    expect(document.getElementsByTagName("lastBuildDate")[0]?.textContent).toBe("Thu, 19 Nov 2026 21:00:00 GMT");
  });

  it("gives each item both titles, the lead, the link and the image", () => {
    const [first] = itemsOf(rssFeed(channel, [item(7, "2026-11-20T06:00:00+09:00", { titleEn: "Rice & <Heat>" })]));
    expect(first && child(first, "title")?.textContent).toBe("Rice & <Heat>（題 7）");
    expect(first && child(first, "description")?.textContent).toBe("Lead 7");
    expect(first && child(first, "link")?.textContent).toBe("https://awd.example/awd/news-topics/7");
    expect(first && child(first, "guid")?.getAttribute("isPermaLink")).toBe("true");
    expect(first && child(first, "pubDate")?.textContent).toBe("Thu, 19 Nov 2026 21:00:00 GMT");
    const media = first && child(first, "media:content");
    expect(media?.getAttribute("url")).toBe("https://awd.example/awd/static/media/images/7-main.webp");
    expect(media?.getAttribute("medium")).toBe("image");
  });

  it("leaves out an image the article does not have", () => {
    const [first] = itemsOf(rssFeed(channel, [item(1, "2026-11-20T06:00:00+09:00", { image: null })]));
    expect(first && child(first, "media:content")).toBeUndefined();
  });

  it("lists the newest items first, at most the limit", () => {
    const many = Array.from({ length: feedItemsMax + 5 }, (_, i) =>
      item(i + 1, new Date(Date.UTC(2026, 9, 1 + i)).toISOString()),
    );
    const links = itemsOf(rssFeed(channel, many)).map((e) => child(e, "link")?.textContent);
    expect(links.length).toBe(feedItemsMax);
    expect(links[0]).toBe(`https://awd.example/awd/news-topics/${feedItemsMax + 5}`);
  });

  it("drops characters XML cannot hold instead of breaking the feed", () => {
    const [first] = itemsOf(rssFeed(channel, [item(1, "2026-11-20T06:00:00+09:00", { lead: "a\u0001b\ud800c" })]));
    expect(first && child(first, "description")?.textContent).toBe("abc");
  });

  it("is a valid channel without items", () => {
    expect(itemsOf(rssFeed(channel, []))).toEqual([]);
  });
});
