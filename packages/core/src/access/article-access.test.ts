import { describe, expect, it } from "vitest";
import { type ArticleAccess, articleAccess, showsPaidMarks } from "./article-access.ts";
import { rightFixtures } from "./right-fixtures.ts";
import type { AuthorizationRight } from "./rights.ts";

const now = Date.parse("2026-11-21T01:30:00Z");
const { free, digital, double, expiredDigital, corporate, alliance } = rightFixtures(now);
const granted: ArticleAccess = { access: true };
const denied = (reason: "login" | "subscribe" | "preview-code" | "expired"): ArticleAccess => ({
  access: false,
  reason,
});

describe("articleAccess, non-free article", () => {
  it.each<[string, boolean, AuthorizationRight, ArticleAccess]>([
    ["anonymous", false, free, denied("login")],
    ["a right without sign-in", false, digital, denied("login")],
    ["free member", true, free, denied("subscribe")],
    ["digital, status none", true, { ...digital, status: "none" }, denied("subscribe")],
    [
      "digital, not started",
      true,
      { ...digital, startedAt: expiredDigital.expireAt, expireAt: null },
      denied("subscribe"),
    ],
    ["digital", true, digital, granted],
    ["digital, expired", true, expiredDigital, denied("expired")],
    ["digital, expired and status none", true, { ...expiredDigital, status: "none" }, denied("expired")],
    ["double without code", true, double(null), denied("preview-code")],
    ["double, code 27 days old", true, double(27), granted],
    ["double, code 34 days old", true, double(34), granted],
    ["double, code 35 days old", true, double(35), denied("preview-code")],
    ["double first month, code 13 days old", true, double(13, true), granted],
    ["double first month, code 14 days old", true, double(14, true), denied("preview-code")],
    ["double, expired, no code", true, { ...double(null), expireAt: expiredDigital.expireAt }, denied("expired")],
    ["corporate ID", true, corporate, granted],
    ["alliance token", false, alliance, granted],
  ])("%s", (_, isAuthenticated, right, expected) => {
    expect(articleAccess({ isFree: false }, { isAuthenticated, right }, now)).toEqual(expected);
  });
});

describe("articleAccess, free article: everyone reads it", () => {
  it.each<[string, boolean, AuthorizationRight]>([
    ["anonymous", false, free],
    ["free member", true, free],
    ["digital, expired", true, expiredDigital],
    ["double without code", true, double(null)],
  ])("%s", (_, isAuthenticated, right) => {
    expect(articleAccess({ isFree: true }, { isAuthenticated, right }, now)).toEqual(granted);
  });
});

describe("showsPaidMarks: lists mark paid articles for readers without a right", () => {
  it.each<[string, boolean, AuthorizationRight, boolean, boolean]>([
    ["anonymous", false, free, false, true],
    ["free member", true, free, false, true],
    ["digital, expired", true, expiredDigital, false, true],
    ["double without code", true, double(null), false, true],
    ["digital", true, digital, false, false],
    ["double with a valid code", true, double(13), false, false],
    ["corporate ID", true, corporate, false, false],
    ["alliance token", false, alliance, false, false],
    ["a right not confirmed just now", true, free, true, false],
  ])("%s", (_, isAuthenticated, right, unconfirmed, expected) => {
    expect(showsPaidMarks({ isAuthenticated, right }, now, unconfirmed)).toBe(expected);
  });
});
