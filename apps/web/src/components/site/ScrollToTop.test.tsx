import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { viewportWidth } from "@/testing/viewport";
import { ScrollToTop } from "./ScrollToTop.island";

// ページの先頭へ shows once the footer is in view, or on wide screens once the reader scrolled down
// half a screen; it scrolls to the top (at once when the reader asked for less motion) and puts the
// focus there. The browser's IntersectionObserver is the test's: it says when the footer comes into view.

let observed: { target: Element; tell: (inView: boolean) => void }[] = [];

class FakeIntersectionObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe(target: Element) {
    observed.push({ target, tell: (isIntersecting) => this.callback([{ isIntersecting }]) });
  }
  disconnect() {
    observed = [];
  }
}

function scrollTo(y: number) {
  act(() => {
    window.scrollTo(0, y);
    window.dispatchEvent(new Event("scroll"));
  });
}

function renderButton() {
  document.body.innerHTML = `<a id="page-top" tabindex="-1">AWD</a><footer data-site-footer>サイト情報</footer>`;
  render(<ScrollToTop />);
}

const button = () => screen.queryByRole("button", { name: "ページの先頭へ" });

beforeEach(() => {
  observed = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  viewportWidth(1280);
  window.scrollTo(0, 0);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("ScrollToTop", () => {
  it.each([
    ["wide, at the top: hidden", 1280, 0, false, false],
    ["wide, scrolled half a screen: shown", 1280, 401, false, true],
    ["wide, scrolled less: hidden", 1280, 400, false, false],
    ["narrow, scrolled down: hidden", 800, 2000, false, false],
    ["narrow, the footer in view: shown", 800, 2000, true, true],
    ["wide, at the top with the footer in view: shown", 1280, 0, true, true],
  ])("%s", (_, width, y, footerInView, shown) => {
    viewportWidth(width);
    renderButton();
    expect(observed.map((o) => o.target.textContent)).toEqual(["サイト情報"]);
    scrollTo(y);
    act(() => observed[0]?.tell(footerInView));
    expect(button() !== null).toBe(shown);
  });

  it("hides again when the footer leaves the view", () => {
    viewportWidth(800);
    renderButton();
    act(() => observed[0]?.tell(true));
    expect(button()).not.toBeNull();
    act(() => observed[0]?.tell(false));
    expect(button()).toBeNull();
  });

  it.each([
    ["smoothly", false, "smooth"],
    ["at once for a reader who asked for less motion", true, "auto"],
  ])("scrolls to the top %s and puts the focus there", async (_, reduce, behavior) => {
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, "matchMedia").mockImplementation((query) =>
      query === "(prefers-reduced-motion: reduce)" ? ({ matches: reduce } as MediaQueryList) : matchMedia(query),
    );
    renderButton();
    scrollTo(2000);
    const scroll = vi.spyOn(window, "scrollTo");
    await userEvent.click(button() as HTMLElement);
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior });
    expect(document.activeElement?.id).toBe("page-top");
  });
});
