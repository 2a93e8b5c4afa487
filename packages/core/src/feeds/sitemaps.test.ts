import { DOMParser } from "@xmldom/xmldom";
import { describe, expect, it } from "vitest";
import {
  articlesOfMonth,
  monthSpan,
  newsSitemap,
  publicationMonth,
  publicationMonths,
  recentArticles,
  sitemapIndex,
  urlSet,
} from "./sitemaps.ts";

const parse = (xml: string) => {
  const errors: string[] = [];
  const document = new DOMParser({ onError: (level, message) => errors.push(`${level}: ${message}`) }).parseFromString(
    xml,
    "text/xml",
  );
  expect(errors).toEqual([]);
  return document;
};
const texts = (document: ReturnType<typeof parse>, tag: string) =>
  Array.from(document.getElementsByTagName(tag)).map((e) => e.textContent);

const now = new Date("2026-11-21T12:00:00+09:00");
const article = (id: number, publishedAt: string, titleEn = `Title ${id}`) => ({
  url: `https://awd.example/awd/news-topics/${id}`,
  publishedAt,
  titleEn,
});

describe("monthSpan", () => {
  it.each([
    ["2026-11", "2026-10-31T15:00:00.000Z", "2026-11-30T15:00:00.000Z"],
    ["2026-12", "2026-11-30T15:00:00.000Z", "2026-12-31T15:00:00.000Z"],
    ["2027-01", "2026-12-31T15:00:00.000Z", "2027-01-31T15:00:00.000Z"],
    ["2028-02", "2028-01-31T15:00:00.000Z", "2028-02-29T15:00:00.000Z"],
  ])("%s runs from %s to %s", (month, from, to) => {
    const span = monthSpan(month);
    expect([span.from.toISOString(), span.to.toISOString()]).toEqual([from, to]);
  });

  it("holds every instant publicationMonth gives that month, and no other", () => {
    const { from, to } = monthSpan("2026-11");
    expect(publicationMonth(from.toISOString())).toBe("2026-11");
    expect(publicationMonth(new Date(to.getTime() - 1).toISOString())).toBe("2026-11");
    expect(publicationMonth(to.toISOString())).toBe("2026-12");
    expect(publicationMonth(new Date(from.getTime() - 1).toISOString())).toBe("2026-10");
  });

  it.each(["2026-13", "2026-1", "abc"])("refuses %s", (text) => {
    expect(() => monthSpan(text)).toThrow(RangeError);
  });
});

describe("publicationMonth", () => {
  it.each([
    ["2026-11-01T00:30:00+09:00", "2026-11"],
    ["2026-10-31T15:30:00Z", "2026-11"],
    ["2026-10-31T14:59:59Z", "2026-10"],
    ["2027-01-05T06:00:00+09:00", "2027-01"],
  ])("%s is published in %s in Tokyo", (instant, month) => {
    expect(publicationMonth(instant)).toBe(month);
  });
});

describe("publicationMonths", () => {
  it("lists each month once, newest first, with its newest publication", () => {
    const months = publicationMonths([
      article(1, "2026-10-03T06:00:00+09:00"),
      article(2, "2026-11-20T06:00:00+09:00"),
      article(3, "2026-10-17T06:00:00+09:00"),
    ]);
    expect(months).toEqual([
      { month: "2026-11", lastModified: "2026-11-20T06:00:00+09:00" },
      { month: "2026-10", lastModified: "2026-10-17T06:00:00+09:00" },
    ]);
  });
});

describe("sitemapIndex", () => {
  it("names every sitemap with its last change, as XML a parser reads back", () => {
    const xml = sitemapIndex([
      { url: "https://awd.example/awd/sitemaps/2026-11.xml", lastModified: "2026-11-20T06:00:00+09:00" },
      { url: "https://awd.example/awd/sitemaps/pages.xml" },
    ]);
    const document = parse(xml);
    expect(document.documentElement?.tagName).toBe("sitemapindex");
    expect(document.documentElement?.getAttribute("xmlns")).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(texts(document, "loc")).toEqual([
      "https://awd.example/awd/sitemaps/2026-11.xml",
      "https://awd.example/awd/sitemaps/pages.xml",
    ]);
    expect(texts(document, "lastmod")).toEqual(["2026-11-19T21:00:00.000Z"]);
  });
});

describe("urlSet", () => {
  it("escapes the markup characters of a URL", () => {
    const document = parse(urlSet([{ url: "https://awd.example/awd/?category=News&page=2" }]));
    expect(texts(document, "loc")).toEqual(["https://awd.example/awd/?category=News&page=2"]);
  });

  it("holds one month's articles only", () => {
    const articles = [article(1, "2026-10-03T06:00:00+09:00"), article(2, "2026-11-20T06:00:00+09:00")];
    const document = parse(
      urlSet(articlesOfMonth(articles, "2026-11").map((a) => ({ url: a.url, lastModified: a.publishedAt }))),
    );
    expect(texts(document, "loc")).toEqual(["https://awd.example/awd/news-topics/2"]);
  });
});

describe("recentArticles", () => {
  it.each([
    ["published 47 hours before", "2026-11-19T13:00:00+09:00", true],
    ["published exactly 48 hours before", "2026-11-19T12:00:00+09:00", true],
    ["published 49 hours before", "2026-11-19T11:00:00+09:00", false],
    ["published later than now", "2026-11-21T12:01:00+09:00", false],
  ])("an article %s is %s", (_, publishedAt, listed) => {
    expect(recentArticles([article(1, publishedAt)], now).length).toBe(listed ? 1 : 0);
  });
});

describe("newsSitemap", () => {
  it("gives the news tags of the last 48 hours' articles, newest first", () => {
    const xml = newsSitemap(
      [
        article(1, "2026-11-20T06:00:00+09:00", "Rice & <Heat>"),
        article(2, "2026-11-10T06:00:00+09:00"),
        article(3, "2026-11-21T06:00:00+09:00"),
      ],
      { name: "AWD", language: "en" },
      now,
    );
    const document = parse(xml);
    expect(document.documentElement?.getAttribute("xmlns:news")).toBe("http://www.google.com/schemas/sitemap-news/0.9");
    expect(texts(document, "loc")).toEqual([
      "https://awd.example/awd/news-topics/3",
      "https://awd.example/awd/news-topics/1",
    ]);
    expect(texts(document, "news:title")).toEqual(["Title 3", "Rice & <Heat>"]);
    expect(texts(document, "news:name")).toEqual(["AWD", "AWD"]);
    expect(texts(document, "news:language")).toEqual(["en", "en"]);
    expect(texts(document, "news:publication_date")).toEqual(["2026-11-20T21:00:00.000Z", "2026-11-19T21:00:00.000Z"]);
  });

  it("is a valid empty set when nothing is recent", () => {
    const document = parse(
      newsSitemap([article(2, "2026-11-10T06:00:00+09:00")], { name: "AWD", language: "en" }, now),
    );
    expect(document.getElementsByTagName("url").length).toBe(0);
  });
});
