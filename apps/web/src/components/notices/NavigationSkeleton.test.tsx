import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NavigationSkeleton } from "./NavigationSkeleton.island";

// The skeleton a reader sees after following a link inside the site when the next page is slow to
// come: none for a moment (150 ms), then the article's, the search's or a list's, until the new page
// changes <main>; none for a link that leaves the site or opens elsewhere.

function sitePage() {
  window.history.replaceState(null, "", "/awd/news-topics");
  render(
    <main>
      <nav>
        <a href="/awd/news-topics/104">article</a>
        <a href="/awd/search?word=harbour">search</a>
        <a href="/awd/category/news">list</a>
        <a href="https://example.com/">elsewhere</a>
        <a href="/awd/news-topics/105" target="_blank" rel="noopener">
          new tab
        </a>
      </nav>
      <NavigationSkeleton />
    </main>,
  );
  // The test stays on its page: the link is followed only as far as the skeleton sees it.
  for (const link of document.querySelectorAll("a")) link.addEventListener("click", (event) => event.preventDefault());
}

/** Follows the link and lets `ms` pass; the skeleton's code then comes on real timers. */
function follow(name: string, ms: number) {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  fireEvent.click(screen.getByRole("link", { name }));
  act(() => vi.advanceTimersByTime(ms));
  vi.useRealTimers();
}

/** The overlay over the old page (under <main>'s nav): hidden while no skeleton is due. */
const overlay = () => document.querySelector("nav")?.nextElementSibling as HTMLElement;
const skeleton = () => document.querySelector("[data-skeleton]")?.getAttribute("data-skeleton") ?? null;

beforeEach(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("NavigationSkeleton", () => {
  it.each([
    ["article", "article"],
    ["search", "search"],
    ["list", "home"],
  ])("shows the %s skeleton when the page has not come after a moment", async (name, kind) => {
    sitePage();
    follow(name, 149);
    expect(overlay().hidden).toBe(true);

    follow(name, 150);
    expect(overlay().hidden).toBe(false);
    expect(await screen.findByRole("status", { name: "読み込み中" })).toBeTruthy();
    expect(skeleton()).toBe(kind);
  });

  it.each(["elsewhere", "new tab"])("shows none for a link that opens %s", async (name) => {
    sitePage();
    follow(name, 1000);
    await act(async () => {});
    expect(skeleton()).toBeNull();
  });

  it("goes once the new page changes <main>", async () => {
    sitePage();
    follow("article", 150);
    await screen.findByRole("status", { name: "読み込み中" });

    act(() => {
      document.querySelector("nav")?.append(document.createElement("p"));
    });
    await vi.waitFor(() => expect(screen.queryByRole("status", { name: "読み込み中" })).toBeNull());
  });
});
