import { describe, expect, it } from "vitest";
import { imageSource, type OfflineRequest, offlineCaching, pageWithoutTrailingSlash } from "./offline-cache";

const site = "https://awd.example";
const api = "https://api.awd.example";

const request = (url: string, change: Partial<OfflineRequest> = {}): OfflineRequest => ({
  url,
  method: "GET",
  mode: "navigate",
  hasAuthorization: false,
  isComponentsPayload: false,
  ...change,
});

describe("offlineCaching", () => {
  it.each([
    ["the home page", request(`${site}/awd`), "page"],
    ["an article page", request(`${site}/awd/news-topics/101`), "page"],
    ["a list page with its query", request(`${site}/awd/?category=News&page=2`), "page"],
    ["my page's HTML (the same for everyone)", request(`${site}/awd/mypage`), "page"],
    [
      "an optimised article image",
      request(`${site}/awd/_next/image?url=%2Fawd%2Fstatic%2Fx.webp&w=640&q=75`, { mode: "no-cors" }),
      "image",
    ],
    ["an article image file", request(`${site}/awd/static/media/images/101-main.webp`, { mode: "no-cors" }), "image"],
    ["the sign-in callback (its code in the URL)", request(`${site}/awd/login/callback?code=abc&state=x`), "network"],
    ["the login page", request(`${site}/awd/login`), "network"],
    ["an embedded page", request(`${site}/awd/embedded/news-topics/101`), "network"],
    ["the revalidation endpoint", request(`${site}/awd/api/revalidate`), "network"],
    ["the publisher's desk", request(`${site}/awd/desk`), "network"],
    ["a screen of the desk", request(`${site}/awd/desk/readers?email=free`), "network"],
    ["a series whose name starts like the desk's", request(`${site}/awd/desktop-news/101`), "page"],
    [
      "a route's components payload",
      request(`${site}/awd/news-topics/101`, { mode: "cors", isComponentsPayload: true }),
      "network",
    ],
    [
      "a navigation asking for the payload",
      request(`${site}/awd/news-topics/101`, { isComponentsPayload: true }),
      "network",
    ],
    ["an API read (another origin)", request(`${api}/articles/101`, { mode: "cors" }), "network"],
    ["an API read with credentials", request(`${api}/rights/me`, { mode: "cors", hasAuthorization: true }), "network"],
    [
      "a same-origin request with credentials",
      request(`${site}/awd/news-topics/101`, { hasAuthorization: true }),
      "network",
    ],
    ["a signed audio file", request(`${site}/awd/static/media/audio/101.opus?sig=abc`, { mode: "no-cors" }), "network"],
    ["a signed print PDF", request(`${site}/awd/static/print/2026-11-21.pdf?sig=abc`, { mode: "cors" }), "network"],
    ["a POST", request(`${site}/awd/news-topics/101`, { method: "POST" }), "network"],
    ["a page outside the base path", request(`${site}/other`), "network"],
    ["a path that only starts like the base path", request(`${site}/awdx/page`), "network"],
    [
      "a path that only starts like an image path",
      request(`${site}/awd/static/media/imagesx/a.webp`, { mode: "no-cors" }),
      "network",
    ],
    ["a URL that does not parse", request("not a url"), "network"],
  ] as const)("%s: %s", (_, input, expected) => {
    expect(offlineCaching(input, site)).toBe(expected);
  });
});

describe("pageWithoutTrailingSlash", () => {
  it.each([
    ["the home with its slash", `${site}/awd/`, `${site}/awd`],
    ["an article with its slash", `${site}/awd/news-topics/101/`, `${site}/awd/news-topics/101`],
    ["a list with its slash and query", `${site}/awd/news-topics/?page=2`, `${site}/awd/news-topics?page=2`],
    ["several slashes", `${site}/awd//`, `${site}/awd`],
    ["the home as the site links it", `${site}/awd`, null],
    ["an article as the site links it", `${site}/awd/news-topics/101`, null],
    ["the origin's root", `${site}/`, null],
    ["a URL that does not parse", "not a url", null],
  ])("%s: %s → %s", (_, url, expected) => {
    expect(pageWithoutTrailingSlash(url)).toBe(expected);
  });
});

describe("imageSource", () => {
  const source = "/awd/static/media/images/104-main.webp";
  const optimised = (width: number) => `${site}/awd/_next/image?url=${encodeURIComponent(source)}&w=${width}&q=75`;
  it.each([
    ["the optimiser at the width saved", optimised(1920), source],
    ["the optimiser at the width the srcset picked", optimised(1200), source],
    ["the image file itself", `${site}${source}`, source],
    ["an optimised image of another site", `https://elsewhere.example/awd/_next/image?url=${source}&w=750`, null],
    ["the optimiser reading something else", `${site}/awd/_next/image?url=%2Fawd%2Fstatic%2Faudio.opus&w=750`, null],
    ["the optimiser without its url", `${site}/awd/_next/image?w=750`, null],
    ["an audio file", `${site}/awd/static/media/audio/104.opus?saved=a1`, null],
    ["a page", `${site}/awd/news-topics/104`, null],
    ["a URL that does not parse", "::", null],
  ])("%s: %s", (_, url, expected) => {
    expect(imageSource(url, site)).toBe(expected);
  });
});
