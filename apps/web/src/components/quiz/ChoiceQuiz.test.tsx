import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { engagementSignalEvent } from "@/lib/engagement-signal";
import { type ChoiceQuestion, ChoiceQuiz } from "./ChoiceQuiz.island";

// The choice quiz under an article as a reader takes it: a choice answers its question once (right
// or wrong, with the answer and the explanation), and the score shows when every one is answered.

const questions: ChoiceQuestion[] = [
  {
    question: "He ___ the bus.",
    choices: ["missed", "lost"],
    answer: 0,
    explanation: "miss the bus で「乗り遅れる」。",
  },
  { question: "It's a piece of cake.", choices: ["ケーキ", "簡単"], answer: 1, explanation: "「とても簡単」の意味。" },
];

const question = (n: number) => screen.getByRole("group", { name: new RegExp(`^第${n}問`) });
const choose = (n: number, choice: string) =>
  userEvent.click(within(question(n)).getByRole("button", { name: choice }));

describe("ChoiceQuiz", () => {
  it.each([
    ["the right choice", "missed", "正解！", null],
    ["a wrong choice", "lost", "不正解", "正解は「missed」"],
  ])("answers with %s: says so, with the explanation", async (_, choice, verdict, answerIs) => {
    render(<ChoiceQuiz questions={questions} />);
    await choose(1, choice);
    const first = question(1).closest("li") as HTMLElement;
    expect(within(first).getByText(verdict)).toBeTruthy();
    expect(within(first).queryByText(answerIs ?? "正解は", { exact: false }) !== null).toBe(answerIs !== null);
    expect(within(first).getByText("miss the bus で「乗り遅れる」。")).toBeTruthy();
    expect(within(question(1)).getByRole("button", { name: choice }).getAttribute("aria-pressed")).toBe("true");
  });

  it("keeps the first answer: a second choice changes nothing", async () => {
    render(<ChoiceQuiz questions={questions} />);
    await choose(1, "lost");
    await choose(1, "missed");
    expect(within(question(1)).getByRole("button", { name: "lost" }).getAttribute("aria-pressed")).toBe("true");
    expect(within(question(1)).getByRole("button", { name: "missed" }).getAttribute("aria-pressed")).toBe("false");
    expect(screen.queryByText("正解！")).toBeNull();
  });

  it.each([
    ["both right", ["missed", "簡単"], "2問中2問正解"],
    ["one right", ["missed", "ケーキ"], "2問中1問正解"],
    ["none right", ["lost", "ケーキ"], "2問中0問正解"],
  ])("scores when every question is answered (%s), and tells the engagement watcher", async (_, picks, score) => {
    const signals: unknown[] = [];
    const listener = (event: Event) => signals.push((event as CustomEvent).detail);
    window.addEventListener(engagementSignalEvent, listener);
    render(<ChoiceQuiz questions={questions} />);
    await choose(1, picks[0] as string);
    expect(screen.queryByText("結果")).toBeNull();
    await choose(2, picks[1] as string);
    expect(screen.getByText("結果").parentElement?.textContent).toBe(`結果${score}`);
    expect(signals).toEqual(["quizDone"]);
    window.removeEventListener(engagementSignalEvent, listener);
  });

  it("starts again with もう一度挑戦する", async () => {
    render(<ChoiceQuiz questions={questions} />);
    await choose(1, "missed");
    await choose(2, "ケーキ");
    await userEvent.click(screen.getByRole("button", { name: "もう一度挑戦する" }));
    expect(screen.queryByText("結果")).toBeNull();
    expect(screen.queryByText("正解！")).toBeNull();
    expect(screen.queryAllByRole("button", { pressed: true })).toEqual([]);
  });
});
