import { isFeedbackTextTooLong, isRatingSubmittable, limitFeedbackText } from "@awd/core/feedback-answer";
import type { Survey } from "@awd/core/feedback-survey";

// docs/product/engagement-and-feedback.md#sending-and-closing: the card's states as a reducer.
// Stars first; a survey with text questions shows them once a star is picked, and a send button; a
// rating-only survey is sent as soon as a star is picked. Sending is allowed once (double submit
// blocked), then thanks; closing resets the rating and the answers.

export type FeedbackCardPhase = "asking" | "sending" | "thanked" | "closed";

export interface FeedbackCardState {
  phase: FeedbackCardPhase;
  /** 0: no star picked yet */
  rating: number;
  /** text answers by question id, never beyond the limit */
  texts: Readonly<Record<string, string>>;
  /** the question ids whose last input went beyond the limit (and was cut) */
  overLimit: Readonly<Record<string, boolean>>;
}

export type FeedbackCardAction =
  | { type: "rate"; rating: number }
  /** composing: an input method is still composing; its text is kept whole until it commits */
  | { type: "write"; questionId: string; text: string; composing?: boolean }
  | { type: "send" }
  | { type: "sent" }
  | { type: "close" };

export const initialFeedbackCardState: FeedbackCardState = { phase: "asking", rating: 0, texts: {}, overLimit: {} };

export function feedbackCardReducer(state: FeedbackCardState, action: FeedbackCardAction): FeedbackCardState {
  switch (action.type) {
    case "rate":
      if (state.phase !== "asking" || !isRatingSubmittable(action.rating)) return state;
      return { ...state, rating: action.rating };
    case "write":
      if (state.phase !== "asking") return state;
      return {
        ...state,
        texts: { ...state.texts, [action.questionId]: action.composing ? action.text : limitFeedbackText(action.text) },
        overLimit: { ...state.overLimit, [action.questionId]: isFeedbackTextTooLong(action.text) },
      };
    case "send":
      if (state.phase !== "asking" || !isRatingSubmittable(state.rating)) return state;
      return { ...state, phase: "sending" };
    case "sent":
      return state.phase === "sending" ? { ...state, phase: "thanked" } : state;
    case "close":
      return { ...initialFeedbackCardState, phase: "closed" };
  }
}

/** The text questions show once a star is picked, while the card still asks. */
export const showsTextQuestions = (survey: Survey, state: FeedbackCardState): boolean =>
  survey.texts.length > 0 && state.rating > 0 && state.phase !== "thanked";

/** A survey of one rating question is sent as soon as a star is picked. */
export const sendsOnRating = (survey: Survey): boolean => survey.texts.length === 0;
