import { describe, expect, it } from "vitest";
import { type Edition, homeListKeys, pagesToRefresh, readerUrl } from "./front-refresh";

// Twelve to a page: the home list holds 200 articles (17 pages), of which the newest 100 fill 9.
// News holds 30 (3 pages), Quiz 1; the news series 30, the quiz series none yet; 14 audios (2 pages).
const total = (category: string, level?: string) =>
  category === "Home"
    ? level
      ? 20
      : 200
    : category === "News"
      ? level === "advanced"
        ? 0
        : 30
      : category === "Quiz"
        ? 1
        : 0;
const edition: Edition = {
  homeLists: homeListKeys().map((list) => ({ ...list, total: total(list.category, list.level) })),
  series: [
    { path: "news-topics", total: 30 },
    { path: "weekly-quiz", total: 0 },
  ],
  audios: 14,
  changed: [
    { id: 2, seriesPath: "news-topics", publishedAt: "2026-11-21T06:00:00+09:00", hasAudio: true },
    { id: 4, seriesPath: "news-topics", publishedAt: "2026-10-31T23:30:00+09:00", hasAudio: false },
  ],
};

describe("readerUrl: the URL a browser asks for a site href", () => {
  it.each([
    ["/", "/awd"],
    ["/?page=2", "/awd?page=2"],
    ["/?category=News&level=beginner", "/awd?category=News&level=beginner"],
    ["/news-topics?page=2", "/awd/news-topics?page=2"],
    ["/audios/2", "/awd/audios/2"],
  ])("%s → %s", (href, url) => {
    expect(readerUrl(href)).toBe(url);
  });
});

describe("pagesToRefresh after an import", () => {
  const urls = pagesToRefresh(edition, 12);

  it("fetches the pages of every list that hold the newest articles, by the URLs its links use", () => {
    expect(urls).toEqual(
      expect.arrayContaining([
        "/awd",
        "/awd?page=2",
        "/awd?page=9",
        "/awd?level=beginner",
        "/awd?level=beginner&page=2",
        "/awd?category=News",
        "/awd?category=News&page=3",
        "/awd?category=News&level=beginner",
        "/awd?category=Quiz",
        "/awd/news-topics",
        "/awd/news-topics?page=3",
        "/awd/audios",
        "/awd/audios?page=2",
        "/awd/contents",
      ]),
    );
  });

  it.each([
    ["a page past the newest 100 articles (the archive's size does not matter)", "/awd?page=10"],
    ["a page past a list's last", "/awd?category=News&page=4"],
    ["a page past an empty list's first", "/awd?category=News&level=advanced&page=2"],
    ["an empty series' feed", "/awd/feeds/series/weekly-quiz.xml"],
    ["a page past the audios' last", "/awd/audios?page=3"],
  ])("never fetches %s", (_, url) => {
    expect(urls).not.toContain(url);
  });

  it("fetches every URL once", () => {
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("fetches the changed articles' pages, and the audio page of the one that has audio", () => {
    expect(urls).toEqual(
      expect.arrayContaining([
        "/awd/news-topics/2",
        "/awd/embedded/news-topics/2",
        "/awd/audios/2",
        "/awd/news-topics/4",
        "/awd/embedded/news-topics/4",
      ]),
    );
    expect(urls).not.toContain("/awd/audios/4");
  });

  it("fetches the feeds, the sitemap index, the news sitemap and the changed articles' months (Tokyo)", () => {
    expect(urls).toEqual(
      expect.arrayContaining([
        "/awd/feed.xml",
        "/awd/feeds/category/News.xml",
        "/awd/feeds/category/Quiz.xml",
        "/awd/feeds/series/news-topics.xml",
        "/awd/sitemap.xml",
        "/awd/sitemaps/news.xml",
        "/awd/sitemaps/2026-11.xml",
        "/awd/sitemaps/2026-10.xml",
      ]),
    );
    expect(urls.filter((u) => u.startsWith("/awd/sitemaps/20"))).toHaveLength(2);
  });

  it("costs the same for an archive of 20,000 articles as for one of 200,000", () => {
    const scaled = (factor: number) =>
      pagesToRefresh({ ...edition, homeLists: edition.homeLists.map((l) => ({ ...l, total: l.total * factor })) }, 12);
    expect(scaled(100).length).toBe(scaled(1000).length);
    expect(scaled(1000)).toContain("/awd?page=9");
    expect(scaled(1000)).not.toContain("/awd?page=10");
  });

  it("lists come before articles, so the new issue's lists are fresh first", () => {
    expect(urls.indexOf("/awd/contents")).toBeLessThan(urls.indexOf("/awd/news-topics/2"));
  });
});
