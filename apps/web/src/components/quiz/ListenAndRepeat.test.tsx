import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ListenAndRepeat, type RepeatItem } from "./ListenAndRepeat.island";

// Listen and repeat under an article as a reader uses it: each sentence with its meaning and its own
// play button, pressed (and said to be playing) while that sentence plays, one sentence at a time.

const items: RepeatItem[] = [
  { sentence: "The ship left the harbour.", meaning: "船は港を出た。", clip: { startMs: 0, endMs: 2000 } },
  { sentence: "It came back at dusk.", meaning: "夕方に戻った。", clip: { startMs: 2500, endMs: 5000 } },
  { sentence: "Nobody saw it.", meaning: "誰も見なかった。", clip: null },
];

let audio: HTMLMediaElement | undefined;

beforeEach(() => {
  audio = undefined;
  vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (this: HTMLMediaElement) {
    audio = this;
    return Promise.resolve();
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const button = (n: number) => screen.queryByRole("button", { name: `${n}番目の文を再生` });
const pressed = () => items.map((_, i) => button(i + 1)?.getAttribute("aria-pressed") ?? null);
const row = (sentence: string) => screen.getByText(sentence).closest("li") as HTMLElement;

describe("ListenAndRepeat", () => {
  it("shows each sentence with its meaning, and a play button where it has audio", () => {
    render(<ListenAndRepeat src="/audio/104.m4a" items={items} />);
    expect(within(row("The ship left the harbour.")).getByText("船は港を出た。")).toBeTruthy();
    expect(within(row("Nobody saw it.")).getByText("誰も見なかった。")).toBeTruthy();
    expect(pressed()).toEqual(["false", "false", null]);
    expect(screen.queryByText("再生中")).toBeNull();
  });

  it.each([
    [1, 0, ["true", "false", null]],
    [2, 2.5, ["false", "true", null]],
  ])("plays sentence %i from its start, said to be playing", async (n, startSeconds, shown) => {
    render(<ListenAndRepeat src="/audio/104.m4a" items={items} />);
    await userEvent.click(button(n) as HTMLElement);
    expect(pressed()).toEqual(shown);
    expect(audio?.currentTime).toBe(startSeconds);
    expect(within(row(items[n - 1]?.sentence ?? "")).getByText("再生中")).toBeTruthy();
  });

  it("plays one sentence at a time, and stops at the sentence's end", async () => {
    render(<ListenAndRepeat src="/audio/104.m4a" items={items} />);
    await userEvent.click(button(1) as HTMLElement);
    await userEvent.click(button(2) as HTMLElement);
    expect(pressed()).toEqual(["false", "true", null]);
    expect(screen.getAllByText("再生中")).toHaveLength(1);

    act(() => {
      if (!audio) return;
      audio.currentTime = 5;
      fireEvent(audio, new Event("timeupdate"));
    });
    expect(pressed()).toEqual(["false", "false", null]);
    expect(screen.queryByText("再生中")).toBeNull();
  });

  it("is not said to be playing when the audio cannot play", async () => {
    vi.mocked(HTMLMediaElement.prototype.play).mockRejectedValue(new DOMException("no source", "NotSupportedError"));
    render(<ListenAndRepeat src="/audio/104.m4a" items={items} />);
    await userEvent.click(button(1) as HTMLElement);
    await vi.waitFor(() => expect(pressed()).toEqual(["false", "false", null]));
    expect(screen.queryByText("再生中")).toBeNull();
  });
});
