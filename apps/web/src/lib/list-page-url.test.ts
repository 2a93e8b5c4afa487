import { describe, expect, it } from "vitest";
import { listPageNumber } from "./list-page-url";

describe("listPageNumber", () => {
  it.each([
    ["/", "?page=7", 7],
    ["/", "?category=News&page=3", 3],
    ["/audios", "?page=12", 12],
    ["/news-topics", "?page=9999", 9999],
    ["/latest/all/5", "", 5],
    ["/latest/News/2", "", 2],
    ["/audios/page/4", "", 4],
    ["/news-topics/page/300", "", 300],
    ["/", "", undefined],
    ["/news-topics", "", undefined],
    ["/news-topics", "?page=0", undefined],
    ["/news-topics", "?page=10000", undefined],
    ["/news-topics", "?page=abc", undefined],
    ["/news-topics/105", "?page=3", undefined],
    ["/news-topics/page/3/more", "", undefined],
    ["/print/2026-11-21", "", undefined],
  ])("%s%s asks for page %s", (path, search, expected) => {
    expect(listPageNumber(path.split("/").filter(Boolean), new URLSearchParams(search))).toBe(expected);
  });
});
