import { DOMParser } from "@xmldom/xmldom";
import { describe, expect, it } from "vitest";
import { rightFixtures } from "../access/right-fixtures.ts";
import type { Visitor } from "../access/visitor.ts";
import {
  episodesFor,
  escapeXml,
  isPodcastToken,
  itunesDuration,
  type PodcastEpisode,
  podcastAppOf,
  podcastFeedXml,
} from "./podcast-feed.ts";

const now = Date.parse("2026-11-20T03:00:00Z");
const rights = rightFixtures(now);
const signedIn = (right: Visitor["right"]): Visitor => ({ isAuthenticated: true, right });

const episode = (articleId: number, isFree: boolean, publishedAt: string): PodcastEpisode => ({
  articleId,
  isFree,
  titleEn: `Title ${articleId} & <more>`,
  titleJa: `見出し${articleId}`,
  leadEn: "A lead with \"quotes\" and 'apostrophes'.",
  leadJa: "リード文。",
  publishedAt: new Date(publishedAt),
  durationMs: 74_617,
  link: `https://awd.example/awd/news/${articleId}`,
  imageUrl: `https://api.awd.example/static/media/images/${articleId}-main.webp`,
  fileUrl: `https://api.awd.example/podcast/feeds/TOKEN/episodes/${articleId}.m4a?a=1&b=2`,
  fileBytes: 122_242,
});

const episodes = [
  episode(101, true, "2026-11-01T00:00:00Z"),
  episode(102, false, "2026-11-03T00:00:00Z"),
  episode(103, false, "2026-11-02T00:00:00Z"),
];

describe("episodesFor", () => {
  it.each([
    { who: "a digital subscriber", visitor: signedIn(rights.digital), ids: [102, 103, 101] },
    { who: "a free member", visitor: signedIn(rights.free), ids: [101] },
    { who: "an expired subscriber", visitor: signedIn(rights.expiredDigital), ids: [101] },
    { who: "an anonymous visitor", visitor: { isAuthenticated: false, right: rights.free }, ids: [101] },
  ])("gives $who the episodes they may hear, newest first", ({ visitor, ids }) => {
    expect(episodesFor(episodes, visitor, now).map((e) => e.articleId)).toEqual(ids);
  });
});

const parse = (xml: string) => {
  const errors: string[] = [];
  const document = new DOMParser({ onError: (level, message) => errors.push(`${level}: ${message}`) }).parseFromString(
    xml,
    "text/xml",
  );
  expect(errors).toEqual([]);
  return document;
};
const itunes = "http://www.itunes.com/dtds/podcast-1.0.dtd";

describe("podcastFeedXml", () => {
  const channel = {
    title: "AWD 音声記事",
    description: "Listen & learn",
    link: "https://awd.example/awd",
    feedUrl: "https://api.awd.example/podcast/feed.xml",
    imageUrl: "https://awd.example/awd/podcast-cover.png",
  };
  const xml = podcastFeedXml(channel, episodes, new Date(now));
  const document = parse(xml);
  const items = Array.from(document.getElementsByTagName("item"));

  it("is RSS 2.0 with the channel tags podcast apps require", () => {
    const rss = document.documentElement;
    expect(rss?.getAttribute("version")).toBe("2.0");
    const channelElement = document.getElementsByTagName("channel")[0];
    const text = (name: string) => channelElement?.getElementsByTagName(name)[0]?.textContent;
    expect(text("title")).toBe("AWD 音声記事");
    expect(text("description")).toBe("Listen & learn");
    expect(text("language")).toBe("en");
    expect(text("lastBuildDate")).toBe("Fri, 20 Nov 2026 03:00:00 GMT");
    expect(document.getElementsByTagNameNS(itunes, "image")[0]?.getAttribute("href")).toBe(channel.imageUrl);
    expect(document.getElementsByTagNameNS(itunes, "category")[0]?.getAttribute("text")).toBe("Education");
    expect(document.getElementsByTagNameNS(itunes, "explicit")[0]?.textContent).toBe("false");
  });

  it("lists every episode with title, lead, guid, date, duration, cover art and an AAC enclosure", () => {
    expect(items).toHaveLength(3);
    const first = items[0];
    const text = (name: string) => first?.getElementsByTagName(name)[0]?.textContent;
    expect(text("title")).toBe("Title 101 & <more> / 見出し101");
    expect(text("description")).toBe("A lead with \"quotes\" and 'apostrophes'.\n\nリード文。");
    expect(text("guid")).toBe("awd-article-101");
    expect(text("pubDate")).toBe("Sun, 01 Nov 2026 00:00:00 GMT");
    expect(first?.getElementsByTagNameNS(itunes, "duration")[0]?.textContent).toBe("0:01:15");
    expect(first?.getElementsByTagNameNS(itunes, "image")[0]?.getAttribute("href")).toBe(episodes[0]?.imageUrl);
    const enclosure = first?.getElementsByTagName("enclosure")[0];
    expect(enclosure?.getAttribute("url")).toBe(episodes[0]?.fileUrl);
    expect(enclosure?.getAttribute("length")).toBe("122242");
    expect(enclosure?.getAttribute("type")).toBe("audio/mp4");
  });

  it("is well-formed with no episodes", () => {
    expect(parse(podcastFeedXml(channel, [], new Date(now))).getElementsByTagName("item")).toHaveLength(0);
  });
});

describe("escapeXml", () => {
  it.each([
    ["a & b", "a &amp; b"],
    ["<tag>", "&lt;tag&gt;"],
    [`"'`, "&quot;&apos;"],
    ["bell\u0007", "bell"],
    ["日本語", "日本語"],
  ])("%j becomes %j", (text, escaped) => expect(escapeXml(text)).toBe(escaped));
});

describe("itunesDuration", () => {
  it.each([
    [0, "0:00:00"],
    [59_499, "0:00:59"],
    [74_617, "0:01:15"],
    [3_600_000, "1:00:00"],
  ])("%i ms is %s", (ms, text) => expect(itunesDuration(ms)).toBe(text));
});

describe("podcastAppOf", () => {
  it.each([
    ["Overcast/3.0 (+http://overcast.fm/; iOS podcast app)", "Overcast"],
    ["Podcasts/1650.20 CFNetwork/1408.0.4 Darwin/22.5.0", "Apple Podcasts"],
    ["AppleCoreMedia/1.0.0.20E252 (iPhone; U; CPU OS 16_4 like Mac OS X)", "Apple Podcasts"],
    ["PocketCasts/1.0 (Pocket Casts Feed Parser; +http://pocketcasts.com/)", "Pocket Casts"],
    ["AntennaPod/3.2.0", "AntennaPod"],
    ["Mozilla/5.0 (X11; Linux x86_64) Chrome/120", "browser"],
    ["curl/8.0", "other"],
    [undefined, "other"],
  ])("%j is %s", (userAgent, app) => expect(podcastAppOf(userAgent)).toBe(app));
});

describe("isPodcastToken", () => {
  it.each([
    ["a".repeat(43), true],
    ["Ab0_-".padEnd(43, "x"), true],
    ["a".repeat(42), false],
    ["a".repeat(44), false],
    [`${"a".repeat(42)}=`, false],
  ])("%s: %s", (token, valid) => expect(isPodcastToken(token)).toBe(valid));
});
