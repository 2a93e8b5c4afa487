import { describe, expect, it } from "vitest";
import { type PopularStripForm, popularStripForm } from "./popular-strip.ts";

describe("popularStripForm (the strip is on every page with the layout)", () => {
  it.each<[string, PopularStripForm]>([
    ["/", "in-page"],
    ["/latest/News/1", "in-page"],
    ["/latest/all/3", "in-page"],
    ["/news-topics/105", "compact"],
    ["/news-topics/105/", "compact"],
    ["/audios/905", "compact"],
    ["/print/2026-11-21", "compact"],
    ["/news-topics", "full"],
    ["/news-topics/page/2", "full"],
    ["/audios", "full"],
    ["/print", "full"],
    ["/mypage", "full"],
    ["/search", "full"],
    ["/contents", "full"],
    ["/lp/index.html", "full"],
    ["/faq.html", "full"],
    ["/latest/News/2/beginner", "in-page"],
    ["/news-topics/not-an-id", "full"],
  ])("%s → %s", (pathname, form) => {
    expect(popularStripForm(pathname)).toBe(form);
  });
});
