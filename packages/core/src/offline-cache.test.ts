import { describe, expect, it } from "vitest";
import { type OfflineRequest, offlineCaching } from "./offline-cache";

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
