import { describe, expect, it } from "vitest";
import { listPageNumber, pageCacheUri, pageQueryReaderOf } from "./page-query.ts";

describe("listPageNumber", () => {
  it.each<[string, number | undefined]>([
    ["1", 1],
    ["2", 2],
    ["9999", 9999],
    ["0", undefined],
    ["01", undefined],
    ["10000", undefined],
    ["2a", undefined],
    ["", undefined],
  ])("%j is page %j", (text, page) => {
    expect(listPageNumber(text)).toBe(page);
  });
});

describe("pageQueryReaderOf", () => {
  it.each([
    ["/awd", "home"],
    ["/awd/audios", "list"],
    ["/awd/news-topics", "list"],
    ["/awd/news-topics/120", "page"],
    ["/awd/static/media/audio/120.mp3", "file"],
    ["/awd/_next/image", "image"],
    ["/awd/search", "search"],
    ["/awd/login/callback", "page"],
    ["/awd/", "whole"],
    ["/awd/news-topics/", "whole"],
    ["/", "whole"],
    ["/login/callback", "whole"],
    ["/awdx", "whole"],
  ])("%s reads the query as %s", (path, reader) => {
    expect(pageQueryReaderOf(path, "/awd")).toBe(reader);
  });
});

describe("pageCacheUri: one copy per URL and the parameters its page reads", () => {
  it.each<[string, string | undefined]>([
    // Parameters no page reads are dropped: a cache-buster, an alliance token, a campaign tag.
    ["/awd/news-topics/120?cb=1", "/awd/news-topics/120"],
    ["/awd/news-topics/120?utm_source=x&awdAllianceToken=t", "/awd/news-topics/120"],
    ["/awd?awdAllianceToken=t", "/awd"],
    ["/awd/login/callback?code=c&state=s", "/awd/login/callback"],
    // The home list reads category, level and page, kept in that order whatever the order given.
    ["/awd?page=2&level=beginner&category=News", "/awd?category=News&level=beginner&page=2"],
    ["/awd?category=News&cb=9", "/awd?category=News"],
    // Invalid values and names in another case are not read (the page renders its first page).
    ["/awd?page=0", "/awd"],
    ["/awd?page=10000", "/awd"],
    ["/awd?PAGE=2", "/awd"],
    ["/awd?category=Sports", "/awd"],
    ["/awd?page", "/awd"],
    // A repeated parameter is read once: its last valid value.
    ["/awd?page=2&page=3", "/awd?page=3"],
    ["/awd?page=2&page=x", "/awd?page=2"],
    // A list reads only its page.
    ["/awd/audios?page=3&category=News", "/awd/audios?page=3"],
    ["/awd/news-topics?page=2", "/awd/news-topics?page=2"],
    // A file keeps its signature; the image optimiser its source, width and quality.
    [
      `/awd/static/print/2026-11-27.pdf?expires=1796000000&signature=${"a".repeat(64)}&cb=1`,
      `/awd/static/print/2026-11-27.pdf?expires=1796000000&signature=${"a".repeat(64)}`,
    ],
    ["/awd/static/media/audio/1.mp3?cb=1", "/awd/static/media/audio/1.mp3"],
    [
      "/awd/_next/image?w=640&url=%2Fawd%2Fstatic%2Fmedia%2Fimages%2F1.jpg&q=75&cb=2",
      "/awd/_next/image?url=%2Fawd%2Fstatic%2Fmedia%2Fimages%2F1.jpg&w=640&q=75",
    ],
    // Search reads its word (as encoded) and page; a repeated word is read once, its last value.
    ["/awd/search?p=2&q=train%20ride&cb=1", "/awd/search?q=train%20ride&p=2"],
    ["/awd/search?q=%E9%9B%BB%E8%BB%8A&utm_source=x", "/awd/search?q=%E9%9B%BB%E8%BB%8A"],
    ["/awd/search?q=a&q=b", "/awd/search?q=b"],
    ["/awd/search?q=&p=0", "/awd/search"],
    [`/awd/search?q=${"%E9".repeat(2049)}&p=1`, "/awd/search?p=1"],
    // Redirected and outside URLs are asked for as they came.
    ["/awd/?page=2", undefined],
    ["/login/callback?code=c", undefined],
  ])("%s is kept as %s", (requestUri, kept) => {
    expect(pageCacheUri(requestUri, "/awd")).toBe(kept);
  });
});
