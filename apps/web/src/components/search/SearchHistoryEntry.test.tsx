import { render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { SearchHistoryEntry } from "./SearchHistoryEntry.island";
import { SearchHistoryPanel } from "./SearchHistoryPanel";

// A search that runs, as the reader finds it in 最近の検索 (the search form's panel): first in the
// list, never twice, kept in this browser only. The entry itself shows nothing on the results page.

const shown = () =>
  within(screen.getByRole("list", { name: "最近の検索" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

function ResultsPage({ word }: { word: string }) {
  return (
    <>
      <SearchHistoryEntry word={word} />
      <SearchHistoryPanel onRun={() => {}} returnFocus={() => {}} />
    </>
  );
}

beforeEach(() => {
  localStorage.clear();
});

describe("SearchHistoryEntry", () => {
  it("shows nothing itself", () => {
    const { container } = render(<SearchHistoryEntry word="harbour" />);
    expect(container.textContent).toBe("");
  });

  it.each([
    ["a first search", [], "harbour", ["harbour"]],
    ["a new search, before the earlier ones", ["dawn", "ship"], "harbour", ["harbour", "dawn", "ship"]],
    ["a search made before, moved first", ["dawn", "harbour", "ship"], "harbour", ["harbour", "dawn", "ship"]],
  ])("lists %s first in 最近の検索", (_, before, word, after) => {
    localStorage.setItem("awd.searchHistory", JSON.stringify(before));
    render(<ResultsPage word={word} />);
    expect(shown()).toEqual(after);
  });

  it("adds the next search as the reader searches again on the same page", () => {
    const { rerender } = render(<ResultsPage word="harbour" />);
    rerender(<ResultsPage word="ship" />);
    expect(shown()).toEqual(["ship", "harbour"]);
  });
});
