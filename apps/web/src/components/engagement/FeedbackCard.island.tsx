"use client";

import { feedbackLimits } from "@awd/core/constants";
import { type FeedbackAnswer, feedbackAnswers, feedbackTextCounter } from "@awd/core/feedback-answer";
import type { Survey } from "@awd/core/feedback-survey";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useReducer, useRef } from "react";
import { CloseIcon } from "@/components/site/CloseIcon";
import {
  feedbackCardReducer,
  initialFeedbackCardState,
  sendsOnRating,
  showsTextQuestions,
} from "@/engagement/feedback-card-state";
import { markSurveyAnswered } from "@/engagement/feedback-flags";
import { engagementMessages } from "@/messages/engagement";
import styles from "./FeedbackCard.module.css";

export interface FeedbackCardProps {
  survey: Survey;
  /** sends the answers; its failures are the sender's to report, never shown to the reader */
  send(answers: readonly FeedbackAnswer[]): Promise<void>;
  onClosed(): void;
}

const stars = Array.from(
  { length: feedbackLimits.ratingMax - feedbackLimits.ratingMin + 1 },
  (_, i) => i + feedbackLimits.ratingMin,
);

// docs/product/engagement-and-feedback.md#the-feedback-card: a star rating (a native radio group:
// arrow keys move between stars, each named for a screen reader), then the survey's text questions
// with an n/100 counter, input cut at the limit with a message; thanks, and the card closes 3
// seconds after sending. The flag of the survey is stored when it is sent or closed, so it does not
// come back.
export function FeedbackCard({ survey, send, onClosed }: FeedbackCardProps) {
  const [state, dispatch] = useReducer(feedbackCardReducer, initialFeedbackCardState);
  const id = useId();
  const pointerPick = useRef(false);
  const composing = useRef(false);
  const thanks = useRef<HTMLParagraphElement>(null);
  const card = useRef<HTMLElement>(null);
  const focusWasInside = useRef(false);

  // Sending runs once per "sending" phase: the reducer refuses a second send, so a double click
  // (or Enter pressed twice) sends once.
  useEffect(() => {
    if (state.phase !== "sending") return;
    const answers = feedbackAnswers(survey, state.rating, state.texts);
    markSurveyAnswered(survey.eventKey);
    const sent = answers.ok ? send(answers.value) : Promise.resolve();
    void sent
      .catch((error: unknown) => console.error("Feedback answers could not be sent", error))
      .finally(() => dispatch({ type: "sent" }));
  }, [state.phase, state.rating, state.texts, survey, send]);

  useEffect(() => {
    if (state.phase === "thanked") {
      if (focusWasInside.current) thanks.current?.focus();
      const timer = window.setTimeout(() => dispatch({ type: "close" }), feedbackLimits.closeAfterSubmitMs);
      return () => window.clearTimeout(timer);
    }
    if (state.phase === "closed") onClosed();
  }, [state.phase, onClosed]);

  if (state.phase === "closed") return null;

  const close = () => {
    markSurveyAnswered(survey.eventKey);
    dispatch({ type: "close" });
  };

  // The form gives way to the thanks: a reader who sent from the keyboard stays on the card.
  const requestSend = () => {
    focusWasInside.current = card.current?.contains(document.activeElement) ?? false;
    dispatch({ type: "send" });
  };

  const pick = (rating: number) => {
    dispatch({ type: "rate", rating });
    // A click or tap on a star sends a rating-only survey; from the keyboard, arrow keys only move
    // between stars and Enter sends.
    if (sendsOnRating(survey) && pointerPick.current) requestSend();
    pointerPick.current = false;
  };

  const onStarKey = (event: KeyboardEvent<HTMLInputElement>) => {
    pointerPick.current = false;
    if (event.key !== "Enter") return;
    event.preventDefault();
    requestSend();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    requestSend();
  };

  const thanked = state.phase === "thanked";
  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;
  return (
    <section ref={card} className={styles.card} aria-labelledby={titleId} data-feedback-card={survey.eventKey}>
      <div className={styles.top}>
        <h2 id={titleId} className={styles.title}>
          {engagementMessages.feedbackTitle}
        </h2>
        <button type="button" className={styles.close} onClick={close}>
          <CloseIcon size={20} />
          <span className="visually-hidden">{engagementMessages.feedbackClose}</span>
        </button>
      </div>
      {thanked ? (
        <p ref={thanks} tabIndex={-1} className={styles.thanks} role="status">
          {engagementMessages.feedbackThanks}
        </p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <fieldset className={styles.rating} aria-describedby={hintId}>
            <legend className={styles.question}>{survey.rating.question}</legend>
            <div className={styles.stars} onPointerDown={() => (pointerPick.current = true)}>
              {stars.map((n) => (
                <label key={n} className={styles.star} data-lit={n <= state.rating || undefined}>
                  <input
                    type="radio"
                    className={styles.radio}
                    name={`${id}-rating`}
                    value={n}
                    checked={state.rating === n}
                    disabled={state.phase !== "asking"}
                    onChange={() => pick(n)}
                    onKeyDown={onStarKey}
                  />
                  <svg aria-hidden="true" viewBox="0 0 24 24" width="32" height="32">
                    <path d="m12 2.6 2.9 6 6.6.8-4.9 4.6 1.3 6.5L12 17.3l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8L12 2.6Z" />
                  </svg>
                  <span className="visually-hidden">{engagementMessages.stars(n)}</span>
                </label>
              ))}
            </div>
            <p id={hintId} className="visually-hidden">
              {sendsOnRating(survey) ? engagementMessages.ratingHintSendsAtOnce : engagementMessages.ratingHint}
            </p>
          </fieldset>
          {showsTextQuestions(survey, state) && (
            <>
              {survey.texts.map((question) => {
                const text = state.texts[question.id] ?? "";
                const over = state.overLimit[question.id] ?? false;
                const inputId = `${id}-${question.id}`;
                const counterId = `${inputId}-counter`;
                const overId = `${inputId}-over`;
                return (
                  <div key={question.id} className={styles.textQuestion}>
                    <label htmlFor={inputId} className={styles.question}>
                      {question.question}
                    </label>
                    <textarea
                      id={inputId}
                      className={styles.text}
                      rows={3}
                      value={text}
                      aria-describedby={`${counterId} ${overId}`}
                      aria-invalid={over || undefined}
                      disabled={state.phase !== "asking"}
                      onCompositionStart={() => (composing.current = true)}
                      onCompositionEnd={(event) => {
                        composing.current = false;
                        dispatch({ type: "write", questionId: question.id, text: event.currentTarget.value });
                      }}
                      onChange={(event) =>
                        dispatch({
                          type: "write",
                          questionId: question.id,
                          text: event.target.value,
                          composing: composing.current,
                        })
                      }
                    />
                    <p className={styles.textNotes}>
                      <span id={overId} className={styles.over} aria-live="polite">
                        {over ? engagementMessages.feedbackTextOverLimit : ""}
                      </span>
                      <span id={counterId} className={styles.counter}>
                        <span className="visually-hidden">{engagementMessages.counterLabel}</span>
                        {feedbackTextCounter(text)}
                      </span>
                    </p>
                  </div>
                );
              })}
              <button type="submit" className={styles.send} disabled={state.phase !== "asking"}>
                {state.phase === "sending" ? engagementMessages.feedbackSending : engagementMessages.feedbackSend}
              </button>
            </>
          )}
        </form>
      )}
    </section>
  );
}
