import { render, screen } from "@testing-library/react";
import { PathnameContext } from "next/dist/shared/lib/hooks-client-context.shared-runtime";
import { describe, expect, it } from "vitest";
import { PopularStripPlacement } from "./PopularStripPlacement.island";

// The layout's popular strip as each page shows it: not at all below the home and category lists
// (they hold it in their side column), compact below a page that reads one article, audio or print
// edition, in full elsewhere. The path is the one the router gives, inside the base path.

function pageAt(pathname: string) {
  render(
    <PathnameContext value={pathname}>
      <PopularStripPlacement>
        <section aria-labelledby="popular">
          <h2 id="popular">人気の記事</h2>
        </section>
      </PopularStripPlacement>
    </PathnameContext>,
  );
}

const strip = () => screen.queryByRole("region", { name: "人気の記事" });

describe("PopularStripPlacement", () => {
  it.each(["/", "/latest/news/beginner/2"])("leaves the strip to the list's side column on %s", (pathname) => {
    pageAt(pathname);
    expect(strip()).toBeNull();
  });

  it.each([
    ["/news-topics/105", "compact"],
    ["/audios/12", "compact"],
    ["/print/2026-11-14", "compact"],
    ["/news-topics", "full"],
    ["/search", "full"],
    ["/mypage/history", "full"],
  ])("shows the strip on %s in its %s form", (pathname, form) => {
    pageAt(pathname);
    const shown = strip();
    expect(shown).toBeTruthy();
    expect(shown?.closest("[data-popular-form]")?.getAttribute("data-popular-form")).toBe(form);
  });
});
