import type { GlossaryEntry } from "@awd/core/contract/articles";
import type { DictionaryEntry } from "@awd/core/contract/dictionary";
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { reportSession } from "@/auth/session-store";
import { fakeApi, type SentRequest } from "@/testing/fake-api";
import { fakeSessionActions } from "@/testing/reader-session";
import { WordLookup } from "./WordLookup.island";

// The article's word lookup as a reader wakes it: nothing of the popover until the first tap or
// Enter on the English text; then the popover opens on the word tapped (the dictionary asked), on
// the glossary's phrase (nothing asked), and not for a link, nor outside the article's text.
// A tap is a bare click event here: userEvent's mousedown also moves the (collapsed) selection, and
// that selectionchange would wake the lookup before the click comes.

const glossary: GlossaryEntry[] = [{ word: "high tide", partOfSpeech: "名詞", meaning: "満潮" }];

const entry = (word: string): { data: DictionaryEntry } => ({
  data: {
    word,
    lemma: word,
    senses: [{ partOfSpeech: "noun", headword: word, gloss: `a ${word}`, example: null, synonyms: [] }],
  },
});

let sent: SentRequest[];

function articlePage() {
  document.body.innerHTML = `
    <p>Outside the text.</p>
    <div data-article-text data-word-lookup><div>
      <p lang="en" tabindex="0">At <span data-glossary-word="0">high tide</span> the ship left the harbour. <a href="#more">More</a></p>
      <div data-translation><p lang="ja">満潮に船は港を出た。</p></div>
    </div></div>`;
  const paragraph = document.querySelector<HTMLElement>("p[lang=en]") as HTMLElement;
  const container = document.body.appendChild(document.createElement("div"));
  render(<WordLookup articleId={104} glossary={glossary} />, { container });
  return paragraph;
}

/** Where the browser says a tap landed: the caret in the paragraph's text after the glossary phrase. */
function tapLandsOn(paragraph: HTMLElement, word: string) {
  const text = [...paragraph.childNodes].find(
    (node) => node.nodeType === Node.TEXT_NODE && node.nodeValue?.includes(word),
  );
  if (!text) throw new Error(`"${word}" is not in the paragraph`);
  const offset = (text.nodeValue ?? "").indexOf(word) + 1;
  Object.defineProperty(document, "caretPositionFromPoint", {
    configurable: true,
    value: () => ({ offsetNode: text, offset }),
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  fakeSessionActions();
  act(() => reportSession({ status: "signed-in", user: null, error: null }));
  sent = fakeApi(({ path }) => ({
    status: 200,
    body: entry(new URLSearchParams(path.split("?")[1]).get("word") ?? ""),
  }));
});

afterEach(() => {
  Reflect.deleteProperty(document, "caretPositionFromPoint");
});

describe("WordLookup", () => {
  it("shows nothing and asks nothing before the reader uses the text", async () => {
    articlePage();
    await act(async () => {});
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(sent).toEqual([]);
  });

  it("opens the popover on the word tapped, with its meaning from the dictionary", async () => {
    const paragraph = articlePage();
    tapLandsOn(paragraph, "harbour");
    fireEvent.click(paragraph);

    const popover = await screen.findByRole("dialog", { name: "harbour" });
    expect(await screen.findByText("a harbour")).toBeTruthy();
    expect(popover.textContent).toContain("満潮に船は港を出た。");
    expect(sent.map((r) => r.path)).toEqual(["/dictionary?word=harbour"]);
  });

  it("opens the glossary's phrase with the article's meaning, asking the dictionary nothing", async () => {
    articlePage();
    fireEvent.click(screen.getByText("high tide"));

    const popover = await screen.findByRole("dialog", { name: "high tide" });
    expect(popover.textContent).toContain("満潮");
    expect(sent).toEqual([]);
  });

  it("opens on the paragraph with Enter", async () => {
    const paragraph = articlePage();
    paragraph.focus();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("dialog")).toBeTruthy();
  });

  it.each([
    ["a link in the text", () => screen.getByRole("link", { name: "More" })],
    ["a paragraph outside the article's text", () => screen.getByText("Outside the text.")],
  ])("opens nothing for a tap on %s", async (_, target) => {
    articlePage();
    fireEvent.click(target());
    await act(async () => {});
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(sent).toEqual([]);
  });
});
