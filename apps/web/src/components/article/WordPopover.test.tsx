import type { GlossaryEntry } from "@awd/core/contract/articles";
import type { DictionaryEntry } from "@awd/core/contract/dictionary";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { reportSession, type SessionStatus } from "@/auth/session-store";
import { type FakeAnswer, fakeApi, heldBack, type SentRequest } from "@/testing/fake-api";
import { fakeSessionActions } from "@/testing/reader-session";
import type { LookupRequest } from "./WordLookupListener";
import { WordPopover } from "./WordPopover";

// The word popover as a reader meets it: a tap on a word of the article text opens it under the
// word; it looks the word up, shows the meanings, saves the word, says what went wrong in Japanese,
// and Escape closes it. The network is faked at fetch; every module of the popover runs as it is.

const entry = (word: string, senses: [string, string][]): { data: DictionaryEntry } => ({
  data: {
    word,
    lemma: word,
    senses: senses.map(([partOfSpeech, gloss]) => ({
      partOfSpeech: partOfSpeech as DictionaryEntry["senses"][number]["partOfSpeech"],
      headword: word,
      gloss,
      example: null,
      synonyms: [],
    })),
  },
});

/** An article paragraph (with its translation) and a button that had focus, as the article page has them. */
function articleText(english: string, glossaryMarkup?: string) {
  document.body.innerHTML = `
    <button type="button">opener</button>
    <div data-article-text><div>
      <p lang="en">${glossaryMarkup ?? english}</p>
      <div data-translation><p lang="ja">船は港を出た。</p></div>
    </div></div>`;
  const paragraph = document.querySelector<HTMLElement>("p[lang=en]") as HTMLElement;
  const opener = screen.getByRole("button", { name: "opener" });
  opener.focus();
  return { paragraph, opener };
}

/** A tap on the word of the paragraph (its first text) at the caret's offset. */
function tapOn(paragraph: HTMLElement, word: string, opener: Element): LookupRequest {
  const text = paragraph.firstChild as Text;
  const offset = (text.nodeValue ?? "").indexOf(word);
  if (offset < 0) throw new Error(`"${word}" is not in the paragraph`);
  return { paragraph, target: paragraph, caret: { node: text, offset: offset + 1 }, opener, startedAt: 0 };
}

/** The popover as the page has it: shown until it is closed. */
function Page({ request, glossary = [] }: { request: LookupRequest; glossary?: GlossaryEntry[] }) {
  const [open, setOpen] = useState(true);
  return open ? (
    <WordPopover request={request} articleId={7} glossary={glossary} onClose={() => setOpen(false)} />
  ) : null;
}

function signedAs(status: SessionStatus) {
  act(() => reportSession({ status, user: null, error: null }));
}

/** Opens the popover on `word` of "The ship left the <word> at dawn." with the dictionary answering as told. */
function openOn(word: string, dictionary: (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>) {
  const sent = fakeApi(dictionary);
  const { paragraph, opener } = articleText(`The ship left the ${word} at dawn.`);
  render(<Page request={tapOn(paragraph, word, opener)} />);
  return { sent, opener };
}

afterEach(() => {
  vi.restoreAllMocks();
});

beforeEach(() => {
  sessionStorage.clear();
  fakeSessionActions();
  signedAs("signed-in");
});

describe("WordPopover", () => {
  it("opens on the word, says it is looking it up, then shows the dictionary's meanings", async () => {
    const answer = heldBack<FakeAnswer>();
    const { sent } = openOn("harbour", () => answer.promise);

    const popover = screen.getByRole("dialog", { name: "harbour" });
    expect(popover).toHaveProperty("dataset.state", "loading");
    expect(within(popover).getByText("意味を調べています…")).toBeTruthy();
    expect(sent.map((r) => r.path)).toEqual(["/dictionary?word=harbour"]);

    await act(async () =>
      answer.resolve({
        status: 200,
        body: entry("harbour", [
          ["noun", "a sheltered port"],
          ["verb", "keep in mind"],
          ["noun", "a place of refuge"],
          ["verb", "secretly shelter"],
        ]),
      }),
    );
    // The first three senses, each with its part of speech in Japanese.
    expect(
      within(popover)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["名詞 a sheltered port", "動詞 keep in mind", "名詞 a place of refuge"]);
    expect(within(popover).queryByText("意味を調べています…")).toBeNull();
    expect(within(popover).getByText("船は港を出た。")).toBeTruthy();
    expect(popover).toHaveProperty("dataset.state", "ready");
  });

  it("opens under the word, kept inside the window", () => {
    vi.spyOn(Range.prototype, "getBoundingClientRect").mockReturnValue(
      DOMRect.fromRect({ x: 2000, y: 80, height: 20 }),
    );
    openOn("lighthouse", () => heldBack<FakeAnswer>().promise);
    const popover = screen.getByRole("dialog", { name: "lighthouse" });
    expect(popover.style.getPropertyValue("--popover-top")).toBe(`${100 + window.scrollY + 8}px`);
    expect(popover.style.getPropertyValue("--popover-left")).toBe(`${window.scrollX + window.innerWidth - 320 - 16}px`);
  });

  it.each([
    [
      "a word the dictionary has not",
      "quay",
      { status: 404, body: { message: "Not found" } },
      "辞書に載っていない語です。",
    ],
    [
      "a failed lookup, with its status",
      "jetty",
      { status: 503, body: { message: "Unavailable" } },
      "意味を読み込めませんでした（エラー 503）。閉じてもう一度お試しください。",
    ],
    ["no answer at all", "wharf", "offline", "意味を読み込めませんでした。閉じてもう一度お試しください。"],
  ] as const)("says so in Japanese for %s", async (_, word, answer, message) => {
    openOn(word, () => answer);
    const popover = screen.getByRole("dialog", { name: word });
    expect(await within(popover).findByText(message)).toBeTruthy();
  });

  it.each([
    ["a new word is saved", "pier", { status: 201, body: { data: {} } }, "単語帳に保存しました"],
    ["a word already kept", "dock", { status: 200, body: { data: {} } }, "すでに単語帳にあります"],
    [
      "a failed save, with its status",
      "marina",
      { status: 500, body: { message: "Internal" } },
      "保存できませんでした（エラー 500）。もう一度お試しください。",
    ],
    ["no connection: kept to send later", "berth", "offline", "オフラインです。接続したら単語帳に保存します。"],
  ] as const)("保存: %s", async (_, word, saveAnswer, message) => {
    const { sent } = openOn(word, (request) =>
      request.method === "POST" ? saveAnswer : { status: 200, body: entry(word, [["noun", `a ${word}`]]) },
    );
    const popover = screen.getByRole("dialog", { name: word });
    await within(popover).findByRole("listitem");

    await userEvent.click(within(popover).getByRole("button", { name: "保存" }));

    expect(await within(popover).findByRole("status")).toHaveProperty("textContent", message);
    expect(sent.filter((r) => r.method === "POST")).toEqual([
      {
        method: "POST",
        path: "/notebook/words",
        body: {
          word,
          lemma: word,
          meaning: `名詞: a ${word}`,
          sentence: `The ship left the ${word} at dawn.`,
          translation: "船は港を出た。",
          articleId: 7,
        },
      },
    ]);
  });

  it("cannot save again once the word is saved", async () => {
    openOn("anchor", (request) =>
      request.method === "POST"
        ? { status: 201, body: { data: {} } }
        : { status: 200, body: entry("anchor", [["noun", "a heavy hook"]]) },
    );
    const save = await screen.findByRole("button", { name: "保存" });
    await screen.findByRole("listitem");
    await userEvent.click(save);
    await screen.findByText("単語帳に保存しました");
    expect(save).toHaveProperty("disabled", true);
  });

  it("asks a reader who is not signed in to sign in, keeping the word for after", async () => {
    signedAs("anonymous");
    const { sent } = openOn("buoy", () => ({ status: 200, body: entry("buoy", [["noun", "a float"]]) }));
    await screen.findByRole("listitem");

    await userEvent.click(screen.getByRole("button", { name: "保存" }));

    expect(screen.getByText("ログインして単語帳に保存")).toBeTruthy();
    expect(screen.getByRole("button", { name: "ログインして保存" })).toBeTruthy();
    expect(sent.filter((r) => r.method === "POST")).toEqual([]);
    expect(sessionStorage.length).toBe(1);
  });

  it("shows the article's glossary entry for a phrase it marks, without asking the dictionary", async () => {
    const sent = fakeApi(() => ({ status: 500 }));
    const glossary: GlossaryEntry[] = [{ word: "high tide", partOfSpeech: "名詞", meaning: "満潮" }];
    const { paragraph, opener } = articleText("", `At <span data-glossary-word="0">high tide</span> the ship left.`);
    const request: LookupRequest = {
      paragraph,
      target: paragraph.querySelector("[data-glossary-word]") as Element,
      opener,
      startedAt: 0,
    };
    render(<Page request={request} glossary={glossary} />);

    const popover = screen.getByRole("dialog", { name: "high tide" });
    expect(within(popover).getByText("この記事の語句")).toBeTruthy();
    expect(within(popover).getByText("満潮")).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("moves to the next word with 次の語", async () => {
    openOn("mooring", ({ path }) => {
      const word = new URLSearchParams(path.split("?")[1]).get("word") ?? "";
      return { status: 200, body: entry(word, [["noun", `a ${word}`]]) };
    });
    await userEvent.click(screen.getByRole("button", { name: "次の語 →" }));
    expect(await screen.findByRole("dialog", { name: "at" })).toBeTruthy();
  });

  it.each([
    ["Escape", () => userEvent.keyboard("{Escape}")],
    ["閉じる", () => userEvent.click(screen.getByRole("button", { name: "閉じる" }))],
  ])("closes on %s and gives focus back to what had it", async (_, dismiss) => {
    const { opener } = openOn("cove", () => ({ status: 200, body: entry("cove", [["noun", "a small bay"]]) }));
    await screen.findByRole("listitem");

    await dismiss();

    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
