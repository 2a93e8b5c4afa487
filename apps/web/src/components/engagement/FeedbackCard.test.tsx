import { feedbackLimits } from "@awd/core/constants";
import type { FeedbackAnswer } from "@awd/core/feedback-answer";
import type { FeedbackQuestion, Survey } from "@awd/core/feedback-survey";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FeedbackCard } from "./FeedbackCard.island";

// The feedback card as a reader answers it: five named stars, the text questions once a star is
// picked with their n/100 counter and the over-limit message, 送信する once, thanks, and the card
// closing 3 seconds later or at once on アンケートを閉じる, the survey remembered as answered.

const question = (id: string, text: string, answerType: FeedbackQuestion["answerType"]): FeedbackQuestion => ({
  id,
  question: text,
  eventKey: "article-survey",
  answerType,
  displayRules: { paths: [".*"] },
});
const ratingOnly: Survey = {
  eventKey: "article-survey",
  rating: question("q-rating", "この記事はいかがでしたか？", "rating"),
  texts: [],
  displayPaths: [/.*/],
};
const withText: Survey = { ...ratingOnly, texts: [question("q-why", "その理由を教えてください", "text")] };

function renderCard(survey: Survey, send = vi.fn(async (_: readonly FeedbackAnswer[]) => {})) {
  const onClosed = vi.fn();
  render(<FeedbackCard survey={survey} send={send} onClosed={onClosed} />);
  const card = screen.getByRole("region", { name: "アンケートにご協力ください" });
  const user = userEvent.setup();
  return { card, send, onClosed, user };
}
const answeredFlag = () => localStorage.getItem("awd.feedback.article-survey");

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("FeedbackCard", () => {
  it("asks its rating question with five stars, each named", () => {
    const { card } = renderCard(withText);
    const stars = within(card).getByRole("group", { name: "この記事はいかがでしたか？" });
    expect(within(stars).getAllByRole("radio")).toHaveLength(5);
    for (const name of ["星1つ", "星2つ", "星3つ", "星4つ", "星5つ"])
      expect(within(stars).getByRole("radio", { name })).toHaveProperty("checked", false);
    expect(within(card).queryByRole("textbox")).toBeNull();
    expect(within(card).queryByRole("button", { name: "送信する" })).toBeNull();
  });

  it.each([
    [
      "a rating-only survey is sent at the click on a star",
      ratingOnly,
      [{ question_id: "q-rating", answer_value: 4 }],
      false,
    ],
    ["a survey with text questions shows them instead", withText, undefined, true],
  ])("%s", async (_, survey, sent, asksMore) => {
    const { card, send, user } = renderCard(survey);
    await user.click(within(card).getByRole("radio", { name: "星4つ" }));
    if (sent) {
      expect(send).toHaveBeenCalledWith(sent);
      expect(await within(card).findByRole("status")).toHaveProperty("textContent", "ご回答ありがとうございました。");
    } else expect(send).not.toHaveBeenCalled();
    expect(within(card).queryByRole("textbox", { name: "その理由を教えてください" }) !== null).toBe(asksMore);
  });

  it("sends the stars and the text once, thanks the reader, and closes 3 seconds later", async () => {
    const { card, send, onClosed, user } = renderCard(withText);
    await user.click(within(card).getByRole("radio", { name: "星5つ" }));
    const why = within(card).getByRole("textbox", { name: "その理由を教えてください" });
    expect(within(card).getByText("0/100")).toBeTruthy();
    await user.type(why, "読みやすい");
    expect(within(card).getByText("5/100")).toBeTruthy();

    // Pressed twice before the first press re-renders the card; the clock stands still from here.
    const sendButton = within(card).getByRole("button", { name: "送信する" });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    await act(async () => {
      fireEvent.click(sendButton);
      fireEvent.click(sendButton);
    });

    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith([
      { question_id: "q-rating", answer_value: 5 },
      { question_id: "q-why", answer_value: "読みやすい" },
    ]);
    expect(within(card).getByRole("status")).toHaveProperty("textContent", "ご回答ありがとうございました。");
    expect(answeredFlag()).toBe("true");

    act(() => vi.advanceTimersByTime(feedbackLimits.closeAfterSubmitMs - 1));
    expect(onClosed).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(feedbackLimits.closeAfterSubmitMs));
    expect(onClosed).toHaveBeenCalledOnce();
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("thanks the reader even when sending fails (the sender reports it)", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { card, user } = renderCard(
      ratingOnly,
      vi.fn(async () => {
        throw new Error("offline");
      }),
    );
    await user.click(within(card).getByRole("radio", { name: "星2つ" }));
    expect(await within(card).findByRole("status")).toHaveProperty("textContent", "ご回答ありがとうございました。");
    expect(error).toHaveBeenCalledWith("Feedback answers could not be sent", expect.any(Error));
  });

  it("cuts a text at 100 characters and says why", async () => {
    const { card, user } = renderCard(withText);
    await user.click(within(card).getByRole("radio", { name: "星3つ" }));
    const why = within(card).getByRole("textbox", { name: "その理由を教えてください" });
    await user.click(why);
    await user.paste("あ".repeat(feedbackLimits.textMaxLength + 1));

    expect((why as HTMLTextAreaElement).value).toBe("あ".repeat(feedbackLimits.textMaxLength));
    expect(why.getAttribute("aria-invalid")).toBe("true");
    expect(within(card).getByText("100/100")).toBeTruthy();
    expect(within(card).getByText("100文字を超えています。100文字以内で入力してください。")).toBeTruthy();
  });

  it("closes at once on アンケートを閉じる, and the survey does not come back", async () => {
    const { card, send, onClosed, user } = renderCard(withText);
    await user.click(within(card).getByRole("button", { name: "アンケートを閉じる" }));
    expect(onClosed).toHaveBeenCalledOnce();
    expect(screen.queryByRole("region")).toBeNull();
    expect(answeredFlag()).toBe("true");
    expect(send).not.toHaveBeenCalled();
  });
});
