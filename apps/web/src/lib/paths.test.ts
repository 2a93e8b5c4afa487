import { expect, it } from "vitest";
import { staticFilePath, staticFileUrl, withoutBase } from "./paths";

it.each([
  ["/awd/news-topics/101", "/news-topics/101"],
  ["/awd/", "/"],
  ["/awd/search?q=a", "/search?q=a"],
  // Not under the base path (the redirect rule's fallback, another app): the site root.
  ["/", "/"],
  ["/awdx/news", "/"],
  // A path that would read as another host once the base path is taken off: the site root.
  ["/awd//evil.example/", "/"],
  ["/awd/\\evil.example/", "/"],
])("withoutBase(%s) is %s", (path, expected) => {
  expect(withoutBase(path)).toBe(expected);
});

it.each([
  ["media/images/101-main.webp", "/static/media/images/101-main.webp"],
  ["/print/2026-11-21-cover.webp", "/static/print/2026-11-21-cover.webp"],
  // A signed file: the query the API signed goes as it is.
  [
    "print/2026-11-21.pdf?expires=1764300000&signature=abc",
    "/static/print/2026-11-21.pdf?expires=1764300000&signature=abc",
  ],
])("the static file %s is at %s under the site", (path, expected) => {
  expect(staticFilePath(path)).toBe(expected);
  expect(staticFileUrl(path)).toBe(`/awd${expected}`);
});
