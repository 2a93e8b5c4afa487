import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppRouterContext, type AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SideMenu } from "./SideMenu.island";

// The side menu of tablet and phone widths as a reader uses it: メニューを開く opens it with the search
// form and the navigation (the page's category marked), adding a history entry; メニューを閉じる,
// Escape and the browser's back close it; a link followed from it closes it too. The Next.js router
// (for its search form) is the test's.

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
});

function renderMenu() {
  // The page's own category strip marks the category shown.
  document.body.innerHTML = `<main><a href="/awd/category/news" data-nav-category="news" aria-current="page">ニュース</a></main>`;
  const pushState = vi.spyOn(window.history, "pushState");
  const back = vi.spyOn(window.history, "back").mockImplementation(() => {});
  render(
    <AppRouterContext.Provider value={router as unknown as AppRouterInstance}>
      <SideMenu>
        <nav aria-label="カテゴリー">
          <a href="/awd/category/news" data-nav-category="news">
            ニュース
          </a>
          <a href="/awd/category/culture" data-nav-category="culture" aria-current="page">
            カルチャー
          </a>
        </nav>
      </SideMenu>
    </AppRouterContext.Provider>,
  );
  const opener = screen.getByRole("button", { name: "メニューを開く" });
  return { opener, pushState, back, user: userEvent.setup() };
}

const menu = () => screen.queryByRole("dialog", { name: "メニュー" });

/** Opens the menu; gives it. */
async function open(opener: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
  await user.click(opener);
  return menu() as HTMLElement;
}

describe("SideMenu", () => {
  it("opens on メニューを開く with the search form and the navigation, the page's category marked", async () => {
    const { opener, pushState, user } = renderMenu();
    expect(opener.getAttribute("aria-expanded")).toBe("false");
    expect(menu()).toBeNull();

    const dialog = await open(opener, user);
    expect(opener.getAttribute("aria-expanded")).toBe("true");
    expect(pushState).toHaveBeenCalledOnce();
    expect(within(dialog).getByRole("searchbox", { name: "記事を検索" })).toBeTruthy();
    const nav = within(dialog).getByRole("navigation", { name: "カテゴリー" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("aria-current")]),
    ).toEqual([
      ["ニュース", "page"],
      ["カルチャー", null],
    ]);
  });

  it.each([
    [
      "メニューを閉じる",
      (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole("button", { name: "メニューを閉じる" })),
    ],
    ["Escape", (dialog: HTMLElement) => fireEvent(dialog, new Event("cancel", { cancelable: true }))],
    ["a click on the backdrop", (dialog: HTMLElement) => fireEvent.click(dialog)],
  ])("closes on %s, leaving its history entry", async (_, close) => {
    const { opener, back, user } = renderMenu();
    const dialog = await open(opener, user);
    act(() => close(dialog));
    expect(menu()).toBeNull();
    expect(opener.getAttribute("aria-expanded")).toBe("false");
    expect(back).toHaveBeenCalledOnce();
  });

  it("closes on the browser's back, which already left its entry", async () => {
    const { opener, back, user } = renderMenu();
    await open(opener, user);
    act(() => {
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(menu()).toBeNull();
    expect(back).not.toHaveBeenCalled();
  });

  it("closes when a link is followed from it, which replaces its history entry", async () => {
    const { opener, back, user } = renderMenu();
    const dialog = await open(opener, user);
    const link = within(dialog).getByRole("link", { name: "カルチャー" });
    link.addEventListener("click", (event) => event.preventDefault());
    await user.click(link);
    expect(menu()).toBeNull();
    expect(back).not.toHaveBeenCalled();
  });

  it("closes once a search from it went, replacing its history entry", async () => {
    const { opener, back, user } = renderMenu();
    const dialog = await open(opener, user);
    await user.type(within(dialog).getByRole("searchbox", { name: "記事を検索" }), "harbour{Enter}");
    expect(router.replace).toHaveBeenCalledWith("/search?p=1&q=harbour");
    expect(menu()).toBeNull();
    expect(back).not.toHaveBeenCalled();
  });
});
