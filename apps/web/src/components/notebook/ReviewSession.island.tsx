"use client";

import type { NotebookWord } from "@awd/core/contract/notebook";
import type { ReviewGrade } from "@awd/core/review-schedule";
import { useCallback, useEffect, useRef, useState } from "react";
import { useSession } from "@/auth/session-store";
import { LoadFailed } from "@/components/notices/LoadFailed";
import { notebookMessages } from "@/messages/notebook";
import { publishDueCount } from "./due-count-store";
import { dueCards, gradeCard, refreshDueCount } from "./notebook-api";
import styles from "./Review.module.css";
import { gradeKeys, ReviewCard } from "./ReviewCard";
import { ReviewFinished } from "./ReviewFinished";
import { SignInInvitation } from "./SignInInvitation";

const m = notebookMessages.review;

type Phase =
  | { kind: "loading" }
  | { kind: "failed" }
  | { kind: "reviewing"; cards: NotebookWord[]; index: number; dueCount: number }
  | { kind: "finished" };

// docs/product/notebook.md#the-review-screen: the signed-in reader's due cards, one at a time.
export function ReviewSession() {
  const session = useSession();
  if (session.status === "loading") return <p role="status">{m.loading}</p>;
  if (session.status === "unconfirmed") return null;
  if (session.status !== "signed-in") return <SignInInvitation text={m.needsLogin} action={m.login} />;
  return <SignedInReview />;
}

/** A key pressed in a field is typed; a space on a control presses it. Neither is the review's. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.closest("input, textarea, select, [contenteditable]") !== null;
const isControl = (target: EventTarget | null) => target instanceof HTMLElement && target.closest("button, a") !== null;

function SignedInReview() {
  const [phase, setPhase] = useState<Phase>({ kind: "loading" });
  const [revealed, setRevealed] = useState(false);
  const [grading, setGrading] = useState(false);
  const [failedGrade, setFailedGrade] = useState<ReviewGrade | null>(null);
  const [reviewed, setReviewed] = useState(0);
  // A second press while a grade is on its way, or before the next card is up, is the same grade: it
  // is not sent again (a card comes back with a higher review count when it is due once more).
  const inFlight = useRef(false);
  const lastGraded = useRef("");

  const load = useCallback(async () => {
    setPhase({ kind: "loading" });
    setRevealed(false);
    try {
      const due = await dueCards();
      publishDueCount(due.dueCount);
      setPhase(
        due.cards.length === 0
          ? { kind: "finished" }
          : { kind: "reviewing", cards: due.cards, index: 0, dueCount: due.dueCount },
      );
    } catch {
      setPhase({ kind: "failed" });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const card = phase.kind === "reviewing" ? phase.cards[phase.index] : undefined;

  const grade = useCallback(
    async (value: ReviewGrade) => {
      if (!card) return;
      const shown = `${card.id}:${card.review.reviewCount}`;
      if (inFlight.current || lastGraded.current === shown) return;
      inFlight.current = true;
      setGrading(true);
      setFailedGrade(null);
      try {
        await gradeCard(card, value);
        lastGraded.current = shown;
        setReviewed((n) => n + 1);
        void refreshDueCount();
        setRevealed(false);
        if (phase.kind === "reviewing" && phase.index + 1 < phase.cards.length)
          setPhase({ ...phase, index: phase.index + 1, dueCount: Math.max(0, phase.dueCount - 1) });
        // The batch has run out: the queue is asked again, for the cards due now.
        else await load();
      } catch {
        setFailedGrade(value);
      } finally {
        inFlight.current = false;
        setGrading(false);
      }
    },
    [card, phase, load],
  );

  useEffect(() => {
    if (!card) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (event.key === " " && !revealed && !isControl(event.target)) {
        event.preventDefault();
        setRevealed(true);
        return;
      }
      const index = Number(event.key) - 1;
      const value = gradeKeys[index];
      if (revealed && value && !event.repeat) {
        event.preventDefault();
        void grade(value);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [card, revealed, grade]);

  if (phase.kind === "loading") return <p role="status">{m.loading}</p>;
  if (phase.kind === "failed") return <LoadFailed message={m.loadFailed} onRetry={() => void load()} />;
  if (phase.kind === "finished") return <ReviewFinished reviewed={reviewed} onAgain={() => void load()} />;
  if (!card) return null;
  return (
    <>
      <p className={styles.progress} data-review-remaining>
        {m.remaining(phase.dueCount)}
        <span className={styles.hint}>{m.keyHint}</span>
      </p>
      <ReviewCard
        key={card.id}
        card={card}
        revealed={revealed}
        grading={grading}
        onReveal={() => setRevealed(true)}
        onGrade={(value) => void grade(value)}
      />
      {failedGrade && (
        <LoadFailed message={m.gradeFailed} retryLabel={m.gradeRetry} onRetry={() => void grade(failedGrade)} />
      )}
    </>
  );
}
