import { describe, expect, it } from "vitest";
import { pagesToRefresh, readerUrl } from "./front-refresh";

const article = (
  id: number,
  seriesPath: string,
  category: "News" | "Quiz",
  level: "beginner" | "advanced",
  publishedAt = "2026-11-21T06:00:00+09:00",
) => ({ id, seriesPath, category, level, publishedAt });

// Three news articles of one series and one quiz, two per page: the home list has two pages.
const edition = {
  articles: [
    article(1, "news-topics", "News", "beginner"),
    article(2, "news-topics", "News", "beginner"),
    article(3, "news-topics", "News", "advanced"),
    article(4, "weekly-quiz", "Quiz", "beginner", "2026-10-10T06:00:00+09:00"),
  ],
  audios: [{ id: 2 }],
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
  const urls = pagesToRefresh(edition, [2], 2);

  it("fetches every page of every list again, by the URLs its links use", () => {
    expect(urls).toEqual(
      expect.arrayContaining([
        "/awd",
        "/awd?page=2",
        "/awd?level=beginner",
        "/awd?level=beginner&page=2",
        "/awd?level=advanced",
        "/awd?category=News",
        "/awd?category=News&page=2",
        "/awd?category=News&level=beginner",
        "/awd?category=Quiz",
        "/awd/news-topics",
        "/awd/news-topics?page=2",
        "/awd/weekly-quiz",
        "/awd/audios",
        "/awd/contents",
      ]),
    );
  });

  it("fetches a list page past its last one never, and every URL once", () => {
    expect(urls).not.toContain("/awd?page=3");
    expect(urls).not.toContain("/awd/weekly-quiz?page=2");
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("fetches the changed article's pages (its audio page when it has one), not the unchanged ones", () => {
    expect(urls).toEqual(
      expect.arrayContaining(["/awd/news-topics/2", "/awd/embedded/news-topics/2", "/awd/audios/2"]),
    );
    expect(urls.filter((u) => /\/(1|3|4)$/.test(u))).toEqual([]);
  });

  it("fetches the feeds and sitemaps a new article changes: newest, category, series, index, news, its months", () => {
    expect(urls).toEqual(
      expect.arrayContaining([
        "/awd/feed.xml",
        "/awd/feeds/category/News.xml",
        "/awd/feeds/category/Quiz.xml",
        "/awd/feeds/series/news-topics.xml",
        "/awd/feeds/series/weekly-quiz.xml",
        "/awd/sitemap.xml",
        "/awd/sitemaps/news.xml",
        "/awd/sitemaps/2026-11.xml",
        "/awd/sitemaps/2026-10.xml",
      ]),
    );
  });

  it("lists come before articles, so the new issue's lists are fresh first", () => {
    expect(urls.indexOf("/awd/contents")).toBeLessThan(urls.indexOf("/awd/news-topics/2"));
  });
});
