import { fireEvent, render, screen } from "@testing-library/react";
import { AppRouterContext, type AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BackButton } from "./BackButton.island";

// 戻る goes back in the browser's history, or home (its href, as without JavaScript) when the page
// was opened directly. The Next.js router is the test's: it records going back.

const router = {
  back: vi.fn(),
  forward: vi.fn(),
  refresh: vi.fn(),
  push: vi.fn(),
  replace: vi.fn(),
  prefetch: vi.fn(),
};

afterEach(() => {
  vi.restoreAllMocks();
  router.back.mockClear();
});

/** Clicks 戻る; says whether the browser would follow its href. */
function clickBack(): boolean {
  let followed = false;
  const follow = (event: Event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener("click", follow);
  fireEvent.click(screen.getByRole("link", { name: "戻る" }));
  window.removeEventListener("click", follow);
  return followed;
}

describe("BackButton", () => {
  it.each([
    ["a page reached from another goes back", 3, true],
    ["a page opened directly leads home", 1, false],
  ])("%s", (_, historyLength, back) => {
    vi.spyOn(window.history, "length", "get").mockReturnValue(historyLength);
    render(
      <AppRouterContext.Provider value={router as unknown as AppRouterInstance}>
        <BackButton />
      </AppRouterContext.Provider>,
    );
    expect(screen.getByRole("link", { name: "戻る" }).getAttribute("href")).toBe("/awd/");
    expect(clickBack()).toBe(!back);
    expect(router.back).toHaveBeenCalledTimes(back ? 1 : 0);
  });
});
