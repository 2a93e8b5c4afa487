import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { engagementSignalEvent } from "@/lib/engagement-signal";
import { Dictation, type DictationItem } from "./Dictation.island";

// The dictation under an article as a reader does it: listen to a sentence, type it, check it, and
// see the typed words compared with the answer word by word, then the answer and its meaning.

const items: DictationItem[] = [
  { answer: "The ship left the harbour.", meaning: "船は港を出た。", clip: { startMs: 1500, endMs: 4000 } },
  { answer: "It came back at dusk.", meaning: "夕方に戻った。", clip: null },
];

const item = (n: number) => screen.getByRole("textbox", { name: `聞こえた英文 ${n}` }).closest("li") as HTMLElement;

async function check(n: number, typed: string) {
  const row = item(n);
  if (typed !== "") await userEvent.type(within(row).getByRole("textbox"), typed);
  await userEvent.click(within(row).getByRole("button", { name: "答え合わせ" }));
  return row;
}

/** The words as compared, each with what a screen reader hears before it. */
const compared = (row: HTMLElement) =>
  [...row.querySelectorAll("[data-word-status]")].map((word) => word.textContent).join(" ");

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Dictation", () => {
  it("gives each sentence a field to type in, and a listen button where it has audio", () => {
    render(<Dictation src="/audio/104.m4a" items={items} />);
    expect(within(item(1)).getByRole("button", { name: "音声を聞く" }).getAttribute("aria-pressed")).toBe("false");
    expect(within(item(2)).queryByRole("button", { name: "音声を聞く" })).toBeNull();
    expect(screen.queryByText("正解の英文")).toBeNull();
  });

  it.each([
    ["every word", "The ship left the harbour.", "5語中5語正解", "The ship left the harbour."],
    ["a word left out", "the ship left harbour", "5語中4語正解", "The ship left 抜けている語:the harbour."],
    ["a word too many", "The big ship left the harbour", "5語中5語正解", "The 余分な語:big ship left the harbour."],
    [
      "nothing typed",
      "",
      "5語中0語正解",
      "抜けている語:The 抜けている語:ship 抜けている語:left 抜けている語:the 抜けている語:harbour.",
    ],
  ])(
    "checks %s: says how many are right, word by word, with the answer and its meaning",
    async (_, typed, verdict, words) => {
      render(<Dictation src="/audio/104.m4a" items={items} />);
      const row = await check(1, typed);

      expect(await within(row).findByText(verdict)).toBeTruthy();
      expect(compared(row)).toBe(words);
      expect(within(row).getByText("正解の英文").parentElement?.textContent).toBe(
        "正解の英文The ship left the harbour.",
      );
      expect(within(row).getByText("船は港を出た。")).toBeTruthy();
      expect(within(item(2)).queryByText("正解の英文")).toBeNull();
    },
  );

  it("says the quiz is done once every sentence is checked, and only then", async () => {
    const signals: unknown[] = [];
    const listener = (event: Event) => signals.push((event as CustomEvent).detail);
    window.addEventListener(engagementSignalEvent, listener);
    try {
      render(<Dictation src="/audio/104.m4a" items={items} />);
      await check(1, "The ship left the harbour.");
      await within(item(1)).findByText("5語中5語正解");
      expect(signals).toEqual([]);
      await check(2, "It came back at dusk.");
      await within(item(2)).findByText("5語中5語正解");
      expect(signals).toEqual(["quizDone"]);
    } finally {
      window.removeEventListener(engagementSignalEvent, listener);
    }
  });

  it("plays the sentence from its start, pressed until it has played", async () => {
    let audio: HTMLMediaElement | undefined;
    vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (this: HTMLMediaElement) {
      audio = this;
      return Promise.resolve();
    });
    render(<Dictation src="/audio/104.m4a" items={items} />);
    const listen = within(item(1)).getByRole("button", { name: "音声を聞く" });

    await userEvent.click(listen);

    expect(listen.getAttribute("aria-pressed")).toBe("true");
    expect(audio?.src).toContain("/audio/104.m4a");
    expect(audio?.currentTime).toBe(1.5);
    act(() => {
      if (audio) fireEvent(audio, new Event("ended"));
    });
    expect(listen.getAttribute("aria-pressed")).toBe("false");
  });
});
