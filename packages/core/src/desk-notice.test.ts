import { describe, expect, it } from "vitest";
import { type NoticeFields, noticeProblems, noticeUrlProblem } from "./desk-notice.ts";

describe("noticeUrlProblem: where a notice may send a reader", () => {
  it.each([
    ["a path on the site", "/awd/news-topics/101", true],
    ["a path with a query", "/awd/search?q=cat", true],
    ["an https address", "https://example.com/campaign", true],
    ["an http address", "http://example.com/campaign", false],
    ["a script", "javascript:alert(1)", false],
    ["another host without a scheme", "//evil.example/", false],
    ["a backslash host", "/\\evil.example/", false],
    ["a relative path", "news-topics/101", false],
    ["https without a host", "https://", false],
    ["a space in a path", "/awd/a b", false],
    ["empty", "", false],
  ])("%s: %j", (_, url, allowed) => {
    expect(noticeUrlProblem(url) === undefined).toBe(allowed);
  });
});

const start = new Date("2026-12-01T00:00:00Z");
const valid: NoticeFields = { message: "年末年始の配信について", url: null, startsAt: start, endsAt: null };

describe("noticeProblems: what the desk refuses, by field", () => {
  it.each<[string, Partial<NoticeFields>, Record<string, RegExp>]>([
    ["a notice without a link or end", {}, {}],
    ["a notice with a link and an end", { url: "/awd/help", endsAt: new Date("2026-12-02T00:00:00Z") }, {}],
    ["an empty message", { message: "  " }, { message: /入れてください/ }],
    ["a message of 201 characters", { message: "あ".repeat(201) }, { message: /200文字以内.*201文字/ }],
    ["a message of 200 characters", { message: "あ".repeat(200) }, {}],
    ["an http link", { url: "http://example.com" }, { url: /https:\/\// }],
    ["no start", { startsAt: undefined }, { startsAt: /開始/ }],
    ["an end that is not a date", { endsAt: undefined }, { endsAt: /正しくありません/ }],
    ["an end at the start", { endsAt: start }, { endsAt: /開始より後/ }],
    ["an end before the start", { endsAt: new Date("2026-11-30T00:00:00Z") }, { endsAt: /開始より後/ }],
  ])("%s", (_, change, expected) => {
    const problems = noticeProblems({ ...valid, ...change });
    expect(Object.keys(problems).sort()).toEqual(Object.keys(expected).sort());
    for (const [field, pattern] of Object.entries(expected))
      expect(problems[field as keyof NoticeFields]).toMatch(pattern);
  });
});
