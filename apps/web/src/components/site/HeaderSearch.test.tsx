import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppRouterContext, type AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { viewportWidth } from "@/testing/viewport";
import { HeaderSearch } from "./HeaderSearch.island";

// The search form as a reader uses it: 検索 is offered once a valid word was typed, and goes to the
// results; a word over 512 characters is refused with the reason; focus opens 最近の検索, whose
// words run their search; on tablet and phone the box is emptied once the search went. The Next.js
// router is the one thing around the form that is the test's: it records where the form went.

const router = {
  push: vi.fn(),
  replace: vi.fn(),
  back: vi.fn(),
  forward: vi.fn(),
  refresh: vi.fn(),
  prefetch: vi.fn(),
};

function renderSearch(props: Parameters<typeof HeaderSearch>[0]) {
  render(
    <AppRouterContext.Provider value={router as unknown as AppRouterInstance}>
      <HeaderSearch {...props} />
    </AppRouterContext.Provider>,
  );
  return {
    box: screen.getByRole("searchbox", { name: "記事を検索" }) as HTMLInputElement,
    submit: screen.getByRole("button", { name: "検索" }) as HTMLButtonElement,
    user: userEvent.setup(),
  };
}

beforeEach(() => {
  localStorage.clear();
  viewportWidth(1280);
});
afterEach(() => {
  vi.clearAllMocks();
});

describe("HeaderSearch", () => {
  it("offers 検索 only once a word was typed", async () => {
    const { box, submit, user } = renderSearch({ place: "header" });
    expect(box.placeholder).toBe("キーワードで記事を検索");
    expect(submit.disabled).toBe(true);
    await user.type(box, "harbour");
    expect(submit.disabled).toBe(false);
    await user.clear(box);
    expect(submit.disabled).toBe(true);
  });

  it.each([
    ["on desktop, adding a history entry; the word stays in the box", 1280, {}, "push", "harbour"],
    ["on a phone; the box is emptied", 400, {}, "push", ""],
    ["from the side menu, replacing its history entry", 1280, { replace: true }, "replace", "harbour"],
  ] as const)("goes to the results %s", async (_, width, props, method, left) => {
    viewportWidth(width);
    const onSubmitted = vi.fn();
    const { box, user } = renderSearch({ place: "header", onSubmitted, ...props });
    await user.type(box, "harbour{Enter}");
    expect(router[method]).toHaveBeenCalledWith("/search?p=1&q=harbour");
    expect(router[method === "push" ? "replace" : "push"]).not.toHaveBeenCalled();
    expect(onSubmitted).toHaveBeenCalledOnce();
    expect(box.value).toBe(left);
  });

  it("refuses a word over 512 characters and says why", async () => {
    const { box, submit, user } = renderSearch({ place: "header" });
    await user.click(box);
    await user.paste("a".repeat(513));
    expect(screen.getByRole("alert").textContent).toBe("検索キーワードは512文字以内で入力してください。");
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(submit.disabled).toBe(true);
    await user.keyboard("{Enter}");
    expect(router.push).not.toHaveBeenCalled();

    await user.keyboard("{Backspace}");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(submit.disabled).toBe(false);
  });

  it("opens the reader's recent searches on focus; a word runs its search, Escape closes them", async () => {
    localStorage.setItem("awd.searchHistory", JSON.stringify(["harbour", "tide"]));
    const { box, user } = renderSearch({ place: "header" });
    expect(screen.queryByRole("list")).toBeNull();

    await user.click(box);
    const recent = await screen.findByRole("list", { name: "最近の検索" });
    expect(
      within(recent)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["harbour", "tide"]);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("list", { name: "最近の検索" })).toBeNull();

    await user.click(box);
    await user.click(
      within(await screen.findByRole("list", { name: "最近の検索" })).getByRole("button", { name: "tide" }),
    );
    expect(router.push).toHaveBeenCalledWith("/search?p=1&q=tide");
    expect(box.value).toBe("tide");
    expect(screen.queryByRole("list", { name: "最近の検索" })).toBeNull();
  });

  it("starts the results page's form with its word, searching again only once it is changed", async () => {
    const { box, submit, user } = renderSearch({ place: "page", initialWord: "harbour" });
    // (the <search> landmark, which Testing Library does not know by its role yet)
    expect(box.closest("search")?.getAttribute("aria-label")).toBe("キーワードを変えて検索");
    expect(box.value).toBe("harbour");
    expect(submit.disabled).toBe(true);
    await user.type(box, "s{Enter}");
    expect(router.push).toHaveBeenCalledWith("/search?p=1&q=harbours");
  });
});
