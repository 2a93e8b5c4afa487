import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { TranslationToggle } from "./TranslationToggle.island";

// The article's 和訳の表示 switch: 英文のみ or 英文＋和訳 for every paragraph at once, remembered for the
// next article, and given to text that arrives later (the paid text after sign-in).

function articleWithTwoParagraphs() {
  document.body.innerHTML = `
    <main><div data-article-text>
      <div><p lang="en">One.</p><details data-translation><summary>和訳</summary><p lang="ja">一。</p></details></div>
      <div><p lang="en">Two.</p><details data-translation><summary>和訳</summary><p lang="ja">二。</p></details></div>
    </div></main>`;
}
const translationsOpen = () =>
  [...document.querySelectorAll<HTMLDetailsElement>("details[data-translation]")].map((d) => d.open);
const pressed = () => screen.getAllByRole("button", { pressed: true }).map((b) => b.textContent);

beforeEach(() => {
  localStorage.clear();
  articleWithTwoParagraphs();
});

describe("TranslationToggle", () => {
  it.each([
    ["nothing remembered: English only", null, ["英文のみ"], [false, false]],
    ["英文＋和訳 remembered: every translation open", "en+ja", ["英文＋和訳"], [true, true]],
    ["something else remembered: English only", "fr", ["英文のみ"], [false, false]],
  ])("%s", (_, stored, buttons, open) => {
    if (stored) localStorage.setItem("awd:translation", stored);
    render(<TranslationToggle />);
    expect(screen.getByRole("group", { name: "和訳の表示" })).toBeTruthy();
    expect(pressed()).toEqual(buttons);
    expect(translationsOpen()).toEqual(open);
  });

  it("opens and closes every translation at once, and remembers the choice", async () => {
    render(<TranslationToggle />);
    await userEvent.click(screen.getByRole("button", { name: "英文＋和訳" }));
    expect(translationsOpen()).toEqual([true, true]);
    expect(pressed()).toEqual(["英文＋和訳"]);
    expect(localStorage.getItem("awd:translation")).toBe("en+ja");

    await userEvent.click(screen.getByRole("button", { name: "英文のみ" }));
    expect(translationsOpen()).toEqual([false, false]);
    expect(localStorage.getItem("awd:translation")).toBe("en");
  });

  it("gives the choice to paragraphs that arrive later", async () => {
    render(<TranslationToggle />);
    await userEvent.click(screen.getByRole("button", { name: "英文＋和訳" }));
    const later = document.createElement("div");
    later.innerHTML = `<p lang="en">Three.</p><details data-translation><p lang="ja">三。</p></details>`;
    await act(async () => {
      document.querySelector("[data-article-text]")?.append(later);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(translationsOpen()).toEqual([true, true, true]);
  });
});
