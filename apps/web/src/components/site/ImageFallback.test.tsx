import { render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { ImageFallback } from "./ImageFallback.island";

// An article image that fails shows its first fallback, then its second, then stays; one that
// failed before the island came is caught when it comes; an image loaded, or without fallbacks, is
// left alone. The images are the page's (ArticleImage's markup), put in first; happy-dom loads no
// image, so each says whether it is still loading, loaded, or failed already.

beforeEach(() => {
  document.body.innerHTML = `
    <img alt="港の朝" src="/awd/images/harbour.jpg" srcset="/awd/images/harbour-2x.jpg 2x"
      data-fallbacks="/awd/images/default.png /awd/images/default-2.png">
    <img alt="ロゴ" src="/awd/logo.svg">`;
});

type Loading = "loading" | "loaded" | "failed";
const image = (name: string) => screen.getByRole("img", { name }) as HTMLImageElement;
function imageIs(name: string, state: Loading) {
  Object.defineProperty(image(name), "complete", { value: state !== "loading" });
  Object.defineProperty(image(name), "naturalWidth", { value: state === "loaded" ? 640 : 0 });
}
const fail = (name: string) => image(name).dispatchEvent(new Event("error"));
const shown = (name: string) => [new URL(image(name).src).pathname, image(name).getAttribute("srcset")];

const original = ["/awd/images/harbour.jpg", "/awd/images/harbour-2x.jpg 2x"];
const first = ["/awd/images/default.png", null];
const second = ["/awd/images/default-2.png", null];

describe("ImageFallback", () => {
  it.each([
    ["still loading, not failed: as it is", "loading", 0, original],
    ["still loading, failing once: the first fallback, without its srcset", "loading", 1, first],
    ["still loading, failing twice: the second fallback", "loading", 2, second],
    ["still loading, failing a third time: the second stays", "loading", 3, second],
    ["failed before the island came: the first fallback", "failed", 0, first],
    ["failed before, and its fallback too: the second", "failed", 1, second],
    ["loaded: as it is", "loaded", 0, original],
  ] as const)("shows an article image %s", (_, state, failures, src) => {
    imageIs("港の朝", state);
    render(<ImageFallback />);
    for (let i = 0; i < failures; i += 1) fail("港の朝");
    expect(shown("港の朝")).toEqual(src);
  });

  it("leaves an image without fallbacks as it is, failed before or after", () => {
    imageIs("ロゴ", "failed");
    render(<ImageFallback />);
    fail("ロゴ");
    expect(shown("ロゴ")).toEqual(["/awd/logo.svg", null]);
  });

  it("does nothing once it left the page", () => {
    imageIs("港の朝", "loading");
    const { unmount } = render(<ImageFallback />);
    unmount();
    fail("港の朝");
    expect(shown("港の朝")).toEqual(original);
  });
});
