import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DictationProgress } from "@/components/quiz/DictationProgress.island";
import { DictatedSentence } from "./DictatedSentence.island";

// A sentence of the article that a dictation item asks for, as the text shows it before the item is
// checked: kept out of sight with a note in its place saying which dictation it is and when it shows.
// (Shown once checked: DictationProgress.test.tsx, with the exercise that checks it.)

describe("DictatedSentence", () => {
  it.each([
    [0, "（ディクテーション1の文です。答え合わせの後に表示されます）"],
    [2, "（ディクテーション3の文です。答え合わせの後に表示されます）"],
  ])("conceals the sentence of item %i with a note in Japanese in its place", (item, note) => {
    render(
      <DictationProgress>
        <p lang="en">
          <DictatedSentence item={item}>The ship left the harbour.</DictatedSentence>
        </p>
      </DictationProgress>,
    );
    const shown = screen.getByText(note);
    expect(shown.getAttribute("lang")).toBe("ja");
    const concealed = screen.getByText("The ship left the harbour.");
    expect(concealed.hasAttribute("data-dictated-sentence")).toBe(true);
    expect(concealed.className).not.toBe("");
  });
});
