import type { Notice } from "@awd/core/contract/notices";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NoticeRotator } from "./NoticeRotator.island";

// The notices as a reader sees them above a list: one at a time, taking turns every 3000 ms; the
// turns pause under the pointer or the keyboard, stop at the pause button (pressed while stopped),
// and never start for a reader who asks for reduced motion (then every notice shows at once).

const notices: Notice[] = [
  { id: 1, message: "年末年始の配信について", url: "/awd/notices/1" },
  { id: 2, message: "新連載が始まりました", url: null },
  { id: 3, message: "アプリを更新しました", url: null },
];

/** The notice shown now (the current one; the others are out of sight). */
const current = () =>
  screen
    .getAllByRole("listitem")
    .filter((item) => item.hasAttribute("data-current"))
    .map((item) => item.textContent);

function rotator(shown: Notice[], reducedMotion = false) {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query) =>
      ({
        matches: reducedMotion && query === "(prefers-reduced-motion: reduce)",
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  return render(<NoticeRotator notices={shown} />);
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const pause = () => screen.queryByRole("button", { name: "お知らせの切り替えを止める" });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("NoticeRotator", () => {
  it("turns the notices every 3000 ms, round and round", () => {
    rotator(notices);
    expect(current()).toEqual(["年末年始の配信について"]);
    expect(screen.getByRole("link", { name: "年末年始の配信について" }).getAttribute("href")).toBe("/awd/notices/1");
    wait(2999);
    expect(current()).toEqual(["年末年始の配信について"]);
    wait(1);
    expect(current()).toEqual(["新連載が始まりました"]);
    wait(3000);
    expect(current()).toEqual(["アプリを更新しました"]);
    wait(3000);
    expect(current()).toEqual(["年末年始の配信について"]);
  });

  it("stops at the pause button, pressed while stopped, and turns again when released", () => {
    rotator(notices);
    const button = pause() as HTMLElement;
    expect(button.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(button);
    expect(button.getAttribute("aria-pressed")).toBe("true");
    wait(9000);
    expect(current()).toEqual(["年末年始の配信について"]);
    fireEvent.click(button);
    wait(3000);
    expect(current()).toEqual(["新連載が始まりました"]);
  });

  it.each([
    ["the pointer is over them", "pointerenter", "pointerleave"],
    ["the keyboard is in them", "focusin", "focusout"],
  ])("pauses while %s", (_, enter, leave) => {
    const { container } = rotator(notices);
    const element = container.firstElementChild as HTMLElement;
    act(() => {
      element.dispatchEvent(new Event(enter, { bubbles: true }));
    });
    wait(6000);
    expect(current()).toEqual(["年末年始の配信について"]);
    act(() => {
      element.dispatchEvent(new Event(leave, { bubbles: true }));
    });
    wait(3000);
    expect(current()).toEqual(["新連載が始まりました"]);
  });

  it.each([
    ["a single notice", [notices[0] as Notice], false],
    ["a reader who asks for reduced motion", notices, true],
  ])("never turns for %s", (_, shown, reducedMotion) => {
    const { container } = rotator(shown, reducedMotion);
    wait(9000);
    expect(current()).toEqual(["年末年始の配信について"]);
    expect(container.firstElementChild?.hasAttribute("data-turns")).toBe(false);
  });

  it("has no pause button for a single notice", () => {
    rotator([notices[1] as Notice]);
    expect(pause()).toBeNull();
    expect(screen.getByText("新連載が始まりました")).toBeTruthy();
  });
});
