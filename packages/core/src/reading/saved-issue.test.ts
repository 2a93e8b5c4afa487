import { describe, expect, it } from "vitest";
import { type AuthorizationRight, emptyRight } from "../access/rights";
import type { Article } from "../contract/articles";
import { articleFixture } from "./article-fixtures";
import {
  type AnsweredFile,
  answeredSize,
  keptArticleText,
  paidArticleCount,
  readableArticles,
  savedArticle,
  savedAudioCache,
  savedIssueEntries,
  savedIssueMayStay,
  savedIssueSize,
} from "./saved-issue";
import { isSavedIssueCache, savedIssueCacheName } from "./saved-issue-cache";

const site = "https://awd.example";
const api = "https://api.awd.example";
const place = { siteOrigin: site, apiUrl: api, account: "a1b2", imageWidth: 700 };

const article = (id: number, change: Partial<Article> = {}): Article =>
  articleFixture({
    id,
    titleEn: "Title",
    titleJa: "題",
    lead: { en: "Lead", ja: "リード" },
    images: {
      main: { path: `media/images/${id}-main.webp`, width: 720, height: 492, blurhash: "", imageDescription: "" },
      thumbnail: null,
    },
    access: true,
    reason: null,
    body: {
      paragraphs: [{ en: "Paid text.", ja: "有料の本文。" }],
      glossary: [],
      quiz: [],
      audio: { url: `media/audio/${id}.m4a?expires=99&signature=abc`, durationMs: 1000, sentences: [] },
    },
    ...change,
  });

describe("savedIssueEntries", () => {
  it("keeps each readable article's page, the API's answer, its main image and its audio", () => {
    expect(savedIssueEntries([article(104)], place)).toEqual([
      { part: "page", articleId: 104, url: `${site}/awd/news-topics/104`, key: `${site}/awd/news-topics/104` },
      { part: "article", articleId: 104, url: `${api}/news-topics/104`, key: `${api}/news-topics/104` },
      {
        part: "image",
        articleId: 104,
        url: `${site}/awd/_next/image?url=%2Fawd%2Fstatic%2Fmedia%2Fimages%2F104-main.webp&w=750&q=75`,
        key: `${site}/awd/_next/image?url=%2Fawd%2Fstatic%2Fmedia%2Fimages%2F104-main.webp&w=750&q=75`,
      },
      {
        part: "audio",
        articleId: 104,
        url: `${site}/awd/static/media/audio/104.m4a?expires=99&signature=abc`,
        key: `${site}/awd/static/media/audio/104.m4a?saved=a1b2`,
      },
    ]);
  });

  it.each([
    [
      "an article without an image",
      article(1, { images: { main: null, thumbnail: null } }),
      ["page", "article", "audio"],
    ],
    [
      "an article without audio",
      article(2, { body: { paragraphs: [], glossary: [], quiz: [], audio: null } }),
      ["page", "article", "image"],
    ],
    ["a paid article a free member may not read", article(3, { access: false, reason: "subscribe", body: null }), []],
  ])("for %s keeps %j", (_, given, parts) => {
    expect(savedIssueEntries([given], place).map((entry) => entry.part)).toEqual(parts);
  });
});

describe("readableArticles", () => {
  it("leaves out the articles whose text the API withheld", () => {
    const free = article(5, { isFree: true });
    const paid = article(4, { access: false, reason: "subscribe", body: null });
    expect(readableArticles([free, paid]).map((a) => a.id)).toEqual([5]);
  });
});

describe("paidArticleCount", () => {
  it("counts the readable paid articles, not the free ones or those withheld", () => {
    const free = article(5, { isFree: true });
    const withheld = article(4, { access: false, reason: "subscribe", body: null });
    expect(paidArticleCount([free, withheld, article(3), article(2)])).toBe(2);
  });
});

describe("savedIssueMayStay", () => {
  const now = Date.parse("2026-11-25T03:00:00Z");
  const digital = (expireAt: string): AuthorizationRight => ({
    ...emptyRight,
    productContentId: "digital",
    status: "available",
    startedAt: "2026-10-01T00:00:00Z",
    expireAt,
  });
  it.each([
    { case: "paid text, a course in its period", paid: 3, right: digital("2026-12-01T00:00:00Z"), stays: true },
    { case: "paid text, the course expired", paid: 3, right: digital("2026-11-25T02:59:59Z"), stays: false },
    { case: "paid text, the course revoked (no right)", paid: 3, right: emptyRight, stays: false },
    {
      case: "paid text, a corporate ID",
      paid: 3,
      right: { ...emptyRight, accountKind: "corporate" as const },
      stays: true,
    },
    { case: "only free articles, no right", paid: 0, right: emptyRight, stays: true },
  ])("$case → $stays", ({ paid, right, stays }) => {
    expect(savedIssueMayStay(paid, right, now)).toBe(stays);
  });
});

describe("savedArticle", () => {
  it("names the audio by its saved URL, without the signature that expires", () => {
    expect(savedArticle(article(104), "a1b2").body?.audio?.url).toBe("media/audio/104.m4a?saved=a1b2");
  });

  it("leaves an article without audio as it is", () => {
    const withheld = article(3, { access: false, body: null });
    expect(savedArticle(withheld, "a1b2")).toBe(withheld);
  });
});

describe("savedAudioCache", () => {
  it.each([
    ["a saved audio file", `${site}/awd/static/media/audio/104.m4a?saved=a1b2`, "awd-saved-issue-a1b2"],
    ["a signed audio file", `${site}/awd/static/media/audio/104.m4a?expires=1&signature=x`, null],
    ["another origin's file", `https://elsewhere.example/awd/static/media/audio/104.m4a?saved=a1b2`, null],
    ["an image named like a saved file", `${site}/awd/static/media/images/104.webp?saved=a1b2`, null],
    ["not a URL", "::", null],
  ])("answers %s from %s", (_, url, cache) => {
    expect(savedAudioCache(url, site)).toBe(cache);
  });
});

describe("the cache's name", () => {
  it("is the account's own and is told apart from the other caches", () => {
    expect(savedIssueCacheName("a1b2")).toBe("awd-saved-issue-a1b2");
    expect(savedIssueCacheName("a1b2")).not.toBe(savedIssueCacheName("c3d4"));
    expect(isSavedIssueCache(savedIssueCacheName("a1b2"))).toBe(true);
    expect(isSavedIssueCache("awd-pages-abc")).toBe(false);
  });
});

describe("savedIssueSize", () => {
  it.each([
    [[100, 200, 300], { bytes: 600, known: true }],
    [[100, null, 300], { bytes: 400, known: false }],
    [[], { bytes: 0, known: true }],
  ])("adds %j up to %j", (sizes, size) => {
    expect(savedIssueSize(sizes)).toEqual(size);
  });
});

describe("answeredSize", () => {
  const answer = (change: Partial<AnsweredFile>): AnsweredFile => ({
    status: 200,
    contentLength: null,
    contentRange: null,
    contentEncoding: null,
    ...change,
  });
  it.each([
    ["a HEAD with its length (a page, an image)", answer({ contentLength: "154490" }), 154490],
    ["a HEAD without a length (the audio through the site)", answer({}), null],
    [
      "a first-byte range answer",
      answer({ status: 206, contentLength: "1", contentRange: "bytes 0-0/156591" }),
      156591,
    ],
    ["a range answer of unknown whole length", answer({ status: 206, contentRange: "bytes 0-0/*" }), null],
    ["a range request answered whole", answer({ contentLength: "156591" }), 156591],
    [
      "a compressed answer (the length of the gzip, not of what is kept)",
      answer({ contentLength: "22190", contentEncoding: "gzip" }),
      null,
    ],
    ["an answer said to be unencoded", answer({ contentLength: "900", contentEncoding: "identity" }), 900],
    ["a length that is not a number", answer({ contentLength: "lots" }), null],
    ["a failed answer", answer({ status: 404, contentLength: "20" }), null],
  ])("%s → %s", (_, given, size) => {
    expect(answeredSize(given)).toBe(size);
  });
});

describe("keptArticleText", () => {
  it("is the answer as it is kept: the audio under its saved URL", () => {
    const text = keptArticleText(article(104), "a1b2");
    expect(JSON.parse(text)).toEqual(savedArticle(article(104), "a1b2"));
    expect(text).toContain("media/audio/104.m4a?saved=a1b2");
  });
});
