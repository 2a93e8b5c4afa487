import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { askToPlaySentence } from "@/lib/play-sentence";
import { AudioPlayer } from "./AudioPlayer.island";
import type { PlayerTiming } from "./player-timings";

// The article's audio player as a reader uses it: play and pause, the sentence before and after,
// the seek bar, the speed, この文を聞く from the word popover, and the error when the audio fails.
// happy-dom's <audio> plays nothing, but keeps its time, its rate and its paused state as a browser does.

const sentences: PlayerTiming[] = [
  { paragraph: 0, sentence: 0, startMs: 0, endMs: 3_900 },
  { paragraph: 0, sentence: 1, startMs: 4_000, endMs: 8_900 },
  { paragraph: 1, sentence: 0, startMs: 9_000, endMs: 65_000 },
];

/** The article text the player highlights, and the player. */
function renderPlayer() {
  document.body.innerHTML = `
    <div data-article-text>
      <p lang="en"><span data-sentence="0-0">The ship left.</span> <span data-sentence="0-1">It was dawn.</span></p>
      <p lang="en"><span data-sentence="1-0">The sea was calm.</span></p>
    </div>`;
  render(<AudioPlayer src="/audio/7.mp3" durationMs={65_000} sentences={sentences} />);
  const player = screen.getByRole("region", { name: "音声プレーヤー" });
  return {
    player,
    audio: player.querySelector("audio") as HTMLAudioElement,
    seek: within(player).getByRole("slider", { name: "再生位置" }),
    speaking: () => document.querySelector("[data-speaking]")?.textContent ?? null,
  };
}

describe("AudioPlayer", () => {
  it("shows its controls, at the start, at 1.0×", () => {
    const { player, seek } = renderPlayer();
    for (const name of ["前の文", "再生", "次の文"]) expect(within(player).getByRole("button", { name })).toBeTruthy();
    expect(seek.getAttribute("aria-valuetext")).toBe("0:00 / 1:05");
    const speed = within(player).getByRole("combobox", { name: "再生速度" }) as HTMLSelectElement;
    expect(
      within(speed)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["0.5×", "0.75×", "1.0×", "1.25×", "1.5×", "1.75×", "2.0×"]);
    expect(speed.selectedOptions[0]?.textContent).toBe("1.0×");
    expect(within(player).queryByRole("alert")).toBeNull();
  });

  it("plays and pauses with one button, which says what it will do", async () => {
    const { player, audio } = renderPlayer();
    await userEvent.click(within(player).getByRole("button", { name: "再生" }));
    const pause = within(player).getByRole("button", { name: "一時停止" });
    expect(pause.getAttribute("aria-pressed")).toBe("true");
    expect(audio.paused).toBe(false);

    await userEvent.click(pause);
    expect(within(player).getByRole("button", { name: "再生" }).getAttribute("aria-pressed")).toBe("false");
    expect(audio.paused).toBe(true);
  });

  it.each([
    ["次の文 from the start: the first sentence", ["次の文"], "The ship left.", "0:00 / 1:05"],
    ["次の文 twice: the second", ["次の文", "次の文"], "It was dawn.", "0:04 / 1:05"],
    [
      "次の文 past the last: stays on the last",
      ["次の文", "次の文", "次の文", "次の文"],
      "The sea was calm.",
      "0:09 / 1:05",
    ],
    ["前の文 after two: the first", ["次の文", "次の文", "前の文"], "The ship left.", "0:00 / 1:05"],
  ])("%s, highlighted in the text", async (_, presses, sentence, time) => {
    const { player, audio, seek, speaking } = renderPlayer();
    for (const name of presses) await userEvent.click(within(player).getByRole("button", { name }));
    expect(speaking()).toBe(sentence);
    expect(seek.getAttribute("aria-valuetext")).toBe(time);
    expect(audio.paused).toBe(false);
  });

  it("plays the sentence the word popover's この文を聞く asks for", async () => {
    const { audio, seek, speaking } = renderPlayer();
    act(() => void askToPlaySentence("1-0"));
    expect(speaking()).toBe("The sea was calm.");
    expect(seek.getAttribute("aria-valuetext")).toBe("0:09 / 1:05");
    expect(audio.currentTime).toBe(9);
  });

  it("moves to where the seek bar is put, and highlights the sentence read there", () => {
    const { audio, seek, speaking } = renderPlayer();
    fireEvent.change(seek, { target: { value: "5000" } });
    expect(seek.getAttribute("aria-valuetext")).toBe("0:05 / 1:05");
    expect(audio.currentTime).toBe(5);
    expect(speaking()).toBe("It was dawn.");
  });

  it("plays at the speed chosen", async () => {
    const { player, audio } = renderPlayer();
    await userEvent.selectOptions(within(player).getByRole("combobox", { name: "再生速度" }), "1.5×");
    expect(audio.playbackRate).toBe(1.5);
  });

  it.each([
    ["the audio fails to load", ({ audio }: { audio: HTMLAudioElement }) => fireEvent.error(audio)],
    [
      "the browser refuses to play it",
      async ({ player, audio }: { player: HTMLElement; audio: HTMLAudioElement }) => {
        vi.spyOn(audio, "play").mockRejectedValue(new DOMException("no source", "NotSupportedError"));
        await userEvent.click(within(player).getByRole("button", { name: "再生" }));
      },
    ],
  ])("says so in Japanese when %s", async (_, fail) => {
    const rendered = renderPlayer();
    await act(async () => void (await fail(rendered)));
    expect(within(rendered.player).getByRole("alert").textContent).toBe("音声を読み込めませんでした。");
  });
});
