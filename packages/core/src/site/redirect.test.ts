import { describe, expect, it } from "vitest";
import { loginReturnUrl, safeRedirectPath, safeRedirectTarget } from "./redirect.ts";

const site = "https://awd.example.jp";

describe("safeRedirectTarget (only a URL on the site's own host, else /)", () => {
  it.each([
    ["https://awd.example.jp/awd/mypage", "https://awd.example.jp/awd/mypage"],
    ["https://awd.example.jp/awd/search?p=1&q=news#top", "https://awd.example.jp/awd/search?p=1&q=news#top"],
    ["HTTPS://AWD.EXAMPLE.JP/awd", "https://awd.example.jp/awd"],
    ["/awd/mypage", "https://awd.example.jp/awd/mypage"],
  ])("accepts %s", (target, expected) => {
    expect(safeRedirectTarget(target, site)).toBe(expected);
  });

  it.each([
    "https://evil.example/awd",
    "https://awd.example.jp.evil.example/",
    "https://awd.example.jp@evil.example/",
    "http://awd.example.jp/awd",
    "https://awd.example.jp:8443/awd",
    "//evil.example/awd",
    "/\\evil.example",
    "\\\\evil.example",
    " https://evil.example",
    "javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "https://[bad",
  ])("refuses %j", (target) => {
    expect(safeRedirectTarget(target, site)).toBe("/");
  });

  it("refuses everything when the site origin itself is not a URL", () => {
    expect(safeRedirectTarget("/awd", "not a url")).toBe("/");
  });
});

describe("safeRedirectPath (must start with /, never another host)", () => {
  it.each([
    "/",
    "/awd",
    "/awd/mypage",
    "/awd/search?p=1&q=%E8%8B%B1%E8%AA%9E",
    "/awd/search?q=100%",
    "/awd/search?q=a%2Fb",
    "/awd/news-topics/1#audio",
    "/javascript:alert(1)",
  ])("keeps %j", (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    "",
    "awd/mypage",
    "https://evil.example",
    "javascript:alert(1)",
    "//evil.example",
    "/\\evil",
    "\\/evil",
    "/\t/evil.example",
    "/\n/evil.example",
    "/%2Fevil.example",
    "/%2fevil.example",
    "%2F%2Fevil.example",
    "/%5Cevil",
    "/%252Fevil.example",
    "/%25252F%25252Fevil.example",
    "/%09/evil.example",
    "/awd%00",
  ])("refuses %j", (path) => {
    expect(safeRedirectPath(path)).toBe("/");
  });
});

describe("loginReturnUrl (the redirectUrl parameter is stripped)", () => {
  it.each([
    ["/awd/mypage?redirectUrl=%2Fawd", "/awd/mypage"],
    ["/awd/search?p=2&redirectUrl=%2Fawd&q=news", "/awd/search?p=2&q=news"],
    ["/awd?redirectUrl=a&redirectUrl=b#top", "/awd#top"],
    ["https://awd.example.jp/awd?redirectUrl=x&category=News", "https://awd.example.jp/awd?category=News"],
    ["/awd/search?p=1&q=news", "/awd/search?p=1&q=news"],
    ["/awd?redirecturl=kept", "/awd?redirecturl=kept"],
    ["https://[bad", "https://[bad"],
  ])("%s → %s", (url, expected) => {
    expect(loginReturnUrl(url)).toBe(expected);
  });
});
