import { render, screen, within } from "@testing-library/react";
import { PathnameContext } from "next/dist/shared/lib/hooks-client-context.shared-runtime";
import { describe, expect, it } from "vitest";
import { DeskNavLinks } from "./DeskNavLinks.island";

// The desk's menu: every area by name, and the one the operator is on marked as the current page
// (the home only on itself, an area on its own pages too). The path comes as Next gives it.

const links = [
  "ホーム",
  "購読者",
  "コード",
  "提携パートナー",
  "お知らせ",
  "リモート設定・アンケート",
  "レポート",
  "週刊号の取り込み",
  "変更履歴",
];

function renderAt(pathname: string) {
  render(
    <PathnameContext.Provider value={pathname}>
      <DeskNavLinks />
    </PathnameContext.Provider>,
  );
  return screen.getByRole("navigation", { name: "編集部のメニュー" });
}

describe("DeskNavLinks", () => {
  it("names every area of the desk, each a link to its screen", () => {
    const nav = renderAt("/desk");
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(links);
    expect(within(nav).getByRole("link", { name: "コード" }).getAttribute("href")).toMatch(/\/desk\/codes$/);
  });

  it.each([
    ["/desk", "ホーム"],
    ["/desk/readers", "購読者"],
    ["/desk/readers/auth0%7C1", "購読者"],
    ["/desk/audit", "変更履歴"],
  ])("on %s marks %s alone as the current page", (pathname, current) => {
    const nav = renderAt(pathname);
    const marked = within(nav)
      .getAllByRole("link")
      .filter((link) => link.getAttribute("aria-current") === "page")
      .map((link) => link.textContent);
    expect(marked).toEqual([current]);
  });
});
