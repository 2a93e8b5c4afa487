import { expect, it } from "vitest";
import { withoutBase } from "./paths";

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
