import { describe, expect, it } from "vitest";
import {
  type NoticeFields,
  type NoticeProblems,
  noticeProblemCodes,
  noticeProblemDescriptions,
  noticeProblems,
  noticeUrlProblem,
} from "./desk-notice.ts";

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
  it.each<[string, Partial<NoticeFields>, NoticeProblems]>([
    ["a notice without a link or end", {}, {}],
    ["a notice with a link and an end", { url: "/awd/help", endsAt: new Date("2026-12-02T00:00:00Z") }, {}],
    ["an empty message", { message: "  " }, { message: "message-empty" }],
    ["a message of 201 characters", { message: "あ".repeat(201) }, { message: "message-too-long" }],
    ["a message of 200 characters", { message: "あ".repeat(200) }, {}],
    ["an http link", { url: "http://example.com" }, { url: "url-not-https" }],
    ["https without a host", { url: "https://" }, { url: "url-invalid" }],
    ["no start", { startsAt: undefined }, { startsAt: "starts-missing" }],
    ["an end that is not a date", { endsAt: undefined }, { endsAt: "ends-invalid" }],
    ["an end at the start", { endsAt: start }, { endsAt: "ends-not-after-start" }],
    ["an end before the start", { endsAt: new Date("2026-11-30T00:00:00Z") }, { endsAt: "ends-not-after-start" }],
  ])("%s", (_, change, expected) => {
    expect(noticeProblems({ ...valid, ...change })).toEqual(expected);
  });

  it.each(noticeProblemCodes)("%s is described in English", (code) => {
    expect(noticeProblemDescriptions[code]).toMatch(/^The /);
  });
});
