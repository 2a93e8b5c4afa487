import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { DictatedSentence } from "@/components/article/DictatedSentence.island";
import { Dictation, type DictationItem } from "./Dictation.island";
import { DictationProgress } from "./DictationProgress.island";

// The dictation's progress as the article page shares it: the text hides each sentence the exercise
// dictates, with a note in its place, until the reader checks that item; the others stay hidden.

const items: DictationItem[] = [
  { answer: "The ship left the harbour.", meaning: "船は港を出た。", clip: null },
  { answer: "It came back at dusk.", meaning: "夕方に戻った。", clip: null },
];

function ArticlePage() {
  return (
    <DictationProgress>
      <p lang="en" data-testid="text">
        <DictatedSentence item={0}>The ship left the harbour.</DictatedSentence>{" "}
        <DictatedSentence item={1}>It came back at dusk.</DictatedSentence>
      </p>
      <Dictation src="/audio/104.m4a" items={items} />
    </DictationProgress>
  );
}

const text = () => screen.getByTestId("text");
const notes = () => [...text().querySelectorAll("[data-dictated-note]")].map((note) => note.textContent);
const concealed = () => [...text().querySelectorAll("[data-dictated-sentence]")].map((s) => s.textContent);

async function check(n: number) {
  const row = screen.getByRole("textbox", { name: `聞こえた英文 ${n}` }).closest("li") as HTMLElement;
  await userEvent.click(within(row).getByRole("button", { name: "答え合わせ" }));
  await within(row).findByText("正解の英文");
}

describe("DictationProgress", () => {
  it("hides every dictated sentence of the text until its item is checked", () => {
    render(<ArticlePage />);
    expect(concealed()).toEqual(["The ship left the harbour.", "It came back at dusk."]);
    expect(notes()).toEqual([
      "（ディクテーション1の文です。答え合わせの後に表示されます）",
      "（ディクテーション2の文です。答え合わせの後に表示されます）",
    ]);
  });

  it.each([
    [1, ["It came back at dusk."], ["（ディクテーション2の文です。答え合わせの後に表示されます）"]],
    [2, ["The ship left the harbour."], ["（ディクテーション1の文です。答え合わせの後に表示されます）"]],
  ])("shows the sentence of item %i once it is checked, the other still hidden", async (n, stillHidden, stillNoted) => {
    render(<ArticlePage />);
    await check(n);
    expect(concealed()).toEqual(stillHidden);
    expect(notes()).toEqual(stillNoted);
    expect(text().textContent).toContain(items[n - 1]?.answer);
  });

  it("shows the whole text once both are checked", async () => {
    render(<ArticlePage />);
    await check(1);
    await check(2);
    expect(notes()).toEqual([]);
    expect(text().textContent).toBe("The ship left the harbour. It came back at dusk.");
  });
});
